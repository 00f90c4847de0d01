/**
 * Degraded browsers: storage that throws (private modes, policies, a full quota), cookies disabled, and
 * missing BroadcastChannel, IntersectionObserver, scheduler.yield or requestIdleCallback. In each, a
 * shopper's tour — add to cart on the listing, choose a variation on a product page, dismiss the store
 * notice on the home page — must work as WooCommerce's own scripts fall back (fragments fetched from the
 * server on every page without storage, nothing remembered without cookies), every island must mount, and
 * nothing may throw.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bringAllIntoView, islandsNotMounted, mounted, openShop, type Shop, type ShopPage } from '../harness';
import { islandWarnings, pages, probe, realErrors, table } from './helpers';

let shop: Shop;
let open: ReturnType<typeof pages>;
beforeAll(async () => {
  shop = await openShop();
  open = pages(shop);
});
afterEach(() => open.closeContexts());

// ------------------------------------------------------------------ the degradations (init scripts)
function sessionStorageThrows() {
  Object.defineProperty(window, 'sessionStorage', {
    configurable: true,
    get() {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    },
  });
}
function localStorageThrows() {
  Object.defineProperty(window, 'localStorage', {
    configurable: true,
    get() {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    },
  });
}
function storageFull() {
  Storage.prototype.setItem = function () {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
}
function noBroadcastChannel() {
  delete (window as { BroadcastChannel?: unknown }).BroadcastChannel;
}
function noIntersectionObserver() {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  delete (window as { IntersectionObserverEntry?: unknown }).IntersectionObserverEntry;
}
function noSchedulerYield() {
  const scheduler = (window as { Scheduler?: { prototype: { yield?: unknown } } }).Scheduler;
  if (scheduler) delete scheduler.prototype.yield;
}
function noScheduler() {
  delete (window as { scheduler?: unknown }).scheduler;
}
function noIdleCallback() {
  delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
  delete (window as { cancelIdleCallback?: unknown }).cancelIdleCallback;
}

/**
 * Cookies blocked for the site, as Chromium blocks them: the server never sees one (requests are sent
 * without and `Set-Cookie` is dropped), `document.cookie` is empty and ignores writes
 * (`navigator.cookieEnabled` false), and both storages throw on access.
 */
async function cookiesBlocked(context: BrowserContext): Promise<void> {
  await context.addInitScript(sessionStorageThrows);
  await context.addInitScript(localStorageThrows);
  await context.route(
    (url) => url.href.startsWith(shop.url),
    async (route) => {
      const request = route.request();
      const headers = { ...(await request.allHeaders()) };
      for (const name of ['cookie', 'content-length', 'host', 'connection']) delete headers[name];
      const body = request.postDataBuffer();
      const response = await fetch(request.url(), {
        method: request.method(),
        headers,
        body: body ? new Uint8Array(body) : undefined,
        redirect: 'manual',
      });
      const answer = Object.fromEntries(
        [...response.headers].filter(([name]) => !['set-cookie', 'content-length'].includes(name)),
      );
      await route.fulfill({
        status: response.status,
        headers: answer,
        body: Buffer.from(await response.arrayBuffer()),
      });
    },
  );
}
async function documentCookieDisabled(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setDocumentCookieDisabled', { disabled: true });
}

interface Condition {
  name: string;
  init: Array<() => void>;
  prepare?: (context: BrowserContext) => Promise<void>;
  setup?: (page: Page) => Promise<void>;
  storage: boolean;
  cookies: boolean;
}

const CONDITIONS: Condition[] = [
  { name: 'sessionStorage throws', init: [sessionStorageThrows], storage: false, cookies: true },
  { name: 'localStorage throws', init: [localStorageThrows], storage: false, cookies: true },
  { name: 'storage full (setItem throws)', init: [storageFull], storage: false, cookies: true },
  {
    name: 'cookies disabled',
    init: [],
    prepare: cookiesBlocked,
    setup: documentCookieDisabled,
    storage: false,
    cookies: false,
  },
  { name: 'no BroadcastChannel', init: [noBroadcastChannel], storage: true, cookies: true },
  { name: 'no IntersectionObserver', init: [noIntersectionObserver], storage: true, cookies: true },
  { name: 'no scheduler.yield', init: [noSchedulerYield], storage: true, cookies: true },
  { name: 'no scheduler at all', init: [noScheduler], storage: true, cookies: true },
  { name: 'no requestIdleCallback', init: [noIdleCallback], storage: true, cookies: true },
  {
    name: 'all missing, storage throws',
    init: [
      sessionStorageThrows,
      localStorageThrows,
      noBroadcastChannel,
      noIntersectionObserver,
      noScheduler,
      noIdleCallback,
    ],
    storage: false,
    cookies: true,
  },
];

const results: string[][] = [];
afterAll(async () => {
  console.log(`\nDegraded browsers\n${table(['condition', 'tour', 'fallbacks seen'], results)}\n`);
  await shop?.close();
});

