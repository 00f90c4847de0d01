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

describe('account page on a classic theme', () => {
  it('keeps both columns, login and registration, side by side: the tabs are Salient’s', async () => {
    const { page, warnings, errors } = await open('/moje-konto/#rejestracja');
    await mounted(page, 'password-toggle');
    // The account-tabs island settles too (mounted or declined), then neither column may be hidden.
    await page.waitForSelector('#customer_login[data-island-mounted], #customer_login[data-island-failed]', {
      state: 'attached',
    });
    await expect.poll(() => page.locator('#customer_login [role=tab]').count()).toBe(0);
    await expect(page.locator('form.login').isVisible()).resolves.toBe(true);
    await expect(page.locator('form.register').isVisible()).resolves.toBe(true);
    const [login, register] = await page
      .locator('#customer_login > [class*=u-column]')
      .evaluateAll((cols) => cols.map((c) => c.getBoundingClientRect().toJSON() as DOMRect));
    expect(register!.left).toBeGreaterThan(login!.right - 1); // two columns, as the theme lays them out
    expect(warnings.filter((w) => w.includes('account-tabs'))).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
