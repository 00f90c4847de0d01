import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { on } from '../../shared/bus';
import { renderIsland } from '../../shared/render';
import island from './index';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let unmount: (() => void) | undefined;
const offs: Array<() => void> = [];
let heard: string[] = [];
let answers: string[] = [];
const fetchMock = vi.fn((url: string, init: RequestInit) => {
  heard.push(`${url} ${String(init.body)}`);
  return Promise.resolve(new Response(answers.shift() ?? ''));
});

function mount(params: Record<string, unknown> = {}) {
  Object.assign(window, {
    wc_checkout_params: {
      wc_ajax_url: '/?wc-ajax=%%endpoint%%',
      apply_coupon_nonce: 'ap',
      remove_coupon_nonce: 'rm',
      option_guest_checkout: 'yes',
      ...params,
    },
  });
  const form = document.querySelector<HTMLFormElement>('form.checkout')!;
  act(() => {
    unmount = renderIsland(island.Component, form, island.props!(form, vi.fn()), vi.fn());
  });
}

beforeEach(() => {
  vi.stubGlobal('matchMedia', () => ({ matches: true }));
  vi.stubGlobal('fetch', fetchMock);
  Element.prototype.scrollIntoView = () => {};
  heard = [];
  answers = [];
  document.body.innerHTML = `<div class="woocommerce">
<div class="woocommerce-form-login-toggle"><div class="woocommerce-info">Masz konto? <a href="#" class="showlogin">Zaloguj się</a></div></div>
<form class="woocommerce-form woocommerce-form-login login" style="display:none;"><input id="username"></form>
<div class="woocommerce-form-coupon-toggle"><div class="woocommerce-info">Masz kupon? <a href="#" role="button" aria-controls="woocommerce-checkout-form-coupon" aria-expanded="false" class="showcoupon">Wpisz kod</a></div></div>
<form class="checkout_coupon woocommerce-form-coupon" method="post" style="display:none" id="woocommerce-checkout-form-coupon"><p class="form-row"><input type="text" name="coupon_code" class="input-text" id="coupon_code" value=""></p><p class="form-row"><button type="submit" name="apply_coupon">Zastosuj</button></p></form>
<form class="checkout woocommerce-checkout"><p class="form-row"><input name="billing_email" value="ala@example.com"></p>
<p class="form-row create-account"><input type="checkbox" id="createaccount" name="createaccount" value="1"></p>
<div class="create-account"><input id="account_password" value="stare"></div>
<div id="order_review" class="woocommerce-checkout-review-order"><a href="#" class="woocommerce-remove-coupon" data-coupon="lato">[Usuń]</a></div>
</form></div>`;
  for (const name of ['applied_coupon_in_checkout', 'removed_coupon_in_checkout', 'update_checkout'] as const)
    offs.push(on(name, (args) => heard.push(`${name} ${JSON.stringify(args[0])}`)));
});

afterEach(() => {
  act(() => unmount?.());
  unmount = undefined;
  offs.splice(0).forEach((off) => off());
  vi.unstubAllGlobals();
});

const $ = <E extends HTMLElement = HTMLElement>(s: string) => document.querySelector<E>(s)!;
const shown = (s: string) => !$(s).hidden && $(s).style.display !== 'none';
/** Until the lazy part answered (its import, then the request). */
const settle = (n = 3) => vi.waitFor(() => expect(heard.length).toBeGreaterThanOrEqual(n), { timeout: 5000 });

describe('the forms around the checkout', () => {
  it('the coupon link shows and hides its form, aria-expanded following, the field focused', () => {
    mount();
    $('a.showcoupon').click();
    expect([shown('form.checkout_coupon'), $('a.showcoupon').getAttribute('aria-expanded')]).toEqual([
      true,
      'true',
    ]);
    expect(document.activeElement).toBe($('#coupon_code'));
    $('a.showcoupon').click();
    expect([shown('form.checkout_coupon'), $('a.showcoupon').getAttribute('aria-expanded')]).toEqual([
      false,
      'false',
    ]);
  });

  it('the login link shows and hides the login form', () => {
    mount();
    $('a.showlogin').click();
    expect(shown('form.login')).toBe(true);
    $('a.showlogin').click();
    expect(shown('form.login')).toBe(false);
  });

  it('the create-account box shows its fields while ticked, the password emptied', () => {
    mount();
    expect(shown('div.create-account')).toBe(false);
    $<HTMLInputElement>('#createaccount').click();
    expect(shown('div.create-account')).toBe(true);
    expect($<HTMLInputElement>('#account_password').value).toBe('');
  });

  it('applies a coupon: the notice before the form, the form hidden, then the events', async () => {
    mount();
    answers.push('<div class="woocommerce-message" role="alert">Kupon dodany.</div>');
    $('a.showcoupon').click();
    $<HTMLInputElement>('#coupon_code').value = 'lato';
    $<HTMLFormElement>('form.checkout_coupon').requestSubmit();
    await settle(4);
    expect(heard).toEqual([
      '/?wc-ajax=apply_coupon security=ap&coupon_code=lato&billing_email=ala%40example.com',
      'applied_coupon_in_checkout "lato"',
      'update_checkout {"update_shipping_method":false}',
      expect.stringMatching(/^\/\?wc-ajax=update_order_review security=/),
    ]);
    expect($('form.checkout_coupon').previousElementSibling!.textContent).toBe('Kupon dodany.');
    expect([shown('form.checkout_coupon'), $<HTMLInputElement>('#coupon_code').value]).toEqual([false, '']);
  });

  it('a rejected coupon: its message under the field, the form stays', async () => {
    mount();
    answers.push('<ul class="woocommerce-error" role="alert"><li>Kupon nie istnieje.</li></ul>');
    $('a.showcoupon').click();
    $<HTMLInputElement>('#coupon_code').value = 'zly';
    $<HTMLFormElement>('form.checkout_coupon').requestSubmit();
    await settle();
    const field = $('#coupon_code');
    expect([
      field.className,
      field.getAttribute('aria-invalid'),
      field.getAttribute('aria-describedby'),
    ]).toEqual(['input-text has-error', 'true', 'coupon-error-notice']);
    expect($('#coupon-error-notice').textContent).toBe('Kupon nie istnieje.');
    expect(shown('form.checkout_coupon')).toBe(true);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    await vi.waitFor(() => expect(document.querySelector('#coupon-error-notice')).toBeNull());
  });

  it('removes a coupon: the notice before the checkout, then the events', async () => {
    mount();
    answers.push('<div class="woocommerce-message" role="alert">Kupon usunięty.</div>');
    $('.woocommerce-remove-coupon').click();
    await settle(4);
    expect(heard).toEqual([
      '/?wc-ajax=remove_coupon security=rm&coupon=lato',
      'removed_coupon_in_checkout "lato"',
      'update_checkout {"update_shipping_method":false}',
      expect.stringMatching(/^\/\?wc-ajax=update_order_review security=/),
    ]);
    expect($('form.checkout').previousElementSibling!.textContent).toBe('Kupon usunięty.');
  });

  it('does nothing where checkout.js stays', () => {
    mount({ wc_islands_classic_checkout: true });
    $('a.showcoupon').click();
    $<HTMLInputElement>('#createaccount').click();
    expect([shown('form.checkout_coupon'), shown('div.create-account')]).toEqual([false, true]);
  });
});