const AJAX_BUTTON = 'ul.products .add_to_cart_button.ajax_add_to_cart';
const COUNT = 'a.cart-contents .cart-count';
const swatch = (attribute: string, value: string) =>
  `ul[data-attribute_name="attribute_pa_${attribute}"] li.variable-item[data-value="${value}"]`;

/** Every island on the page mounted (those waiting for an activation aside), none failed. */
async function allMounted(page: Page): Promise<void> {
  await bringAllIntoView(page);
  await expect.poll(() => islandsNotMounted(page), { timeout: 30_000 }).toEqual([]);
  expect(await page.$$eval('[data-island-failed]', (roots) => roots.length)).toBe(0);
}

async function clean(shopPage: ShopPage): Promise<void> {
  expect((await probe(shopPage.page)).uncaught).toEqual([]);
  expect(realErrors(shopPage)).toEqual([]);
}

describe.each(CONDITIONS)('$name', (condition) => {
  it('listing, product page and home page work; nothing throws', async () => {
    const row = [condition.name, '✗', ''];
    results.push(row);
    const seen: string[] = [];
    const options = {
      init: condition.init,
      ...(condition.prepare ? { prepare: condition.prepare } : {}),
      ...(condition.setup ? { setup: condition.setup } : {}),
    };
    shop.server.clearRequests();

    // 1. The listing: add to cart (a query switch, as a cookie would not reach the server everywhere).
    const listing = await open.open('/sklep/?cart_redirect_after_add=no', options);
    const { page, context } = listing;
    await allMounted(page);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => navigator.cookieEnabled)).toBe(condition.cookies);
    // A second tab on the home page hears the change without a request, where storage works.
    const other = condition.storage ? await context.newPage() : undefined;
    if (other) {
      await other.goto('/');
      await mounted(other, 'cart-fragments', 15_000);
      await other.waitForLoadState('networkidle');
    }
    const refreshes = shop.requests('wc-ajax:get_refreshed_fragments').length;
    await page.click(`${AJAX_BUTTON} >> nth=0`);
    await expect.poll(() => page.textContent(COUNT)).toBe('1');
    if (other) {
      await expect.poll(() => other.textContent(COUNT)).toBe('1');
      expect(shop.requests('wc-ajax:get_refreshed_fragments').length).toBe(refreshes);
      seen.push('tabs synced by storage events');
      await other.close();
    }

    // 2. A variable product: gallery, tabs, stars (IntersectionObserver or not), a variation chosen.
    await page.goto('/produkt/koszulka-bawelniana/');
    if (!condition.init.includes(noIntersectionObserver)) await mounted(page, 'variation-form', 15_000);
    else {
      // Without IntersectionObserver, 'visible' islands mount at once, without any scrolling.
      await mounted(page, 'review-rating', 15_000);
      seen.push('visible islands mounted at once');
    }
    // The stars are in the reviews tab: open it, and they come into view.
    await mounted(page, 'tabs', 15_000);
    await page.click('.wc-tabs a[href="#tab-reviews"]');
    await page.locator('#respond').scrollIntoViewIfNeeded();
    await allMounted(page);
    expect(await page.locator('#respond p.stars [role="radio"]').count()).toBe(5);
    await page.evaluate(() => scrollTo(0, 0));
    await page.click(swatch('kolor', 'czerwony'));
    await page.click(swatch('rozmiar', 's'));
    await expect.poll(() => page.inputValue('input.variation_id')).toBe('201');
    await clean(listing);

    // 3. The home page: fragments, the store notice.
    shop.server.clearRequests();
    await page.goto('/');
    await allMounted(page);
    await page.waitForLoadState('networkidle');
    const fetched = shop.requests('wc-ajax:get_refreshed_fragments').length;
    if (!condition.storage) {
      // WooCommerce's rule without storage: fresh fragments from the server on every page.
      expect(fetched).toBe(1);
      seen.push('fragments fetched on every page');
    } else expect(fetched).toBe(0); // the stored ones were fresh
    // Without cookies the server keeps no cart between requests: the page shows its empty one.
    expect(await page.textContent(COUNT)).toBe(condition.cookies ? '1' : '0');
    await page.click('.woocommerce-store-notice__dismiss-link');
    await expect.poll(() => page.isVisible('p.woocommerce-store-notice')).toBe(false);
    await page.reload();
    await mounted(page, 'store-notice', 15_000);
    expect(await page.isVisible('p.woocommerce-store-notice')).toBe(!condition.cookies);
    if (!condition.cookies) {
      seen.push('notice dismissed for the page only');
      expect(await context.cookies()).toEqual([]);
      seen.push('no cookie stored');
    }
    await clean(listing);
    expect(islandWarnings(listing.warnings)).toEqual([]);
    row[1] = '✓';
    row[2] = seen.join('; ') || 'none needed';
  }, 90_000);
});
