/**
 * WooCommerce's password strength rule, DOM-free: from the estimator's score (0–4, or -1 while it is not
 * there) and the shop's params, what the meter says, whether the hint shows and whether the form may be sent.
 */

/** The meter's class, one per band of scores, as the shop's CSS colours it. */
export type StrengthLevel = 'short' | 'bad' | 'good' | 'strong';

/** The meter's words, as WordPress prints them (`pwsL10n`). */
export interface StrengthLabels {
  short: string;
  bad: string;
  good: string;
  strong: string;
}

export interface StrengthRule {
  /** The weakest score the shop accepts (WooCommerce's default 3). */
  minStrength: number;
  /** The checkout form is held back by a weak password too (off by default). */
  stopCheckout: boolean;
  /** Added to the meter's words while the password is weaker than the shop accepts. */
  errorText: string;
}

export interface StrengthVerdict {
  /** No meter while the field is empty or the score is unknown. */
  meter: { level: StrengthLevel; text: string } | null;
  /** The hint on choosing a strong password, for the three weakest scores. */
  hint: boolean;
  /** The form's submit buttons are disabled. */
  blocksSubmit: boolean;
}

const LEVELS: readonly StrengthLevel[] = ['short', 'bad', 'bad', 'good', 'strong'];

/** The score's meter band; scores outside 0–4 (an odd estimator) count as unknown. */
export function levelOf(score: number): StrengthLevel | undefined {
  return Number.isInteger(score) ? LEVELS[score] : undefined;
}

/**
 * The verdict for a password of `length` characters with `score` (-1: the estimator is not loaded, or failed).
 * An unknown score never blocks: the shopper can always send the form the server checks again.
 */
export function judgeStrength(
  length: number,
  score: number,
  rule: StrengthRule,
  labels: StrengthLabels,
  onCheckout: boolean,
): StrengthVerdict {
  const level = levelOf(score);
  if (length === 0 || level === undefined) return { meter: null, hint: false, blocksSubmit: false };
  const tooWeak = score < rule.minStrength;
  const text = labels[level] + (tooWeak ? ` - ${rule.errorText}` : '');
  return {
    meter: { level, text },
    hint: score < 3,
    blocksSubmit: tooWeak && (!onCheckout || rule.stopCheckout),
  };
}
