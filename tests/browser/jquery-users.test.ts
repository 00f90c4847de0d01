/**
 * Scripts that use jQuery without declaring it: a wishlist plugin's file (fixtures/assets/wishlist-stand-in.js,
 * `?wishlist=1`) and a theme's inline script (`?theme_inline=1`) call the global jQuery and list no `jquery`
 * dependency. The plugin keeps jQuery before such a script (php-stubs/includes/jquery.php); the demo shop
 * stands in for it by the same rule. Such a product page has jQuery, nothing throws, the script works and the
 * islands still mount; a product page where nothing uses jQuery (none of them, or the same plugin's release
 * without jQuery) still prints none.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { booted, mounted, openShop, type Shop } from './harness';

let shop: Shop;
beforeAll(async () => {
  shop = await openShop();
});
afterAll(async () => {
  await shop?.close();
});

const PRODUCT = '/produkt/kubek-poranek/';

/** The page's script files in order, and whether the global jQuery is there. */
const scripts = (page: Page) =>
  page.evaluate(() => ({
    files: [...document.scripts]
      .map((s) => new URL(s.src || location.href).pathname)
      .filter((p) => p.endsWith('.js')),
    jquery: typeof (window as unknown as { jQuery?: unknown }).jQuery,
  }));

/** Clicks the wishlist button and waits for the plugin's answer. */
async function addToWishlist(page: Page): Promise<void> {
  await page.click('.add_to_wishlist');
  await page.waitForSelector('.add_to_wishlist.added[aria-pressed="true"]');
  expect(await page.textContent('.wishlist-stand-in__message')).toBe('Dodano do listy życzeń.');
}

describe('jQuery stays where a script uses it without declaring it', () => {
  it("a wishlist plugin's file: jQuery is printed before it, it works, the islands mount", async () => {
    const { page, errors } = await shop.open(`${PRODUCT}?wishlist=1`);
    const { files, jquery } = await scripts(page);
    expect(jquery).toBe('function');
    expect(files.indexOf('/vendor/jquery.js')).toBeGreaterThan(-1);
    expect(files.indexOf('/vendor/jquery.js')).toBeLessThan(files.indexOf('/assets/wishlist-stand-in.js'));
    await addToWishlist(page);
    await booted(page);
    await mounted(page, 'tabs');
    expect(errors).toEqual([]);
  });

  it("a theme's inline script calling jQuery runs", async () => {
    const { page, errors } = await shop.open(`${PRODUCT}?theme_inline=1`);
    await page.waitForSelector('body.theme-inline-ran', { state: 'attached' });
    expect((await scripts(page)).jquery).toBe('function');
    await booted(page);
    expect(errors).toEqual([]);
  });
});

describe('a page where nothing uses jQuery still prints none', () => {
  for (const [name, query] of [
    ['the product page', ''],
    ["the wishlist plugin's release without jQuery", '?wishlist=plain'],
  ] as const) {
    it(name, async () => {
      const { page, errors } = await shop.open(`${PRODUCT}${query}`);
      await booted(page);
      await mounted(page, 'tabs');
      const { files, jquery } = await scripts(page);
      expect(jquery).toBe('undefined');
      expect(files.filter((file) => file.includes('jquery'))).toEqual([]);
      if (query) {
        await addToWishlist(page);
        expect(await page.getAttribute('.add_to_wishlist', 'data-jquery')).toBe('none');
      }
      expect(errors).toEqual([]);
    });
  }
});
