/**
 * The checkout's order review as the shopper edits the form (/zamowienie/): the first update at load, the
 * address, ship-to and shipping-method triggers with checkout.js's typing pause and its complete-address
 * rule, the request body, the payment methods' boxes and `payment_method_selected`, and the events' order
 * heard through `wcIslands` from the loader's first moment.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mounted, openShop, type Shop, type ShopPage } from './harness';

let shop: Shop;
beforeAll(async () => {
  shop = await openShop();
});
afterAll(() => shop?.close());

const EVENTS = ['init_checkout', 'update_checkout', 'updated_checkout', 'payment_method_selected'];

/** Subscribes to the bus the moment the loader publishes its API: every event of the checkout is heard. */
function recordBus(events: string[]) {
  const w = window as unknown as { heard: string[]; wcIslands?: unknown };
  w.heard = [];
  let api: unknown;
  Object.defineProperty(window, 'wcIslands', {
    configurable: true,
    get: () => api,
    set(value: { on?: (name: string, fn: (args: unknown[]) => void) => void }) {
      api = value;
      for (const name of events)
        value.on?.(name, (args) => {
          const arg = args[0] as { current_target?: Element | null } | undefined;
          const target = arg?.current_target;
          w.heard.push(target ? `${name}(${target.id})` : name);
        });
    },
  });
}

async function open(path = '/zamowienie/', reducedMotion?: 'reduce'): Promise<ShopPage> {
  shop.server.clearRequests();
  const context = await shop.browser.newContext({ baseURL: shop.url, reducedMotion });
  await context.addInitScript(recordBus, EVENTS);
  const shopPage = await shop.open(path, { context });
  await mounted(shopPage.page, 'checkout');
  await updates(shopPage.page, 1);
  return shopPage;
}

const heard = (page: Page) => page.evaluate(() => (window as unknown as { heard: string[] }).heard);
const updates = (page: Page, n: number) =>
  page.waitForFunction(
    (n) =>
      (window as unknown as { heard: string[] }).heard.filter((e) => e === 'updated_checkout').length >= n,
    n,
  );
const reviews = () => shop.requests('wc-ajax:update_order_review');
const clean = ({ warnings, errors }: ShopPage) =>
  expect({ warnings, errors }).toEqual({ warnings: [], errors: [] });

describe('checkout order review triggers', () => {
  it('asks once at load: payment method, init_checkout, update_checkout, updated_checkout', async () => {
    const shopPage = await open();
    const { page } = shopPage;
    expect(await heard(page)).toEqual([
      'payment_method_selected',
      'init_checkout',
      'update_checkout',
      'updated_checkout',
    ]);
    expect(reviews()).toHaveLength(1);
    expect(reviews()[0]!.body).toMatchObject({
      security: 'a1b2c3d4e5',
      payment_method: 'przelewy24',
      country: 'PL',
      s_country: 'PL',
      postcode: '',
      has_full_address: 'false',
      'shipping_method[0]': 'flat_rate:1',
    });
    clean(shopPage);
  });

  it('typing an address asks once, after the pause, once the address is complete', async () => {
    const shopPage = await open('/zamowienie/?ship_to_different=0');
    const { page } = shopPage;
    shop.server.clearRequests();
    await page.locator('#billing_address_1').pressSequentially('Długa 1');
    await page.locator('#billing_postcode').pressSequentially('00-001');
    await page.locator('#billing_city').pressSequentially('Warszawa');
    await updates(page, 2);
    expect(reviews()).toHaveLength(1);
    expect(reviews()[0]!.body).toMatchObject({
      address: 'Długa 1',
      postcode: '00-001',
      city: 'Warszawa',
      s_city: 'Warszawa',
      s_address: 'Długa 1',
      has_full_address: 'true',
    });
    expect((await heard(page)).slice(4)).toEqual(['update_checkout', 'updated_checkout']);
    clean(shopPage);
  });

  it('ship to a different address asks at once and sends the address it names', async () => {
    const shopPage = await open();
    const { page } = shopPage;
    await page.fill('#shipping_city', 'Sopot');
    await page.fill('#billing_city', 'Gdańsk');
    shop.server.clearRequests();
    await page.uncheck('#ship-to-different-address input');
    await updates(page, 2);
    await page.check('#ship-to-different-address input');
    await updates(page, 3);
    expect(reviews().map((r) => [r.body.city, r.body.s_city])).toEqual([
      ['Gdańsk', 'Gdańsk'],
      ['Gdańsk', 'Sopot'],
    ]);
    expect((await heard(page)).slice(4)).toEqual([
      'update_checkout(ship-to-different-address-checkbox)',
      'updated_checkout',
      'update_checkout(ship-to-different-address-checkbox)',
      'updated_checkout',
    ]);
    clean(shopPage);
  });
});

