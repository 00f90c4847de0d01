import { describe, expect, it } from 'vitest';
import { rovingIndex } from './island';

const key = (k: string, extra: KeyboardEventInit = {}) => new KeyboardEvent('keydown', { key: k, ...extra });

describe('rovingIndex (APG arrow keys)', () => {
  const ltr = document.createElement('div');
  const rtl = Object.assign(document.createElement('div'), { dir: 'rtl' });
  rtl.style.direction = 'rtl';
  document.body.append(ltr, rtl);

  it('moves and wraps with arrows, jumps with Home and End', () => {
    expect(rovingIndex(key('ArrowRight'), 0, 3, ltr)).toBe(1);
    expect(rovingIndex(key('ArrowDown'), 2, 3, ltr)).toBe(0);
    expect(rovingIndex(key('ArrowLeft'), 0, 3, ltr)).toBe(2);
    expect(rovingIndex(key('ArrowUp'), 1, 3, ltr)).toBe(0);
    expect(rovingIndex(key('Home'), 2, 3, ltr)).toBe(0);
    expect(rovingIndex(key('End'), 0, 3, ltr)).toBe(2);
  });
  it('mirrors Left and Right right-to-left, not Up and Down', () => {
    expect(rovingIndex(key('ArrowRight'), 1, 3, rtl)).toBe(0);
    expect(rovingIndex(key('ArrowLeft'), 1, 3, rtl)).toBe(2);
    expect(rovingIndex(key('ArrowDown'), 1, 3, rtl)).toBe(2);
  });
  it('leaves other keys, modified keys and empty groups alone', () => {
    expect(rovingIndex(key('a'), 0, 3, ltr)).toBeUndefined();
    expect(rovingIndex(key('ArrowRight', { altKey: true }), 0, 3, ltr)).toBeUndefined();
    expect(rovingIndex(key('ArrowRight', { ctrlKey: true }), 0, 3, ltr)).toBeUndefined();
    expect(rovingIndex(key('ArrowRight'), 0, 0, ltr)).toBeUndefined();
  });
});
