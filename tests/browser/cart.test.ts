/**
 * What a shopper does with the cart: add from the listing, remove from the mini-cart, many clicks, two
 * tabs, back/forward, the hide-when-empty widget, and what happens when the network or the server fails.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CART_REQUEST_TIMEOUT_MS } from '../../shared/constants';
import { describeOnce, mounted, openShop, type Shop, type ShopPage } from './harness';

let shop: Shop;
beforeAll(async () => {
  shop = await openShop();
});
beforeEach(() => shop.server.clearRequests());
afterAll(() => shop?.close());

const NO_REDIRECT = { name: 'qa_settings', value: 'cart_redirect_after_add=no' };
const AJAX_BUTTON = 'ul.products .add_to_cart_button.ajax_add_to_cart';
const SIDEBAR = 'aside#sidebar .widget_shopping_cart';
const COUNT = 'a.cart-contents .cart-count';

async function listing(cookies = [NO_REDIRECT], path = '/sklep/'): Promise<ShopPage> {
  const shopPage = await shop.open(path, { cookies });
  await mounted(shopPage.page, 'cart-fragments');
  await shopPage.page.waitForLoadState('networkidle'); // the page's own fragment refresh is done
  shop.server.clearRequests();
  return shopPage;
}

const nth = (n: number) => `${AJAX_BUTTON} >> nth=${n}`;
const endpoints = () => shop.requests('wc-ajax:').map((r) => r.endpoint.replace('wc-ajax:', ''));

describe('add to cart from the listing', () => {
  it('boots without the add-to-cart code: a product link is followed at once; the first add loads it and adds once', async () => {
    const shopPage = await listing();
    const { page } = shopPage;
    const chunk = (url: string) => /\/chunks\/add-to-cart-[^/]+\.js$/.test(url);
    const loaded = () => page.evaluate(() => performance.getEntriesByType('resource').map((r) => r.name));
    expect((await loaded()).filter(chunk)).toEqual([]);
    expect(await page.getAttribute('ul.products', 'data-island-mounted')).toBeNull();
    await page.click(nth(0));
    await expect.poll(() => page.textContent(COUNT)).toBe('1');
    expect((await loaded()).filter(chunk)).toHaveLength(1);
    expect(endpoints().filter((e) => e === 'add_to_cart')).toHaveLength(1);
    const product = page.locator('ul.products a.woocommerce-LoopProduct-link').first();
    const href = await product.getAttribute('href');
    await Promise.all([page.waitForURL(`**${href}`), product.click()]);
  });

  it('posts the button’s data, swaps header and sidebar fragments, links to the cart and announces after ~1 s', async () => {
    const shopPage = await listing();
    const { page } = shopPage;
    const button = page.locator(nth(0));
    const data = await button.evaluate((b) => ({ ...(b as HTMLElement).dataset }));
    await page.evaluate(() => {
      const w = window as unknown as { cartLog: Array<[string, number, string]> };
      w.cartLog = [];
      const region = () => document.querySelector('.widget_shopping_cart_live_region');
      new MutationObserver(() =>
        w.cartLog.push(['region', performance.now(), region()?.textContent ?? '']),
      ).observe(document.body, { subtree: true, childList: true, characterData: true });
      (window as unknown as { wcIslands: { on: (n: string, f: () => void) => void } }).wcIslands.on(
        'added_to_cart',
        () => w.cartLog.push(['added', performance.now(), '']),
      );
    });
    await button.click();
    await expect.poll(() => page.textContent(COUNT)).toBe('1');
    const [call] = shop.requests('wc-ajax:add_to_cart');
    expect(call?.body).toEqual(data); // every data attribute, under WooCommerce's names
    expect(call?.body).toMatchObject({ product_id: expect.any(String), quantity: '1' });
    expect(await button.getAttribute('class')).toContain('added');
    expect(await button.getAttribute('class')).not.toContain('loading');
    const viewCart = button.locator('xpath=following-sibling::a[contains(@class, "added_to_cart")]');
    expect(await viewCart.textContent()).toBe('Zobacz koszyk');
    expect(await viewCart.getAttribute('href')).toBe('/koszyk/');
    // both mini-carts were replaced and show the product
    expect(await page.locator('.widget_shopping_cart_content .woocommerce-mini-cart-item').count()).toBe(2);
    expect(await page.isVisible(SIDEBAR)).toBe(true);
    // the success message arrives in the live region about a second after the change
    await expect
      .poll(() => page.textContent('.widget_shopping_cart_live_region'), { timeout: 3000 })
      .toBe(data.success_message);
    const delay = await page.evaluate(() => {
      const log = (window as unknown as { cartLog: Array<[string, number, string]> }).cartLog;
      const added = log.find(([kind]) => kind === 'added')?.[1] ?? 0;
      const spoken = log.find(([kind, , text]) => kind === 'region' && text)?.[1] ?? 0;
      return spoken - added;
    });
    expect(delay).toBeGreaterThanOrEqual(950);
    expect(shopPage.errors).toEqual([]);
    expect(shopPage.warnings).toEqual([]);
  });

  it('jQuery listeners receive added_to_cart with WooCommerce’s argument order', async () => {
    const { page } = await listing([NO_REDIRECT], '/sklep/?jquery=1');
    await page.evaluate(() => {
      const w = window as unknown as {
        jQuery: (t: unknown) => { on: (n: string, f: (...a: unknown[]) => void) => void };
        got: unknown[];
      };
      w.jQuery(document.body).on('added_to_cart', (_e, fragments, hash, $button) => {
        w.got = [
          Object.keys(fragments as object),
          typeof hash,
          ($button as { jquery?: string; 0: Element }).jquery !== undefined,
          ($button as { 0: Element })[0].className,
        ];
      });
    });
    await page.click(nth(1));
    await expect.poll(() => page.evaluate(() => (window as unknown as { got?: unknown[] }).got)).toBeTruthy();
    const got = (await page.evaluate(() => (window as unknown as { got: unknown[] }).got)) as [
      string[],
      string,
      boolean,
      string,
    ];
    expect(got[0]).toContain('div.widget_shopping_cart_content');
    expect(got[1]).toBe('string');
    expect(got[2]).toBe(true);
    expect(got[3]).toContain('add_to_cart_button');
  });

  it('with cart_redirect_after_add (the shop’s setting) goes to the cart', async () => {
    const { page } = await listing([]);
    await Promise.all([page.waitForURL('**/koszyk/'), page.click(nth(0))]);
    expect(
      await page.locator('table.shop_table.cart tr.cart_item, table.shop_table.cart tbody tr').count(),
    ).toBeGreaterThan(0);
  });

  it('an error with product_url goes to the product', async () => {
    const { page } = await listing();
    // A variable product's id: WooCommerce answers {error: true, product_url} (options must be chosen).
    const variable = await page.getAttribute('ul.products .product_type_variable', 'data-product_id');
    await page.evaluate(
      (id) =>
        document.querySelector('ul.products .ajax_add_to_cart')?.setAttribute('data-product_id', id ?? ''),
      variable,
    );
    await Promise.all([page.waitForURL('**/produkt/**'), page.click(nth(0))]);
  });

  it('an error without product_url goes to the cart when the shop redirects after adding', async () => {
    const { page } = await listing([]);
    await page.route('**/?wc-ajax=add_to_cart', (route) => route.fulfill({ json: { error: true } }));
    await Promise.all([page.waitForURL('**/koszyk/'), page.click(nth(0))]);
  });

  it('an error without product_url and no redirect: the shopper is told, the button is back, its next click is the link', async () => {
    const shopPage = await listing();
    const { page } = shopPage;
    await page.route('**/?wc-ajax=add_to_cart', (route) => route.fulfill({ json: { error: true } }));
    const [dialog] = await Promise.all([page.waitForEvent('dialog'), page.click(nth(0))]);
    expect([dialog.type(), dialog.message()]).toEqual(['alert', 'Nie można dodać tego produktu do koszyka.']);
    await dialog.accept();
    await expect.poll(() => page.getAttribute(nth(0), 'class')).not.toContain('loading');
    expect(await page.getAttribute(nth(0), 'class')).not.toContain('added');
    expect(shopPage.warnings.filter((w) => w.startsWith('[islands] add-to-cart:'))).toHaveLength(1);
    // the no-JS path: ?add-to-cart=ID, done by the server (which shows its own notice), back on the listing
    await Promise.all([page.waitForURL('**/sklep/**'), page.click(nth(0))]);
    await expect.poll(() => page.textContent(COUNT)).toBe('1');
  });

  it('a time-out after the shop added: the cart is asked for, the add shows as done, nothing is added twice', async () => {
    const shopPage = await listing();
    const { page } = shopPage;
    await page.clock.install();
    let answerLate!: () => void;
    const late = new Promise<void>((resolve) => (answerLate = resolve));
    await page.route('**/?wc-ajax=add_to_cart', async (route) => {
      // The shop adds (sent from here, so its answer sets no cookie in the page)…
      const request = route.request();
      const headers = await request.allHeaders();
      await fetch(request.url(), {
        method: 'POST',
        headers: { cookie: headers.cookie ?? '', 'content-type': headers['content-type'] ?? '' },
        body: request.postData(),
      });
      await late; // …but the page never gets the answer: it gave up first
      await route.abort().catch(() => {});
    });
    await page.click(nth(0)); // loads the island first (strategy interaction), then adds
    await expect.poll(() => endpoints(), { timeout: 15_000 }).toEqual(['add_to_cart']);
    await page.clock.fastForward(CART_REQUEST_TIMEOUT_MS);
    await expect.poll(() => page.getAttribute(nth(0), 'class')).toContain('added');
    expect(await page.textContent(COUNT)).toBe('1');
    expect(endpoints()).toEqual(['add_to_cart', 'get_refreshed_fragments']);
    expect(await page.locator(`${AJAX_BUTTON} + a.added_to_cart`).count()).toBe(1);
    answerLate();
    await page.unroute('**/?wc-ajax=add_to_cart');
    await page.click(nth(1)); // another click is another add, asynchronous as before
    await expect.poll(() => page.textContent(COUNT)).toBe('2');
    expect(endpoints()).toEqual(['add_to_cart', 'get_refreshed_fragments', 'add_to_cart']);
    // The island re-rendered for the second add: the first link is still right after its button.
    await expect.poll(() => page.locator(`${AJAX_BUTTON} + a.added_to_cart`).count()).toBe(2);
    expect(shopPage.warnings).toEqual([]);
  });

  it('the fragments about to change are dimmed and blocked while the request runs', async () => {
    const { page } = await listing([NO_REDIRECT, { name: 'qa_fault', value: 'add_to_cart=delay-1500' }]);
    await page.click(nth(0));
    const content = page.locator(`${SIDEBAR} .widget_shopping_cart_content`);
    await expect.poll(() => content.getAttribute('aria-busy')).toBe('true');
    expect(await content.evaluate((el) => [getComputedStyle(el).opacity, (el as HTMLElement).inert])).toEqual(
      ['0.6', true],
    );
    expect(await page.getAttribute(nth(0), 'class')).toContain('loading');
    await expect.poll(() => page.textContent(COUNT), { timeout: 5000 }).toBe('1');
    expect(await content.getAttribute('aria-busy')).toBeNull();
  });

  it.each(['offline', '500', 'json'])(
    'a failed request (%s) puts the button back; its next click is the link',
    async (fault) => {
      const shopPage = await listing([NO_REDIRECT, { name: 'qa_fault', value: `add_to_cart=${fault}` }]);
      const { page } = shopPage;
      await page.click(nth(0));
      await expect
        .poll(() => shopPage.warnings.filter((w) => w.startsWith('[islands] add-to-cart:')).length)
        .toBe(1);
      expect(await page.getAttribute(nth(0), 'class')).not.toContain('loading');
      expect(await page.getAttribute(nth(0), 'aria-busy')).toBeNull();
      // the no-JS path: ?add-to-cart=ID, done by the server, back on the listing
      await Promise.all([page.waitForURL('**/sklep/**'), page.click(nth(0))]);
      await expect.poll(() => page.textContent(COUNT)).toBe('1');
    },
  );

  it('a malformed data-product_id warns once and the link is followed', async () => {
    const shopPage = await listing();
    const { page } = shopPage;
    await page.evaluate(() =>
      document.querySelector('ul.products .ajax_add_to_cart')?.setAttribute('data-product_id', '12abc'),
    );
    await Promise.all([page.waitForRequest(/[?&]add-to-cart=/), page.click(nth(0))]);
    expect(shop.requests('wc-ajax:add_to_cart')).toEqual([]);
    expect(shopPage.warnings.filter((w) => w.includes('data-product_id "12abc"'))).toHaveLength(1);
  });

  it('30 rapid clicks on several buttons send 30 requests, in click order', async () => {
    const { page } = await listing([NO_REDIRECT, { name: 'qa_fault', value: 'add_to_cart=delay-15' }]);
    const ids = await page.$$eval(AJAX_BUTTON, (buttons) =>
      buttons.slice(0, 3).map((b) => (b as HTMLElement).dataset.product_id),
    );
    const order: string[] = [];
    for (let i = 0; i < 30; i++) {
      const n = i % 3;
      order.push(ids[n] ?? '');
      await page.locator(nth(n)).dispatchEvent('click');
    }
    await expect.poll(() => shop.requests('wc-ajax:add_to_cart').length, { timeout: 15_000 }).toBe(30);
    expect(shop.requests('wc-ajax:add_to_cart').map((r) => r.body.product_id)).toEqual(order);
    await expect.poll(() => page.textContent(COUNT), { timeout: 15_000 }).toBe('30');
  });
});

