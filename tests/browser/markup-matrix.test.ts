/**
 * The markup matrix: every markup variant the demo shop prints for a piece (WooCommerce 10.4, 9.7 and 8.9
 * templates through the `wc` QA setting: tabs, the variation form, notices, loop and single add-to-cart
 * buttons, the mini-cart, the store notice; the Variation Swatches plugin's selects, colour, button and radio
 * swatches; the product gallery as product-image.php prints it, inline opacity and all), with the island
 * working on it: the interaction, the ARIA and the events, not only the mounting; and every island of every
 * page mounting on each version's markup.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPages } from '../../fixtures/render.mjs';
import {
  booted,
  bringAllIntoView,
  islandsNotMounted,
  mounted,
  openShop,
  type Shop,
  type ShopPage,
} from './harness';

let shop: Shop;
beforeAll(async () => {
  shop = await openShop();
});
afterAll(() => shop?.close());

const VERSIONS = ['10.4', '9.7', '8.9'] as const;

const clean = ({ warnings, errors }: ShopPage) =>
  expect({ warnings: warnings.filter((w) => w.includes('[islands]')), errors }).toEqual({
    warnings: [],
    errors: [],
  });

/** Records, on the page, the events a theme's jQuery would hear (bound before the islands run). */
function recordInit() {
  document.addEventListener('readystatechange', () => {
    const w = window as unknown as {
      jQuery?: (el: unknown) => { on(n: string, h: (e: Event) => void): void };
    };
    if (document.readyState !== 'interactive' || !w.jQuery) return;
    const heard: string[] = ((window as unknown as { heard: string[] }).heard = []);
    w.jQuery(document.body).on('init', (e) =>
      heard.push((e.target as Element).id || (e.target as Element).className),
    );
  });
}

async function openVariant(path: string): Promise<ShopPage> {
  const context = await shop.browser.newContext({ baseURL: shop.url });
  await context.addInitScript(recordInit);
  return shop.open(path, { context });
}

/** The shop's settings for a version, in the cookie, so pages, form posts and cart fragments all follow them. */
const versionCookie = (wc: string, more = '') => ({
  name: 'qa_settings',
  value: encodeURIComponent(`wc=${wc}&cart_redirect_after_add=no${more}`),
});

/**
 * Records, in the page, each cart event the islands fire as `name` or `name>element` when the event's last
 * argument is an element (the button or link), named by its first class.
 */
async function recordCartEvents(page: Page): Promise<() => Promise<string[]>> {
  await booted(page);
  await page.evaluate(() => {
    const w = window as unknown as {
      cartEvents: string[];
      wcIslands: { on(name: string, listener: (args: unknown[]) => void): void };
    };
    w.cartEvents = [];
    for (const name of ['adding_to_cart', 'added_to_cart', 'wc_cart_button_updated', 'removed_from_cart']) {
      w.wcIslands.on(name, (args) => {
        const last = args[args.length - 1];
        w.cartEvents.push(last instanceof Element ? `${name}>${last.classList[0]}` : name);
      });
    }
  });
  return () => page.evaluate(() => (window as unknown as { cartEvents: string[] }).cartEvents);
}

/** The shared live region's text, or null while nothing has been announced on the page. */
const liveRegionText = (page: Page) =>
  page.evaluate(() => document.querySelector('.widget_shopping_cart_live_region')?.textContent ?? null);

