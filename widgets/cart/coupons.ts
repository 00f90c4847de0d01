/**
 * Coupons on the cart page: applied from the cart form's coupon field (`apply_coupon`) and removed by the
 * totals' links (`remove_coupon`), each with its nonce; the answer's notice shown (an error by the field, as
 * WooCommerce 10.4's cart script shows it), `applied_coupon` / `removed_coupon` with the code, then the cart
 * again.
 */
import { emit } from '../../shared/bus';
import { answerNodes, answerText, clearCouponError, FORM, showCouponError, showNotices } from './page';
import { ajaxUrl, type CartParams, cartRequest, fetchHtml, postCartForm, type Warn } from './requests';
import { isErrorAnswer, NOTICES } from './rules';

export const REMOVE_COUPON = 'a.woocommerce-remove-coupon';

const couponField = () => document.querySelector<HTMLInputElement>('#coupon_code');

/** An error answer's message by the coupon field. */
function showErrorByField(html: string, field: HTMLInputElement | null): void {
  const message = answerText(html);
  const wrapper = field?.closest('.coupon');
  if (!message || !wrapper) return;
  const error = document.createElement('p');
  error.className = 'coupon-error-notice';
  error.id = 'coupon-error-notice';
  error.textContent = message;
  showCouponError(error, wrapper, false);
}

/** Applies the coupon field's code, then fetches the cart again. */
export async function applyCoupon(form: HTMLFormElement, params: CartParams, warn: Warn): Promise<void> {
  const field = couponField();
  const code = field?.value ?? '';
  await cartRequest([form], warn, async () => {
    const html = await fetchHtml(
      ajaxUrl(params, 'apply_coupon'),
      new URLSearchParams({ security: params.apply_coupon_nonce, coupon_code: code }),
    );
    for (const el of document.querySelectorAll(`${NOTICES}, .coupon-error-notice`)) el.remove();
    if (isErrorAnswer(html)) showErrorByField(html, field);
    else showNotices(answerNodes(html));
    emit('applied_coupon', [code]);
  });
  await postCartForm(form, warn, { keepNotices: true });
}

/** Removes the link's coupon, then fetches the cart again. */
export async function removeCoupon(link: HTMLElement, params: CartParams, warn: Warn): Promise<void> {
  const coupon = link.getAttribute('data-coupon') ?? '';
  await cartRequest([link.closest('.cart_totals')], warn, async () => {
    const html = await fetchHtml(
      ajaxUrl(params, 'remove_coupon'),
      new URLSearchParams({ security: params.remove_coupon_nonce, coupon }),
    );
    for (const el of document.querySelectorAll(NOTICES)) el.remove();
    showNotices(answerNodes(html));
    emit('removed_coupon', [coupon]);
    const field = couponField();
    if (field) field.value = '';
    clearCouponError(field);
  });
  const form = document.querySelector<HTMLFormElement>(`form${FORM}`);
  if (form) await postCartForm(form, warn, { keepNotices: true });
}
