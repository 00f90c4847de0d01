// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { firstOfEachText, isErrorAnswer, shippingMethods, submitIntent, swapPlan } from './rules';

describe('cart page rules', () => {
  it('routes a submit: an update (clicked or from a quantity field) first, then a coupon', () => {
    expect(submitIntent('update_cart', undefined)).toBe('update');
    expect(submitIntent(undefined, 'qty')).toBe('update');
    expect(submitIntent('apply_coupon', undefined)).toBe('coupon');
    expect(submitIntent(undefined, 'coupon_code')).toBe('coupon');
    expect(submitIntent('proceed', 'qty')).toBe('update');
    expect(submitIntent(undefined, 'billing_email')).toBeUndefined();
  });

  it('plans the swap of an answer', () => {
    expect(swapPlan({ form: false, checkout: false }, true)).toBe('reload');
    expect(swapPlan({ form: true, checkout: false }, true)).toBe('swap');
    expect(swapPlan({ form: true, checkout: true }, true)).toBe('swap');
    expect(swapPlan({ form: true, checkout: false }, false)).toBe('emptied');
    expect(swapPlan({ form: true, checkout: true }, false)).toBe('reload');
  });

  it('keeps the first notice of each text', () => {
    const notices = ['Zaktualizowano.', 'Kupon usunięty.', 'Zaktualizowano.'].map((text, i) => ({ text, i }));
    expect(firstOfEachText(notices, (n) => n.text).map((n) => n.i)).toEqual([0, 1]);
  });

  it('tells a coupon error answer', () => {
    expect(
      isErrorAnswer('<ul class="woocommerce-error" role="alert"><li>Kupon nie istnieje!</li></ul>'),
    ).toBe(true);
    expect(isErrorAnswer('<div class="wc-block-components-notice-banner is-error">x</div>')).toBe(true);
    expect(isErrorAnswer('<div class="woocommerce-message" role="alert">Kupon dodany.</div>')).toBe(false);
  });

  it('names each package’s chosen method as the request sends it', () => {
    expect(
      shippingMethods([
        { index: '0', value: 'flat_rate:1' },
        { index: '1', value: 'free_shipping:2' },
      ]),
    ).toEqual({ 'shipping_method[0]': 'flat_rate:1', 'shipping_method[1]': 'free_shipping:2' });
  });
});
