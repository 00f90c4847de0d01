/**
 * The forms around the classic checkout form, on the demo checkout as WooCommerce prints them for a logged-out
 * shopper: the coupon toggle and form (apply → notice, review with the discount, WooCommerce's events in
 * order; the review's remove link; a rejected code under the field), the login toggle, and the create-account
 * box with its password field (the password toggle's button and strength meter).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mounted, openShop, type Shop, type ShopPage } from './harness';

let shop: Shop;
beforeAll(async () => {
  shop = await openShop();
});
afterAll(() => shop?.close());

const EVENTS = [
  'applied_coupon_in_checkout',
  'removed_coupon_in_checkout',
  'update_checkout',
  'updated_checkout',
];
const COUPON_FORM = 'form.checkout_coupon';
const LINK = 'a.showcoupon';
const DISCOUNT = 'tr.cart-discount.coupon-rabat10';

const clean = ({ warnings, errors }: ShopPage) =>
  expect({ warnings, errors }).toEqual({ warnings: [], errors: [] });

/** The checkout with its first order review done and WooCommerce's events logged through wcIslands and jQuery. */
async function open(query = '?jquery=1'): Promise<ShopPage> {
  shop.server.clearRequests();
  const shopPage = await shop.open(`/zamowienie/${query}`);
  const { page } = shopPage;
  await mounted(page, 'checkout');
  await page.waitForSelector('input[name=_wp_http_referer][value$="update_order_review"]', {
    state: 'attached',
  });
  await page.evaluate((names) => {
    const w = window as unknown as {
      log: string[];
      jQuery?: (el: Element) => { on(name: string, fn: (e: unknown, ...args: unknown[]) => void): void };
      wcIslands: { push(fn: (islands: { on: On }) => void): void };
    };
    type On = (name: string, listener: (args: unknown[]) => void) => void;
    // updated_checkout carries the whole answer: its name is enough here.
    const entry = (name: string, args: unknown[]) =>
      name === 'updated_checkout' || !args.length ? name : `${name}:${JSON.stringify(args)}`;
    w.log = [];
    w.wcIslands.push((islands) => {
      for (const name of names) islands.on(name, (args: unknown[]) => w.log.push(`bus:${entry(name, args)}`));
    });
    for (const name of names)
      w.jQuery?.(document.body).on(name, (_e, ...args) => w.log.push(`jq:${entry(name, args)}`));
  }, EVENTS);
  return shopPage;
}

const log = (page: Page) => page.evaluate(() => (window as unknown as { log: string[] }).log);
const only = (prefix: string, entries: string[]) =>
  entries.filter((e) => e.startsWith(prefix)).map((e) => e.slice(prefix.length));

const visible = (page: Page, selector: string) => page.isVisible(selector);

/** The coupon form's state as the shopper and a screen reader meet it (polled: the form may slide). */
const couponState = (page: Page) =>
  page.evaluate(
    ([formSel, linkSel]) => {
      const form = document.querySelector<HTMLElement>(formSel!)!;
      return {
        shown: form.checkVisibility(),
        expanded: document.querySelector(linkSel!)!.getAttribute('aria-expanded'),
        focused: document.activeElement?.id ?? null,
      };
    },
    [COUPON_FORM, LINK],
  );

async function applyCode(page: Page, code: string) {
  await page.click(LINK);
  await page.fill('#coupon_code', code);
  await Promise.all([
    page.waitForResponse((r) => r.url().includes('wc-ajax=apply_coupon')),
    page.click(`${COUPON_FORM} button[name=apply_coupon]`),
  ]);
}

describe('coupon toggle', () => {
  it('shows the form and focuses its field; aria-expanded follows; a second click hides it', async () => {
    const shopPage = await open('');
    const { page } = shopPage;
    expect(await couponState(page)).toMatchObject({ shown: false, expanded: 'false' });
    await page.click(LINK);
    await expect
      .poll(() => couponState(page))
      .toEqual({ shown: true, expanded: 'true', focused: 'coupon_code' });
    await page.click(LINK);
    await expect.poll(() => couponState(page)).toMatchObject({ shown: false, expanded: 'false' });
    clean(shopPage);
  });

  it('works from the keyboard (Enter on the link)', async () => {
    const shopPage = await open('');
    const { page } = shopPage;
    await page.focus(LINK);
    await page.keyboard.press('Enter');
    await expect
      .poll(() => couponState(page))
      .toEqual({ shown: true, expanded: 'true', focused: 'coupon_code' });
    await page.focus(LINK);
    await page.keyboard.press('Enter');
    await expect.poll(() => couponState(page)).toMatchObject({ shown: false, expanded: 'false' });
    clean(shopPage);
  });
});

