/**
 * The count in a love answer: `<span class="nectar-love-count">6</span>` or a bare `6`. Tags are stripped
 * as text, never parsed: parsing would compile any inline handlers in the answer, which a strict CSP
 * reports.
 */
export function loveCount(answer: unknown): number | undefined {
  const text = String(answer ?? '')
    .replace(/<[^>]*>/g, '')
    .trim();
  return /^\d+$/.test(text) ? Number(text) : undefined;
}

/** The count the server printed; one the island cannot read (a theme's '1,2 tys.') counts as 0, never NaN. */
export function printedCount(text: string | null | undefined): number {
  return Number(text?.trim()) || 0;
}
