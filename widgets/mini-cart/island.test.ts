import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { on } from '../../shared/bus';
import { renderIsland } from '../../shared/render';
import island from './index';

// React's act() warns unless the test environment says it supports it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const EMPTY =
  '<div class="widget_shopping_cart_content"><p class="woocommerce-mini-cart__empty-message">Brak</p></div>';

let unmount: (() => void) | undefined;
const offs: Array<() => void> = [];

beforeEach(() => {
  document.body.innerHTML =
    '<div class="widget_shopping_cart" data-island="mini-cart"><div class="widget_shopping_cart_content">' +
    '<ul><li class="woocommerce-mini-cart-item"><a href="/koszyk/?remove_item=k1" role="button" ' +
    'class="remove remove_from_cart_button" data-cart_item_key="k1">×</a>Kubek</li></ul></div></div>';
});

afterEach(() => {
  unmount?.();
  unmount = undefined;
  offs.splice(0).forEach((off) => off());
  vi.unstubAllGlobals();
});

function mount(warn = vi.fn()) {
  const root = document.querySelector<HTMLElement>('.widget_shopping_cart')!;
  unmount = renderIsland(island.Component, root, undefined, warn);
  return { root, link: root.querySelector<HTMLAnchorElement>('.remove_from_cart_button')!, warn };
}

describe('mini-cart island', () => {
  it('a remove dims its line, posts the key and fires removed_from_cart; the empty cart is swapped in', async () => {
    let answer!: (response: Response) => void;
    const fetch = vi.fn(
      (_url: string, _init: RequestInit) => new Promise<Response>((resolve) => (answer = resolve)),
    );
    vi.stubGlobal('fetch', fetch);
    const { link } = mount();
    const removed: string[] = [];
    offs.push(on('removed_from_cart', ([, hash, button]) => removed.push(`${hash}:${button === link}`)));
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    await act(async () => void link.dispatchEvent(click));
    expect(click.defaultPrevented).toBe(true);
    const row = link.closest<HTMLElement>('li')!;
    expect([row.style.opacity, row.inert, row.getAttribute('aria-busy')]).toEqual(['0.6', true, 'true']);
    expect(Object.fromEntries(fetch.mock.calls[0]![1]!.body as URLSearchParams)).toEqual({
      cart_item_key: 'k1',
    });
    await act(async () => {
      answer(
        new Response(
          JSON.stringify({ fragments: { 'div.widget_shopping_cart_content': EMPTY }, cart_hash: '' }),
        ),
      );
      await vi.waitFor(() => expect(removed).toHaveLength(1));
    });
    expect(removed).toEqual([':true']);
    expect(document.querySelector('.woocommerce-mini-cart__empty-message')).not.toBeNull();
  });

  it('an answer without fragments warns and undims the line', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('null')),
    );
    const assign = vi.fn();
    vi.stubGlobal('location', { ...location, href: location.href, assign });
    const { link, warn } = mount();
    await act(async () => {
      link.click();
      await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    });
    expect(warn.mock.calls[0]![0]).toBe('the answer has no fragments; following the remove link');
    expect(assign).toHaveBeenCalledWith(new URL('/koszyk/?remove_item=k1', location.href).href);
    expect(link.closest<HTMLElement>('li')!.inert).toBe(false);
  });
});