describe('mini-cart', () => {
  async function withItem(faults = ''): Promise<ShopPage> {
    const cookies = [NO_REDIRECT, ...(faults ? [{ name: 'qa_fault', value: faults }] : [])];
    const shopPage = await listing(cookies);
    await shopPage.page.click(nth(0));
    await expect.poll(() => shopPage.page.textContent(COUNT)).toBe('1');
    shop.server.clearRequests();
    return shopPage;
  }

  it('remove posts the cart_item_key and swaps in the emptied mini-cart', async () => {
    const { page } = await withItem();
    const link = page.locator(`${SIDEBAR} .remove_from_cart_button`);
    const key = await link.getAttribute('data-cart_item_key');
    await link.click();
    await expect.poll(() => page.textContent(COUNT)).toBe('0');
    expect(shop.requests('wc-ajax:remove_from_cart').map((r) => r.body)).toEqual([{ cart_item_key: key }]);
    expect(await page.locator(`${SIDEBAR} .woocommerce-mini-cart__empty-message`).count()).toBe(1);
  });

  it('boots without its code: a remove held while that loads reaches the shop before an add clicked meanwhile', async () => {
    const { page } = await withItem();
    const chunk = /\/chunks\/mini-cart-[^/]+\.js$/;
    const loaded = () => page.evaluate(() => performance.getEntriesByType('resource').map((r) => r.name));
    expect((await loaded()).filter((url) => chunk.test(url))).toEqual([]);
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(chunk, async (route) => {
      await released;
      await route.continue();
    });
    await page.click(`${SIDEBAR} .remove_from_cart_button`); // held: the mini-cart's code is on its way
    await page.click(nth(1)); // through the add-to-cart island, already there
    await expect.poll(() => page.getAttribute(nth(1), 'class')).toContain('loading');
    expect(endpoints()).toEqual([]); // the add waits for the remove clicked before it
    release();
    await expect.poll(() => endpoints()).toEqual(['remove_from_cart', 'add_to_cart']);
    await expect.poll(() => page.textContent(COUNT)).toBe('1');
  });

  it.each(['remove_from_cart=500', 'remove_from_cart=json', 'remove_from_cart=hang'])(
    'when removing fails (%s) the browser follows the link',
    async (fault) => {
      const shopPage = await withItem(fault);
      const { page } = shopPage;
      await Promise.all([
        // A hanging request gives up after CART_REQUEST_TIMEOUT_MS (8 s); a busy machine adds to it.
        page.waitForURL('**/koszyk/**', { timeout: 30_000 }),
        page.click(`${SIDEBAR} .remove_from_cart_button`),
      ]);
      await expect.poll(() => page.textContent(COUNT)).toBe('0');
      expect(shopPage.warnings.some((w) => w.startsWith('[islands] mini-cart:'))).toBe(true);
    },
    45_000,
  );

  it('a hide-when-empty widget is hidden while the cart is empty and shows as soon as an add starts', async () => {
    const { page } = await listing([NO_REDIRECT, { name: 'qa_fault', value: 'add_to_cart=delay-1000' }]);
    expect(await page.isVisible(SIDEBAR)).toBe(false);
    await page.click(nth(0));
    await expect.poll(() => page.isVisible(SIDEBAR)).toBe(true);
    expect(await page.getAttribute(nth(0), 'class')).toContain('loading'); // still in flight: shown on adding_to_cart
  });
});

