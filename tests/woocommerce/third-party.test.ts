/**
 * The compatibility matrix: flows of third-party plugins on the real shop, run by scripts/woocommerce-test.sh
 * with the plugin off and on like ./shopper-flows.test.ts. Each plugin comes from its public release (the
 * table in docs/testing.md pins the commit and version), is activated by tests/woocommerce/setup-plugins.php when the site
 * has it, and loads only for a browser whose `islands_plugins` cookie names it (tests/woocommerce/third-party.php),
 * so each runs alone with the shop and none disturbs the other flows. A flow asserts what the shopper sees the
 * plugin do, so the same test judges WooCommerce's scripts and the islands under it, and ends with no page or
 * console error and no failed request. Each page a flow visits records whether jQuery stayed and which printed
 * scripts declare it (why), for the report's matrix. Without WC_TEST_URL it is skipped; without the plugin in
 * the site its flows skip.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  fillBilling,
  inCart,
  newShopper,
  noErrors,
  OUT,
  type Product,
  readShop,
  RUN,
  type Shopper,
  URL,
  launchBrowser,
  visit,
} from './shopper';
import { themeOf } from './themes';

type PluginKey =
  | 'variation-swatches-woo'
  | 'yith-woocommerce-wishlist'
  | 'side-cart-woocommerce'
  | 'woo-ajax-add-to-cart'
  | 'flexible-checkout-fields';
interface Shop {
  theme: string;
  pages: Record<'shop' | 'cart' | 'checkout' | 'myaccount', string>;
  products: Record<'simple' | 'sale' | 'outofstock' | 'gallery' | 'swatches' | 'selects', Product>;
  /** The matrix's plugins the site has (setup-plugins.php), with their versions. */
  plugins?: Partial<
    Record<
      PluginKey,
      { name: string; version: string; page?: string; customers?: Record<string, string>; password?: string }
    >
  >;
}
const shop = readShop<Shop>();
const theme = themeOf(shop?.theme ?? 'storefront');
/** Each flow visits several pages with a plugin's own requests: twice the suite's minute. */
const FLOW_TIMEOUT = 120_000;
const has = (plugin: PluginKey) => !!shop?.plugins?.[plugin];

/** Per flow: each visited page's jQuery, and the printed scripts that declare it (handle: file). */
type PageJquery = { jquery: boolean; users: Record<string, string> };
const jqueryPerFlow: Record<string, { plugin: PluginKey; pages: Record<string, PageJquery> }> = {};

launchBrowser(() => {
  if (OUT) writeFileSync(join(OUT, `third-party-${RUN}.json`), JSON.stringify(jqueryPerFlow, null, 1));
});

/** A shopper whose requests load the named plugin (the cookie third-party.php reads) and not Addonify's. */
async function shopper(plugin: PluginKey, flow: string): Promise<Shopper> {
  // Addonify's quick view stays out (quick-view.php): its script would keep jQuery on every page the report
  // reads for this plugin.
  const s = await newShopper([
    { name: 'islands_plugins', value: plugin },
    { name: 'islands_quick_view', value: 'off' },
  ]);
  const { page } = s;
  const record = { plugin, pages: {} as Record<string, PageJquery> };
  jqueryPerFlow[flow] = record;
  // Each page the flow loads: is jQuery there, and which printed scripts declare it.
  page.on('load', () => {
    const path = new globalThis.URL(page.url()).pathname;
    void page
      .evaluate(() => ({
        jquery: typeof (window as { jQuery?: unknown }).jQuery === 'function',
        users: JSON.parse(
          document.getElementById('islands-test-jquery-users')?.textContent || '{}',
        ) as Record<string, string>,
      }))
      .then(
        (found) => {
          record.pages[path] = found;
        },
        () => undefined,
      );
  });
  return s;
}

async function done(s: Shopper): Promise<void> {
  await s.page.waitForLoadState('networkidle');
  await s.context.close();
  noErrors(s);
}

