import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { on } from '../../shared/bus';
import { renderIsland } from '../../shared/render';
import island from './index';

// React's act() warns unless the test environment says it supports it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const MINI = '<div class="widget_shopping_cart_content"><ul><li>Kubek</li></ul></div>';
const answer = (body: unknown, status = 200) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status }));

let unmount: (() => void) | undefined;
const offs: Array<() => void> = [];

beforeEach(() => {
  Object.assign(window, {
    wc_add_to_cart_params: {
      wc_ajax_url: '/?wc-ajax=%%endpoint%%',
      cart_url: '/koszyk/',
      is_cart: false,
      cart_redirect_after_add: 'no',
      i18n_view_cart: 'Zobacz koszyk',
    },
  });
  document.body.innerHTML =
    '<div class="widget_shopping_cart_content">pusty</div>' +
    '<ul class="products" data-island="add-to-cart"><li class="product">' +
    '<a href="?add-to-cart=101" data-quantity="1" data-product_id="101" role="button" ' +
    'class="button add_to_cart_button ajax_add_to_cart">Dodaj</a></li></ul>';
});

afterEach(() => {
  unmount?.();
  unmount = undefined;
  offs.splice(0).forEach((off) => off());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function mount(warn = vi.fn(), on = 'ul.products') {
  const root = document.querySelector<HTMLElement>(on)!;
  unmount = renderIsland(island.Component, root, undefined, warn);
  return { root, button: document.querySelector<HTMLAnchorElement>('.ajax_add_to_cart')!, warn };
}

/** Waits until `done` holds: the queued request, its answer and the lazily loaded answer reader. */
const settle = (done: () => boolean) =>
  act(() => vi.waitFor(() => expect(done()).toBe(true), { timeout: 5000, interval: 10 }));

describe('add-to-cart island', () => {
  it('posts the button data; the view-cart link is the button’s next sibling before added_to_cart fires', async () => {
    const fetch = answer({ fragments: { 'div.widget_shopping_cart_content': MINI }, cart_hash: 'h1' });
    vi.stubGlobal('fetch', fetch);
    const { button } = mount();
    const log: string[] = [];
    offs.push(
      on('adding_to_cart', () => log.push('adding_to_cart')),
      on('wc_cart_button_updated', () => log.push(`updated:${button.className.includes('added')}`)),
      on('added_to_cart', ([, hash]) =>
        log.push(`added:${hash}:${(button.nextElementSibling as HTMLElement | null)?.className}`),
      ),
    );
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => void button.dispatchEvent(click));
    expect(click.defaultPrevented).toBe(true);
    expect(button.classList.contains('loading')).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    await settle(() => !button.classList.contains('loading'));
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/?wc-ajax=add_to_cart');
    expect(Object.fromEntries(init.body as URLSearchParams)).toEqual({ quantity: '1', product_id: '101' });
    expect(log).toEqual(['adding_to_cart', 'updated:true', 'added:h1:added_to_cart wc-forward']);
    const link = button.nextElementSibling as HTMLAnchorElement;
    expect([link.textContent, link.getAttribute('href'), link.title]).toEqual([
      'Zobacz koszyk',
      '/koszyk/',
      'Zobacz koszyk',
    ]);
    expect(button.className).not.toContain('loading');
    expect(document.querySelector('.widget_shopping_cart_content li')?.textContent).toBe('Kubek');

    // A second add keeps the one link.
    act(() => void button.click());
    await settle(() => fetch.mock.calls.length === 2 && !button.classList.contains('loading'));
    expect(document.querySelectorAll('.added_to_cart')).toHaveLength(1);

    unmount!();
    unmount = undefined;
    expect(document.querySelector('.added_to_cart')).toBeNull();
    const after = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
  });

  it('a cart_url that is not a page of this shop draws no view-cart link, with a warning', async () => {
    for (const cartUrl of ['javascript:window.ran=1', 'https://evil.example/koszyk/']) {
      (
        window as unknown as { wc_add_to_cart_params: Record<string, unknown> }
      ).wc_add_to_cart_params.cart_url = cartUrl;
      const fetch = answer({ fragments: { 'div.widget_shopping_cart_content': MINI }, cart_hash: 'h1' });
      vi.stubGlobal('fetch', fetch);
      const { button, warn } = mount();
      act(() => void button.click());
      await settle(() => fetch.mock.calls.length === 1 && !button.classList.contains('loading'));
      expect(document.querySelector('.added_to_cart')).toBeNull();
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('cart_url'));
      unmount!();
      unmount = undefined;
    }
  });

  it('a failed request warns once, restores the button, and its next click is the link', async () => {
    vi.stubGlobal('fetch', answer('x', 500));
    const { button, warn } = mount();
    act(() => void button.click());
    await settle(() => warn.mock.calls.length > 0);
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]![0]).toMatch(/^adding to the cart failed/);
    expect([button.className.includes('loading'), button.getAttribute('aria-busy')]).toEqual([false, null]);
    const next = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(next);
    expect(next.defaultPrevented).toBe(false);
  });

  it('a malformed product id warns and leaves the link alone', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { button, warn } = mount();
    button.dataset.product_id = '12abc';
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(warn).toHaveBeenCalledWith('data-product_id "12abc" is not a product id; the link is followed');
    expect(fetch).not.toHaveBeenCalled();
  });
  it('posts what adding_to_cart listeners put in the data; what is not text is left out and said', async () => {
    const fetch = answer({ fragments: { 'div.widget_shopping_cart_content': MINI }, cart_hash: 'h1' });
    vi.stubGlobal('fetch', fetch);
    const { button, warn } = mount();
    offs.push(
      on('adding_to_cart', ([, data]) => {
        // As a jQuery listener does it: .data() gives numbers.
        Object.assign(data, { wishlist_id: 7, remove_from_wishlist_after_add_to_cart: 101, gift: true });
        Object.assign(data, { rows: [1, 2], note: { a: 1 } });
      }),
      on('adding_to_cart', (args) => {
        (args as unknown[])[1] = { product_id: '999' }; // cannot: the arguments are frozen (the bus warns)
      }),
    );
    const console = vi.spyOn(globalThis.console, 'warn').mockImplementation(() => {});
    act(() => void button.click());
    await settle(() => fetch.mock.calls.length === 1 && !button.classList.contains('loading'));
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(Object.fromEntries(init.body as URLSearchParams)).toEqual({
      quantity: '1',
      product_id: '101',
      wishlist_id: '7',
      remove_from_wishlist_after_add_to_cart: '101',
      gift: 'true',
    });
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      'adding_to_cart data rows: not text, left out',
      'adding_to_cart data note: not text, left out',
    ]);
    expect(console.mock.calls.some(([message]) => String(message).includes('adding_to_cart'))).toBe(true);
  });

  it('a button that is a root of its own is its own island’s: a list around it leaves it alone', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    document.querySelector('.ajax_add_to_cart')!.setAttribute('data-island', 'add-to-cart');
    const { button } = mount();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });
});