describeOnce('cart fragments', () => {
  it('two tabs stay in sync: one change, no refresh request in the other tab', async () => {
    const first = await listing();
    const second = await shop.open('/sklep/', { context: first.context });
    await mounted(second.page, 'cart-fragments');
    await second.page.waitForLoadState('networkidle');
    shop.server.clearRequests();
    await first.page.click(nth(0));
    await expect.poll(() => second.page.textContent(COUNT)).toBe('1');
    expect(endpoints()).toEqual(['add_to_cart']);
  });

  it('stored fragments are reused on the next page when the cart hash matches; a corrupt store is refetched', async () => {
    const { page } = await listing();
    await page.click(nth(0));
    await expect.poll(() => page.textContent(COUNT)).toBe('1');
    shop.server.clearRequests();
    await page.goto('/');
    await mounted(page, 'cart-fragments');
    await page.waitForLoadState('networkidle');
    expect(endpoints()).toEqual([]); // fresh in storage: no request
    await page.evaluate(() => {
      for (const key of Object.keys(sessionStorage))
        if (key.startsWith('wc_fragments_')) sessionStorage.setItem(key, '{broken');
    });
    await page.reload();
    await expect.poll(() => endpoints()).toEqual(['get_refreshed_fragments']);
    expect(await page.textContent(COUNT)).toBe('1');
  });

  it('fragments are refreshed again 24 h after the last refresh', async () => {
    const first = await shop.open('/fixtures/');
    await first.page.waitForLoadState('networkidle');
    const page = await first.context.newPage(); // a new tab: its sessionStorage is empty
    await page.clock.install();
    shop.server.clearRequests();
    await page.goto('/');
    await mounted(page, 'cart-fragments');
    await expect.poll(() => endpoints()).toEqual(['get_refreshed_fragments']); // a new tab has nothing stored
    await page.clock.fastForward('23:59:00');
    expect(endpoints()).toHaveLength(1);
    await page.clock.fastForward('01:01');
    await expect.poll(() => endpoints()).toEqual(['get_refreshed_fragments', 'get_refreshed_fragments']);
  });

  it('an answer of the wrong shape warns once and leaves the page as it was', async () => {
    const shopPage = await listing();
    const { page } = shopPage;
    await page.route('**/?wc-ajax=add_to_cart', (route) =>
      route.fulfill({ json: { fragments: [1, 2], cart_hash: 7 } }),
    );
    const before = await page.textContent(COUNT);
    await page.click(nth(0));
    await expect
      .poll(() => shopPage.warnings.filter((w) => w.startsWith('[islands] add-to-cart:')).length)
      .toBe(1);
    expect(await page.textContent(COUNT)).toBe(before);
    expect(await page.getAttribute(nth(0), 'class')).not.toContain('loading');
    expect(shopPage.errors).toEqual([]);
  });

  it('a page restored from the back/forward cache refreshes its fragments', async () => {
    const { page } = await listing();
    await page.evaluate(() =>
      addEventListener(
        'pageshow',
        (e) => ((window as unknown as { restored: boolean }).restored = e.persisted),
      ),
    );
    await page.goto('/fixtures/');
    await page.waitForLoadState('networkidle');
    shop.server.clearRequests();
    await page.goBack({ waitUntil: 'commit' }); // a restored page fires no load event
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { restored?: boolean }).restored))
      .toBe(true);
    await expect.poll(() => endpoints()).toEqual(['get_refreshed_fragments']);
  });

  it('a failed refresh raises the error event and shows nothing to the shopper', async () => {
    const shopPage = await shop.open('/fixtures/', {
      cookies: [{ name: 'qa_fault', value: 'get_refreshed_fragments=500' }],
    });
    const { page } = shopPage;
    // Registered before the loader runs, the documented way for plugins.
    await page.addInitScript(() => {
      const w = window as unknown as { wcIslands?: unknown[]; failed?: boolean };
      (w.wcIslands ??= []).push((api: { on: (n: string, f: () => void) => void }) =>
        api.on('wc_fragments_ajax_error', () => (w.failed = true)),
      );
    });
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { failed?: boolean }).failed))
      .toBe(true);
    expect(
      await page.$eval('.widget_shopping_cart_content', (el) => el.getAttribute('aria-busy')),
    ).toBeNull();
    expect(
      shopPage.warnings.some((w) =>
        w.startsWith('[islands] cart-fragments: the fragments could not be refreshed'),
      ),
    ).toBe(true);
    expect(await page.locator('.woocommerce-error').count()).toBe(0);
  });
});

