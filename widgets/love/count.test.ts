// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loveCount, printedCount } from './count';

describe('love count', () => {
  it.each([
    ['<span class="nectar-love-count">6</span>', 6],
    ['6', 6],
    [' 12\n', 12],
    [6, 6],
    ['<span onclick="alert(1)">7</span>', 7],
  ])('reads %j as %d', (answer, expected) => {
    expect(loveCount(answer)).toBe(expected);
  });

  it.each(['', 'error', '<span>-1</span>', '1,2', null, undefined, '{"success":false}'])(
    'has no count in %j',
    (answer) => {
      expect(loveCount(answer)).toBeUndefined();
    },
  );

  it('reads the printed count, 0 when it is no number', () => {
    expect(printedCount(' 5 ')).toBe(5);
    expect(printedCount('1,2 tys.')).toBe(0);
    expect(printedCount(null)).toBe(0);
  });
});
