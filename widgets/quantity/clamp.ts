/**
 * The value a quantity field shows on load: below its `min`, raised to `min` (as the raw attribute, so
 * "1.5" stays "1.5"); otherwise, or when either is not a number, unchanged. Pure.
 */
export function clampedQuantity(value: string, min: string): string {
  const low = Number.parseFloat(min);
  const current = Number.parseFloat(value);
  return Number.isFinite(low) && Number.isFinite(current) && current < low ? min : value;
}
