/**
 * The store-notice and add-to-cart browser tests against a real WordPress (Debian's 6.1, classic loader
 * path) with the packaged plugin: the test theme prints the demo shop's home and shop pages and localizes
 * the WooCommerce handles the plugin replaces; a mu-plugin passes `?wc-ajax=` requests to the demo shop.
 * scripts/wordpress-test.sh sets up all of it and runs this file; without WP_TEST_URL it is skipped.
 */
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, findChromium } from '../chromium.mjs';

const WP = process.env.WP_TEST_URL ?? '';
const DEMO = process.env.WP_TEST_DEMO_URL ?? '';

interface Logged {
  page: Page;
  errors: string[];
  warnings: string[];
  requests: string[];
}

let browser: Browser;
beforeAll(async () => {
  if (!WP) return;
  const executablePath = findChromium();
  if (!executablePath) throw new Error('Chromium not found: run `node tests/chromium.mjs --install`');
  browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
});
afterAll(() => browser?.close());

async function open(path: string): Promise<Logged> {
  const context = await browser.newContext({ baseURL: WP });
  const page = await context.newPage();
  const logged: Logged = { page, errors: [], warnings: [], requests: [] };
  page.on('console', (message) => {
    if (message.type() === 'warning') logged.warnings.push(message.text());
    if (message.type() === 'error') logged.errors.push(message.text());
  });
  page.on('pageerror', (error) => logged.errors.push(String(error)));
  page.on('request', (request) => logged.requests.push(request.url()));
  page.on('response', (response) => {
    if (response.status() >= 400) logged.errors.push(`${response.status()} ${response.url()}`);
  });
  await page.goto(path);
  return logged;
}

async function mounted(page: Page, name: string): Promise<void> {
  await page.waitForSelector(`[data-island="${name}"][data-island-mounted]`, {
    state: 'attached',
    timeout: 10_000,
  });
}

// Page services (cart fragments) have no root: the loader lists them on <html>.
async function serviceStarted(page: Page, name: string): Promise<void> {
  await page.waitForSelector(`html[data-island-services~="${name}"]`, { state: 'attached', timeout: 10_000 });
}

interface DemoRequest {
  endpoint: string;
  body: Record<string, unknown> | null;
  status: number | null;
}
async function demoRequests(endpoint: string): Promise<DemoRequest[]> {
  const log = (await (await fetch(`${DEMO}/__qa/requests`)).json()) as DemoRequest[];
  return log.filter((r) => r.endpoint === endpoint);
}

const NOTICE = 'p.woocommerce-store-notice';

describe.skipIf(!WP)('WordPress: store notice', () => {
  it('is shown once mounted, dismissed by a click and remembered in the store_notice<id> cookie', async () => {
    const { page, errors, warnings } = await open('/');
    // the loader came from the plugin, as a module script, and no replaced file or jQuery was requested
    expect(await page.getAttribute('script#wc-islands-js', 'type')).toBe('module');
    await mounted(page, 'store-notice');
    await expect.poll(() => page.isVisible(NOTICE)).toBe(true);
    await page.click('.woocommerce-store-notice__dismiss-link');
    expect(await page.isVisible(NOTICE)).toBe(false);
    expect(page.url()).not.toContain('#');
    const id = await page.getAttribute(NOTICE, 'data-notice-id');
    const cookie = (await page.context().cookies()).find((c) => c.name === `store_notice${id}`);
    expect(cookie?.value).toBe('hidden');
    expect(cookie?.path).toBe('/');
    expect(cookie?.expires).toBe(-1);

    await page.reload();
    await mounted(page, 'store-notice');
    expect(await page.isVisible(NOTICE)).toBe(false);
    expect(errors).toEqual([]);
    expect(warnings).toEqual([]);
  });
});

describe.skipIf(!WP)('WordPress: add to cart from the listing', () => {
  it('posts the button’s data through /?wc-ajax=add_to_cart and swaps the header and sidebar fragments', async () => {
    const { page, errors, warnings, requests } = await open('/sklep/');
    await serviceStarted(page, 'cart-fragments');
    await page.waitForLoadState('networkidle');
    expect(requests.filter((url) => /add-to-cart\.min\.js|jquery(\.min)?\.js/.test(url))).toEqual([]);

    const button = page.locator('ul.products .add_to_cart_button.ajax_add_to_cart >> nth=0');
    const data = await button.evaluate((b) => ({ ...(b as HTMLElement).dataset }));
    await button.click();
    await expect.poll(() => page.textContent('a.cart-contents .cart-count')).toBe('1');

    expect(requests).toContain(`${WP}/?wc-ajax=add_to_cart`);
    const [call] = await demoRequests('wc-ajax:add_to_cart');
    expect(call?.body).toEqual(data);
    expect(call?.status).toBe(200);
    expect(await button.getAttribute('class')).toContain('added');
    const viewCart = button.locator('xpath=following-sibling::a[contains(@class, "added_to_cart")]');
    expect(await viewCart.textContent()).toBe('Zobacz koszyk'); // i18n_view_cart from the printed params
    expect(await page.locator('.widget_shopping_cart_content .woocommerce-mini-cart-item').count()).toBe(2);
    expect(await page.isVisible('aside#sidebar .widget_shopping_cart')).toBe(true);

    // the demo shop's session cookie came back through WordPress: a new page shows the same cart
    const again = await page.context().newPage();
    await again.goto('/sklep/');
    await serviceStarted(again, 'cart-fragments');
    await expect.poll(() => again.textContent('a.cart-contents .cart-count')).toBe('1');
    expect(errors).toEqual([]);
    expect(warnings).toEqual([]);
  });
});

describe.skipIf(!WP)('WordPress: an island switched off on the settings page', () => {
  it('gives its clicks to the classic script (a stand-in for add-to-cart.js, on jQuery): the island neither mounts nor asks; the others stay', async () => {
    const { page, requests } = await open('/sklep/?islands_off=add-to-cart');
    await serviceStarted(page, 'cart-fragments');
    await page.waitForFunction(() => (window as { classicAddToCart?: number }).classicAddToCart === 0);
    expect(await page.locator('ul.products').getAttribute('data-island')).toBeNull();

    await page.locator('ul.products .add_to_cart_button.ajax_add_to_cart >> nth=0').click();
    await page.waitForFunction(() => (window as { classicAddToCart?: number }).classicAddToCart === 1);
    const names = await page.evaluate(() =>
      (window as unknown as { wcIslands: { mounted(): Array<{ name: string }> } }).wcIslands
        .mounted()
        .map((island) => island.name),
    );
    expect(names).not.toContain('add-to-cart');
    expect(requests).not.toContain(`${WP}/?wc-ajax=add_to_cart`);
    expect(await page.locator('a.cart-contents .cart-count').textContent()).not.toBe('1');
  });
});
