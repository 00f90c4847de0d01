import { checkoutParams } from '../../shared/params-checkout';

const ADDRESS_PARTS = ['country', 'state', 'postcode', 'city', 'address_1', 'address_2'];
/** The request's name for an address part: WooCommerce sends the first line as `address`. */
const keyOf = (part: string) => (part === 'address_1' ? 'address' : part);
const SHIPPING_METHODS =
  'select.shipping_method, input[name^="shipping_method"][type="radio"]:checked, ' +
  'input[name^="shipping_method"][type="hidden"]';

/** Shown as jQuery's `:visible` means it: the element has a box. */
const shown = (el: Element) => el.getClientRects().length > 0;

/** Every shown required address field is filled in. */
function hasFullAddress(form: HTMLFormElement): boolean {
  return [...form.querySelectorAll('.address-field.validate-required')]
    .filter(shown)
    .every((row) => (row.querySelector<HTMLInputElement>('input, select, textarea')?.value ?? '') !== '');
}

/**
 * The body of `update_order_review`, as checkout.js sends it: the chosen payment method, the billing
 * address, the shipping one (the billing one unless "ship to a different address" is ticked), whether the
 * address is complete, the whole form, and the chosen shipping methods by package unless told not to.
 */
export function orderReviewBody(form: HTMLFormElement, withShippingMethods = true): URLSearchParams {
  const fields = new FormData(form);
  const value = (name: string) => {
    const v = fields.get(name);
    return typeof v === 'string' ? v : '';
  };
  const shipTo = form.querySelector<HTMLInputElement>('#ship-to-different-address input')?.checked;
  const body = new URLSearchParams({
    security: checkoutParams().update_order_review_nonce,
    payment_method: value('payment_method'),
  });
  for (const part of ADDRESS_PARTS) body.append(keyOf(part), value(`billing_${part}`));
  for (const part of ADDRESS_PARTS)
    body.append(`s_${keyOf(part)}`, value(`${shipTo ? 'shipping' : 'billing'}_${part}`));
  body.append('has_full_address', String(hasFullAddress(form)));
  body.append('post_data', new URLSearchParams(fields as unknown as Record<string, string>).toString());
  if (withShippingMethods)
    for (const method of document.querySelectorAll<HTMLInputElement | HTMLSelectElement>(SHIPPING_METHODS))
      body.append(`shipping_method[${method.dataset.index}]`, method.value);
  return body;
}
