import { FIELD_DESCRIPTION_SLIDE_MS } from '../../shared/constants';
import { setShown } from '../../shared/island';
import { reducedMotion } from '../../shared/motion';

// Not shared with the variation form's slider: in shared/, the few lines both need would become a file of its
// own that the checkout and the variable product page each fetch at boot, costing both more than the copy does.

// checkout.js's speeds: payment boxes, and the coupon and login forms (jQuery's default).
const PAYMENT_BOX_SLIDE_MS = 230;
export const SIDE_FORM_SLIDE_MS = 400;

/**
 * Slides `el`'s height open or shut over `ms` (at once with reduced motion or without the Web Animations API),
 * a running slide cancelled first (its `done` with it), then `done`, which runs before the frame that would show
 * the element at its own height again. Imperative on purpose: an animation of server markup, nothing React
 * renders.
 */
function slideHeight(el: HTMLElement, open: boolean, ms: number, done: () => void): void {
  for (const animation of el.getAnimations?.() ?? []) animation.cancel();
  if (!el.animate || reducedMotion()) return done();
  const full = { height: `${el.scrollHeight}px`, overflow: 'hidden' };
  const none = { height: '0px', overflow: 'hidden' };
  el.animate(open ? [none, full] : [full, none], { duration: ms, easing: 'ease-in-out' }).onfinish = done;
}

/** A field description slid open or shut, `aria-hidden` following (theme CSS hides it by default). */
export function slide(el: HTMLElement, open: boolean): void {
  if ((el.getAttribute('aria-hidden') === 'false') === open) return;
  el.setAttribute('aria-hidden', String(!open));
  el.style.display = 'block';
  slideHeight(el, open, FIELD_DESCRIPTION_SLIDE_MS, () => {
    if (!open) el.style.display = 'none';
  });
}

/** Boxes and forms on their way out: hidden as far as the shopper's next choice is concerned. */
const leaving = new WeakSet<Element>();

/** Shown as setShown leaves it, and not sliding out. */
export const isShown = (el: HTMLElement) => !leaving.has(el) && !el.hidden && el.style.display !== 'none';

/** A payment box or a form beside the checkout slid into view or out of it, as checkout.js slides them. */
export function slideShown(el: HTMLElement, open: boolean, ms = PAYMENT_BOX_SLIDE_MS): void {
  if (open) setShown(el, true);
  leaving[open ? 'delete' : 'add'](el);
  // Shown from the start when opening; at the end only a hide is left to do (a form hidden meanwhile stays so).
  slideHeight(el, open, ms, () => {
    leaving.delete(el);
    if (!open) setShown(el, false);
  });
}
