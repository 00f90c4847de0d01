/**
 * The checkout's inline validation (/zamowienie/): a field left or changed is judged by its row's rules
 * (WooCommerce's row classes and `aria-invalid`), typing clears the verdict; where checkout.js stays, the
 * island judges nothing.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mounted, openShop, type Shop, type ShopPage } from './harness';

let shop: Shop;
beforeAll(async () => {
  shop = await openShop();
});
afterAll(() => shop?.close());

async function open(path = '/zamowienie/?ship_to_different=0'): Promise<ShopPage> {
  const shopPage = await shop.open(path);
  await mounted(shopPage.page, 'checkout');
  return shopPage;
}

const verdict = (page: Page, id: string) =>
  page.$eval(`#${id}`, (field) => ({
    row: [...field.closest('.form-row')!.classList].filter((c) => c.startsWith('woocommerce-')),
    ariaInvalid: field.getAttribute('aria-invalid'),
    describedBy: field.getAttribute('aria-describedby'),
  }));
const clean = ({ warnings, errors }: ShopPage) =>
  expect({ warnings, errors }).toEqual({ warnings: [], errors: [] });

describe('checkout inline validation', () => {
  it('a required field left empty is invalid; typing clears it; filled it is validated', async () => {
    const shopPage = await open();
    const { page } = shopPage;
    await page.focus('#billing_first_name');
    await page.focus('#billing_last_name');
    await expect
      .poll(() => verdict(page, 'billing_first_name'))
      .toEqual({
        row: ['woocommerce-invalid', 'woocommerce-invalid-required-field'],
        ariaInvalid: 'true',
        describedBy: null,
      });
    await page.locator('#billing_first_name').pressSequentially('A');
    await expect
      .poll(() => verdict(page, 'billing_first_name'))
      .toEqual({
        row: [],
        ariaInvalid: null,
        describedBy: null,
      });
    await page.locator('#billing_first_name').pressSequentially('la');
    await page.focus('#billing_last_name');
    await expect
      .poll(() => verdict(page, 'billing_first_name'))
      .toEqual({
        row: ['woocommerce-validated'],
        ariaInvalid: null,
        describedBy: null,
      });
    clean(shopPage);
  });

  it('an email that is not an address is invalid; a phone with letters too; the description stays linked', async () => {
    const shopPage = await open();
    const { page } = shopPage;
    await page.fill('#billing_email', 'ala@');
    await page.fill('#billing_phone', '600 abc');
    await page.focus('#billing_first_name');
    await expect
      .poll(() => verdict(page, 'billing_email'))
      .toEqual({
        row: ['woocommerce-invalid', 'woocommerce-invalid-email'],
        ariaInvalid: 'true',
        describedBy: null,
      });
    await expect
      .poll(() => verdict(page, 'billing_phone'))
      .toEqual({
        row: ['woocommerce-invalid', 'woocommerce-invalid-phone'],
        ariaInvalid: 'true',
        describedBy: 'billing_phone-description',
      });
    await page.fill('#billing_email', 'ala@example.com');
    await page.fill('#billing_phone', '+48 600 100 200');
    await page.focus('#billing_first_name');
    await expect
      .poll(async () => (await verdict(page, 'billing_email')).row)
      .toEqual(['woocommerce-validated']);
    await expect
      .poll(() => verdict(page, 'billing_phone'))
      .toEqual({
        row: ['woocommerce-validated'],
        ariaInvalid: null,
        describedBy: 'billing_phone-description',
      });
    clean(shopPage);
  });

  it('judges nothing where checkout.js stays', async () => {
    const shopPage = await open('/zamowienie/?ship_to_different=0&classic_checkout=1');
    const { page } = shopPage;
    await page.focus('#billing_first_name');
    await page.focus('#billing_last_name');
    expect((await verdict(page, 'billing_first_name')).row).toEqual([]);
    // The island fetches its rules on the first edit it judges: here it never asked for them.
    const fetched = await page.evaluate(() =>
      performance.getEntriesByType('resource').filter((r) => r.name.includes('field-verdict')),
    );
    expect(fetched).toEqual([]);
    clean(shopPage);
  });
});