describe.each(VERSIONS)('WooCommerce %s templates', (wc) => {
  it('product tabs: one tab element per tab, opened by click and arrow keys, init told', async () => {
    const shopPage = await openVariant(`/produkt/kubek-poranek/?wc=${wc}&jquery=1`);
    const { page } = shopPage;
    await mounted(page, 'tabs');
    const tabs = page.locator('.wc-tabs-wrapper [role=tab]');
    expect(await tabs.count()).toBe(3);
    // No tab inside a tab, whichever element the template made the tab.
    expect(await page.locator('.wc-tabs-wrapper [role=tab] [role=tab]').count()).toBe(0);
    await tabs.nth(1).click();
    const state = () =>
      page.$eval('.wc-tabs-wrapper', (root) => ({
        selected: [...root.querySelectorAll('[role=tab][aria-selected=true]')].map((t) =>
          t.textContent!.trim(),
        ),
        shown: [...root.querySelectorAll<HTMLElement>('.wc-tab')].filter((p) => !p.hidden).map((p) => p.id),
        focus: document.activeElement?.getAttribute('role'),
      }));
    expect(await state()).toMatchObject({
      selected: ['Informacje dodatkowe'],
      shown: ['tab-additional_information'],
    });
    await page.keyboard.press('ArrowRight');
    expect(await state()).toEqual({
      selected: [expect.stringMatching(/^Opinie/)],
      shown: ['tab-reviews'],
      focus: 'tab',
    });
    expect(await page.evaluate(() => (window as unknown as { heard: string[] }).heard)).toContain(
      'woocommerce-tabs wc-tabs-wrapper',
    );
    clean(shopPage);
    await page.context().close();
  });

  it.each([
    ['selects', '/produkt/bluza-z-kapturem/'],
    ['colour and button swatches', '/produkt/koszulka-bawelniana/'],
    ['radio and colour swatches', '/produkt/skarpety-we-wzory/'],
    ['image and button swatches', '/produkt/koszulka-bawelniana/?swatch_images=1'],
  ])(
    'variation form with %s: choosing finds a variation; Clear empties, hides itself, focuses the first option',
    async (_, path) => {
      const shopPage = await openVariant(`${path}${path.includes('?') ? '&' : '?'}wc=${wc}`);
      const { page } = shopPage;
      await mounted(page, 'variation-form');
      const names = await page.$$eval('table.variations select', (s) =>
        s.map((el) => el.getAttribute('data-attribute_name')!),
      );
      for (const name of names) {
        const list = page.locator(`ul.variable-items-wrapper[data-attribute_name="${name}"]`);
        if (await list.count()) await list.locator('li.variable-item:not(.disabled)').first().click();
        else await page.selectOption(`select[data-attribute_name="${name}"]`, { index: 1 });
      }
      await expect.poll(() => page.inputValue('input.variation_id')).toMatch(/^[1-9]\d*$/);
      await expect
        .poll(() => page.$eval('a.reset_variations', (a) => getComputedStyle(a).visibility))
        .toBe('visible');

      await page.click('a.reset_variations');
      await expect.poll(() => page.inputValue('input.variation_id')).toBe('');
      expect(
        await page.$$eval('table.variations select', (s) => s.map((el) => (el as HTMLSelectElement).value)),
      ).toEqual(names.map(() => ''));
      await expect
        .poll(() => page.$eval('a.reset_variations', (a) => getComputedStyle(a).visibility))
        .toBe('hidden');
      // Focus goes back to the first option (its select, or its swatch), as the link that had it is hidden.
      const focus = await page.evaluate(() => {
        const el = document.activeElement!;
        return el.closest('tr') === document.querySelector('table.variations tr');
      });
      expect(focus).toBe(true);
      // From 9.6 the template gives the announcement its own alert region; before, the script said nothing.
      const alert = await page.$('.reset_variations_alert');
      if (wc === '8.9') {
        expect(alert).toBeNull();
        const live = await page.evaluate(
          () => document.querySelector('.widget_shopping_cart_live_region')?.textContent,
        );
        expect(live ?? '').toBe('');
      } else expect(await alert!.textContent()).toMatch(/^Wybór został wyczyszczony/);
      clean(shopPage);
      await page.context().close();
    },
  );

  it('store notice: shown once mounted, dismissed by Space on its link and remembered; its ARIA as printed', async () => {
    const shopPage = await shop.open(`/?wc=${wc}`);
    const { page } = shopPage;
    await mounted(page, 'store-notice');
    const notice = page.locator('p.woocommerce-store-notice');
    await expect.poll(() => notice.isVisible()).toBe(true);
    // The roles came with WooCommerce 9.8; the island neither needs them nor adds them.
    const roles = await notice.evaluate((p) => [
      p.getAttribute('role'),
      p.querySelector('a')?.getAttribute('role') ?? null,
    ]);
    expect(roles).toEqual(wc === '10.4' ? ['complementary', 'button'] : [null, null]);
    await page.focus('.woocommerce-store-notice__dismiss-link');
    await page.keyboard.press('Space');
    expect(await notice.isVisible()).toBe(false);
    expect(page.url()).not.toContain('#');
    const id = await notice.getAttribute('data-notice-id');
    const cookies = await shopPage.context.cookies();
    expect(cookies.find((c) => c.name === `store_notice${id}`)?.value).toBe('hidden');
    clean(shopPage);
  });

  it('notices: the first alert is focused, the next Tab reaches its button; an error list’s items lose their list role', async () => {
    const context = await shop.browser.newContext({ baseURL: shop.url });
    await context.addCookies([{ ...versionCookie(wc), url: shop.url }]);
    // The no-JS add queues WooCommerce's message (wc_add_to_cart_message) for the next page.
    const add = (id: number) => context.request.get(`/sklep/?add-to-cart=${id}`, { maxRedirects: 0 });
    await add(101);
    const shopPage = await shop.open('/sklep/', { context });
    const { page } = shopPage;
    await mounted(page, 'notices');
    const message = page.locator('.woocommerce-notices-wrapper .woocommerce-message');
    await expect.poll(() => message.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await message.getAttribute('tabindex')).toBe('-1');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Zobacz koszyk');
    // Told again after a cart update.
    await page.evaluate(() => (document.activeElement as HTMLElement).blur());
    await page.evaluate(() =>
      (window as unknown as { wcIslands: { emit(n: string, a: unknown[]): void } }).wcIslands.emit(
        'updated_wc_div',
        [],
      ),
    );
    await expect.poll(() => message.evaluate((el) => el === document.activeElement)).toBe(true);

    await add(112); // out of stock: an error
    await add(101);
    await page.reload();
    await mounted(page, 'notices');
    const errors = page.locator('.woocommerce-notices-wrapper ul.woocommerce-error');
    await expect.poll(() => errors.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await errors.evaluate((ul) => [...ul.children].map((li) => li.getAttribute('role')))).toEqual([
      'none',
    ]);
    clean(shopPage);
    await context.close();
  });

  it('loop button and mini-cart: Space adds once and removes, with the events; announced where the markup has a message', async () => {
    const shopPage = await shop.open('/sklep/', { cookies: [versionCookie(wc)] });
    const { page } = shopPage;
    await mounted(page, 'cart-fragments');
    await page.waitForLoadState('networkidle'); // the page's own fragment refresh is done
    const events = await recordCartEvents(page);
    shop.server.clearRequests();

    const button = page.locator('ul.products .ajax_add_to_cart >> nth=0');
    // role="button" came with 10.1, data-success_message with 9.2: the add works either way.
    expect(await button.getAttribute('role')).toBe(wc === '10.4' ? 'button' : null);
    const data = await button.evaluate((b) => ({ ...(b as HTMLElement).dataset }));
    expect('success_message' in data).toBe(wc !== '8.9');
    await button.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => page.textContent('a.cart-contents .cart-count')).toBe('1');
    expect(shop.requests('wc-ajax:add_to_cart').map((r) => r.body)).toEqual([data]);
    expect(await button.getAttribute('class')).toContain('added');
    expect(await button.getAttribute('aria-busy')).toBeNull();
    expect(await page.locator('ul.products .ajax_add_to_cart + a.added_to_cart').count()).toBe(1);
    const added = await events();
    expect(added.filter((e) => e.startsWith('adding_to_cart') || e.startsWith('added_to_cart'))).toEqual([
      'adding_to_cart',
      'added_to_cart>button',
    ]);
    expect(added).toContain('wc_cart_button_updated>button');
    if (wc === '8.9') expect(await liveRegionText(page)).toBeNull();
    else await expect.poll(() => liveRegionText(page), { timeout: 3000 }).toBe(data.success_message);

    // The mini-cart's remove link, from the keyboard (role="button" came with 10.0).
    const remove = page.locator('aside#sidebar .remove_from_cart_button');
    expect(await remove.getAttribute('role')).toBe(wc === '10.4' ? 'button' : null);
    const removed = await remove.getAttribute('data-success_message');
    expect(removed === null).toBe(wc === '8.9');
    const key = await remove.getAttribute('data-cart_item_key');
    await remove.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => page.textContent('a.cart-contents .cart-count')).toBe('0');
    expect(shop.requests('wc-ajax:remove_from_cart').map((r) => r.body)).toEqual([{ cart_item_key: key }]);
    expect(await events()).toContain('removed_from_cart>remove');
    expect(await page.locator('aside#sidebar .woocommerce-mini-cart__empty-message').count()).toBe(1);
    if (wc === '8.9') expect(await liveRegionText(page)).toBeNull();
    else await expect.poll(() => liveRegionText(page), { timeout: 3000 }).toBe(removed);
    clean(shopPage);
  });

  it('single-product button (Salient’s AJAX option): adds without leaving the page, with the events', async () => {
    const shopPage = await shop.open('/produkt/kubek-poranek/', {
      cookies: [versionCookie(wc, '&theme_ajax_add_to_cart=1')],
    });
    const { page } = shopPage;
    const events = await recordCartEvents(page);
    shop.server.clearRequests();
    const url = page.url();
    await page.click('form.cart button.single_add_to_cart_button');
    await expect.poll(() => page.textContent('a.cart-contents .cart-count')).toBe('1');
    expect(shop.requests('wc-ajax:add_to_cart').map((r) => r.body)).toEqual([
      expect.objectContaining({ product_id: '101', quantity: '1' }),
    ]);
    expect(page.url()).toBe(url);
    expect((await events()).filter((e) => e.startsWith('add'))).toEqual([
      'adding_to_cart',
      'added_to_cart>single_add_to_cart_button',
    ]);
    clean(shopPage);
  });
});

