/**
 * Loop buttons outside the product list, as WooCommerce's script takes them (one handler on the body for
 * every `.ajax_add_to_cart`, wherever and whenever printed): a YITH-Wishlist-style table, WooCommerce's
 * [add_to_cart] shortcode in a sidebar widget (inside another island's root) and a row the wishlist's script
 * inserts later. Each click adds without leaving the page, and what a jQuery `adding_to_cart` listener put
 * into the data reaches the shop (fixtures/assets/wishlist-stand-in.js plays the wishlist's script).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { booted, openShop, type Shop, type ShopPage } from './harness';

let shop: Shop;
beforeAll(async () => {
  shop = await openShop();
});
beforeEach(() => shop.server.clearRequests());
afterAll(() => shop?.close());

const NO_REDIRECT = { name: 'qa_settings', value: 'cart_redirect_after_add=no' };
const COUNT = 'a.cart-contents .cart-count';
const row = (id: number) => `.wishlist_table tr[data-row-id="${id}"]`;
const button = (id: number) => `.ajax_add_to_cart[data-product_id="${id}"]`;

async function wishlist(): Promise<ShopPage> {
  const shopPage = await shop.open('/lista-zyczen/', { cookies: [NO_REDIRECT] });
  await booted(shopPage.page);
  await shopPage.page.waitForLoadState('networkidle'); // the page's own fragment refresh is done
  shop.server.clearRequests();
  return shopPage;
}

/** Counts the page's navigations to another document from now on. */
function navigations(page: Page): () => number {
  const start = page.url();
  let count = 0;
  page.on('framenavigated', (frame) => frame === page.mainFrame() && page.url() !== start && count++);
  return () => count;
}

const adds = () => shop.requests('wc-ajax:add_to_cart').map((r) => r.body);

describe('add to cart outside the product list', () => {
  it('a wishlist row adds on the page, with what the wishlist’s adding_to_cart listener put in the data', async () => {
    const { page, warnings, errors } = await wishlist();
    const navigated = navigations(page);
    await page.click(button(104));
    await expect.poll(adds).toHaveLength(1);
    // jQuery's .data() gave the listener numbers; they are sent as jQuery sends them.
    expect(adds()[0]).toEqual({
      product_id: '104',
      product_sku: 'CZAP-01',
      quantity: '1',
      success_message: '„Czapka wełniana” został dodany do koszyka',
      remove_from_wishlist_after_add_to_cart: '104',
      wishlist_id: '7',
    });
    // The shop answered: added_to_cart reached the wishlist's listener, which took the row out.
    await page.waitForSelector(row(104), { state: 'detached' });
    await expect.poll(() => page.textContent(COUNT)).toBe('1');
    expect(await page.isVisible(row(101))).toBe(true);
    expect(navigated()).toBe(0);
    expect(warnings.filter((w) => w.includes('[islands]'))).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('a shortcode’s button in a sidebar widget and a row inserted later add on the page too', async () => {
    const { page, warnings, errors } = await wishlist();
    const navigated = navigations(page);
    await page.click(`aside#sidebar .add_to_cart_inline ${button(107)}`);
    await expect.poll(adds).toHaveLength(1);
    expect(adds()[0]).toMatchObject({ product_id: '107', quantity: '1' });
    expect(adds()[0]).not.toHaveProperty('wishlist_id'); // not in the wishlist: its listener adds nothing
    await page.waitForSelector(`aside#sidebar ${button(107)}.added + a.added_to_cart`);

    await page.evaluate(() =>
      (window as unknown as { demoWishlist: { addLaterRows(): void } }).demoWishlist.addLaterRows(),
    );
    await page.click(`${row(106)} ${button(106)}`);
    await expect.poll(adds).toHaveLength(2);
    expect(adds()[1]).toMatchObject({
      product_id: '106',
      remove_from_wishlist_after_add_to_cart: '106',
      wishlist_id: '7',
    });
    await page.waitForSelector(row(106), { state: 'detached' });
    await expect.poll(() => page.textContent(COUNT)).toBe('2');
    expect(navigated()).toBe(0);
    expect(warnings.filter((w) => w.includes('[islands]'))).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('what a script put in the button’s jQuery data store is posted too, its data attributes winning', async () => {
    const { page, warnings, errors } = await wishlist();
    await page.evaluate(() => {
      const $ = (window as unknown as { jQuery: (s: string) => { data(k: string, v: unknown): unknown } })
        .jQuery;
      $('.ajax_add_to_cart[data-product_id="101"]').data('gift_wrap', 'tak');
      $('.ajax_add_to_cart[data-product_id="101"]').data('quantity', 5);
    });
    await page.click(button(101));
    await expect.poll(adds).toHaveLength(1);
    expect(adds()[0]).toMatchObject({ product_id: '101', quantity: '1', gift_wrap: 'tak', wishlist_id: '7' });
    expect(warnings.filter((w) => w.includes('[islands]'))).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('a button with a malformed product id warns once, naming the island, and its link is followed', async () => {
    const { page, warnings, errors } = await wishlist();
    await page.evaluate(() =>
      document
        .querySelector('.ajax_add_to_cart[data-product_id="101"]')
        ?.setAttribute('data-product_id', '1x'),
    );
    await Promise.all([
      page.waitForRequest(/[?&]add-to-cart=101/),
      page.click('.ajax_add_to_cart[data-product_id="1x"]'),
    ]);
    expect(adds()).toEqual([]);
    expect(warnings.filter((w) => w.startsWith('[islands] add-to-cart: data-product_id "1x"'))).toHaveLength(
      1,
    );
    expect(errors).toEqual([]);
  });
});
