/**
 * The cart page (/koszyk/) with the cart island: Update cart enabled by a quantity change and sent by
 * AJAX (button and Enter), remove and undo, coupons and shipping methods; the answers swapped in, the
 * islands inside mounted again, and WooCommerce's events in its order, heard through wcIslands and jQuery.
 */
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mounted, openShop, type Shop, type ShopPage } from './harness';

let shop: Shop;
beforeAll(async () => {
  shop = await openShop();
});
afterAll(() => shop?.close());

const EVENTS = [
  'updated_wc_div',
  'updated_cart_totals',
  'wc_cart_emptied',
  'item_removed_from_classic_cart',
  'applied_coupon',
  'removed_coupon',
  'updated_shipping_method',
];
const FORM = 'form.woocommerce-cart-form';
const UPDATE = `${FORM} button[name=update_cart]`;
const QTY = `${FORM} input.qty`;

const clean = ({ warnings, errors }: ShopPage) =>
  expect({ warnings, errors }).toEqual({ warnings: [], errors: [] });

/** A cart page with `products` added (the no-JS add), the island mounted and the events logged both ways. */
async function cartWith(products: number[], query = '?jquery=1'): Promise<ShopPage> {
  const shopPage = await shop.open('/koszyk/');
  const { page } = shopPage;
  for (const id of products) await page.request.get(`/sklep/?cart_redirect_after_add=no&add-to-cart=${id}`);
  await page.goto(`/koszyk/${query}`);
  await mounted(page, 'cart');
  await page.evaluate((names) => {
    const w = window as unknown as {
      log: string[];
      jQuery?: (el: Element) => { on(name: string, fn: (e: unknown, ...args: unknown[]) => void): void };
      wcIslands: { push(fn: (islands: { on: On }) => void): void };
    };
    type On = (name: string, listener: (args: unknown[]) => void) => void;
    w.log = [];
    w.wcIslands.push((islands) => {
      for (const name of names)
        islands.on(name, (args: unknown[]) =>
          w.log.push(`bus:${name}${args.length ? `:${args.join()}` : ''}`),
        );
    });
    for (const name of names)
      w.jQuery?.(document.body).on(name, (_e, ...args) =>
        w.log.push(`jq:${name}${args.length ? `:${args.join()}` : ''}`),
      );
  }, EVENTS);
  return shopPage;
}

const log = (page: Page) => page.evaluate(() => (window as unknown as { log: string[] }).log);
const onlyBus = (entries: string[]) => entries.filter((e) => e.startsWith('bus:')).map((e) => e.slice(4));
const onlyJq = (entries: string[]) => entries.filter((e) => e.startsWith('jq:')).map((e) => e.slice(3));

async function pageRequest(page: Page, action: () => Promise<unknown>, match: (r: Request) => boolean) {
  const [request] = await Promise.all([page.waitForRequest(match), action()]);
  return request;
}

