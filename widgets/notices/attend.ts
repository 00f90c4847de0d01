/**
 * Bringing a notice to the shopper: focus on the first alert notice, and the scroll to notices that
 * WooCommerce's `$.scroll_to_notices` does. Only the notices island does either, so this is its own module
 * and not part of the announcer every page boots.
 */
import {
  ALERT_FOCUS_DELAY_MS,
  NOTICE_SCROLL_DURATION_MS,
  NOTICE_SCROLL_OFFSET_PX,
} from '../../shared/constants';
import { reducedMotion } from '../../shared/motion';

const ALERT_NOTICES = '.woocommerce-message, .woocommerce-error, .wc-block-components-notice-banner';

/** The first notice in `scope` that is an alert: the one a shopper should land on. */
export const firstAlertNotice = (scope: ParentNode): HTMLElement | undefined =>
  [...scope.querySelectorAll<HTMLElement>(ALERT_NOTICES)].find((el) => el.getAttribute('role') === 'alert');

/**
 * Focuses `notice` after 500 ms, so keyboard and screen-reader users land on it. `preventScroll` when the
 * caller scrolls to it itself (smoothly); `signal` calls a waiting focus off.
 */
export function focusAlert(
  notice: HTMLElement,
  { preventScroll = false, signal }: { preventScroll?: boolean; signal?: AbortSignal } = {},
): void {
  notice.tabIndex = -1;
  const timer = setTimeout(() => notice.focus({ preventScroll }), ALERT_FOCUS_DELAY_MS);
  signal?.addEventListener('abort', () => clearTimeout(timer), { once: true });
}

/** Scrolls so `el` sits 100 px below the top, over 1000 ms (at once for reduced motion). */
export function scrollToNotices(el: Element): Promise<void> {
  const target = Math.max(0, el.getBoundingClientRect().top + scrollY - NOTICE_SCROLL_OFFSET_PX);
  const start = scrollY;
  if (reducedMotion() || start === target) {
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
