/**
 * The classic checkout (/zamowienie/): Przelewy24's bank list (choose, deselect, keyboard, a real
 * update_order_review → updated_checkout re-mount, cart-extension requests with the Store API nonce), field
 * descriptions (focus, click elsewhere, Escape) and the installment widget (QA settings).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mounted, openShop, type Shop, type ShopPage } from './harness';

let shop: Shop;
beforeAll(async () => {
  shop = await openShop();
});
afterAll(() => shop?.close());

const clean = ({ warnings, errors }: ShopPage) =>
  expect({ warnings, errors }).toEqual({ warnings: [], errors: [] });

const choice = (page: Page) =>
  page.$eval('.p24-methods', (root) => ({
    hidden: root.querySelector<HTMLInputElement>('input[name=p24_method]')!.value,
    active: [...root.querySelectorAll('.p24-method.active')].map((r) => (r as HTMLElement).dataset.methodId),
    checked: [...root.querySelectorAll<HTMLInputElement>('input[type=radio]:checked')].map((r) => r.value),
  }));

const extensionCalls = () =>
  shop.requests('rest:/wc/store/v1/cart/extensions').map((r) => ({ body: r.body, nonce: r.headers.nonce }));

async function open(path = '/zamowienie/') {
  shop.server.clearRequests();
  const shopPage = await shop.open(path);
  await mounted(shopPage.page, 'payment-methods');
  await mounted(shopPage.page, 'checkout');
  if (!path.includes('classic_checkout')) {
    // The island's first order review at load replaces the payment section (its referer says so).
    await shopPage.page.waitForSelector('input[name=_wp_http_referer][value$="update_order_review"]', {
      state: 'attached',
    });
    await mounted(shopPage.page, 'payment-methods');
  }
  return shopPage;
}

describe('payment methods', () => {
  it('chooses, deselects, and sends the cart extension with the Store API nonce', async () => {
    const shopPage = await open();
    const { page } = shopPage;
    const nonce = await page.evaluate(
      () =>
        (window as unknown as { wcBlocksMiddlewareConfig: { storeApiNonce: string } })
          .wcBlocksMiddlewareConfig.storeApiNonce,
    );
    await expect
      .poll(extensionCalls)
      .toEqual([{ body: { namespace: 'przelewy24', data: { clean: true } }, nonce }]);
    expect(await choice(page)).toEqual({ hidden: '', active: [], checked: [] });

    await page.click('.p24-method[data-method-id="154"]');
    expect(await choice(page)).toEqual({ hidden: '154', active: ['154'], checked: ['154'] });
    await page.click('.p24-method[data-method-id="154"]');
    expect(await choice(page)).toEqual({ hidden: '', active: [], checked: [] });
    await expect
      .poll(() => extensionCalls().map((c) => c.body))
      .toEqual([
        { namespace: 'przelewy24', data: { clean: true } },
        { namespace: 'przelewy24', data: { payment_method: '154' } },
        { namespace: 'przelewy24', data: { payment_method: '' } },
      ]);
    expect(extensionCalls().every((c) => c.nonce === nonce)).toBe(true);
    expect(shop.requests('rest:').every((r) => r.status === 200)).toBe(true);
    clean(shopPage);
  });

  it('uses wc.blocksCheckout.extensionCartUpdate when the page has it', async () => {
    shop.server.clearRequests();
    const context = await shop.browser.newContext({ baseURL: shop.url });
    await context.addInitScript(() => {
      const calls: unknown[] = [];
      (window as unknown as { calls: unknown[] }).calls = calls;
      (window as unknown as { wc: unknown }).wc = {
        blocksCheckout: { extensionCartUpdate: (args: unknown) => (calls.push(args), Promise.resolve({})) },
      };
    });
    const { page } = await shop.open('/zamowienie/', { context });
    await mounted(page, 'payment-methods');
    await page.click('.p24-method[data-method-id="25"]');
    expect(await page.evaluate(() => (window as unknown as { calls: unknown[] }).calls)).toEqual([
      { namespace: 'przelewy24', data: { clean: true } },
      { namespace: 'przelewy24', data: { payment_method: '25' } },
    ]);
    expect(extensionCalls()).toEqual([]);
    await context.close();
  });

  it('is a native radio group: arrows choose, Space on the chosen one deselects', async () => {
    const shopPage = await open();
    const { page } = shopPage;
    await page.focus('.p24-method[data-method-id="25"] input');
    await page.keyboard.press('Space');
    expect((await choice(page)).hidden).toBe('25');
    await page.keyboard.press('ArrowDown');
    expect(await choice(page)).toEqual({ hidden: '31', active: ['31'], checked: ['31'] });
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe('31');
    await page.keyboard.press('Space');
    expect(await choice(page)).toEqual({ hidden: '', active: [], checked: [] });
    expect(
      await page.$eval('.p24-methods', (f) => [f.tagName, f.querySelector('legend')?.textContent]),
    ).toEqual(['FIELDSET', 'Wybierz bank']);
    clean(shopPage);
  });

  it('re-initialises after a real updated_checkout and keeps the choice', async () => {
    const shopPage = await open('/zamowienie/?jquery=1');
    const { page } = shopPage;
    await page.click('.p24-method[data-method-id="112"]');
    await page.evaluate(() => {
      type Handler = (event: unknown, data: unknown) => void;
      const w = window as unknown as {
        jQuery: (el: Element) => { on(name: string, fn: Handler): void; trigger(name: string): void };
        seen: unknown[];
      };
      w.seen = [];
      document.querySelector('#payment')!.setAttribute('data-old', '1');
      w.jQuery(document.body).on('updated_checkout', (_e: unknown, data: unknown) => w.seen.push(data));
      w.jQuery(document.body).trigger('update_checkout');
    });
    await page.waitForFunction(() => (window as unknown as { seen: unknown[] }).seen.length === 1);
    const request = shop.requests('wc-ajax:update_order_review').at(-1);
    expect(request?.body).toMatchObject({ security: 'a1b2c3d4e5', payment_method: 'przelewy24' });
    expect(String(request?.body.post_data)).toContain('p24_method=112');
    const seen = await page.evaluate(
      () => (window as unknown as { seen: Array<Record<string, unknown>> }).seen[0],
    );
    expect(seen).toMatchObject({ result: 'success', reload: false });
    expect(await page.$('#payment[data-old]')).toBeNull();
    await mounted(page, 'payment-methods');
    expect(await choice(page)).toEqual({ hidden: '112', active: ['112'], checked: ['112'] });
    await page.click('.p24-method[data-method-id="20"]');
    expect(await choice(page)).toEqual({ hidden: '20', active: ['20'], checked: ['20'] });
    await page.click('.p24-method[data-method-id="20"]');
    expect((await choice(page)).hidden).toBe('');
    clean(shopPage);
  });
});

describe('payment methods after an update that forgets the choice', () => {
  async function updateWith(page: Page, edit: (html: string) => string) {
    await page.route('**/?wc-ajax=update_order_review', async (route) => {
      const response = await route.fetch();
      const json = (await response.json()) as { fragments: Record<string, string> };
      for (const key of Object.keys(json.fragments)) json.fragments[key] = edit(json.fragments[key]!);
      await route.fulfill({ response, json });
    });
    await page.evaluate(() => {
      const w = window as unknown as { jQuery: (el: Element) => { trigger(name: string): void } };
      document.querySelector('#payment')!.setAttribute('data-old', '1');
      w.jQuery(document.body).trigger('update_checkout');
    });
    await page.waitForSelector('#payment:not([data-old])', { state: 'attached' });
    await mounted(page, 'payment-methods');
  }
  // the server's section printed with no method chosen (a gateway that does not echo the choice)
  const unchosen = (html: string) =>
    html
      .replace(/ active"/g, '"')
      .replace(/ checked>/g, '>')
      .replace(/name="p24_method" value="\d*"/, 'name="p24_method" value=""');

  it('the island restores the remembered method when the new list still has it', async () => {
    const shopPage = await open('/zamowienie/?jquery=1');
    const { page } = shopPage;
    await page.click('.p24-method[data-method-id="112"]');
    await updateWith(page, unchosen);
    expect(await choice(page)).toEqual({ hidden: '112', active: ['112'], checked: ['112'] });
    clean(shopPage);
  });

  it('and chooses nothing when the method is gone', async () => {
    const shopPage = await open('/zamowienie/?jquery=1');
    const { page } = shopPage;
    await page.click('.p24-method[data-method-id="112"]');
    await updateWith(page, (html) =>
      unchosen(html).replace(/<label class="p24-method"[^>]*data-method-id="112"[\s\S]*?<\/label>/, ''),
    );
    expect(await page.$('.p24-method[data-method-id="112"]')).toBeNull();
    expect(await choice(page)).toEqual({ hidden: '', active: [], checked: [] });
    clean(shopPage);
  });
});