describe('applying and removing a coupon', () => {
  it.each(['?jquery=1', ''])(
    'a valid code (%s): notice before the hidden form, the discount in the review, events in order',
    async (query) => {
      const shopPage = await open(query);
      const { page } = shopPage;
      const total = await page.textContent('tr.order-total td');
      await applyCode(page, 'rabat10');
      await page.waitForSelector(DISCOUNT);
      // The success notice sits right before the coupon form, which is hidden again and its field emptied.
      expect(
        await page.$eval(COUPON_FORM, (form) => {
          const notice = form.previousElementSibling;
          return {
            notice: notice?.matches('.woocommerce-message') ? notice.textContent?.trim() : null,
            shown: (form as HTMLElement).checkVisibility(),
            value: form.querySelector('input')!.value,
          };
        }),
      ).toEqual({ notice: 'Kod kuponu został zastosowany.', shown: false, value: '' });
      expect(await page.getAttribute(LINK, 'aria-expanded')).toBe('false');
      expect(await page.textContent(`${DISCOUNT} td`)).toMatch(/^-9,80\s*zł/);
      expect(await page.textContent('tr.order-total td')).not.toBe(total);
      expect(await page.textContent('tr.order-total td')).toMatch(/^103,19\s*zł$/);
      const expected = [
        'applied_coupon_in_checkout:["rabat10"]',
        'update_checkout:[{"update_shipping_method":false}]',
        'updated_checkout',
      ];
      await expect.poll(async () => only('bus:', await log(page))).toEqual(expected);
      if (query) expect(only('jq:', await log(page))).toEqual(expected);
      // The review came from the order review the event asked for.
      const checkoutCalls = shop
        .requests('wc-ajax:')
        .map((r) => r.endpoint)
        .filter((e) => e !== 'wc-ajax:get_refreshed_fragments');
      expect(checkoutCalls).toEqual([
        'wc-ajax:update_order_review',
        'wc-ajax:apply_coupon',
        'wc-ajax:update_order_review',
      ]);
      clean(shopPage);
    },
  );

  it.each([
    ['click', (page: Page) => page.click(`${DISCOUNT} a.woocommerce-remove-coupon`)],
    [
      'Space',
      async (page: Page) => {
        await page.focus(`${DISCOUNT} a.woocommerce-remove-coupon`);
        await page.keyboard.press('Space');
      },
    ],
  ])(
    'the review’s remove link (%s) removes it: notice, review without it, events',
    async (_how, activate) => {
      const shopPage = await open();
      const { page } = shopPage;
      await applyCode(page, 'rabat10');
      await page.waitForSelector(DISCOUNT);
      await expect.poll(async () => only('bus:', await log(page))).toHaveLength(3);
      await page.evaluate(() => {
        (window as unknown as { log: string[] }).log.length = 0;
      });
      await activate(page);
      await page.waitForSelector(DISCOUNT, { state: 'detached' });
      expect(page.url()).toMatch(/\/zamowienie\/\?jquery=1$/);
      expect(await page.textContent('tr.order-total td')).toMatch(/^112,99\s*zł$/);
      expect(
        await page.$eval('form.checkout', (form) => form.previousElementSibling?.textContent?.trim()),
      ).toBe('Kupon został usunięty.');
      const expected = [
        'removed_coupon_in_checkout:["rabat10"]',
        'update_checkout:[{"update_shipping_method":false}]',
        'updated_checkout',
      ];
      await expect.poll(async () => only('bus:', await log(page))).toEqual(expected);
      expect(only('jq:', await log(page))).toEqual(expected);
      expect(shop.requests('wc-ajax:remove_coupon')).toHaveLength(1);
      clean(shopPage);
    },
  );

  it('an invalid code: the error under the field as an alert, the field invalid and focused; typing clears it', async () => {
    const shopPage = await open();
    const { page } = shopPage;
    await applyCode(page, 'nie-ma');
    await page.waitForSelector('#coupon_code[aria-invalid=true]');
    expect(
      await page.$eval('#coupon_code', (field) => {
        const error = field.nextElementSibling;
        return {
          error: error?.getAttribute('role') === 'alert' ? error.textContent : null,
          describedBy: field.getAttribute('aria-describedby') === error?.id,
          focused: document.activeElement === field,
          formShown: (field.closest('form') as HTMLElement).checkVisibility(),
        };
      }),
    ).toEqual({ error: 'Kupon „nie-ma” nie istnieje!', describedBy: true, focused: true, formShown: true });
    expect(await page.$$(DISCOUNT)).toHaveLength(0);
    expect(only('bus:', await log(page)).slice(0, 2)).toEqual([
      'applied_coupon_in_checkout:["nie-ma"]',
      'update_checkout:[{"update_shipping_method":false}]',
    ]);
    await page.keyboard.type('x');
    await page.waitForSelector('#coupon_code:not([aria-invalid])');
    expect(await page.$$('.coupon-error-notice')).toHaveLength(0);
    clean(shopPage);
  });
});

describe('login toggle', () => {
  it('shows and hides the login form', async () => {
    const shopPage = await open('');
    const { page } = shopPage;
    expect(await visible(page, 'form.woocommerce-form-login')).toBe(false);
    await page.click('a.showlogin');
    await page.waitForSelector('form.woocommerce-form-login #username', { state: 'visible' });
    await page.click('a.showlogin');
    await page.waitForSelector('form.woocommerce-form-login', { state: 'hidden' });
    clean(shopPage);
  });
});

describe('create account', () => {
  it('shows div.create-account while ticked; its password gets the show/hide button and the strength meter', async () => {
    const shopPage = await open('');
    const { page } = shopPage;
    expect(await visible(page, 'div.create-account')).toBe(false);
    await page.check('#createaccount');
    await page.waitForSelector('#account_password', { state: 'visible' });
    await mounted(page, 'password-toggle');
    const toggle = '#account_password ~ button.show-password-input';
    await page.waitForSelector(toggle);
    await page.click('#account_password');
    await page.keyboard.type('abc');
    await page.waitForSelector('.woocommerce-password-strength.short:not([hidden])');
    expect(await page.textContent('.woocommerce-password-strength')).toBe(
      'Bardzo słabe - Wpisz silniejsze hasło.',
    );
    await page.click(toggle);
    expect(await page.getAttribute('#account_password', 'type')).toBe('text');
    await page.click(toggle);
    expect(await page.getAttribute('#account_password', 'type')).toBe('password');
    await page.uncheck('#createaccount');
    await page.waitForSelector('div.create-account', { state: 'hidden' });
    // Ticked again: the password starts empty.
    await page.check('#createaccount');
    expect(await page.inputValue('#account_password')).toBe('');
    clean(shopPage);
  });
});
