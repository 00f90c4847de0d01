/**
 * Telling screen-reader users what changed: one shared polite live region, focus on the first alert
 * notice, and the scroll to notices that WooCommerce's `$.scroll_to_notices` does.
 */
import { ALERT_FOCUS_DELAY_MS, NOTICE_SCROLL_DURATION_MS, NOTICE_SCROLL_OFFSET_PX } from './constants';

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

const ALERT_NOTICES = '.woocommerce-message, .woocommerce-error, .wc-block-components-notice-banner';

/**
 * Focuses the first `role=alert` notice after 500 ms, so keyboard and screen-reader users land on it.
 * `preventScroll` when the caller scrolls to it itself (smoothly); `signal` calls a waiting focus off.
 */
export function focusFirstAlert(
  scope: ParentNode = document,
  { preventScroll = false, signal }: { preventScroll?: boolean; signal?: AbortSignal } = {},
): void {
  const timer = setTimeout(() => {
    const notice = [...scope.querySelectorAll<HTMLElement>(ALERT_NOTICES)].find(
      (el) => el.getAttribute('role') === 'alert',
    );
    if (!notice) return;
    notice.tabIndex = -1;
    notice.focus({ preventScroll });
  }, ALERT_FOCUS_DELAY_MS);
  signal?.addEventListener('abort', () => clearTimeout(timer), { once: true });
}

/** Scrolls so `el` sits 100 px below the top, over 1000 ms (at once for reduced motion). */
export function scrollToNotices(el: Element): Promise<void> {
  const target = Math.max(0, el.getBoundingClientRect().top + scrollY - NOTICE_SCROLL_OFFSET_PX);
  const start = scrollY;
  if (matchMedia('(prefers-reduced-motion: reduce)').matches || start === target) {
    scrollTo(scrollX, target);
    return Promise.resolve();
  }
  const began = performance.now();
  return new Promise((resolve) => {
    const step = (now: number) => {
      const t = Math.min(1, (now - began) / NOTICE_SCROLL_DURATION_MS);
      const eased = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2; // jQuery's default "swing"-like curve
      scrollTo(scrollX, start + (target - start) * eased);
      if (t < 1) requestAnimationFrame(step);
      else resolve();
    };
    requestAnimationFrame(step);
  });
}
