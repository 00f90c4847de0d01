/**
 * The address island on the checkout's billing and shipping fields and on My account's edit-address form:
 * the country changed with the keyboard fits the state field (a select of states, a text field, or hidden
 * with its row) and the address format (labels, required marks, order), with WooCommerce's events in its
 * order; and the checkout still asks for a new order review.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mounted, openShop, type Shop, type ShopPage } from './harness';

let shop: Shop;
beforeAll(async () => {
  shop = await openShop();
});
afterAll(() => shop?.close());

const EVENTS = ['wc_address_i18n_ready', 'country_to_state_changed', 'country_to_state_changing'];

/** Hears the address events from the loader's first moment: `name(country, wrapper class)`. */
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
          const [country, wrapper] = args as [string?, Element?];
          w.heard.push(country ? `${name}(${country}, ${wrapper?.classList[0] ?? '-'})` : name);
        });
    },
  });
}

async function open(path: string, roots: number): Promise<ShopPage> {
  shop.server.clearRequests();
  const context = await shop.browser.newContext({ baseURL: shop.url });
  await context.addInitScript(recordBus, EVENTS);
  const shopPage = await shop.open(path, { context });
  await mounted(shopPage.page, 'address');
  await shopPage.page.waitForFunction(
    (n) => document.querySelectorAll('[data-island="address"][data-island-mounted]').length === n,
    roots,
  );
  return shopPage;
}

const heard = (page: Page) => page.evaluate(() => (window as unknown as { heard: string[] }).heard);
const clearHeard = (page: Page) =>
  page.evaluate(() => ((window as unknown as { heard: string[] }).heard.length = 0));

/** What the shopper and assistive tech get of one address row. */
const row = (page: Page, id: string) =>
  page.$eval(`#${id}_field`, (el) => {
    const field = el.querySelector<HTMLInputElement | HTMLSelectElement>(`#${el.id.replace(/_field$/, '')}`);
    return {
      label: el.querySelector('label')?.textContent?.replace(/\u00a0/g, ' '),
      shown: !(el as HTMLElement).hidden && getComputedStyle(el).display !== 'none',
      required: el.classList.contains('validate-required'),
      ariaRequired: field?.getAttribute('aria-required') ?? null,
      tag: field?.tagName.toLowerCase(),
      type: field?.getAttribute('type') ?? null,
    };
  });

/** The ids of the address rows in document order. */
const order = (page: Page, wrapper: string) =>
  page.$$eval(`${wrapper} > .form-row`, (rows) => rows.map((r) => r.id.replace(/^billing_|_field$/g, '')));