describe('order review with checkout.js kept by the plugin (?classic_checkout=1)', () => {
  it('leaves update_checkout to checkout.js: one update_order_review request per update', async () => {
    const shopPage = await open('/zamowienie/?classic_checkout=1');
    const { page } = shopPage;
    await page.waitForFunction(() => 'jQuery' in window);
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { wc_checkout_params: Record<string, unknown> }).wc_checkout_params
            .wc_islands_classic_checkout,
      ),
    ).toBe(true);
    shop.server.clearRequests();
    const update = (round: number) =>
      page.evaluate(async (round) => {
        type Handler = () => void;
        const w = window as unknown as {
          jQuery: (el: Element) => { on(name: string, fn: Handler): void; trigger(name: string): void };
          updates?: number;
        };
        if (w.updates === undefined) {
          w.updates = 0;
          w.jQuery(document.body).on('updated_checkout', () => (w.updates = (w.updates ?? 0) + 1));
        }
        w.jQuery(document.body).trigger('update_checkout');
        return round;
      }, round);
    // Two rounds: the second ends after any request the first could have sent has been logged.
    for (const round of [1, 2]) {
      await update(round);
      await page.waitForFunction(
        (round) => (window as unknown as { updates: number }).updates >= round,
        round,
      );
    }
    expect(shop.requests('wc-ajax:update_order_review')).toHaveLength(2);
    expect(await page.evaluate(() => (window as unknown as { updates: number }).updates)).toBe(2);
    clean(shopPage);
  });
});

