/**
 * WooCommerce's events as its classic scripts fire them, heard by jQuery code that a theme bound while the
 * page was parsing (before any island): the same names, in the same order, with the same arguments. The
 * expected sequences are read from WooCommerce 10.4's add-to-cart.js and single-product.js.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mounted, openShop, type Shop } from './harness';

let shop: Shop;
beforeAll(async () => {
  shop = await openShop();
});
afterAll(() => shop?.close());

const EVENTS = [
  'adding_to_cart',
  'added_to_cart',
  'wc_cart_button_updated',
  'wc_fragments_loaded',
  'init',
  'wc-product-gallery-before-init',
  'wc-product-gallery-after-init',
].join(' ');

/** Binds a jQuery recorder on body as the document finishes parsing: before the islands' module scripts run. */
function recordEarly(events: string) {
  document.addEventListener('readystatechange', () => {
    const w = window as unknown as {
      jQuery?: (el: unknown) => { on(names: string, handler: (...a: unknown[]) => void): void };
      heard: string[];
    };
    if (document.readyState !== 'interactive' || !w.jQuery) return;
    w.heard = [];
    const describe = (arg: unknown): string => {
      if (arg instanceof Element) return `<${arg.tagName.toLowerCase()}${arg.id ? `#${arg.id}` : ''}>`;
      if (arg && typeof arg === 'object' && 'jquery' in arg)
        return `$(${describe((arg as { 0?: unknown })[0])})`;
      if (arg && typeof arg === 'object') return Object.keys(arg).length ? 'object' : '{}';
      return typeof arg;
    };
    w.jQuery(document.body).on(events, (...args: unknown[]) => {
      const event = args[0] as { type: string; target: Element };
      w.heard.push(`${event.type} on ${describe(event.target)}(${args.slice(1).map(describe).join(', ')})`);
    });
  });
}

async function openRecorded(path: string): Promise<Page> {
  const context = await shop.browser.newContext({ baseURL: shop.url });
  await context.addInitScript(recordEarly, EVENTS);
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

const heard = (page: Page) => page.evaluate(() => (window as unknown as { heard: string[] }).heard);

describe('events heard by jQuery bound before the islands', () => {
  it('a loop add to cart: adding_to_cart, added_to_cart, then the button and the fragments inside it', async () => {
    const page = await openRecorded('/sklep/?jquery=1&cart_redirect_after_add=no');
    const before = (await heard(page)).length;
    await page.click('ul.products .ajax_add_to_cart');
    await page.waitForSelector('ul.products .ajax_add_to_cart.added');
    await page.waitForFunction(
      (n) => (window as unknown as { heard: string[] }).heard.length >= n + 4,
      before,
    );
    expect((await heard(page)).slice(before)).toEqual([
      'adding_to_cart on <body>($(<a>), object)',
      'added_to_cart on <body>(object, string, $(<a>))',
      'wc_cart_button_updated on <body>($(<a>))',
      'wc_fragments_loaded on <body>()',
    ]);
    await page.context().close();
  });

  it('a product page: init on the tabs and on #rating, the gallery set-up with its element and params', async () => {
    const page = await openRecorded('/produkt/koszulka-bawelniana/?jquery=1#reviews');
    await mounted(page, 'gallery');
    await mounted(page, 'tabs');
    await page.locator('#respond').scrollIntoViewIfNeeded(); // the stars wait to be seen
    await mounted(page, 'review-rating');
    const log = await heard(page);
    expect(log.filter((e) => e.startsWith('init'))).toEqual(['init on <div>()', 'init on <select#rating>()']);
    expect(log.filter((e) => e.startsWith('wc-product-gallery'))).toEqual([
      'wc-product-gallery-before-init on <div>(<div>, object)',
      'wc-product-gallery-after-init on <div>(<div>, object)',
    ]);
    // A listener of `init` on the rating finds the stars drawn, as after WooCommerce's own handler.
    const starsAtInit = await page.evaluate(
      () => document.querySelector('#respond p.stars [role=radio]') !== null,
    );
    expect(starsAtInit).toBe(true);
    await page.context().close();
  });
});