describe('update cart', () => {
  it('is disabled until a quantity changes, then posts the form and swaps form, totals and notices', async () => {
    const shopPage = await cartWith([101]);
    const { page } = shopPage;
    expect(await page.isDisabled(UPDATE)).toBe(true);
    const subtotal = await page.textContent('.cart_totals .order-total');
    await page.fill(QTY, '3');
    expect(await page.isDisabled(UPDATE)).toBe(false);
    await page.evaluate(() =>
      document.querySelector('form.woocommerce-cart-form')!.setAttribute('data-old', '1'),
    );
    const request = await pageRequest(
      page,
      () => page.click(UPDATE),
      (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/koszyk/',
    );
    const body = new URLSearchParams(request.postData() ?? '');
    expect(body.get('update_cart')).toBeTruthy();
    expect([...body.keys()].find((k) => /^cart\[[0-9a-f]+\]\[qty\]$/.test(k))).toBeTruthy();
    expect(body.get('woocommerce-cart-nonce')).toBeTruthy();
    await expect.poll(() => page.locator(`${FORM}[data-old]`).count()).toBe(0);
    expect(await page.inputValue(QTY)).toBe('3');
    expect(await page.isDisabled(UPDATE)).toBe(true);
    expect(await page.textContent('.cart_totals .order-total')).not.toBe(subtotal);
    expect(await page.textContent('.woocommerce-notices-wrapper .woocommerce-message')).toContain(
      'Koszyk został zaktualizowany.',
    );
    // The quantity island inside the new form is mounted again.
    await page.waitForSelector(`${FORM} .quantity[data-island-mounted]`, {
      state: 'attached',
      timeout: 5000,
    });
    expect(onlyBus(await log(page))).toEqual(['updated_cart_totals', 'updated_wc_div']);
    expect(onlyJq(await log(page))).toEqual(['updated_cart_totals', 'updated_wc_div']);
    expect(await page.getAttribute(FORM, 'aria-busy')).toBeNull();
    expect(page.url()).toMatch(/\/koszyk\/\?jquery=1$/);
    clean(shopPage);
  });

  it('sends the update on Enter in a quantity field', async () => {
    const shopPage = await cartWith([101], '');
    const { page } = shopPage;
    await page.fill(QTY, '2');
    const request = await pageRequest(
      page,
      () => page.press(QTY, 'Enter'),
      (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/koszyk/',
    );
    expect(new URLSearchParams(request.postData() ?? '').get('update_cart')).toBeTruthy();
    await expect.poll(() => log(page)).toEqual(['bus:updated_cart_totals', 'bus:updated_wc_div']);
    expect(await page.inputValue(QTY)).toBe('2');
    expect(page.url()).toMatch(/\/koszyk\/$/);
    clean(shopPage);
  });

  it('a quantity of 0 empties the cart: the cart content replaced by the empty-cart page', async () => {
    const shopPage = await cartWith([101]);
    const { page } = shopPage;
    await page.fill(QTY, '0');
    await page.click(UPDATE);
    // The empty-cart notice moves into the notices wrapper with the others, as WooCommerce's script moves it.
    await page.waitForSelector('.woocommerce-notices-wrapper .cart-empty');
    expect(await page.locator('.wc-empty-cart-message').count()).toBe(1);
    expect(await page.locator(FORM).count()).toBe(0);
    expect(await page.locator('.cart_totals').count()).toBe(0);
    expect(onlyBus(await log(page))).toEqual(['wc_cart_emptied', 'updated_wc_div']);
    expect(onlyJq(await log(page))).toEqual(['wc_cart_emptied', 'updated_wc_div']);
    await mounted(page, 'cart');
    clean(shopPage);
  });
});

describe('asked by another script', () => {
  it('jQuery’s wc_update_cart posts the cart form again; its truthy argument keeps the notices', async () => {
    const shopPage = await cartWith([101]);
    const { page } = shopPage;
    const isCartPost = (r: Request) => r.method() === 'POST' && new URL(r.url()).pathname === '/koszyk/';
    const addNotice = () =>
      page.evaluate(() =>
        document
          .querySelector('.woocommerce-notices-wrapper')!
          .insertAdjacentHTML('beforeend', '<div class="woocommerce-info" id="older">Older notice</div>'),
      );
    const trigger = (args: unknown[]) =>
      page.evaluate((a) => {
        const $ = (
          window as unknown as { jQuery: (el: Element) => { trigger(n: string, a: unknown[]): void } }
        ).jQuery;
        $(document.body).trigger('wc_update_cart', a);
      }, args);

    await addNotice();
    await pageRequest(page, () => trigger([true]), isCartPost);
    await expect
      .poll(async () => onlyBus(await log(page)))
      .toEqual(['updated_cart_totals', 'updated_wc_div']);
    expect(await page.locator('#older').count()).toBe(1);

    await pageRequest(page, () => trigger([]), isCartPost);
    await expect.poll(async () => onlyBus(await log(page)).length).toBe(4);
    expect(await page.locator('#older').count()).toBe(0);
    clean(shopPage);
  });
});

describe('remove and undo', () => {
  it('removes a line by AJAX with its undo notice; undo brings it back', async () => {
    const shopPage = await cartWith([101, 105]);
    const { page } = shopPage;
    expect(await page.locator(`${FORM} .cart_item`).count()).toBe(2);
    const remove = page.locator(`${FORM} .product-remove > a`).first();
    const href = (await remove.getAttribute('href'))!;
    const request = await pageRequest(
      page,
      () => remove.click(),
      (r) => r.url().includes('remove_item='),
    );
    expect(request.method()).toBe('GET');
    expect(new URL(request.url()).pathname + new URL(request.url()).search).toBe(href.replace(/&amp;/g, '&'));
    await expect.poll(() => page.locator(`${FORM} .cart_item`).count()).toBe(1);
    const notice = page.locator('.woocommerce-notices-wrapper .woocommerce-message');
    expect(await notice.textContent()).toContain('usunięto');
    await expect
      .poll(async () => onlyBus(await log(page)))
      .toEqual(['updated_cart_totals', 'updated_wc_div', 'item_removed_from_classic_cart']);
    expect(onlyJq(await log(page))).toEqual([
      'updated_cart_totals',
      'updated_wc_div',
      'item_removed_from_classic_cart',
    ]);
    expect(page.url()).toMatch(/\/koszyk\/\?jquery=1$/);

    await page.evaluate(() => ((window as unknown as { log: string[] }).log.length = 0));
    const undo = await pageRequest(
      page,
      () => page.click('.restore-item'),
      (r) => r.url().includes('undo_item='),
    );
    expect(undo.method()).toBe('GET');
    await expect.poll(() => page.locator(`${FORM} .cart_item`).count()).toBe(2);
    expect(await page.locator('.restore-item').count()).toBe(0);
    expect(onlyBus(await log(page))).toEqual(['updated_cart_totals', 'updated_wc_div']);
    clean(shopPage);
  });

  it('removing the last line empties the cart, and its undo restores the page', async () => {
    const shopPage = await cartWith([101], '');
    const { page } = shopPage;
    await page.click(`${FORM} .product-remove > a`);
    await page.waitForSelector('.woocommerce-notices-wrapper .cart-empty');
    await expect
      .poll(() => log(page))
      .toEqual(['bus:wc_cart_emptied', 'bus:updated_wc_div', 'bus:item_removed_from_classic_cart']);
    expect(await page.textContent('.woocommerce-message')).toContain('usunięto');
    // No cart form on the page: the undo's answer reloads it, as WooCommerce's script does.
    await Promise.all([page.waitForEvent('load'), page.click('.restore-item')]);
    expect(await page.locator(`${FORM} .cart_item`).count()).toBe(1);
  });
});

const ajaxBody = (endpoint: string) => (r: Request) => r.url().includes(`wc-ajax=${endpoint}`);
const params = (page: Page) =>
  page.evaluate(() => (window as unknown as { wc_cart_params: Record<string, string> }).wc_cart_params);

describe('coupons', () => {
  it('applies a valid coupon: its notice, applied_coupon with the code, then the whole cart again', async () => {
    const shopPage = await cartWith([101]);
    const { page } = shopPage;
    const total = await page.textContent('.cart_totals .order-total');
    await page.fill('#coupon_code', 'RABAT10');
    const request = await pageRequest(
      page,
      () => page.click('button[name=apply_coupon]'),
      ajaxBody('apply_coupon'),
    );
    expect(Object.fromEntries(new URLSearchParams(request.postData() ?? ''))).toEqual({
      security: (await params(page)).apply_coupon_nonce,
      coupon_code: 'RABAT10',
    });
    await page.waitForSelector('.cart_totals tr.cart-discount.coupon-rabat10');
    expect(await page.textContent('.cart_totals .order-total')).not.toBe(total);
    expect(await page.textContent('.woocommerce-notices-wrapper .woocommerce-message')).toContain(
      'Kod kuponu został zastosowany.',
    );
    await expect
      .poll(async () => onlyBus(await log(page)))
      .toEqual(['applied_coupon:RABAT10', 'updated_cart_totals', 'updated_wc_div']);
    expect(onlyJq(await log(page))).toEqual([
      'applied_coupon:RABAT10',
      'updated_cart_totals',
      'updated_wc_div',
    ]);
    clean(shopPage);
  });

  it('shows an invalid coupon’s error by the field, and typing clears it', async () => {
    const shopPage = await cartWith([101]);
    const { page } = shopPage;
    await page.fill('#coupon_code', 'nieistniejacy');
    await page.press('#coupon_code', 'Enter');
    await page.waitForSelector('.coupon #coupon-error-notice[role=alert]');
    await expect
      .poll(async () => onlyBus(await log(page)))
      .toEqual(['applied_coupon:nieistniejacy', 'updated_cart_totals', 'updated_wc_div']);
    const field = await page.$eval('#coupon_code', (el) => ({
      value: (el as HTMLInputElement).value,
      invalid: el.getAttribute('aria-invalid'),
      describedBy: el.getAttribute('aria-describedby'),
      error: el.classList.contains('has-error'),
      focused: document.activeElement === el,
    }));
    expect(field).toEqual({
      value: 'nieistniejacy',
      invalid: 'true',
      describedBy: 'coupon-error-notice',
      error: true,
      focused: true,
    });
    expect(await page.textContent('#coupon-error-notice')).toBe('Kupon „nieistniejacy” nie istnieje!');
    expect(await page.locator('.woocommerce-notices-wrapper .woocommerce-error').count()).toBe(0);
    await page.type('#coupon_code', 'x');
    expect(await page.locator('#coupon-error-notice').count()).toBe(0);
    expect(await page.getAttribute('#coupon_code', 'aria-invalid')).toBeNull();
    clean(shopPage);
  });

  it('removes a coupon: remove_coupon with the code, removed_coupon, then the cart again', async () => {
    const shopPage = await cartWith([101]);
    const { page } = shopPage;
    await page.fill('#coupon_code', 'rabat10');
    await page.click('button[name=apply_coupon]');
    await page.waitForSelector('a.woocommerce-remove-coupon');
    await expect.poll(async () => onlyBus(await log(page)).length).toBe(3);
    await page.evaluate(() => ((window as unknown as { log: string[] }).log.length = 0));
    const request = await pageRequest(
      page,
      () => page.click('a.woocommerce-remove-coupon'),
      ajaxBody('remove_coupon'),
    );
    expect(Object.fromEntries(new URLSearchParams(request.postData() ?? ''))).toEqual({
      security: (await params(page)).remove_coupon_nonce,
      coupon: 'rabat10',
    });
    await expect.poll(() => page.locator('tr.cart-discount').count()).toBe(0);
    await expect
      .poll(async () => onlyBus(await log(page)))
      .toEqual(['removed_coupon:rabat10', 'updated_cart_totals', 'updated_wc_div']);
    expect(await page.textContent('.woocommerce-notices-wrapper .woocommerce-message')).toContain(
      'Kupon został usunięty.',
    );
    expect(page.url()).toMatch(/\/koszyk\/\?jquery=1$/);
    clean(shopPage);
  });
});

describe('shipping methods', () => {
  it('a method chosen: update_shipping_method, the totals replaced, updated_shipping_method, focus kept', async () => {
    const shopPage = await cartWith([101]);
    const { page } = shopPage;
    const total = await page.textContent('.cart_totals .order-total');
    const request = await pageRequest(
      page,
      () => page.check('#shipping_method_0_flat_rate2'),
      ajaxBody('update_shipping_method'),
    );
    expect(Object.fromEntries(new URLSearchParams(request.postData() ?? ''))).toEqual({
      security: (await params(page)).update_shipping_method_nonce,
      'shipping_method[0]': 'flat_rate:2',
    });
    await expect
      .poll(async () => onlyBus(await log(page)))
      .toEqual(['updated_cart_totals', 'updated_shipping_method']);
    expect(onlyJq(await log(page))).toEqual(['updated_cart_totals', 'updated_shipping_method']);
    expect(await page.textContent('.cart_totals .order-total')).not.toBe(total);
    expect(await page.isChecked('#shipping_method_0_flat_rate2')).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('shipping_method_0_flat_rate2');
    expect(await page.getAttribute('div.cart_totals', 'aria-busy')).toBeNull();
    clean(shopPage);
  });
});

describe('WooCommerce’s cart.js kept', () => {
  it('stands aside where the plugin says cart.js stays: the form posts as without JavaScript', async () => {
    const context = await shop.browser.newContext({ baseURL: shop.url });
    await context.addInitScript(() => {
      // What the plugin adds to wc_cart_params where it keeps wc-cart.
      let params: Record<string, unknown> | undefined;
      Object.defineProperty(window, 'wc_cart_params', {
        configurable: true,
        get: () => params,
        set: (value: Record<string, unknown>) => (params = { ...value, wc_islands_classic_cart: true }),
      });
    });
    const { page } = await shop.open('/koszyk/', { context });
    await page.request.get('/sklep/?cart_redirect_after_add=no&add-to-cart=101');
    await page.goto('/koszyk/');
    await mounted(page, 'cart');
    const fetched: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'fetch') fetched.push(r.url());
    });
    expect(await page.isDisabled(UPDATE)).toBe(false);
    await page.fill(QTY, '2');
    await Promise.all([page.waitForEvent('load'), page.click(UPDATE)]);
    expect(await page.inputValue(QTY)).toBe('2');
    expect(await page.textContent('.woocommerce-message')).toContain('Koszyk został zaktualizowany.');
    expect(fetched.filter((url) => !url.includes('get_refreshed_fragments'))).toEqual([]);
    await context.close();
  });
});

