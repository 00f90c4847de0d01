/**
 * Swapping a cart answer into the page, as WooCommerce's cart script does: the answer (the cart page
 * WooCommerce renders after the action) gives the new cart form, totals and notices. Parsed with
 * DOMParser, so its scripts never run; islands in the new markup (quantity, notices) are mounted by the
 * registry's observer.
 */
import { emit } from '../../shared/bus';
import { firstOfEachText, NOTICES, swapPlan } from './rules';

export const FORM = '.woocommerce-cart-form';
export const TOTALS = 'div.cart_totals';
const COUPON_ERROR = '.coupon-error-notice';

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

/**
 * Marks a region busy while a request runs: `processing` (WooCommerce's class, for the theme's styles),
 * `aria-busy`, inert and dimmed as WooCommerce's overlay dims it; returns the undo. A region already busy
 * is left to its own request.
 */
export function block(el: Element | null): () => void {
  if (!(el instanceof HTMLElement) || el.closest('.processing')) return () => {};
  const busy = (on: boolean) => {
    el.classList.toggle('processing', on);
    el.inert = on;
    if (on) {
      el.setAttribute('aria-busy', 'true');
      el.style.opacity = '0.6';
    } else {
      el.removeAttribute('aria-busy');
      el.style.removeProperty('opacity');
    }
  };
  busy(true);
  return () => busy(false);
}

export const isBlocked = (el: Element) => el.closest('.processing') !== null;

/** New notices go first in the page's first notices wrapper. */
export function showNotices(notices: readonly Node[]): void {
  const target =
    document.querySelector('.woocommerce-notices-wrapper') ??
    document.querySelector('.wc-empty-cart-message')?.closest('.woocommerce') ??
    document.querySelector(FORM);
  target?.prepend(...notices);
}

/** Shows an error by the coupon field (`live`: read out at once), and marks the field invalid. */
export function showCouponError(error: Element, wrapper: Element | null | undefined, live: boolean): void {
  const field = wrapper?.querySelector<HTMLInputElement>('#coupon_code');
  if (!wrapper) return;
  if (live) error.setAttribute('role', 'alert');
  if (field) {
    field.classList.add('has-error');
    field.setAttribute('aria-invalid', 'true');
    field.setAttribute('aria-describedby', 'coupon-error-notice');
  }
  wrapper.append(error);
}

/** Clears the coupon field's error mark and message. */
export function clearCouponError(field: Element | null): void {
  if (!field) return;
  field.classList.remove('has-error');
  field.removeAttribute('aria-invalid');
  field.removeAttribute('aria-describedby');
  field.closest('.coupon')?.querySelector(COUPON_ERROR)?.remove();
}

/** The totals from an answer (markup of `div.cart_totals`), then `updated_cart_totals`. */
export function replaceTotals(totals: Element | string | null): void {
  const nodes = typeof totals === 'string' ? [...parse(totals).body.childNodes] : totals ? [totals] : [];
  // An answer without totals takes them off the page, as replacing with nothing does.
  document.querySelectorAll(TOTALS).forEach((old, i) => (i ? old.remove() : old.replaceWith(...nodes)));
  emit('updated_cart_totals', []);
}

/** The page after a cart action: form, notices and totals from `html`, then `updated_wc_div`. */
export function updateCartPage(html: string, keepNotices = false): void {
  const answer = parse(html);
  const newForm = answer.querySelector(FORM);
  const newTotals = answer.querySelector(TOTALS);
  const notices = firstOfEachText([...answer.querySelectorAll(NOTICES)], (n) => n.textContent ?? '');
  const plan = swapPlan(
    {
      form: document.querySelector(FORM) !== null,
      checkout: document.querySelector('.woocommerce-checkout') !== null,
    },
    newForm !== null,
  );
  if (plan === 'reload') return location.reload();
  if (!keepNotices) for (const el of document.querySelectorAll(`${NOTICES}, ${COUPON_ERROR}`)) el.remove();

  if (plan === 'emptied') {
    const content = answer.querySelector('.wc-empty-cart-message')?.closest('.woocommerce');
    const current = document.querySelector('.woocommerce-cart-form__contents')?.closest('.woocommerce');
    if (content) current?.replaceWith(content);
    else current?.remove();
    if (notices.length) showNotices(notices);
    emit('wc_cart_emptied', []);
  } else {
    if (document.querySelector('.woocommerce-checkout')) emit('update_checkout', []);
    const oldField = document.querySelector<HTMLInputElement>('#coupon_code');
    const oldValue = oldField?.value ?? '';
    const oldError = oldField?.closest('.coupon')?.querySelector(COUPON_ERROR);
    document.querySelector(FORM)?.replaceWith(newForm!);
    for (const button of document.querySelectorAll<HTMLButtonElement>(`${FORM} [name="update_cart"]`))
      button.disabled = true;
    if (keepNotices && oldError) {
      const field = document.querySelector<HTMLInputElement>(`${FORM} #coupon_code`);
      if (field) {
        field.value = oldValue;
        // Focused before the message arrives, so a screen reader reads the message.
        field.focus();
      }
      showCouponError(oldError, field?.closest('.coupon'), true);
    }
    if (notices.length) showNotices(notices);
    replaceTotals(newTotals);
  }
  emit('updated_wc_div', []);
}

/** The text of a notice answer (a coupon error), or empty. */
export function answerText(html: string): string {
  return (parse(html).body.textContent ?? '').trim();
}

/** The notices of a notice answer, as nodes to show. */
export function answerNodes(html: string): Node[] {
  return [...parse(html).body.childNodes];
}
