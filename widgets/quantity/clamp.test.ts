// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { clampedQuantity } from './clamp';

describe('quantity clamping', () => {
  it.each([
    ['0', '1', '1'],
    ['1', '2', '2'],
    ['0.5', '1.5', '1.5'],
    ['3', '2', '3'],
    ['2', '2', '2'],
    ['', '1', ''],
    ['abc', '1', 'abc'],
    ['0', '', '0'],
    ['0', 'x', '0'],
    ['-5', '-2', '-2'],
  ])('value %j with min %j shows %j', (value, min, shown) => {
    expect(clampedQuantity(value, min)).toBe(shown);
  });
});
