/**
 * The shop on a plain classic theme (`theme=classic`, Storefront as the model: WooCommerce's markup and a
 * WooCommerce-like stylesheet, no Salient globals or CSS for the islands). What a real Storefront shop showed
 * broken: Salient warnings on every page, the account tabs, the gallery's slider, zoom and trigger.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bringAllIntoView, loaderReady, mounted, openShop, type Shop } from './harness';

let shop: Shop;

beforeAll(async () => {
  shop = await openShop();
});

afterAll(async () => {
  await shop?.close();
});

const CLASSIC = [{ name: 'qa_settings', value: 'theme%3Dclassic' }];
const open = (path: string) => shop.open(path, { cookies: CLASSIC });

describe('Salient globals on a classic theme', () => {
  it('no page warns that nectarOptions or nectar_front_i18n is not printed', async () => {
    for (const path of [
      '/',
      '/sklep/',
      '/produkt/kubek-poranek/',
      '/produkt/koszulka-bawelniana/',
      '/moje-konto/',
      '/koszyk/',
      '/zamowienie/',
    ]) {
      const { page, warnings, errors } = await open(path);
      await loaderReady(page);
      await bringAllIntoView(page);
      if (path.startsWith('/produkt/')) {
        await mounted(page, 'gallery');
        await page.locator('.woocommerce-product-gallery__image a').first().click();
        await page.locator('.pswp, [role=dialog]').first().waitFor();
      }
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      expect(
        warnings.filter((w) => /nectar/.test(w)),
        path,
      ).toEqual([]);
      expect(errors, path).toEqual([]);
      await page.close();
    }
  });
});