/**
 * Every page on every version: each island on it mounts (those waiting for an activation aside) on that
 * version's markup, none fails, and nothing is warned or thrown. The pieces whose markup differs are worked
 * above; the rest print the same markup on every version.
 */
describe.each(VERSIONS)('every island on every page, WooCommerce %s templates', (wc) => {
  const pages = listPages().flatMap((p) => [p.path, ...p.examples.map((e) => e.path)]);
  it.each(pages)('%s', async (path) => {
    // A product page opened at its reviews: the stars' form sits in that tab, unseen while another is open.
    const at = path.startsWith('/produkt/') ? `${path}#reviews` : path;
    const shopPage = await shop.open(at, { cookies: [versionCookie(wc)] });
    const { page } = shopPage;
    await bringAllIntoView(page);
    // Brought into view again on each look: a root printed later (the checkout's payment list, new with the
    // order review's update at load) waits for the shopper to scroll to it, as a `visible` island does.
    const waiting = async () => {
      await bringAllIntoView(page);
      return islandsNotMounted(page);
    };
    await expect.poll(waiting, { timeout: 20_000 }).toEqual([]);
    expect(
      await page.$$eval('[data-island-failed]', (roots) => roots.map((r) => r.getAttribute('data-island'))),
    ).toEqual([]);
    clean(shopPage);
    await page.context().close();
  });
});

