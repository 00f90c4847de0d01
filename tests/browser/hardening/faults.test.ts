/**
 * The fault matrix: every call the islands make × {HTTP 500, invalid JSON, time-out, offline, slow 3 s}.
 * Each cell ends in the outcome the specification names (or, where the spec is silent, the island README's), with
 * no uncaught exception, nothing left loading or blocked, and the request log showing each call exactly
 * once (none for offline, where the request never leaves the browser). The matrix is printed at the end.
 *
 * - Faults come from the demo shop (cookie `qa_fault=<target>=<mode>`, armed just before the action, so
 *   the page itself loads normally). Time-out = the `hang` mode plus a fake clock moved past the island's
 *   own time-out (FRAGMENT_REQUEST_TIMEOUT_MS, CART_REQUEST_TIMEOUT_MS, REQUEST_TIMEOUT_MS), so no cell
 *   waits for real. Offline = the request fails in the browser (ERR_INTERNET_DISCONNECTED) and never
 *   reaches the server. (The server's own `offline` mode resets the connection after reading the request;
 *   Chromium then re-sends the POST on each reused keep-alive socket, so the log could not tell an island's
 *   duplicate from the browser's retry.)
 */
import type { BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  CART_REQUEST_TIMEOUT_MS,
  FRAGMENT_REQUEST_TIMEOUT_MS,
  REQUEST_TIMEOUT_MS,
} from '../../../shared/constants';
import { loaderReady, mounted, openShop, type Shop, type ShopPage } from '../harness';
import { islandWarnings, pages, probe, realErrors, stuckUi, table } from './helpers';

let shop: Shop;
let open: ReturnType<typeof pages>;
let productId = '';
beforeAll(async () => {
  shop = await openShop();
  open = pages(shop);
  const html = await (await fetch(`${shop.url}/sklep/`)).text();
  // The first AJAX loop button's product (unlimited stock, not sold individually).
  productId = /class="[^"]*\bajax_add_to_cart\b[^"]*" data-product_id="(\d+)"/.exec(html)![1]!;
});
afterEach(() => open.closeContexts());

const FAULTS = ['500', 'json', 'timeout', 'offline', 'slow'] as const;
type Fault = (typeof FAULTS)[number];
const MODE: Record<Exclude<Fault, 'offline'>, string> = {
  '500': '500',
  json: 'json',
  timeout: 'hang',
  slow: 'delay-3000',
};
const NO_REDIRECT = { name: 'qa_settings', value: 'cart_redirect_after_add=no' };
const DISMISS = '.coming-soon-footer-banner-dismiss';
const BANNER = '#coming-soon-footer-banner';
const LOVE = 'a.nectar-love';
const COUNT = 'a.cart-contents .cart-count';
const JACKET = '/produkt/kurtka-przeciwdeszczowa/';
let loveBefore = 0;
const swatch = (attribute: string, value: string) =>
  `ul[data-attribute_name="attribute_pa_${attribute}"] li.variable-item[data-value="${value}"]`;

interface Cell {
  fault: Fault;
  shopPage: ShopPage;
  page: Page;
  /** `[islands] <island>:` warnings so far (all documents of the page). */
  warnings(island: string): string[];
}

interface Call {
  /** Row label. */
  name: string;
  /** The fault rule's target (demo shop syntax). */
  target: string;
  /** Request-log endpoint(s) this row is about. */
  endpoints: string[];
  /** Which requests the log must show, in order, for this fault. */
  expected(fault: Fault): string[];
  /** The island's own time-out for this call. */
  timeoutMs: number;
  /** The endpoint whose arrival means the hanging request is out (time-out cells). */
  hangs: string;
  path: string;
  cookies?: Array<{ name: string; value: string }>;
  init?: Array<() => void>;
  /** 'load': the call happens while the page loads, so the fault is armed before. */
  armAt: 'load' | 'action';
  /** Matches the request for the offline cell. */
  matches(url: URL, body: string): boolean;
  ready(page: Page): Promise<void>;
  act(cell: Cell): Promise<void>;
  /** Asserts the outcome and names it for the table. */
  outcome(cell: Cell): Promise<string>;
}