describe('field descriptions', () => {
  const description = (page: Page, id: string) =>
    page.$eval(`#${id}-description`, (el) => ({
      shown: getComputedStyle(el).display !== 'none',
      ariaHidden: el.getAttribute('aria-hidden'),
    }));

  it('slides down on focus, up on a click elsewhere or Escape', async () => {
    const shopPage = await open();
    const { page } = shopPage;
    expect(await description(page, 'billing_phone')).toEqual({ shown: false, ariaHidden: 'true' });
    await page.evaluate(() => {
      // Records each animation's duration (a finished animation is gone from getAnimations()).
      const w = window as unknown as { durations: unknown[] };
      w.durations = [];
      const animate = Element.prototype.animate;
      Element.prototype.animate = function (this: Element, frames, options) {
        w.durations.push(typeof options === 'number' ? options : options?.duration);
        return animate.call(this, frames, options);
      };
    });
    await page.focus('#billing_phone');
    expect(await description(page, 'billing_phone')).toEqual({ shown: true, ariaHidden: 'false' });
    const running = await page.evaluate(() => (window as unknown as { durations: unknown[] }).durations);
    expect(running).toEqual([250]);
    await page.click('h1.page-title');
    await expect.poll(() => description(page, 'billing_phone')).toEqual({ shown: false, ariaHidden: 'true' });

    await page.focus('#billing_company');
    expect(await description(page, 'billing_company')).toEqual({ shown: true, ariaHidden: 'false' });
    await page.keyboard.press('Escape');
    await expect
      .poll(() => description(page, 'billing_company'))
      .toEqual({ shown: false, ariaHidden: 'true' });
    await page.focus('#billing_company');
    await page.focus('#billing_phone');
    await expect
      .poll(() => description(page, 'billing_company'))
      .toEqual({ shown: false, ariaHidden: 'true' });
    expect(await description(page, 'billing_phone')).toEqual({ shown: true, ariaHidden: 'false' });
    clean(shopPage);
  });

  it('does not animate with reduced motion', async () => {
    const context = await shop.browser.newContext({ baseURL: shop.url, reducedMotion: 'reduce' });
    const { page } = await shop.open('/zamowienie/', { context });
    await mounted(page, 'checkout');
    await page.focus('#billing_phone');
    expect(await page.$eval('#billing_phone-description', (el) => el.getAnimations().length)).toBe(0);
    expect(await description(page, 'billing_phone')).toEqual({ shown: true, ariaHidden: 'false' });
    await context.close();
  });
});

