/**
 * The Cart widget as WooCommerce prints it (WC_Widget_Cart): an empty `div.widget_shopping_cart_content` that
 * the cart fragments fill once the page runs, in the header's dropdown and at the end of the shop's sidebar
 * (docs/adr/0011-cart-widget-filled-by-fragments.md). The fill happens, a hide-when-empty widget never shows
 * an empty cart, and without JavaScript no empty widget shows at all.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mounted, openShop, type Shop } from './harness';

let shop: Shop;
beforeAll(async () => {
  shop = await openShop();
});
afterAll(() => shop?.close());

const SIDEBAR = 'aside#sidebar .widget_shopping_cart';
const HEADER = '.cart-outer .widget_shopping_cart';

/** A context whose session holds one product (added without JavaScript, as a link would). */
async function withItem(options: { javaScriptEnabled?: boolean } = {}): Promise<BrowserContext> {
  const context = await shop.browser.newContext({ baseURL: shop.url, ...options });
  const added = await context.request.get('/sklep/?cart_redirect_after_add=no&add-to-cart=101', {
    maxRedirects: 0,
  });
  expect(added.status()).toBe(302);
  return context;
}

/** Resolves once no Cart widget waits for its fragment any more. */
const filled = (page: Page) =>
  page.waitForFunction(() => !document.querySelector('.widget_shopping_cart_content:empty'), null, {
    timeout: 20_000,
  });

describe('Cart widget', () => {
  it('is printed empty and filled from the fragments at boot, in the header and the sidebar', async () => {
    const context = await withItem();
    const html = await (await context.request.get('/sklep/')).text();
    expect(html.match(/<div class="widget_shopping_cart_content">([^]*?)<\/div>/g)).toEqual([
      '<div class="widget_shopping_cart_content"></div>',
      '<div class="widget_shopping_cart_content"></div>',
    ]);
    const { page, errors } = await shop.open('/sklep/', { context });
    await filled(page);
    for (const widget of [HEADER, SIDEBAR]) {
      expect(await page.locator(`${widget} .woocommerce-mini-cart-item`).count(), widget).toBe(1);
    }
    expect(await page.isVisible(SIDEBAR)).toBe(true);
    await page.hover('.cart-outer');
    await expect.poll(() => page.isVisible(`${HEADER} .woocommerce-mini-cart-item`)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('set to hide when empty, it never shows while the cart is empty (fetched or stored fragments), and shows once an add starts', async () => {
    const context = await shop.browser.newContext({ baseURL: shop.url });
    // Every frame from the first: is the sidebar's Cart widget on screen?
    await context.addInitScript(() => {
      const w = window as unknown as { widgetShown: boolean[] };
      w.widgetShown = [];
      const look = () => {
        const widget = document.querySelector<HTMLElement>('aside#sidebar .widget_shopping_cart');
        if (widget) w.widgetShown.push(widget.offsetHeight > 0);
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    await context.addCookies([{ name: 'qa_settings', value: 'cart_redirect_after_add%3Dno', url: shop.url }]);
    const { page } = await shop.open('/sklep/', { context });
    const framesShown = async () => {
      await mounted(page, 'cart-fragments');
      await filled(page);
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      return page.evaluate(() => (window as unknown as { widgetShown: boolean[] }).widgetShown);
    };
    const first = await framesShown();
    expect(first.length).toBeGreaterThan(0);
    expect(first.filter(Boolean)).toEqual([]);
    // The next page takes the stored (empty) fragments at once.
    shop.server.clearRequests();
    await page.goto('/sklep/page/2/');
    const next = await framesShown();
    expect(shop.requests('wc-ajax:get_refreshed_fragments')).toEqual([]);
    expect(next.filter(Boolean)).toEqual([]);

    await page.click('ul.products .ajax_add_to_cart >> nth=0');
    await expect.poll(() => page.isVisible(`${SIDEBAR} .woocommerce-mini-cart-item`)).toBe(true);
    await context.close();
  });

  it('on the next page of the tab the stored fragments fill it at once, without asking the shop', async () => {
    const context = await withItem();
    const { page } = await shop.open('/sklep/', { context });
    await filled(page);
    await page.waitForLoadState('networkidle');
    shop.server.clearRequests();
    await page.goto('/'); // the same tab: its sessionStorage holds the fragments
    await mounted(page, 'cart-fragments');
    expect(await page.locator(`${HEADER} .woocommerce-mini-cart-item`).count()).toBe(1);
    expect(shop.requests('wc-ajax:get_refreshed_fragments')).toEqual([]);
    await context.close();
  });

  it('without JavaScript no empty widget shows: the header cart link leads to the cart', async () => {
    const context = await withItem({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/sklep/');
    expect(await page.isVisible(SIDEBAR)).toBe(false);
    await page.hover('.cart-outer');
    expect(await page.isVisible(HEADER)).toBe(false);
    expect(await page.textContent('a.cart-contents .cart-count')).toBe('1');
    expect(await page.getAttribute('a.cart-contents', 'href')).toBe('/koszyk/');
    await context.close();
  });
});