const failing = (fault: Fault) => fault !== 'slow';

/** The REST client's messages for a call that never reached the server or got no JSON back. */
const REST_MESSAGES: Partial<Record<Fault, string>> = {
  offline: 'You are probably offline.',
  json: 'The response is not a valid JSON response.',
};

/** The one warning of a failed REST call, carrying the specified message where the fault has one. */
function expectRestWarning(warnings: string[], fault: Fault) {
  expect(warnings).toHaveLength(1);
  const message = REST_MESSAGES[fault];
  if (message) expect(warnings[0]).toContain(message);
}
const once = (endpoint: string) => (fault: Fault) => (fault === 'offline' ? [] : [endpoint]);

async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
}

/** Registered before the loader runs (the documented way for plugins): fragment events become flags. */
function fragmentFlags() {
  const w = window as unknown as {
    wcIslands?: unknown[];
    fragmentEvents?: string[];
  };
  w.fragmentEvents = [];
  (w.wcIslands ??= []).push((api: { on: (n: string, f: () => void) => void }) => {
    for (const name of ['wc_fragments_ajax_error', 'wc_fragments_refreshed'])
      api.on(name, () => w.fragmentEvents!.push(name));
  });
}

const CALLS: Call[] = [
  {
    name: 'add_to_cart',
    target: 'add_to_cart',
    endpoints: ['wc-ajax:add_to_cart'],
    expected: once('wc-ajax:add_to_cart'),
    timeoutMs: CART_REQUEST_TIMEOUT_MS,
    hangs: 'wc-ajax:add_to_cart',
    path: '/sklep/',
    armAt: 'action',
    matches: (url) => url.searchParams.get('wc-ajax') === 'add_to_cart',
    async ready(page) {
      await settled(page);
    },
    async act({ page }) {
      await page.click(`ul.products .ajax_add_to_cart[data-product_id="${productId}"]`);
    },
    async outcome({ fault, page, warnings }) {
      const button = page.locator(`ul.products .ajax_add_to_cart[data-product_id="${productId}"]`);
      if (!failing(fault)) {
        // cart_redirect_after_add is on in this shop: a successful add goes to the cart.
        await page.waitForURL('**/koszyk/', { timeout: 10_000 });
        expect(await page.locator('table.shop_table.cart tr.cart_item').count()).toBe(1);
        return 'redirect to the cart';
      }
      // The click first loads the island, then sends: the request's end is its warning.
      await expect.poll(() => warnings('add-to-cart').length, { timeout: 15_000 }).toBe(1);
      await expect.poll(() => button.getAttribute('class')).not.toContain('loading');
      expect(await button.getAttribute('aria-busy')).toBeNull();
      if (fault === 'timeout') {
        // The add may have gone through: the cart was asked for first; it has not changed (the request
        // hangs before the shop adds), so the button is back and its next click adds asynchronously again.
        expect(shop.requests('wc-ajax:get_refreshed_fragments')).toHaveLength(1);
        expect(await page.textContent(COUNT)).toBe('0');
        return 'cart asked for; unchanged, button restored';
      }
      // The button is a link again: the next click adds without JavaScript (and goes to the cart).
      await Promise.all([page.waitForURL('**/koszyk/'), button.click()]);
      expect(await page.locator('table.shop_table.cart tr.cart_item').count()).toBe(1);
      return 'button restored; its link adds';
    },
  },
  {
    name: 'remove_from_cart',
    target: 'remove_from_cart',
    endpoints: ['wc-ajax:remove_from_cart'],
    expected: once('wc-ajax:remove_from_cart'),
    timeoutMs: CART_REQUEST_TIMEOUT_MS,
    hangs: 'wc-ajax:remove_from_cart',
    // The no-JS add: the listing comes back with one item in its sidebar mini-cart.
    path: '/sklep/?add-to-cart=ID',
    cookies: [NO_REDIRECT],
    armAt: 'action',
    matches: (url) => url.searchParams.get('wc-ajax') === 'remove_from_cart',
    async ready(page) {
      await mounted(page, 'cart-fragments', 15_000);
      await settled(page);
      expect(await page.textContent(COUNT)).toBe('1');
    },
    async act({ page }) {
      await page.click('aside#sidebar .remove_from_cart_button');
    },
    async outcome({ fault, page, warnings }) {
      if (!failing(fault)) {
        await expect.poll(() => page.textContent(COUNT)).toBe('0');
        expect(page.url()).toContain('/sklep/');
        return 'fragments replaced';
      }
      // The browser follows the remove link's href (the no-JS removal).
      await page.waitForURL('**/koszyk/**');
      await expect.poll(() => page.textContent(COUNT)).toBe('0');
      expect(warnings('mini-cart')).toHaveLength(1);
      return 'remove link followed';
    },
  },
  {
    name: 'get_refreshed_fragments',
    target: 'get_refreshed_fragments',
    endpoints: ['wc-ajax:get_refreshed_fragments'],
    expected: once('wc-ajax:get_refreshed_fragments'),
    timeoutMs: FRAGMENT_REQUEST_TIMEOUT_MS,
    hangs: 'wc-ajax:get_refreshed_fragments',
    path: '/', // a new tab has nothing stored: the page asks for fresh fragments as it loads
    init: [fragmentFlags],
    armAt: 'load',
    matches: (url) => url.searchParams.get('wc-ajax') === 'get_refreshed_fragments',
    async ready(page) {
      await mounted(page, 'cart-fragments', 15_000);
    },
    async act() {},
    async outcome({ fault, page, warnings }) {
      const events = () =>
        page.evaluate(() => (window as unknown as { fragmentEvents: string[] }).fragmentEvents);
      if (!failing(fault)) {
        await expect.poll(events).toEqual(['wc_fragments_refreshed']);
        return 'fragments replaced';
      }
      // An error event, no message for the shopper; the server's mini-cart stays.
      await expect.poll(events).toEqual(['wc_fragments_ajax_error']);
      expect(warnings('cart-fragments')).toHaveLength(1);
      expect(await page.locator('.woocommerce-error, .woocommerce-message').count()).toBe(0);
      expect(await page.locator('.widget_shopping_cart_content').count()).toBeGreaterThan(0);
      return 'error event, no message';
    },
  },
  {
    name: 'get_variation',
    target: 'get_variation',
    endpoints: ['wc-ajax:get_variation'],
    expected: once('wc-ajax:get_variation'),
    timeoutMs: REQUEST_TIMEOUT_MS,
    hangs: 'wc-ajax:get_variation',
    path: JACKET, // ajax mode: variations are looked up on the server
    armAt: 'action',
    matches: (url) => url.searchParams.get('wc-ajax') === 'get_variation',
    async ready(page) {
      await mounted(page, 'variation-form', 15_000);
      await page.waitForTimeout(150); // the first check runs 100 ms after mounting
    },
    async act({ page }) {
      await page.click(swatch('kolor', 'czarny'));
      await page.click(swatch('rozmiar', 'm'));
      await page.click(swatch('material', 'nylon'));
    },
    async outcome({ fault, page, warnings }) {
      const id = () => page.inputValue('input.variation_id');
      if (!failing(fault)) {
        await expect.poll(id).not.toBe('');
        return 'variation shown';
      }
      await expect
        .poll(() => page.$eval('form.variations_form', (f) => f.hasAttribute('aria-busy')))
        .toBe(false);
      expect(warnings('variation-form')).toHaveLength(1);
      // The choice stays and the button is left to the server, which matches the posted options.
      expect(await page.inputValue('select[name="attribute_pa_kolor"]')).toBe('czarny');
      expect(await page.getAttribute('.single_add_to_cart_button', 'class')).not.toContain('disabled');
      return 'choice kept; the form posts it';
    },
  },
  {
    name: 'coming-soon REST',
    target: 'rest:/wp/v2/users/1',
    endpoints: ['rest:/wp/v2/users/1'],
    expected: once('rest:/wp/v2/users/1'),
    timeoutMs: REQUEST_TIMEOUT_MS,
    hangs: 'rest:/wp/v2/users/1',
    path: '/',
    armAt: 'action',
    matches: (url) => url.pathname.startsWith('/wp-json/wp/v2/users/'),
    async ready(page) {
      await loaderReady(page, 15_000);
      await settled(page);
    },
    async act({ page }) {
      await page.click(DISMISS);
    },
    async outcome({ fault, page, warnings }) {
      if (!failing(fault)) {
        // Hidden once the request completes, not before.
        expect(await page.isVisible(BANNER)).toBe(true);
        await page.waitForSelector(BANNER, { state: 'hidden', timeout: 10_000 });
        expect(warnings('coming-soon-banner')).toEqual([]);
        return 'hidden on completion';
      }
      await page.waitForSelector(BANNER, { state: 'hidden' });
      expectRestWarning(warnings('coming-soon-banner'), fault);
      return 'hidden; warning';
    },
  },
  {
    name: 'love',
    target: 'nectar-love',
    endpoints: ['admin-ajax:nectar-love'],
    expected: once('admin-ajax:nectar-love'),
    timeoutMs: REQUEST_TIMEOUT_MS,
    hangs: 'admin-ajax:nectar-love',
    path: '/blog/jak-dbac-o-ceramike/',
    armAt: 'action',
    matches: (url, body) => url.pathname === '/wp-admin/admin-ajax.php' && body.includes('nectar-love'),
    async ready(page) {
      await mounted(page, 'love', 15_000);
      await settled(page);
    },
    async act({ page }) {
      loveBefore = Number(await page.textContent(`${LOVE} .nectar-love-count`));
      await page.click(LOVE);
    },
    async outcome({ fault, page, warnings }) {
      const before = loveBefore;
      const count = async () => Number(await page.textContent(`${LOVE} .nectar-love-count`));
      if (!failing(fault)) {
        await expect.poll(() => page.getAttribute(LOVE, 'aria-pressed')).toBe('true');
        expect(await count()).toBe(before + 1);
        return 'loved; count + 1';
      }
      await expect.poll(() => warnings('love').length).toBe(1);
      expect(await page.getAttribute(LOVE, 'aria-pressed')).toBe('false');
      expect(await count()).toBe(before);
      return 'count unchanged; warning';
    },
  },
  {
    name: 'nonce refresh',
    target: 'rest-nonce',
    endpoints: ['rest:/wp/v2/users/1', 'admin-ajax:rest-nonce'],
    // The REST call is refused (stale nonce), the refresh fails: never retried, never looped.
    expected: (fault) =>
      fault === 'slow'
        ? ['rest:/wp/v2/users/1', 'admin-ajax:rest-nonce', 'rest:/wp/v2/users/1']
        : fault === 'offline'
          ? ['rest:/wp/v2/users/1']
          : ['rest:/wp/v2/users/1', 'admin-ajax:rest-nonce'],
    timeoutMs: REQUEST_TIMEOUT_MS,
    hangs: 'admin-ajax:rest-nonce',
    path: '/',
    armAt: 'action',
    matches: (url) => url.searchParams.get('action') === 'rest-nonce',
    async ready(page) {
      await loaderReady(page, 15_000);
      await settled(page);
      // Another tab got a newer nonce: the one printed in the banner is stale now.
      await page.evaluate(() => fetch('/wp-admin/admin-ajax.php?action=rest-nonce').then((r) => r.text()));
    },
    async act({ page }) {
      await page.click(DISMISS);
    },
    async outcome({ fault, page, warnings }) {
      await page.waitForSelector(BANNER, { state: 'hidden', timeout: 10_000 });
      if (!failing(fault)) {
        expect(shop.requests('rest:').map((r) => r.status)).toEqual([403, 200]);
        expect(warnings('coming-soon-banner')).toEqual([]);
        return 'refreshed; call retried';
      }
      expect(warnings('coming-soon-banner')).toHaveLength(1);
      return 'not retried; hidden, warning';
    },
  },
  {
    name: 'cart-extension update',
    target: 'rest:/wc/store/v1/cart/extensions',
    endpoints: ['rest:/wc/store/v1/cart/extensions'],
    expected: once('rest:/wc/store/v1/cart/extensions'),
    timeoutMs: REQUEST_TIMEOUT_MS,
    hangs: 'rest:/wc/store/v1/cart/extensions',
    path: '/zamowienie/',
    armAt: 'action',
    matches: (url) => url.pathname === '/wp-json/wc/store/v1/cart/extensions',
    async ready(page) {
      await mounted(page, 'payment-methods', 15_000);
      await settled(page); // {clean: true} went out
    },
    async act({ page }) {
      await page.click('[data-island="payment-methods"] label[data-method-id="25"] input');
    },
    async outcome({ fault, page, warnings }) {
      const chosen = () =>
        page.$eval('[data-island="payment-methods"]', (root) => [
          (root.querySelector('input[type=hidden]') as HTMLInputElement).value,
          root.querySelector('.active')?.getAttribute('data-method-id'),
        ]);
      if (!failing(fault)) {
        await expect
          .poll(() => shop.requests('rest:/wc/store/v1/cart/extensions').map((r) => r.status))
          .toEqual([200]);
        expect(shop.requests('rest:/wc/store/v1/cart/extensions')[0]?.body).toMatchObject({
          namespace: 'przelewy24',
          data: { payment_method: '25' },
        });
        expect(await chosen()).toEqual(['25', '25']);
        return 'update sent';
      }
      await expect.poll(() => warnings('payment-methods').length).toBe(1);
      expectRestWarning(warnings('payment-methods'), fault);
      expect(await chosen()).toEqual(['25', '25']);
      return 'choice kept; warning';
    },
  },
];