describe('installment widget', () => {
  // The demo points the root's data-sdk at our stand-in for Przelewy24's SDK (or at a missing file).
  const SDK = /\/assets\/p24-installments-(?:stand-in|missing)\.js$/;
  const contexts: BrowserContext[] = [];
  afterAll(async () => {
    for (const context of contexts) await context.close();
  });

  /** The checkout with "ship to a different address" unticked: the widget's root sits in a hidden block. */
  const checkout = async (query = '') => {
    const context = await shop.browser.newContext({ baseURL: shop.url });
    contexts.push(context);
    const sdkRequests: string[] = [];
    context.on('request', (request) => {
      if (SDK.test(new URL(request.url()).pathname)) sdkRequests.push(request.url());
    });
    const shopPage = await shop.open(`/zamowienie/?ship_to_different=0${query}`, { context });
    await mounted(shopPage.page, 'checkout');
    await shopPage.page.waitForLoadState('networkidle');
    return { ...shopPage, sdkRequests };
  };
  const shipElsewhere = async (page: Page) => {
    await page.check('#ship-to-different-address-checkbox');
    await page.$eval('#p24_installment', (el) => el.scrollIntoView());
  };

  it('loads no SDK while the shipping block is hidden; once shown, the SDK once and the mini widget', async () => {
    const shopPage = await checkout();
    const { page, sdkRequests } = shopPage;
    expect(await page.isVisible('.shipping_address')).toBe(false);
    expect(sdkRequests).toEqual([]);
    expect(await page.evaluate(() => 'InstallmentCalculatorApp' in window)).toBe(false);
    expect(await page.$('#p24_installment[data-island-mounted]')).toBeNull();

    await shipElsewhere(page);
    await page.waitForSelector('.shipping_address #p24_installment .p24-stand-in--mini');
    expect(await page.textContent('#p24_installment')).toBe('Raty Przelewy24 (widget mini)');
    expect(sdkRequests).toHaveLength(1);
    expect(
      await page.$$eval('script[src*="p24-installments"]', (s) =>
        s.map((e) => (e as HTMLScriptElement).async),
      ),
    ).toEqual([true]);

    // showSimulator (the default): the provider's modal opens on a click on the widget
    expect(await page.isVisible('#installment-calculator-modal')).toBe(false);
    await page.click('#p24_installment .p24-stand-in');
    expect(await page.isVisible('body > #p24_installment_modal #installment-calculator-modal')).toBe(true);

    await page.uncheck('#ship-to-different-address-checkbox');
    await shipElsewhere(page);
    await page.waitForLoadState('networkidle');
    expect(sdkRequests).toHaveLength(1);
    clean(shopPage);
  });

  it('renders the max widget, and no modal with showSimulator off', async () => {
    const shopPage = await checkout('&installments_widget=max&installments_simulator=0');
    const { page } = shopPage;
    await shipElsewhere(page);
    await page.waitForSelector('#p24_installment .p24-stand-in--max');
    await page.click('#p24_installment .p24-stand-in');
    expect(await page.$('#installment-calculator-modal')).toBeNull();
    clean(shopPage);
  });

  it.each(['off', 'none'])('renders nothing and loads no SDK with installments=%s', async (value) => {
    const shopPage = await checkout(`&installments=${value}`);
    const { page, sdkRequests } = shopPage;
    await shipElsewhere(page);
    await page.waitForLoadState('networkidle');
    expect(await page.$eval('#p24_installment', (el) => el.childElementCount)).toBe(0);
    expect(await page.isVisible('#p24_installment')).toBe(false);
    expect(sdkRequests).toEqual([]);
    clean(shopPage);
  });

  it('an SDK that does not load: one warning, the root hidden, the checkout still works', async () => {
    const shopPage = await checkout('&installments_sdk=missing');
    const { page, sdkRequests } = shopPage;
    await shipElsewhere(page);
    await mounted(page, 'installment-widget');
    await expect.poll(() => shopPage.warnings).toHaveLength(1);
    expect(shopPage.warnings[0]).toContain('installment-widget');
    expect(sdkRequests).toHaveLength(1);
    expect(
      await page.$eval('#p24_installment', (el) => [el.childElementCount, (el as HTMLElement).hidden]),
    ).toEqual([0, true]);
    expect(shopPage.errors.every((e) => /404/.test(e))).toBe(true);
    // The list the checkout update brought may not be mounted yet (it mounts when seen): a choice made before
    // counts once it is.
    await page.click('.p24-method[data-method-id="154"]');
    await expect.poll(async () => (await choice(page)).hidden).toBe('154');
  });
});