/** Counts the main frame's navigations from now on: the AJAX flows keep the shopper on the page. */
function navigations(page: Page): () => number {
  let count = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) count++;
  });
  return () => count;
}

/** Signs a customer in through wp-login.php, before any page. */
async function signIn(s: Shopper, customer: { username: string; password: string }): Promise<void> {
  await s.context.addCookies([{ name: 'wordpress_test_cookie', value: 'WP Cookie check', url: URL }]);
  const answer = await s.context.request.post('/wp-login.php', {
    form: { log: customer.username, pwd: customer.password, testcookie: '1', 'wp-submit': 'Log In' },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(302);
}

/** The cart page's rows as the shopper reads them. */
async function cartRows(page: Page): Promise<string[]> {
  await visit(page, shop.pages.cart);
  return (await page.locator('tr.cart_item').allTextContents()).map((text) => text.replace(/\s+/g, ' '));
}

describe.skipIf(!URL)(`third-party plugins, plugin ${RUN}`, () => {
  // CartFlows' Variation Swatches: a variable product's card on the shop gets the swatches and a form of its own
  // (a <div class="variations_form">), the card's price and image follow the choice, and its add to cart adds
  // the chosen variation by AJAX.
  const cartflows =
    'CartFlows swatches: a card on the shop shows the chosen variation (price, image) and its add to cart adds it';
  it.skipIf(!has('variation-swatches-woo'))(
    cartflows,
    async () => {
      const s = await shopper('variation-swatches-woo', cartflows);
      const { page } = s;
      await visit(page, shop.pages.shop);
      const moved = navigations(page);
      const card = page.locator(`li.product.post-${shop.products.swatches.id}`);
      const swatch = (attribute: string, value: string) =>
        card.locator(
          `.cfvsw-swatches-container[swatches-attr="attribute_pa_${attribute}"] .cfvsw-swatches-option[data-slug="${value}"]`,
        );
      // Red L costs 69,00 (the card's range is 59,00 – 69,00).
      await swatch('kolor', 'czerwony').click();
      await swatch('rozmiar', 'l').click();
      // The card's visible price is the variation's alone.
      const price = async () => (await card.locator('.price:visible').allTextContents()).join(' | ');
      await expect.poll(price).toMatch(/^(?![\s\S]*59,00)[\s\S]*69,00/);
      await expect.poll(() => card.locator('img').first().getAttribute('src')).toContain('koszulka-czerwona');
      await card.locator('.add_to_cart_button').click();
      await expect.poll(() => theme.cartCount(page)).toBe(1);
      expect(moved()).toBe(0);
      const rows = await cartRows(page);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toContain(shop.products.swatches.name);
      expect(rows[0]).toContain('Czerwony');
      expect(rows[0]).toContain('Czerwony, L');
      await done(s);
    },
    FLOW_TIMEOUT,
  );

  // YITH Wishlist: its add-to-wishlist button on a simple product, and on a variable one once a variation is
  // chosen (the button then adds that variation); the wishlist page lists both, its add to cart puts a row's
  // product into the cart by AJAX and the row leaves the wishlist.
  const yith =
    'YITH Wishlist: add to wishlist on a simple and a chosen variable product, the wishlist page adds a row to the cart and the row leaves';
  it.skipIf(!has('yith-woocommerce-wishlist'))(
    yith,
    async () => {
      const s = await shopper('yith-woocommerce-wishlist', yith);
      const { page } = s;
      const addToWishlist = page.locator('.yith-add-to-wishlist-button-block');

      // A customer of the run's own, signed in: for a guest without a session YITH's script asks for the
      // wishlists on every page and gets a 401 (a console error in both runs), and a wishlist stays with its
      // customer (each run starts with an empty one).
      const yithShop = shop.plugins?.['yith-woocommerce-wishlist'];
      await signIn(s, { username: yithShop?.customers?.[RUN] ?? '', password: yithShop?.password ?? '' });
      /** Clicks the button once it has its product's state, and waits for it to say the product is in. */
      const add = async () => {
        const button = addToWishlist.locator('.yith-wcwl-add-to-wishlist-button');
        await expect.poll(() => button.getAttribute('class')).not.toContain('--loading');
        await button.click();
        await expect.poll(() => addToWishlist.getByRole('link').count()).toBeGreaterThan(0);
      };
      await visit(page, shop.products.simple.path);
      await add();

      await visit(page, shop.products.swatches.path);
      const swatch = (attribute: string, value: string) =>
        page.locator(
          `ul.variable-items-wrapper[data-attribute_name="attribute_pa_${attribute}"] li[data-value="${value}"]`,
        );
      await swatch('kolor', 'niebieski').click();
      await swatch('rozmiar', 's').click();
      await expect.poll(() => page.inputValue('input.variation_id')).not.toMatch(/^0?$/);
      // The button adds the chosen variation (the wishlist page shows its colour).
      await add();

      await visit(page, yithShop?.page ?? '/wishlist/');
      const rows = page.locator('.wishlist_table tbody tr[id^="yith-wcwl-row-"]');
      await expect.poll(() => rows.count()).toBe(2);
      const mug = rows.filter({ hasText: shop.products.simple.name });
      const tshirt = rows.filter({ hasText: shop.products.swatches.name });
      expect(await tshirt.textContent()).toContain('Niebieski');
      const moved = navigations(page);
      await mug.locator('.add_to_cart_button').click();
      await expect.poll(() => theme.cartCount(page)).toBe(1);
      await expect.poll(() => mug.count()).toBe(0);
      expect(await rows.count()).toBe(1);
      expect(moved()).toBe(0);
      expect(s.requests.some((url) => url.includes('wc-ajax=add_to_cart'))).toBe(true);
      const cart = await cartRows(page);
      expect(cart).toEqual([expect.stringContaining(shop.products.simple.name)]);
      // The wishlist keeps the other row.
      await visit(page, yithShop?.page ?? '/wishlist/');
      expect(await rows.count()).toBe(1);
      expect(await rows.first().textContent()).toContain(shop.products.swatches.name);
      await done(s);
    },
    FLOW_TIMEOUT,
  );

  // XootiX Side Cart: an add to cart opens the side cart with the product and its count, from a loop button and
  // from a product page (its own AJAX for the form); the side cart's delete takes a product out; its close hides it.
  const sideCart =
    'XootiX Side Cart: a loop add to cart and a product page add to cart open it with the products; its delete and close work';
  it.skipIf(!has('side-cart-woocommerce'))(
    sideCart,
    async () => {
      const s = await shopper('side-cart-woocommerce', sideCart);
      const { page } = s;
      const panel = page.locator('.xoo-wsc-container');
      const open = () =>
        panel.evaluate((el) => {
          const box = el.getBoundingClientRect();
          return (
            box.width > 0 &&
            box.left < window.innerWidth &&
            box.right > 0 &&
            getComputedStyle(el).visibility !== 'hidden'
          );
        });
      const products = page.locator('.xoo-wsc-products .xoo-wsc-product');
      const count = () => page.locator('.xoo-wsc-items-count').first().textContent();

      await visit(page, shop.pages.shop);
      const moved = navigations(page);
      expect(await open()).toBe(false);
      await page.locator(`li.product.post-${shop.products.simple.id} .add_to_cart_button`).click();
      await expect.poll(open).toBe(true);
      await expect
        .poll(() => products.allTextContents())
        .toEqual([expect.stringContaining(shop.products.simple.name)]);
      await expect.poll(count).toBe('1');
      await page.locator('.xoo-wsch-close').click();
      await expect.poll(open).toBe(false);
      expect(moved()).toBe(0);

      await visit(page, shop.products.gallery.path);
      const stays = navigations(page);
      await page.click('.single_add_to_cart_button');
      await expect.poll(open).toBe(true);
      await expect.poll(() => products.count()).toBe(2);
      await expect.poll(count).toBe('2');
      expect(stays()).toBe(0);
      await products.filter({ hasText: shop.products.simple.name }).locator('.xoo-wsc-smr-del').click();
      await expect
        .poll(() => products.allTextContents())
        .toEqual([expect.stringContaining(shop.products.gallery.name)]);
      await expect.poll(count).toBe('1');
      await expect.poll(() => theme.cartCount(page)).toBe(1);
      expect(await cartRows(page)).toEqual([expect.stringContaining(shop.products.gallery.name)]);
      await done(s);
    },
    FLOW_TIMEOUT,
  );

  // QuadLayers' Ajax add to cart: a product page's add to cart stays on the page (WooCommerce's add_to_cart
  // endpoint), for a simple product and for a chosen variation; the header cart follows.
  const quadlayers =
    "QuadLayers Ajax add to cart: a product page's add to cart, simple and variable, stays on the page and fills the cart";
  it.skipIf(!has('woo-ajax-add-to-cart'))(
    quadlayers,
    async () => {
      const s = await shopper('woo-ajax-add-to-cart', quadlayers);
      const { page } = s;
      await visit(page, shop.products.simple.path);
      let moved = navigations(page);
      await page.click('.single_add_to_cart_button');
      await expect.poll(() => theme.cartCount(page)).toBe(1);
      await expect.poll(() => page.textContent(theme.miniCart)).toContain(shop.products.simple.name);
      expect(moved()).toBe(0);

      await visit(page, shop.products.swatches.path);
      moved = navigations(page);
      const swatch = (attribute: string, value: string) =>
        page.locator(
          `ul.variable-items-wrapper[data-attribute_name="attribute_pa_${attribute}"] li[data-value="${value}"]`,
        );
      await swatch('kolor', 'czerwony').click();
      await swatch('rozmiar', 'm').click();
      const button = page.locator('.single_add_to_cart_button');
      await expect.poll(() => button.getAttribute('class')).not.toContain('disabled');
      await button.click();
      await expect.poll(() => theme.cartCount(page)).toBe(2);
      expect(moved()).toBe(0);
      expect(s.requests.filter((url) => url.includes('wc-ajax=add_to_cart'))).toHaveLength(2);
      const rows = await cartRows(page);
      expect(rows).toHaveLength(2);
      expect(rows.find((row) => row.includes(shop.products.swatches.name))).toContain('Czerwony');
      await done(s);
    },
    FLOW_TIMEOUT,
  );

  // Flexible Checkout Fields: the shop's required billing field (NIP) is on the checkout with its required
  // mark; left empty it stops the order with WooCommerce's error list and the field's error; filled, the order
  // goes through and the thank-you page shows it.
  const fcf =
    'Flexible Checkout Fields: the required NIP field stops an order without it, and is on the thank-you page with it';
  it.skipIf(!has('flexible-checkout-fields'))(
    fcf,
    async () => {
      const s = await shopper('flexible-checkout-fields', fcf);
      const { page } = s;
      await inCart(s, shop.products.simple);
      await visit(page, shop.pages.checkout);
      const field = page.locator('#billing_nip_field');
      expect(await field.isVisible()).toBe(true);
      expect(await field.locator('label .required').count()).toBe(1);
      await fillBilling(page);
      await page.click('label[for="payment_method_cod"]');
      await page.waitForLoadState('networkidle');
      await page.click('#place_order');
      await page.waitForSelector('.woocommerce-NoticeGroup-checkout li[data-id="billing_nip"]');
      expect(await page.getAttribute('#billing_nip', 'aria-invalid')).toBe('true');
      expect(page.url()).not.toMatch(/order-received/);
      await page.fill('#billing_nip', '6762462934');
      await page.waitForLoadState('networkidle');
      await page.click('#place_order');
      // The thank-you page's load waits for its images: a busy machine takes longer than the default 10 s.
      await page.waitForURL(/order-received/, { timeout: 30_000 });
      expect(await page.textContent('body')).toContain('6762462934');
      await done(s);
    },
    FLOW_TIMEOUT,
  );
});