describe('product gallery as product-image.php prints it (inline opacity 0, no strict CSP)', () => {
  it('is shown once the island mounts and opens its lightbox', async () => {
    const shopPage = await shop.open('/produkt/kubek-poranek/?csp=off');
    const { page } = shopPage;
    expect(await page.evaluate(() => fetch(location.href).then((r) => r.text()))).toMatch(
      /class="woocommerce-product-gallery[^"]*"[^>]*style="opacity: 0;/,
    );
    await mounted(page, 'gallery');
    // Faded in by the template's own transition.
    await expect
      .poll(() => page.$eval('.woocommerce-product-gallery', (g) => getComputedStyle(g).opacity))
      .toBe('1');
    await page.click('.woocommerce-product-gallery__image >> nth=0');
    await page.waitForSelector('.islands-lightbox[role=dialog][aria-modal=true]');
    await page.keyboard.press('Escape');
    await page.waitForSelector('.islands-lightbox[role=dialog]', { state: 'detached' });
    clean(shopPage);
  });
});

describe('Salient header formats', () => {
  it.each([
    ['centered-menu-bottom-bar', 'true', 'center', true],
    ['centered-menu-bottom-bar', 'true', 'left', false],
    ['centered-menu-bottom-bar', 'false', 'center', false],
    ['default', 'true', 'center', false],
  ])(
    '%s, condense %s, bottom bar %s: logo copy %s; the menu toggle labelled',
    async (format, condense, align, copy) => {
      const query = `header_format=${format}&header_condense=${condense}&header_bottom_bar_align=${align}`;
      const shopPage = await shop.open(`/?${query}`);
      const { page } = shopPage;
      await mounted(page, 'header');
      const header = await page.$eval('#header-outer', (root) => ({
        format: root.getAttribute('data-format'),
        copies: root.querySelectorAll('.logo-clone').length,
        hiddenCopies: root.querySelectorAll('.logo-clone[aria-hidden=true] [id]').length,
        toggle: root.querySelector('.slide-out-widget-area-toggle a')?.getAttribute('aria-label'),
      }));
      expect(header).toEqual({ format, copies: copy ? 1 : 0, hiddenCopies: 0, toggle: 'Menu' });
      clean(shopPage);
    },
  );
});

