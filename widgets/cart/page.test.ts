import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { on, type WooEventName } from '../../shared/bus';
import { block, replaceTotals, updateCartPage } from './page';

const offs: Array<() => void> = [];
let events: string[];

const form = (qty: number) =>
  `<form class="woocommerce-cart-form" action="/koszyk/" method="post"><table class="woocommerce-cart-form__contents"><tr class="cart_item"><td><input class="qty" value="${qty}"></td></tr></table><button name="update_cart" type="submit">Zaktualizuj</button><div class="coupon"><input id="coupon_code"></div></form>`;
const totals = (sum: string) => `<div class="cart_totals"><p class="sum">${sum}</p></div>`;
const page = (body: string, notices = '') =>
  `<!doctype html><html><body><div class="woocommerce"><div class="woocommerce-notices-wrapper">${notices}</div>${body}</div></body></html>`;

beforeEach(() => {
  events = [];
  for (const name of [
    'updated_wc_div',
    'updated_cart_totals',
    'wc_cart_emptied',
    'update_checkout',
  ] as WooEventName[])
    offs.push(on(name, () => events.push(name)));
  document.body.innerHTML = page(
    `${form(1)}${totals('10 zł')}`,
    '<div class="woocommerce-message">Stary</div>',
  )
    .replace(/^.*<body>/, '')
    .replace(/<\/body>.*$/, '');
});
afterEach(() => {
  for (const off of offs.splice(0)) off();
});

describe('a cart answer swapped in', () => {
  it('replaces form and totals, shows the answer’s notices once, disables Update cart, in cart.js’s event order', () => {
    const notice = '<div class="woocommerce-message">Koszyk został zaktualizowany.</div>';
    updateCartPage(page(`${form(3)}${totals('30 zł')}`, notice + notice));
    expect(document.querySelector<HTMLInputElement>('input.qty')!.value).toBe('3');
    expect(document.querySelector('.cart_totals .sum')!.textContent).toBe('30 zł');
    expect([...document.querySelectorAll('.woocommerce-message')].map((n) => n.textContent)).toEqual([
      'Koszyk został zaktualizowany.',
    ]);
    expect(document.querySelector<HTMLButtonElement>('[name=update_cart]')!.disabled).toBe(true);
    expect(events).toEqual(['updated_cart_totals', 'updated_wc_div']);
  });

  it('keeps the notices and the coupon field’s error when asked to (after a coupon)', () => {
    const field = document.querySelector<HTMLInputElement>('#coupon_code')!;
    field.value = 'zly';
    field.insertAdjacentHTML(
      'afterend',
      '<p class="coupon-error-notice" id="coupon-error-notice">Nie ma</p>',
    );
    updateCartPage(page(`${form(1)}${totals('10 zł')}`), true);
    expect(document.querySelector('.woocommerce-message')!.textContent).toBe('Stary');
    const next = document.querySelector<HTMLInputElement>('#coupon_code')!;
    expect(next).not.toBe(field);
    expect(next.value).toBe('zly');
    expect(next.getAttribute('aria-invalid')).toBe('true');
    expect(document.querySelector('.coupon #coupon-error-notice')!.getAttribute('role')).toBe('alert');
  });

  it('an answer without a cart form empties the cart: the answer’s content replaces the cart’s', () => {
    updateCartPage(
      page(
        '<div class="wc-empty-cart-message"><div class="cart-empty woocommerce-info">Pusty</div></div>',
        '<div class="woocommerce-message">Usunięto.</div>',
      ),
    );
    expect(document.querySelector('.woocommerce-cart-form')).toBeNull();
    expect(document.querySelector('.cart_totals')).toBeNull();
    expect(document.querySelector('.wc-empty-cart-message')).not.toBeNull();
    expect(events).toEqual(['wc_cart_emptied', 'updated_wc_div']);
  });

  it('asks the checkout on the same page to update', () => {
    document.body.insertAdjacentHTML('beforeend', '<form class="woocommerce-checkout"></form>');
    updateCartPage(page(`${form(2)}${totals('20 zł')}`));
    expect(events).toEqual(['update_checkout', 'updated_cart_totals', 'updated_wc_div']);
  });

  it('replaces the totals with an answer’s markup', () => {
    replaceTotals(totals('45 zł'));
    expect(document.querySelectorAll('.cart_totals')).toHaveLength(1);
    expect(document.querySelector('.cart_totals .sum')!.textContent).toBe('45 zł');
    expect(events).toEqual(['updated_cart_totals']);
  });
});

describe('a busy region', () => {
  it('is marked busy for the theme and assistive technology, and left alone by a second request', () => {
    const el = document.querySelector<HTMLElement>('.cart_totals')!;
    const unblock = block(el);
    expect([el.classList.contains('processing'), el.getAttribute('aria-busy'), el.inert]).toEqual([
      true,
      'true',
      true,
    ]);
    const second = block(el);
    second();
    expect(el.classList.contains('processing')).toBe(true);
    unblock();
    expect([el.classList.contains('processing'), el.getAttribute('aria-busy'), el.inert]).toEqual([
      false,
      null,
      false,
    ]);
  });
});