describe('checkout payment methods', () => {
  const boxes = (page: Page) =>
    page.$$eval('div.payment_box', (els) =>
      els.map((el) => `${getComputedStyle(el).display === 'none' ? '-' : '+'}${el.classList[1]}`),
    );

  it('shows the chosen method’s box, fires payment_method_selected on a change only', async () => {
    const shopPage = await open();
    const { page } = shopPage;
    shop.server.clearRequests();
    await page.click('#payment_method_bacs');
    await expect
      .poll(() => boxes(page))
      .toEqual(['-payment_method_przelewy24', '+payment_method_bacs', '-payment_method_cod']);
    await page.click('#payment_method_bacs');
    expect((await heard(page)).slice(4)).toEqual(['payment_method_selected']);
    expect(await page.textContent('#place_order')).toBe('Kupuję i płacę');
    expect(reviews()).toHaveLength(0);
    clean(shopPage);
  });

  it('slides the boxes as checkout.js does; a method chosen again while its box slides out gets it back', async () => {
    const shopPage = await open();
    const { page } = shopPage;
    // Each slide starts paused, so the second choice surely comes mid-slide, however slow the machine.
    await page.evaluate(() => {
      const animate = Element.prototype.animate;
      Element.prototype.animate = function (...args: Parameters<typeof animate>) {
        const animation = animate.apply(this, args);
        animation.pause();
        return animation;
      };
    });
    const sliding = () => page.$$eval('div.payment_box', (els) => els.map((el) => el.getAnimations().length));
    await page.click('#payment_method_bacs');
    expect(await sliding()).toEqual([1, 1, 0]);
    await page.click('#payment_method_przelewy24');
    expect(await sliding()).toEqual([1, 1, 0]);
    await page.evaluate(() => {
      for (const animation of document.getAnimations()) animation.play();
    });
    await expect.poll(sliding).toEqual([0, 0, 0]);
    expect(await boxes(page)).toEqual([
      '+payment_method_przelewy24',
      '-payment_method_bacs',
      '-payment_method_cod',
    ]);
    expect(await page.$eval('div.payment_box', (el) => el.getBoundingClientRect().height)).toBeGreaterThan(0);
    clean(shopPage);
  });

  it('switches the boxes at once for a shopper who asks for reduced motion', async () => {
    const shopPage = await open('/zamowienie/', 'reduce');
    const { page } = shopPage;
    await page.click('#payment_method_cod');
    expect(await boxes(page)).toEqual([
      '-payment_method_przelewy24',
      '-payment_method_bacs',
      '+payment_method_cod',
    ]);
    clean(shopPage);
  });

  it('keeps the chosen method across a new payment section', async () => {
    const shopPage = await open();
    const { page } = shopPage;
    await page.click('#payment_method_cod');
    await page.evaluate(() =>
      (window as unknown as { wcIslands: { emit(n: string, a: unknown[]): void } }).wcIslands.emit(
        'update_checkout',
        [],
      ),
    );
    await updates(page, 2);
    expect(await page.isChecked('#payment_method_cod')).toBe(true);
    expect(await boxes(page)).toEqual([
      '-payment_method_przelewy24',
      '-payment_method_bacs',
      '+payment_method_cod',
    ]);
    expect((await heard(page)).slice(4)).toEqual([
      'payment_method_selected',
      'update_checkout',
      'updated_checkout',
    ]);
    clean(shopPage);
  });
});
