import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emit, on } from '../../shared/bus';
import { renderIsland } from '../../shared/render';
import island from './index';

// React's act() warns unless the test environment says it supports it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let unmount: (() => void) | undefined;
const offs: Array<() => void> = [];

beforeEach(() => {
  vi.stubGlobal('matchMedia', () => ({ matches: true })); // reduced motion: no animation in jsdom
  Object.assign(window, {
    wc_checkout_params: { wc_ajax_url: '/?wc-ajax=%%endpoint%%', update_order_review_nonce: 'n0nce' },
  });
  document.body.innerHTML =
    '<h1>Zamówienie</h1><form class="checkout woocommerce-checkout" data-island="checkout">' +
    '<p class="form-row"><input id="phone" name="billing_phone"><span class="description" aria-hidden="true" style="display:none">Tel.</span></p>' +
    '<p class="form-row"><input id="company" name="billing_company"><span class="description" aria-hidden="true" style="display:none">Firma</span></p>' +
    '<h3 id="ship-to-different-address"><input type="checkbox" name="ship"></h3><div class="shipping_address">adres</div>' +
    '<input type="radio" name="payment_method" value="przelewy24" checked>' +
    '<table class="woocommerce-checkout-review-order-table"><tr><td>stara</td></tr></table></form>';
});

afterEach(() => {
  unmount?.();
  unmount = undefined;
  offs.splice(0).forEach((off) => off());
  vi.unstubAllGlobals();
});

function mount(warn = vi.fn()) {
  const form = document.querySelector<HTMLFormElement>('form.checkout')!;
  unmount = renderIsland(island.Component, form, island.props!(form, warn), warn);
  return { form, warn };
}

const description = (id: string) => document.querySelector<HTMLElement>(`#${id} + .description`)!;
const state = (el: HTMLElement) => [el.style.display, el.getAttribute('aria-hidden')];

describe('checkout island', () => {
  it('refuses a root that is not a form', () => {
    expect(() => island.props!(document.createElement('div'), vi.fn())).toThrow(
      'the root is not form.checkout',
    );
  });

  it('one field description open at a time; a click outside its row or Escape closes it', async () => {
    mount();
    await act(async () =>
      document.getElementById('phone')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true })),
    );
    expect(state(description('phone'))).toEqual(['block', 'false']);
    await act(async () =>
      document.getElementById('company')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true })),
    );
    expect(state(description('phone'))).toEqual(['none', 'true']);
    expect(state(description('company'))).toEqual(['block', 'false']);
    await act(async () => void description('company').click()); // inside its row: stays
    expect(state(description('company'))).toEqual(['block', 'false']);
    await act(async () => void document.querySelector('h1')!.click());
    expect(state(description('company'))).toEqual(['none', 'true']);
    await act(async () =>
      document.getElementById('phone')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true })),
    );
    await act(async () =>
      document
        .getElementById('phone')!
        .dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })),
    );
    expect(state(description('phone'))).toEqual(['none', 'true']);
  });

  it('the shipping block follows its checkbox', async () => {
    const { form } = mount();
    const shipping = form.querySelector<HTMLElement>('.shipping_address')!;
    expect(shipping.hidden).toBe(true);
    const box = form.querySelector<HTMLInputElement>('#ship-to-different-address input')!;
    box.checked = true;
    await act(async () => void box.dispatchEvent(new Event('change', { bubbles: true })));
    expect(shipping.hidden).toBe(false);
  });

  it('update_checkout posts update_order_review once, swaps its fragments, then fires updated_checkout', async () => {
    const reply = {
      result: 'success',
      reload: false,
      fragments: {
        '.woocommerce-checkout-review-order-table':
          '<table class="woocommerce-checkout-review-order-table"><tr><td>nowa</td></tr></table>',
      },
    };
    const fetch = vi.fn(async () => new Response(JSON.stringify(reply)));
    vi.stubGlobal('fetch', fetch);
    mount();
    const seen: unknown[] = [];
    offs.push(
      on('updated_checkout', ([data]) =>
        seen.push([data, document.querySelector('.woocommerce-checkout-review-order-table td')?.textContent]),
      ),
    );
    await act(async () => {
      emit('update_checkout', []);
      emit('update_checkout', []); // debounced: one request
      await vi.waitFor(() => expect(seen).toHaveLength(1));
    });
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/?wc-ajax=update_order_review');
    expect(Object.fromEntries(init.body as URLSearchParams)).toMatchObject({
      security: 'n0nce',
      payment_method: 'przelewy24',
    });
    expect(seen).toEqual([[reply, 'nowa']]);
  });

  it('no update after unmount', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    mount();
    emit('update_checkout', []);
    unmount!();
    unmount = undefined;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch).not.toHaveBeenCalled();
  });
});