describe('the two add-to-cart settings', () => {
  it('shop setting off: loop buttons are plain links (no request), the server adds', async () => {
    const { page } = await shop.open('/sklep/', {
      cookies: [{ name: 'qa_settings', value: 'enable_ajax_add_to_cart=no&cart_redirect_after_add=no' }],
    });
    shop.server.clearRequests();
    const button = page.locator('ul.products .add_to_cart_button >> nth=0');
    expect(await button.getAttribute('class')).not.toContain('ajax_add_to_cart');
    await Promise.all([page.waitForURL('**/sklep/**'), button.click()]);
    expect(shop.requests('wc-ajax:add_to_cart')).toEqual([]);
    await expect.poll(() => page.textContent(COUNT)).toBe('1');
  });

  async function productPage(settings: string): Promise<Page> {
    const { page } = await shop.open('/sklep/', { cookies: [{ name: 'qa_settings', value: settings }] });
    const href = await page.getAttribute(
      'ul.products li.product-type-simple a.woocommerce-LoopProduct-link',
      'href',
    );
    await page.goto(href ?? '/');
    shop.server.clearRequests();
    return page;
  }

  it('theme option off (the shop’s value): the product form posts as a page', async () => {
    const page = await productPage('cart_redirect_after_add=no');
    await Promise.all([page.waitForNavigation(), page.click('button.single_add_to_cart_button')]);
    expect(shop.requests('wc-ajax:add_to_cart')).toEqual([]);
    expect(await page.isVisible('.woocommerce-message')).toBe(true);
  });

  it('theme option on: the product form adds without leaving the page', async () => {
    const page = await productPage('cart_redirect_after_add=no&theme_ajax_add_to_cart=1');
    const url = page.url();
    await page.fill('input.qty', '2');
    await page.click('button.single_add_to_cart_button');
    await expect.poll(() => page.textContent(COUNT)).toBe('2');
    expect(page.url()).toBe(url);
    expect(shop.requests('wc-ajax:add_to_cart')[0]?.body).toMatchObject({
      product_id: expect.stringMatching(/^\d+$/),
      quantity: '2',
    });
  });
});

