/**
 * The cart page's rules that need no document: which submit of the cart form does what, how an answer's
 * page replaces the current one, and which notices are shown once.
 */

/** The notices WooCommerce prints (classic and block styles); the cart page removes and shows these. */
export const NOTICES =
  '.woocommerce-error, .woocommerce-message, .woocommerce-info, .is-error, .is-info, .is-success';

/** What a submit of the cart form asks for, from the button clicked last and the focused field: an update first. */
export function submitIntent(
  clicked: string | undefined,
  focused: string | undefined,
): 'update' | 'coupon' | undefined {
  if (clicked === 'update_cart' || focused === 'qty') return 'update';
  if (clicked === 'apply_coupon' || focused === 'coupon_code') return 'coupon';
  return undefined;
}

/**
 * What an answer to a cart action does to the page: a page without the cart form (or a checkout on the
 * same page when the cart is emptied) is reloaded, an answer without the form empties the cart, any
 * other answer swaps the form and totals.
 */
export function swapPlan(
  page: { form: boolean; checkout: boolean },
  answerHasForm: boolean,
): 'reload' | 'emptied' | 'swap' {
  if (!page.form) return 'reload';
  if (answerHasForm) return 'swap';
  return page.checkout ? 'reload' : 'emptied';
}

/** The first of each text: a notice the answer prints twice is shown once. */
export function firstOfEachText<T>(items: readonly T[], text: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = text(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** An answer to apply_coupon that is an error: shown by the coupon field, not among the notices. */
export function isErrorAnswer(html: string): boolean {
  return html.includes('woocommerce-error') || html.includes('is-error');
}

/** The chosen shipping method of each package (`shipping_method[<index>]`), as the request sends them. */
export function shippingMethods(
  fields: ReadonlyArray<{ index: string | undefined; value: string }>,
): Record<string, string> {
  const chosen: Record<string, string> = {};
  for (const { index, value } of fields) chosen[`shipping_method[${index ?? ''}]`] = value;
  return chosen;
}
