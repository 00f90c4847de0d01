/** Related-products carousel layout: 2 items from 0 px, 3 from 600 px, 4 from 1000 px. Pure. */

// Items per width (px). Not in shared/constants.ts: what only this island reads stays out of every page's boot.
const RELATED_CAROUSEL_ITEMS: ReadonlyArray<readonly [minWidth: number, items: number]> = [
  [0, 2],
  [600, 3],
  [1000, 4],
];

export function itemsPerView(width: number): number {
  let items = RELATED_CAROUSEL_ITEMS[0]![1];
  for (const [minWidth, count] of RELATED_CAROUSEL_ITEMS) if (width >= minWidth) items = count;
  return items;
}

/** The first item of the next/previous page, clamped to the ends (no loop). */
export function pageStart(current: number, perView: number, total: number, direction: 1 | -1): number {
  return Math.max(0, Math.min(Math.max(0, total - perView), current + direction * perView));
}