const results = new Map<string, string>();
afterAll(async () => {
  const rows = CALLS.map((call) => [
    call.name,
    ...FAULTS.map((f) => results.get(`${call.name}|${f}`) ?? '–'),
  ]);
  console.log(`\nFault matrix (✓ outcome reached, ✗ failed)\n${table(['call', ...FAULTS], rows)}\n`);
  await shop?.close();
});

async function offline(context: BrowserContext, call: Call) {
  await context.route('**/*', (route: Route) => {
    const request = route.request();
    if (call.matches(new URL(request.url()), request.postData() ?? ''))
      return route.abort('internetdisconnected');
    return route.fallback();
  });
}

describe.each(CALLS)('$name', (call) => {
  it.each(FAULTS)('%s', async (fault) => {
    const key = `${call.name}|${fault}`;
    results.set(key, '✗');
    const faultCookie =
      fault === 'offline' ? [] : [{ name: 'qa_fault', value: `${call.target}=${MODE[fault]}` }];
    const path = call.path.replace('ID', productId);
    shop.server.clearRequests();
    const shopPage = await open.open(path, {
      cookies: [...(call.cookies ?? []), ...(call.armAt === 'load' ? faultCookie : [])],
      clock: fault === 'timeout',
      init: call.init ?? [],
      prepare: fault === 'offline' && call.armAt === 'load' ? (c) => offline(c, call) : undefined,
    });
    const { page, context } = shopPage;
    await call.ready(page);
    if (call.armAt === 'action') {
      if (fault === 'offline') await offline(context, call);
      else await context.addCookies(faultCookie.map((c) => ({ ...c, url: shop.url })));
      shop.server.clearRequests();
    }
    const cell: Cell = {
      fault,
      shopPage,
      page,
      warnings: (island) =>
        islandWarnings(shopPage.warnings).filter((w) => w.startsWith(`[islands] ${island}:`)),
    };
    await call.act(cell);
    if (fault === 'timeout') {
      await expect.poll(() => shop.requests(call.hangs).length).toBe(1);
      await page.clock.fastForward(call.timeoutMs);
    }
    const outcome = await call.outcome(cell);

    await page.waitForTimeout(300); // late duplicates would arrive now
    await page.waitForLoadState('networkidle'); // a page the fallback went to has settled too
    const endpoints = shop.requests().filter((r) => call.endpoints.includes(r.endpoint));
    expect(endpoints.map((r) => r.endpoint)).toEqual(call.expected(fault));
    expect((await probe(page)).uncaught).toEqual([]);
    expect(realErrors(shopPage)).toEqual([]);
    expect(await stuckUi(page)).toEqual([]);
    results.set(key, `✓ ${outcome}`);
  });
});