describe('checkout addresses', () => {
  it('fits the state field and the format to the country chosen with the keyboard, events in order', async () => {
    const shopPage = await open('/zamowienie/?countries=several', 2);
    const { page } = shopPage;
    // At load: the ready event once, then each address fitted to its country (Poland: no states). Each
    // address mounts when it comes into view, so the two may come in either order; each keeps its own.
    const atLoad = await heard(page);
    expect(atLoad[0]).toBe('wc_address_i18n_ready');
    for (const wrapper of ['woocommerce-billing-fields', 'woocommerce-shipping-fields'])
      expect(atLoad.filter((e) => e.includes(wrapper))).toEqual([
        `country_to_state_changed(PL, ${wrapper})`,
        `country_to_state_changing(PL, ${wrapper})`,
      ]);
    expect(atLoad).toHaveLength(5);
    expect(await row(page, 'billing_state')).toMatchObject({ shown: false, type: 'hidden' });
    const wrapper = '.woocommerce-billing-fields__field-wrapper';
    expect(await order(page, wrapper)).toEqual([
      'first_name',
      'last_name',
      'company',
      'country',
      'address_1',
      'postcode',
      'city',
      'state',
      'phone',
      'email',
    ]);
    await clearHeard(page);
    const reviews = shop.requests('wc-ajax:update_order_review').length;

    // Poland → United States (the next country in the list), with the keyboard only.
    await page.focus('#billing_country');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.$eval('#billing_state', (el) => el.tagName)).toBe('SELECT');
    expect(
      await page.$$eval('#billing_state option', (o) => o.map((x) => (x as HTMLOptionElement).value)),
    ).toEqual(['', 'CA', 'NY', 'TX', 'WA']);
    expect(await row(page, 'billing_state')).toEqual({
      label: 'Stan *',
      shown: true,
      required: true,
      ariaRequired: 'true',
      tag: 'select',
      type: null,
    });
    expect(await row(page, 'billing_postcode')).toMatchObject({ label: 'Kod ZIP *', required: true });
    expect(await order(page, wrapper)).toEqual([
      'first_name',
      'last_name',
      'company',
      'country',
      'address_1',
      'city',
      'state',
      'postcode',
      'phone',
      'email',
    ]);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('billing_country');
    expect(await heard(page)).toEqual([
      'country_to_state_changed(US, woocommerce-billing-fields)',
      'country_to_state_changing(US, woocommerce-billing-fields)',
    ]);
    // The checkout asked for a new order review with the new country.
    await expect.poll(() => shop.requests('wc-ajax:update_order_review').length).toBeGreaterThan(reviews);
    await expect.poll(() => shop.requests('wc-ajax:update_order_review').at(-1)?.body.country).toBe('US');

    // The state chosen, then the United Kingdom: a free-text county, optional.
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    await page.focus('#billing_country');
    await clearHeard(page);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.getAttribute('#billing_state', 'type')).toBe('text');
    expect(await row(page, 'billing_state')).toEqual({
      label: 'Hrabstwo (opcjonalne)',
      shown: true,
      required: false,
      ariaRequired: null,
      tag: 'input',
      type: 'text',
    });
    expect(await row(page, 'billing_postcode')).toMatchObject({ label: 'Kod pocztowy *', required: true });
    expect(await heard(page)).toEqual([
      'country_to_state_changed(GB, woocommerce-billing-fields)',
      'country_to_state_changing(GB, woocommerce-billing-fields)',
    ]);

    // Back to Poland (two up): the state row hidden again, the postcode before the city.
    await clearHeard(page);
    for (let i = 0; i < 2; i++) await page.keyboard.press('ArrowUp');
    await expect.poll(() => page.getAttribute('#billing_state', 'type')).toBe('hidden');
    expect(await row(page, 'billing_state')).toMatchObject({ shown: false });
    expect(await order(page, wrapper)).toEqual([
      'first_name',
      'last_name',
      'company',
      'country',
      'address_1',
      'postcode',
      'city',
      'state',
      'phone',
      'email',
    ]);
    // The shipping address was left alone.
    expect(await row(page, 'shipping_state')).toMatchObject({ shown: false, type: 'hidden' });
    expect({ warnings: shopPage.warnings, errors: shopPage.errors }).toEqual({ warnings: [], errors: [] });
    await shopPage.context.close();
  });

  it('tells jQuery listeners the country and the wrapper, as WooCommerce does, and hears jQuery’s change', async () => {
    const shopPage = await open('/zamowienie/?countries=several&jquery=1', 2);
    const { page } = shopPage;
    await page.evaluate(() => {
      type Found = { find: (selector: string) => { text: () => string } };
      const w = window as unknown as {
        jQuery: (t: unknown) => { on: (n: string, f: (...a: unknown[]) => void) => void };
        jq: string[];
      };
      w.jq = [];
      w.jQuery(document.body).on('country_to_state_changing', (_e, country, $wrapper) =>
        w.jq.push(`${String(country)}:${($wrapper as Found).find('#billing_postcode_field label').text()}`),
      );
    });
    await page.selectOption('#billing_country', 'DE');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { jq: string[] }).jq))
      .toEqual(['DE:Kod pocztowy\u00a0*']);
    // Another script sets the country with jQuery alone (no DOM event): the address follows all the same.
    await page.evaluate(() =>
      (
        window as unknown as {
          jQuery: (s: string) => { val: (v: string) => { trigger: (e: string) => void } };
        }
      )
        .jQuery('#billing_country')
        .val('US')
        .trigger('change'),
    );
    await expect.poll(() => page.$eval('#billing_state', (el) => el.tagName)).toBe('SELECT');
    expect(await row(page, 'billing_postcode')).toMatchObject({ label: 'Kod ZIP *' });
    await shopPage.context.close();
  });
});

describe('My account’s edit-address form', () => {
  it('fits the state field and the format as the country changes', async () => {
    const shopPage = await open('/moje-konto/edytuj-adres/rozliczeniowy/', 1);
    const { page } = shopPage;
    expect(await heard(page)).toEqual([
      'wc_address_i18n_ready',
      'country_to_state_changed(PL, woocommerce-address-fields)',
      'country_to_state_changing(PL, woocommerce-address-fields)',
    ]);
    // Poland → Germany (one up): a select of its states, optional.
    await page.focus('#billing_country');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => page.$eval('#billing_state', (el) => el.tagName)).toBe('SELECT');
    expect(await row(page, 'billing_state')).toMatchObject({
      label: 'Województwo (opcjonalne)',
      shown: true,
      required: false,
      ariaRequired: null,
    });
    // Germany → Czechia: no states, the row hidden.
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => page.getAttribute('#billing_state', 'type')).toBe('hidden');
    expect(await row(page, 'billing_state')).toMatchObject({ shown: false });
    expect(await order(page, '.woocommerce-address-fields__field-wrapper')).toEqual([
      'first_name',
      'last_name',
      'company',
      'country',
      'address_1',
      'city',
      'state',
      'postcode',
      'phone',
      'email',
    ]);
    expect({ warnings: shopPage.warnings, errors: shopPage.errors }).toEqual({ warnings: [], errors: [] });
    await shopPage.context.close();
  });
});
