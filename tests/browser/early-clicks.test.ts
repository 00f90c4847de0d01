/**
 * Clicks during the boot: a shopper's activation of an island's control made before its island has mounted
 * (here: before the islands' runtime has even arrived, held back by the test) is neither followed as a link nor
 * lost. The loader holds it from its first moment; once the island has mounted it is done again: the loop's add
 * to cart adds without leaving the page, the swatch is chosen, the tab is shown, the gallery image opens the
 * lightbox.
 */
import type { BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openShop, type Shop } from './harness';

let shop: Shop;
beforeAll(async () => {
  shop = await openShop();
});
afterAll(async () => {
  await shop?.close();
});

let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

/** A page whose runtime (the core the loader imports once the page is parsed) arrives only when released. */
async function openHeld(path: string): Promise<{ page: Page; release: () => void; errors: string[] }> {
  context = await shop.browser.newContext({ baseURL: shop.url });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/chunks\/core-[^/]+\.js$/, async (route: Route) => {
    await held;
    await route.continue();
  });
  await page.goto(path);
  // The loader has run (it keeps the queue): from here on a click is held, not followed.
  await page.waitForFunction(() => Array.isArray((window as { wcIslands?: unknown }).wcIslands));
  return { page, release, errors };
}

/** Counts the page's navigations to another document from now on (the lightbox's deep link is no such one). */
function navigations(page: Page): () => number {
  const path = () => new URL(page.url()).pathname + new URL(page.url()).search;
  const start = path();
  let count = 0;
  page.on('framenavigated', (frame) => frame === page.mainFrame() && path() !== start && count++);
  return () => count;
}

describe('an activation before its island has mounted is held and done once it has', () => {
  it('the loop’s add to cart adds without leaving the page', async () => {
    // The shop's redirect to the cart after an add is off here: the page stays, showing the added state.
    const { page, release, errors } = await openHeld('/sklep/?cart_redirect_after_add=no');
    const navigated = navigations(page);
    const button = page.locator('ul.products .ajax_add_to_cart').first();
    await button.click();
    expect(navigated()).toBe(0);
    release();
    await expect.poll(() => button.getAttribute('class')).toContain('added');
    expect(navigated()).toBe(0);
    expect(shop.requests('wc-ajax:add_to_cart').length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it('a swatch is chosen, a tab shown and a gallery image opens the lightbox', async () => {
    const { page, release, errors } = await openHeld('/produkt/koszulka-bawelniana/');
    const navigated = navigations(page);
    await page.click('ul[data-attribute_name="attribute_pa_kolor"] li.variable-item[data-value="czerwony"]');
    await page.click('.wc-tabs li.reviews_tab a');
    await page.click('.woocommerce-product-gallery__image:nth-child(2) a');
    expect(page.url()).not.toContain('#tab-reviews');
    release();
    await page.waitForSelector('[role="dialog"][aria-modal="true"]');
    expect(await page.inputValue('select[name="attribute_pa_kolor"]')).toBe('czerwony');
    expect(await page.isVisible('#tab-reviews')).toBe(true);
    expect(await page.isVisible('#tab-description')).toBe(false);
    expect(navigated()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('a modified click (a new tab) is never held', async () => {
    const { page, release } = await openHeld('/produkt/koszulka-bawelniana/');
    const opened = context!.waitForEvent('page');
    await page.click('.woocommerce-product-gallery__image:nth-child(2) a', { modifiers: ['ControlOrMeta'] });
    await opened;
    release();
  });
});
