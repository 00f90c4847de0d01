import { checkoutParams } from '../../shared/params-checkout';

/** The body of `update_order_review`, as checkout.js sends it: chosen method, address parts, the form. */
export function orderReviewBody(form: HTMLFormElement): URLSearchParams {
  const params = checkoutParams();
  const fields = new FormData(form);
  const value = (name: string) => {
    const v = fields.get(name);
    return typeof v === 'string' ? v : '';
  };
  return new URLSearchParams({
    security: params.update_order_review_nonce,
    payment_method: value('payment_method'),
    country: value('billing_country'),
    postcode: value('billing_postcode'),
    city: value('billing_city'),
    address: value('billing_address_1'),
    s_postcode: value('shipping_postcode'),
    s_city: value('shipping_city'),
    s_address: value('shipping_address_1'),
    post_data: new URLSearchParams(fields as unknown as Record<string, string>).toString(),
  });
}