describe('loop add-to-cart buttons as the template prints them for each cart setting', () => {
  it.each([
    ['no', 'button'],
    ['yes', null],
  ])('redirect after adding %s (role %s): a click adds once, by the shop’s rule', async (redirect, role) => {
    const shopPage = await shop.open(`/sklep/?cart_redirect_after_add=${redirect}`);
    const { page } = shopPage;
    const button = page.locator('ul.products .ajax_add_to_cart').first();
    expect(await button.getAttribute('role')).toBe(role);
    // A click before the runtime has booted follows the link, as without JavaScript (the shop adds it then).
    await booted(page);
    shop.server.clearRequests();
    if (redirect === 'yes') {
      await Promise.all([page.waitForURL('**/koszyk/'), button.click()]);
    } else {
      await button.click();
      await page.waitForSelector('ul.products .ajax_add_to_cart.added + a.added_to_cart');
    }
    expect(shop.requests('wc-ajax:add_to_cart')).toHaveLength(1);
    clean(shopPage);
  });
});

describe('password fields as the account templates print them (bare inputs)', () => {
  it('each gets its show / hide button in a span.password-input, which switches the field', async () => {
    const shopPage = await shop.open('/moje-konto/');
    const { page } = shopPage;
    await mounted(page, 'password-toggle');
    expect(
      await page.locator('.password-input > input[type=password] + button.show-password-input').count(),
    ).toBe(2);
    await page.click('#password + .show-password-input');
    expect(await page.getAttribute('#password', 'type')).toBe('text');
    expect(await page.getAttribute('#password + .show-password-input', 'aria-label')).toBe('Ukryj hasło');
    clean(shopPage);
  });
});

describe('checkout as form-shipping.php prints it for each "ship to a different address" default', () => {
  it.each([
    ['1', true],
    ['0', false],
  ])(
    'ship_to_different=%s: the shipping block follows the box from the start, and when it is switched',
    async (setting, ticked) => {
      const shopPage = await shop.open(`/zamowienie/?ship_to_different=${setting}`);
      const { page } = shopPage;
      await mounted(page, 'checkout');
      const state = () =>
        page.evaluate(() => [
          (document.querySelector('#ship-to-different-address-checkbox') as HTMLInputElement).checked,
          getComputedStyle(document.querySelector('.shipping_address')!).display !== 'none',
        ]);
      expect(await state()).toEqual([ticked, ticked]);
      await page.click('#ship-to-different-address-checkbox');
      await expect.poll(state).toEqual([!ticked, !ticked]);
      clean(shopPage);
    },
  );
});
