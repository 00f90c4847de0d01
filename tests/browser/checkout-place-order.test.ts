/**
 * Placing the order on the checkout (/zamowienie/): the gateways' `checkout_place_order` vetoes (bus and
 * jQuery, a handler returning false stops the order), the form POSTed to `checkout_url`, the failure's
 * messages shown as the classic checkout shows them (notice group, links, inline errors, focus,
 * `checkout_error`), the success's redirect, and one request however often the shopper submits.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mounted, openShop, type Shop, type ShopPage } from './harness';

let shop: Shop;
beforeAll(async () => {
  shop = await openShop();
});
afterAll(() => shop?.close());

const RECEIVED = '**/zamowienie/zamowienie-otrzymane/**';

async function open(path = '/zamowienie/?ship_to_different=0'): Promise<ShopPage> {
  shop.server.clearRequests();
  const shopPage = await shop.open(path);
  const { page } = shopPage;
  await page.route(RECEIVED, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Zamówienie przyjęte</h1>' }),
  );
  await mounted(page, 'checkout');
  await page.evaluate(() => {
    const w = window as unknown as {
      heard: string[];
      wcIslands: {
        on(name: string, fn: (args: unknown[]) => void): void;
        onVeto(name: string, fn: () => boolean): void;
      };
    };
    w.heard = [];
    w.wcIslands.on('checkout_error', () => w.heard.push('checkout_error'));
    for (const name of ['checkout_place_order', 'checkout_place_order_bacs', 'checkout_place_order_success'])
      w.wcIslands.onVeto(name, () => (w.heard.push(name), true));
  });
  return shopPage;
}

async function fillAddress(page: Page) {
  for (const [id, value] of [
    ['billing_first_name', 'Ala'],
    ['billing_last_name', 'Nowak'],
    ['billing_address_1', 'Długa 1'],
    ['billing_postcode', '00-001'],
    ['billing_city', 'Warszawa'],
    ['billing_phone', '600 100 200'],
    ['billing_email', 'ala@example.com'],
  ])
    await page.fill(`#${id}`, value!);
}

const heard = (page: Page) => page.evaluate(() => (window as unknown as { heard: string[] }).heard);
const placed = () => shop.requests('wc-ajax:checkout');

describe('placing the order', () => {
  it('a required field left empty: the shop’s errors as classic shows them, nothing placed', async () => {
    const { page, warnings, errors } = await open();
    await fillAddress(page);
    await page.fill('#billing_first_name', '');
    await page.click('#place_order');
    await page.waitForSelector('form.checkout > .woocommerce-NoticeGroup-checkout');
    expect(placed()).toHaveLength(1);
    expect(placed()[0]!.body).toMatchObject({
      billing_first_name: '',
      billing_last_name: 'Nowak',
      payment_method: 'przelewy24',
      'woocommerce-process-checkout-nonce': '5e1f0a2b3c',
    });
    const shown = await page.$eval('.woocommerce-NoticeGroup-checkout', (group) => ({
      first: group.parentElement!.firstElementChild === group,
      alert: group.firstElementChild!.getAttribute('role'),
      list: [
        group.querySelector('ul')!.getAttribute('role'),
        group.querySelector('ul')!.getAttribute('tabindex'),
      ],
      link: group.querySelector('li[data-id="billing_first_name"] > a')?.getAttribute('href'),
      focused: document.activeElement === group.querySelector('ul'),
    }));
    expect(shown).toEqual({
      first: true,
      alert: 'alert',
      list: [null, '-1'],
      link: '#billing_first_name',
      focused: true,
    });
    expect(
      await page.$eval('#billing_first_name', (f) => ({
        inline: f.closest('.form-row')!.querySelector('.checkout-inline-error-message')?.id,
        describedBy: f.getAttribute('aria-describedby'),
        invalid: f.getAttribute('aria-invalid'),
        row: f.closest('.form-row')!.classList.contains('woocommerce-invalid-required-field'),
      })),
    ).toEqual({
      inline: 'billing_first_name_description',
      describedBy: 'billing_first_name_description',
      invalid: 'true',
      row: true,
    });
    expect(
      await page.$eval('form.checkout', (f) => [
        f.classList.contains('processing'),
        f.getAttribute('aria-busy'),
      ]),
    ).toEqual([false, null]);
    expect(await heard(page)).toEqual(['checkout_place_order', 'checkout_error']);
    expect(new URL(page.url()).pathname).toBe('/zamowienie/');
    expect({ warnings, errors }).toEqual({ warnings: [], errors: [] });
  });

  it('a jQuery gateway handler returning false stops the order once; then it is placed and the shopper redirected', async () => {
    const { page, warnings, errors } = await open('/zamowienie/?ship_to_different=0&jquery=1');
    await page.waitForFunction(() => 'jQuery' in window);
    await page.evaluate(() => {
      const w = window as unknown as {
        heard: string[];
        jQuery: (el: unknown) => { on(name: string, fn: (e: unknown, checkout: unknown) => unknown): void };
      };
      let asked = 0;
      w.jQuery('form.checkout').on('checkout_place_order_bacs', (_e, checkout) => {
        w.heard.push(`jQuery gateway ${typeof checkout}`);
        return ++asked > 1;
      });
    });
    await fillAddress(page);
    await page.click('#payment_method_bacs');
    await page.click('#place_order');
    await expect
      .poll(() => heard(page))
      .toEqual(['checkout_place_order', 'checkout_place_order_bacs', 'jQuery gateway object']);
    expect(placed()).toHaveLength(0);
    await Promise.all([page.waitForURL(RECEIVED), page.click('#place_order')]);
    expect(placed()).toHaveLength(1);
    expect(placed()[0]!.body).toMatchObject({ payment_method: 'bacs', billing_email: 'ala@example.com' });
    expect(new URL(page.url()).pathname).toBe('/zamowienie/zamowienie-otrzymane/1001/');
    expect({ warnings, errors }).toEqual({ warnings: [], errors: [] });
  });

  it('a second submit while the first is under way sends nothing more', async () => {
    const { page } = await open();
    await fillAddress(page);
    await Promise.all([
      page.waitForURL(RECEIVED),
      page.evaluate(() => {
        const form = document.querySelector<HTMLFormElement>('form.checkout')!;
        form.requestSubmit();
        form.requestSubmit();
      }),
    ]);
    expect(placed()).toHaveLength(1);
  });
});
