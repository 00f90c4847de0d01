// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { judgeStrength, levelOf, type StrengthRule } from './strength';

const LABELS = { short: 'Bardzo słabe', bad: 'Słabe', good: 'Średnie', strong: 'Silne' };
const RULE: StrengthRule = { minStrength: 3, stopCheckout: false, errorText: 'Wpisz silniejsze hasło.' };

describe('password strength rule', () => {
  it('bands scores as the meter classes: 0 short, 1–2 bad, 3 good, 4 strong; anything else unknown', () => {
    expect([0, 1, 2, 3, 4].map(levelOf)).toEqual(['short', 'bad', 'bad', 'good', 'strong']);
    expect([-1, 5, 1.5, Number.NaN].map(levelOf)).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('a weak password: the meter with the error, the hint, and a blocked form', () => {
    expect(judgeStrength(6, 1, RULE, LABELS, false)).toEqual({
      meter: { level: 'bad', text: 'Słabe - Wpisz silniejsze hasło.' },
      hint: true,
      blocksSubmit: true,
    });
    expect(judgeStrength(3, 0, RULE, LABELS, false).meter).toEqual({
      level: 'short',
      text: 'Bardzo słabe - Wpisz silniejsze hasło.',
    });
  });

  it('a password at the minimum or above: the meter without the error, no hint, the form free', () => {
    expect(judgeStrength(12, 3, RULE, LABELS, false)).toEqual({
      meter: { level: 'good', text: 'Średnie' },
      hint: false,
      blocksSubmit: false,
    });
    expect(judgeStrength(20, 4, RULE, LABELS, false).meter).toEqual({ level: 'strong', text: 'Silne' });
  });

  it('a stricter shop (minimum 4) calls a medium password too weak, without the hint', () => {
    const verdict = judgeStrength(12, 3, { ...RULE, minStrength: 4 }, LABELS, false);
    expect(verdict).toEqual({
      meter: { level: 'good', text: 'Średnie - Wpisz silniejsze hasło.' },
      hint: false,
      blocksSubmit: true,
    });
  });

  it('a laxer shop (minimum 0) keeps the hint for weak passwords but never blocks', () => {
    const verdict = judgeStrength(3, 0, { ...RULE, minStrength: 0 }, LABELS, false);
    expect(verdict).toEqual({
      meter: { level: 'short', text: 'Bardzo słabe' },
      hint: true,
      blocksSubmit: false,
    });
  });

  it('on the checkout a weak password blocks only when the shop says so', () => {
    expect(judgeStrength(6, 1, RULE, LABELS, true).blocksSubmit).toBe(false);
    expect(judgeStrength(6, 1, RULE, LABELS, true).meter?.level).toBe('bad');
    expect(judgeStrength(6, 1, { ...RULE, stopCheckout: true }, LABELS, true).blocksSubmit).toBe(true);
  });

  it('an empty field or an unknown score shows nothing and never blocks', () => {
    const nothing = { meter: null, hint: false, blocksSubmit: false };
    expect(judgeStrength(0, 0, RULE, LABELS, false)).toEqual(nothing);
    expect(judgeStrength(8, -1, RULE, LABELS, false)).toEqual(nothing);
  });
});
