/**
 * Telling screen-reader users what changed: one shared polite live region. (Focusing the first alert notice
 * and scrolling to notices are the notices island's, in widgets/notices/attend.ts.)
 */

let region: HTMLElement | undefined;
let pending: ReturnType<typeof setTimeout> | undefined;

/** The page's live region: WooCommerce's cart region when the theme printed one, else ours. */
export function liveRegion(): HTMLElement {
  if (region?.isConnected) return region;
  region =
    document.querySelector<HTMLElement>('.widget_shopping_cart_live_region') ??
    Object.assign(document.createElement('div'), {
      className: 'widget_shopping_cart_live_region screen-reader-text',
    });
  region.setAttribute('role', 'status');
  if (!region.isConnected) document.body.append(region);
  return region;
}

/**
 * Says `message` politely. The region is emptied first and filled after `delay` ms, so a repeated
 * message is announced again. A newer announcement replaces one still waiting.
 */
export function announce(message: string, { delay = 0 }: { delay?: number } = {}): void {
  const el = liveRegion();
  clearTimeout(pending);
  el.removeAttribute('aria-relevant');
  el.textContent = '';
  pending = setTimeout(() => {
    el.setAttribute('aria-relevant', 'all');
    el.textContent = message;
  }, delay);
}
