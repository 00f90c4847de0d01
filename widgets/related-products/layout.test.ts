// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { itemsPerView, pageStart } from './layout';

describe('related-products carousel', () => {
  it.each([
    [0, 2],
    [375, 2],
    [599, 2],
    [600, 3],
    [800, 3],
    [999, 3],
    [1000, 4],
    [1280, 4],
  ])('at %d px shows %d items', (width, items) => {
    expect(itemsPerView(width)).toBe(items);
  });

  it('pages without looping', () => {
    expect(pageStart(0, 4, 8, 1)).toBe(4);
    expect(pageStart(4, 4, 8, 1)).toBe(4);
    expect(pageStart(4, 4, 8, -1)).toBe(0);
    expect(pageStart(0, 4, 8, -1)).toBe(0);
    expect(pageStart(0, 3, 8, 1)).toBe(3);
    expect(pageStart(3, 3, 8, 1)).toBe(5);
    expect(pageStart(0, 4, 3, 1)).toBe(0);
  });
});
