import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emit } from '../../shared/bus';
import service from './index';

const PLACEHOLDER = '<div class="widget_shopping_cart_content"></div>';
const FILLED =
  '<div class="widget_shopping_cart_content"><p class="woocommerce-mini-cart__empty-message">Brak</p></div>';

let stop: (() => void) | void | undefined;
/** Each widget's `hidden` and the content it showed when the answer to the first refresh arrived. */
let seenAtFill: Array<[HTMLElement['hidden'], string]> = [];

beforeEach(() => {
  // Printed where WooCommerce loads its cart-fragments script, the only pages the service starts on.
  vi.stubGlobal('wc_cart_fragments_params', {});
  sessionStorage.clear();
  localStorage.clear();
  document.body.innerHTML =
    `<div class="widget_shopping_cart" id="header">${PLACEHOLDER}</div>` +
    `<div class="widget_shopping_cart" id="sidebar"><div class="hide_cart_widget_if_empty">${PLACEHOLDER}</div></div>`;
  seenAtFill = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      seenAtFill = [...document.querySelectorAll<HTMLElement>('.widget_shopping_cart')].map((w) => [
        w.hidden,
        w.querySelector('.widget_shopping_cart_content')!.innerHTML,
      ]);
      return new Response(
        JSON.stringify({ fragments: { 'div.widget_shopping_cart_content': FILLED }, cart_hash: '' }),
      );
    }),
  );
});

afterEach(() => {
  stop?.();
  stop = undefined;
  document.cookie = 'woocommerce_items_in_cart=; max-age=0; path=/';
  vi.unstubAllGlobals();
});

const hidden = () =>
  [...document.querySelectorAll<HTMLElement>('.widget_shopping_cart')].map((w) => w.hidden);

describe('cart-fragments service: Cart widgets set to hide when empty', () => {
  it('are hidden before the first fill while the cart is empty, and shown as soon as an add starts', async () => {
    stop = service.start();
    expect(hidden()).toEqual([false, true]);
    await vi.waitFor(() =>
      expect(document.querySelector('.woocommerce-mini-cart__empty-message')).not.toBeNull(),
    );
    expect(seenAtFill).toEqual([
      [false, ''],
      [true, ''],
    ]);
    expect(hidden()).toEqual([false, true]);
    emit('adding_to_cart', [null, {}]);
    expect(hidden()).toEqual([false, false]);
  });

  it('are shown when the cookie counts items', () => {
    document.cookie = 'woocommerce_items_in_cart=1; path=/';
    stop = service.start();
    expect(hidden()).toEqual([false, false]);
  });

  it('stop listening when the service stops', () => {
    service.start()?.();
    emit('adding_to_cart', [null, {}]);
    expect(hidden()).toEqual([false, true]);
  });
});

describe('cart-fragments service: where WooCommerce prints no wc_cart_fragments_params', () => {
  it('does nothing: no request, no widget touched, no warning', async () => {
    vi.unstubAllGlobals();
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stop = service.start();
    emit('wc_fragment_refresh', []);
    await new Promise((r) => setTimeout(r, 20));
    expect(fetch).not.toHaveBeenCalled();
    expect(hidden()).toEqual([false, false]);
    expect(warn).not.toHaveBeenCalled();
  });
});
