/**
 * The checkout's coupon form and the review's remove links (a lazy part, fetched on the first apply or
 * remove): `apply_coupon` / `remove_coupon` answer with notice HTML; the order review then updates without
 * asking for the shipping methods, as checkout.js does.
 */
import { emit } from '../../shared/bus';
import { FORM_HEADERS, request, wcAjaxUrl } from '../../shared/http';
import { checkoutParams } from '../../shared/params-checkout';

const NOTICES = '.woocommerce-error, .woocommerce-message, .is-error, .is-success';
const ERROR_ID = 'coupon-error-notice';

async function post(endpoint: string, data: Record<string, string>): Promise<string> {
  const body = new URLSearchParams(data);
  const url = wcAjaxUrl(endpoint, checkoutParams().wc_ajax_url);
  const { ok, status, text } = await request(url, { method: 'POST', headers: FORM_HEADERS, body });
  if (!ok) throw new Error(`${endpoint}: HTTP ${status}`);
  return text;
}

function insertBefore(anchor: Element | null, html: string): void {
  anchor?.insertAdjacentHTML('beforebegin', html);
}

/** The coupon field back to empty, without its error. */
export function clearCouponError(clearValue = false): void {
  const field = document.querySelector<HTMLInputElement>('#coupon_code');
  if (!field) return;
  if (clearValue) field.value = '';
  field.classList.remove('has-error');
  field.removeAttribute('aria-invalid');
  field.removeAttribute('aria-describedby');
  if (field.nextElementSibling?.classList.contains(ERROR_ID)) field.nextElementSibling.remove();
}

/** A rejected code: its message under the field (an alert), the field marked and focused. */
function showCouponError(html: string, field: HTMLInputElement): void {
  clearCouponError();
  const template = document.createElement('template');
  template.innerHTML = html;
  const text = template.content.textContent?.trim() ?? '';
  if (!text) return;
  field.focus();
  field.classList.add('has-error');
  field.setAttribute('aria-invalid', 'true');
  field.setAttribute('aria-describedby', ERROR_ID);
  const notice = Object.assign(document.createElement('span'), {
    className: ERROR_ID,
    id: ERROR_ID,
    textContent: text,
  });
  notice.setAttribute('role', 'alert');
  field.after(notice);
}

function hideCouponForm(couponForm: Element | null): void {
  if (couponForm instanceof HTMLElement) couponForm.style.display = 'none';
  document.querySelector('a.showcoupon')?.setAttribute('aria-expanded', 'false');
}

/** The coupon form's submit. */
export async function applyCoupon(couponForm: HTMLFormElement, checkout: HTMLFormElement): Promise<void> {
  clearCouponError();
  if (couponForm.classList.contains('processing')) return;
  couponForm.classList.add('processing');
  const field = couponForm.querySelector<HTMLInputElement>('#coupon_code');
  const code = couponForm.querySelector<HTMLInputElement>('input[name="coupon_code"]')?.value ?? '';
  const email = checkout.querySelector<HTMLInputElement>('input[name="billing_email"]')?.value ?? '';
  try {
    const answer = await post('apply_coupon', {
      security: checkoutParams().apply_coupon_nonce,
      coupon_code: code,
      billing_email: email,
    });
    for (const old of document.querySelectorAll(`${NOTICES}, .checkout-inline-error-message`)) old.remove();
    if (!answer) return;
    if (!answer.includes('woocommerce-error') && !answer.includes('is-error')) {
      hideCouponForm(couponForm);
      insertBefore(couponForm, answer);
      clearCouponError(true);
    } else if (field) showCouponError(answer, field);
    emit('applied_coupon_in_checkout', [code]);
    emit('update_checkout', [{ update_shipping_method: false }]);
  } finally {
    couponForm.classList.remove('processing');
  }
}

/** A review's remove link (`data-coupon`). */
export async function removeCoupon(link: HTMLElement, checkout: HTMLFormElement): Promise<void> {
  const review = link.closest('.woocommerce-checkout-review-order');
  const coupon = link.dataset.coupon ?? '';
  review?.classList.add('processing');
  try {
    const answer = await post('remove_coupon', { security: checkoutParams().remove_coupon_nonce, coupon });
    for (const old of document.querySelectorAll(NOTICES)) old.remove();
    if (!answer) return;
    insertBefore(checkout, answer);
    emit('removed_coupon_in_checkout', [coupon]);
    emit('update_checkout', [{ update_shipping_method: false }]);
    clearCouponError(true);
    hideCouponForm(document.querySelector('form.checkout_coupon'));
  } finally {
    review?.classList.remove('processing');
  }
}