describe('shipping calculator', () => {
  it('toggles its form, fits the state field to the country, and sends the address by AJAX', async () => {
    const shopPage = await cartWith([101]);
    const { page } = shopPage;
    const toggle = page.locator('.shipping-calculator-button');
    const form = page.locator('.shipping-calculator-form');
    expect(await form.isVisible()).toBe(false);
    await toggle.click();
    expect(await form.isVisible()).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    // Poland has no states: the field is hidden with its row.
    await expect.poll(() => page.getAttribute('#calc_shipping_state', 'type')).toBe('hidden');
    expect(await page.isVisible('#calc_shipping_state_field')).toBe(false);
    await page.selectOption('#calc_shipping_country', 'DE');
    await expect.poll(() => page.$eval('#calc_shipping_state', (el) => el.tagName)).toBe('SELECT');
    expect(await page.isVisible('#calc_shipping_state_field')).toBe(true);
    expect(
      await page.$$eval('#calc_shipping_state option', (options) =>
        options.map((o) => (o as HTMLOptionElement).value),
      ),
    ).toEqual(['', 'DE-BW', 'DE-BY', 'DE-BE', 'DE-HH']);
    await page.selectOption('#calc_shipping_state', 'DE-BY');
    await page.selectOption('#calc_shipping_country', 'GB');
    await expect.poll(() => page.getAttribute('#calc_shipping_state', 'type')).toBe('text');
    await page.selectOption('#calc_shipping_country', 'DE');
    await expect.poll(() => page.$eval('#calc_shipping_state', (el) => el.tagName)).toBe('SELECT');
    await page.selectOption('#calc_shipping_state', 'DE-BY');
    await page.fill('#calc_shipping_city', 'Monachium');
    await page.fill('#calc_shipping_postcode', '80331');
    await page.evaluate(() => ((window as unknown as { log: string[] }).log.length = 0));
    const request = await pageRequest(
      page,
      () => page.click('button[name=calc_shipping]'),
      (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/koszyk/',
    );
    expect(Object.fromEntries(new URLSearchParams(request.postData() ?? ''))).toMatchObject({
      calc_shipping_country: 'DE',
      calc_shipping_state: 'DE-BY',
      calc_shipping_city: 'Monachium',
      calc_shipping_postcode: '80331',
      calc_shipping: 'x',
    });
    await expect
      .poll(() => page.textContent('.woocommerce-shipping-destination'))
      .toContain('80331 Monachium, Bawaria, Niemcy');
    expect(await page.textContent('.shipping-calculator-button')).toBe('Zmień adres');
    expect(await page.isVisible('.shipping-calculator-form')).toBe(false);
    expect(onlyBus(await log(page))).toEqual(['updated_cart_totals', 'updated_wc_div']);
    expect(await page.textContent('.woocommerce-message')).toContain(
      'Koszty wysyłki zostały zaktualizowane.',
    );
    await toggle.click();
    expect(await page.isVisible('.shipping-calculator-form')).toBe(true);
    await toggle.click();
    expect(await page.isVisible('.shipping-calculator-form')).toBe(false);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    clean(shopPage);
  });
});
