/**
 * A `visible` island mounts once its root comes near the viewport. Tests that wait for such an island bring
 * its first unmounted root into view first, as a shopper scrolling to it would. Runs in the page (serialised
 * by Playwright or WebDriver), so it is self-contained.
 */
export function bringIntoView(args: { name: string; strategies: Record<string, string> }): void {
  const roots = [...document.querySelectorAll<HTMLElement>(`[data-island="${args.name}"]`)];
  if (roots.some((el) => el.hasAttribute('data-island-mounted'))) return;
  const waiting = roots.filter((el) => (el.dataset.islandDefer ?? args.strategies[args.name]) === 'visible');
  // A hidden root (a form the shopper has not opened) cannot come into view: the first shown one.
  (waiting.find((el) => el.getClientRects().length > 0) ?? waiting[0])?.scrollIntoView({ block: 'center' });
}