describe('listing, quantity and notices', () => {
  it('choosing a sort order submits the form at once; the result count is re-announced 2 s later', async () => {
    const { page } = await shop.open('/sklep/');
    await mounted(page, 'catalog-ordering');
    await Promise.all([page.waitForURL(/orderby=price/), page.selectOption('select.orderby', 'price')]);
    await mounted(page, 'result-count');
    const count = page.locator('.woocommerce-result-count');
    expect(await count.getAttribute('role')).toBe('alert');
    expect(await count.getAttribute('aria-hidden')).toBe('true');
    await expect.poll(() => count.getAttribute('aria-hidden'), { timeout: 4000 }).toBe('false');
  });

  it('a quantity below its min is raised, except in the cart table', async () => {
    const { page } = await shop.open('/powiadomienia/');
    await mounted(page, 'quantity');
    const values = await page.$$eval('input.qty', (inputs) =>
      inputs.map((i) => [(i as HTMLInputElement).value, !!i.closest('.product-quantity')]),
    );
    expect(values).toContainEqual(['2', false]);
    expect(values).toContainEqual(['1', true]);
  });

  it('the error list as error.php prints it: its items leave the list semantics the alert role replaced', async () => {
    const { page } = await shop.open('/powiadomienia/');
    const roles = () =>
      page.$$eval('ul.woocommerce-error[role="alert"] > li', (items) =>
        items.map((li) => li.getAttribute('role')),
      );
    await mounted(page, 'notices');
    expect(await roles()).toEqual(['none', 'none']);
  });

  it('the first role=alert notice is scrolled to and focused', async () => {
    const { page } = await shop.open('/powiadomienia/');
    await mounted(page, 'notices');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.matches('ul.woocommerce-error')), {
        timeout: 3000,
      })
      .toBe(true);
    await expect.poll(() => page.evaluate(() => scrollY), { timeout: 3000 }).toBeGreaterThan(0);
    const top = await page.$eval('ul.woocommerce-error', (el) => el.getBoundingClientRect().top);
    await expect
      .poll(() => page.$eval('ul.woocommerce-error', (el) => Math.round(el.getBoundingClientRect().top)), {
        timeout: 3000,
      })
      .toBe(100);
    expect(top).toBeGreaterThanOrEqual(0);
  });
});
