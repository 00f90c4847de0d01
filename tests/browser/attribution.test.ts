/**
 * Order attribution with real cookies across page loads in one browser context: a campaign visit, an
 * organic referrer, a referral inside and outside a session, direct visits; the hidden inputs of the
 * registration form and the block checkout's extension data; tracking off (QA setting and runtime switch);
 * WP Consent API events; XSS payloads in campaign values and the referrer.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeContainer } from '../../widgets/order-attribution/cookies-format';
import { describeOnce, mounted, openShop, type Shop } from './harness';

let shop: Shop;
beforeAll(async () => {
  shop = await openShop();
});
afterAll(() => shop?.close());

interface Visit {
  page: Page;
  warnings: string[];
  errors: string[];
  cspViolations: string[];
}

const contexts: BrowserContext[] = [];
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {});
});

async function newContext(cookies: Array<{ name: string; value: string }> = []): Promise<BrowserContext> {
  const context = await shop.browser.newContext({ baseURL: shop.url });
  contexts.push(context);
  if (cookies.length) await context.addCookies(cookies.map((c) => ({ ...c, url: shop.url })));
  return context;
}

/**
 * One page load in `context` (a new tab), with an optional Referer; resolves once the loader has run (it
 * records the visit) and, on a page with a form or the checkout block, the island has mounted.
 */
async function visit(
  context: BrowserContext,
  path: string,
  options: { referer?: string; init?: () => void } = {},
): Promise<Visit> {
  const page = await context.newPage();
  const result: Visit = { page, warnings: [], errors: [], cspViolations: [] };
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'warning') result.warnings.push(text);
    if (message.type() === 'error') {
      if (/Content.Security.Policy/i.test(text)) result.cspViolations.push(text);
      else result.errors.push(text);
    }
  });
  page.on('pageerror', (error) => result.errors.push(String(error)));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`Content-Security-Policy violation: ${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  if (options.init) await page.addInitScript(options.init);
  await page.goto(path, options.referer ? { referer: options.referer } : {});
  const loaderRan = () =>
    typeof (window as { wcIslands?: { register?: unknown } }).wcIslands?.register === 'function';
  await page.waitForFunction(loaderRan, undefined, { timeout: 15_000 });
  if (await page.$('wc-order-attribution-inputs, .wp-block-woocommerce-checkout'))
    await mounted(page, 'order-attribution', 15_000);
  return result;
}

/** The sbjs_* cookies of the context, decoded. */
async function jar(context: BrowserContext): Promise<Record<string, Record<string, string> | undefined>> {
  const cookies = await context.cookies();
  return Object.fromEntries(
    cookies
      .filter((c) => c.name.startsWith('sbjs_'))
      .map((c) => [c.name.slice(5), decodeContainer(c.value) as Record<string, string>]),
  );
}

/** The register form's `wc_order_attribution_*` inputs: name (without prefix) → value. */
const registerInputs = (page: Page) =>
  page.$$eval('form.register wc-order-attribution-inputs input', (inputs) =>
    Object.fromEntries(
      (inputs as HTMLInputElement[]).map((i) => [
        `${i.type}:${i.name.replace('wc_order_attribution_', '')}`,
        i.value,
      ]),
    ),
  );

interface Call {
  namespace: string;
  data: Record<string, string | null>;
  replace: boolean;
}
const checkoutCalls = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { wcCheckoutStandIn: { calls: unknown[] } }).wcCheckoutStandIn.calls,
  ) as Promise<Call[]>;

const clean = (v: Visit) =>
  expect({ warnings: v.warnings, errors: v.errors, csp: v.cspViolations }).toEqual({
    warnings: [],
    errors: [],
    csp: [],
  });

describeOnce('a visit of a moment', () => {
  const LANDING = '/?utm_source=reklama&utm_medium=cpc&utm_campaign=jesien';

  /**
   * Lands from an ad, then clicks on to the shop once `leave` resolves. The next page runs no islands, so
   * what the cookies hold is what the landing page recorded before the shopper left it.
   */
  async function landAndLeave(leave: (page: Page) => Promise<unknown>, cpuSlowdown = 1) {
    const context = await newContext();
    await context.route('**/dist/*/islands.js', (route) =>
      new URL(route.request().frame().url()).pathname === '/sklep/' ? route.abort() : route.continue(),
    );
    const page = await context.newPage();
    // A phone's CPU, as the measurement that found the lost visits used.
    if (cpuSlowdown > 1)
      await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(LANDING, { waitUntil: 'commit' });
    await leave(page);
    await Promise.all([page.waitForURL('**/sklep/'), page.evaluate(() => location.assign('/sklep/'))]);
    return jar(context);
  }

  const asSourcebuster = (cookies: Record<string, Record<string, string> | undefined>) => {
    const campaign = { typ: 'utm', src: 'reklama', mdm: 'cpc', cmp: 'jesien' };
    expect(cookies.current).toMatchObject(campaign);
    expect(cookies.first).toMatchObject(campaign);
    expect(cookies.current_add).toMatchObject({ ep: `${shop.url}${LANDING}`, rf: '(none)' });
    expect(cookies.session).toEqual({ pgs: '1', cpg: `${shop.url}${LANDING}` });
    expect(cookies.udata).toMatchObject({ vst: '1' });
    expect(cookies.migrations).toEqual({ '1418474375998': '1' });
  };

  // The loader is an async module: DOMContentLoaded does not wait for it, the load event does. Leaving at
  // DOMContentLoaded raced its arrival, and a busy machine lost that race now and then.
  it('leaving as soon as the landing page has loaded (the load event, which waits for the loader): the visit is recorded', async () => {
    asSourcebuster(await landAndLeave((page) => page.waitForLoadState('load')));
  });

  it('leaving 0.7 s after landing on a 4× slower CPU (or once it has loaded, if later): the visit is recorded', async () => {
    const moment = (page: Page) =>
      Promise.all([page.waitForLoadState('load'), new Promise((r) => setTimeout(r, 700))]);
    asSourcebuster(await landAndLeave(moment, 4));
  });
});

describe('order attribution across page loads', () => {
  it('utm → kept → organic → referral in session (kept) → referral in a new session → direct', async () => {
    const context = await newContext();

    // 1. A campaign link, typed in.
    let v = await visit(context, '/?utm_source=newsletter&utm_medium=email&utm_campaign=wiosna&utm_id=42');
    clean(v);
    let cookies = await jar(context);
    expect(cookies.current).toEqual({
      typ: 'utm',
      src: 'newsletter',
      mdm: 'email',
      cmp: 'wiosna',
      cnt: '(none)',
      id: '42',
      trm: '(none)',
      plt: '(none)',
      fmt: '(none)',
      tct: '(none)',
    });
    expect(cookies.first).toEqual(cookies.current);
    expect(cookies.current_add).toMatchObject({
      ep: `${shop.url}/?utm_source=newsletter&utm_medium=email&utm_campaign=wiosna&utm_id=42`,
      rf: '(none)',
    });
    expect(cookies.current_add!.fd).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(cookies.session).toEqual({ pgs: '1', cpg: cookies.current_add!.ep });
    expect(cookies.udata).toMatchObject({ vst: '1', uip: '(none)' });
    expect(cookies.udata!.uag).toBe(await v.page.evaluate(() => navigator.userAgent));
    expect(cookies.promo!.code).toMatch(/^\d{6}$/);
    expect(cookies.migrations).toEqual({ '1418474375998': '1' });
    // Lifetime 0.00001 months: browser-session cookies, except the 30-minute sliding session.
    const raw = await context.cookies();
    const session = raw.find((c) => c.name === 'sbjs_session')!;
    expect(session.expires * 1000 - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(session.expires * 1000 - Date.now()).toBeLessThanOrEqual(30 * 60_000 + 5000);
    expect(
      raw.filter((c) => c.name.startsWith('sbjs_') && c.name !== 'sbjs_session').map((c) => c.expires),
    ).toEqual(Array(7).fill(-1));
    await v.page.close();

    // 2. Another page, no referrer: the campaign stays, pages count up.
    v = await visit(context, '/sklep/');
    cookies = await jar(context);
    expect(cookies.current!.typ).toBe('utm');
    expect(cookies.session!.pgs).toBe('2');
    expect(cookies.udata!.vst).toBe('1');
    await v.page.close();

    // 3. From Google: organic overrides; the first source stays; the register form gets the values.
    v = await visit(context, '/moje-konto/', { referer: 'https://www.google.com/' });
    clean(v);
    cookies = await jar(context);
    expect(cookies.current).toMatchObject({ typ: 'organic', src: 'google', mdm: 'organic', cmp: '(none)' });
    expect(cookies.first!.typ).toBe('utm');
    expect(cookies.session!.pgs).toBe('3');
    const inputs = await registerInputs(v.page);
    expect(Object.keys(inputs)).toHaveLength(16);
    expect(inputs).toMatchObject({
      'hidden:source_type': 'organic',
      'hidden:referrer': 'https://www.google.com/',
      'hidden:utm_source': 'google',
      'hidden:utm_medium': 'organic',
      'hidden:utm_campaign': '(none)',
      'hidden:session_entry': `${shop.url}/moje-konto/`,
      'hidden:session_pages': '3',
      'hidden:session_count': '1',
    });
    await v.page.close();

    // 4. A referral inside the live session does not replace the source.
    v = await visit(context, '/koszyk/', { referer: 'https://blog.example.org/wpis/' });
    cookies = await jar(context);
    expect(cookies.current).toMatchObject({ typ: 'organic', src: 'google' });
    expect(cookies.session!.pgs).toBe('4');
    await v.page.close();

    // 5. The session ends (its cookie expired): a referral starts a new visit, on the block checkout.
    await context.clearCookies({ name: 'sbjs_session' });
    v = await visit(context, '/zamowienie-blokowe/', { referer: 'https://blog.example.org/wpis/?a=1' });
    clean(v);
    cookies = await jar(context);
    expect(cookies.current).toMatchObject({
      typ: 'referral',
      src: 'blog.example.org',
      mdm: 'referral',
      cnt: '/wpis/',
    });
    expect(cookies.session!.pgs).toBe('1');
    expect(cookies.udata!.vst).toBe('2');
    const calls = await checkoutCalls(v.page);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      namespace: 'woocommerce/order-attribution',
      replace: true,
      data: {
        source_type: 'referral',
        referrer: 'https://blog.example.org/wpis/?a=1',
        utm_source: 'blog.example.org',
        utm_medium: 'referral',
        utm_content: '/wpis/',
        session_pages: '1',
        session_count: '2',
        session_entry: `${shop.url}/zamowienie-blokowe/`,
      },
    });
    expect(Object.keys(calls[0]!.data)).toHaveLength(16);
    expect(await v.page.textContent('#checkout-extension-data')).toContain('"source_type": "referral"');
    await v.page.close();

    // 6. Direct: the referral stays.
    v = await visit(context, '/moje-konto/');
    expect(await registerInputs(v.page)).toMatchObject({
      'hidden:source_type': 'referral',
      'hidden:utm_source': 'blog.example.org',
      'hidden:session_pages': '2',
      'hidden:session_count': '2',
    });
    expect((await jar(context)).first!.typ).toBe('utm');
  }, 60_000);

  it('a page without a form loads none of the inputs code; a form added later (a login popup) gets its inputs', async () => {
    const context = await newContext();
    const v = await visit(context, '/sklep/?utm_source=popup');
    const { page } = v;
    await page.waitForLoadState('networkidle');
    const chunk = /\/chunks\/order-attribution-[^/]+\.js$/;
    const loaded = () => page.evaluate(() => performance.getEntriesByType('resource').map((r) => r.name));
    expect((await loaded()).filter((url) => chunk.test(url))).toEqual([]);
    const data = () =>
      page.evaluate(() =>
        (
          window as unknown as { wc_order_attribution: { getAttributionData(): Record<string, unknown> } }
        ).wc_order_attribution.getAttributionData(),
      );
    expect(await data()).toMatchObject({ source_type: 'utm', utm_source: 'popup' });
    await page.evaluate(() => {
      const form = document.createElement('form');
      form.className = 'register';
      form.innerHTML = '<wc-order-attribution-inputs></wc-order-attribution-inputs>';
      document.body.append(form);
    });
    await expect
      .poll(() => registerInputs(page))
      .toMatchObject({ 'hidden:source_type': 'utm', 'hidden:utm_source': 'popup' });
    expect((await loaded()).filter((url) => chunk.test(url))).toHaveLength(1);
    clean(v);
  });

  it('typein only for a visitor with nothing stored', async () => {
    const context = await newContext();
    const v = await visit(context, '/moje-konto/');
    clean(v);
    expect((await jar(context)).current).toMatchObject({ typ: 'typein', src: '(direct)', mdm: '(none)' });
    expect(await registerInputs(v.page)).toMatchObject({
      'hidden:source_type': 'typein',
      'hidden:utm_source': '(direct)',
      'hidden:referrer': '(none)',
    });
  });

  it('waits for the checkout store when it registers later', async () => {
    const context = await newContext();
    const { page } = await visit(context, '/zamowienie-blokowe/?store=late&utm_source=fb');
    expect(await checkoutCalls(page)).toEqual([]);
    await page.evaluate(() =>
      (window as unknown as { wcCheckoutStandIn: { register(): void } }).wcCheckoutStandIn.register(),
    );
    const calls = await checkoutCalls(page);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.data.utm_source).toBe('fb');
  });
});

describe('classic checkout', () => {
  it('fills the sixteen inputs in form.checkout, and they are posted with the order review update', async () => {
    const context = await newContext();
    const v = await visit(context, '/zamowienie/?jquery=1&utm_source=newsletter&utm_campaign=zima');
    const inputs = () =>
      v.page.$$eval('form.checkout wc-order-attribution-inputs input[type=hidden]', (list) =>
        Object.fromEntries(
          (list as HTMLInputElement[]).map((i) => [i.name.replace('wc_order_attribution_', ''), i.value]),
        ),
      );
    await expect.poll(async () => Object.keys(await inputs()).length).toBe(16);
    expect(await inputs()).toMatchObject({
      source_type: 'utm',
      utm_source: 'newsletter',
      utm_campaign: 'zima',
      session_pages: '1',
      session_count: '1',
    });
    await v.page.waitForLoadState('networkidle');
    shop.server.clearRequests();
    await v.page.evaluate(() => {
      const w = window as unknown as { jQuery: (el: Element) => { trigger(name: string): void } };
      w.jQuery(document.body).trigger('update_checkout');
    });
    await expect.poll(() => shop.requests('wc-ajax:update_order_review').length).toBeGreaterThan(0);
    const [request] = shop.requests('wc-ajax:update_order_review');
    expect(String(request?.body.post_data)).toContain('wc_order_attribution_utm_source=newsletter');
    expect((await inputs()).utm_campaign).toBe('zima');
    clean(v);
  });
});

describe('tracking off', () => {
  it('the runtime switch deletes every cookie, empties the inputs and the checkout data; on starts again', async () => {
    const context = await newContext();
    await (await visit(context, '/?utm_source=a')).page.close();
    await (await visit(context, '/sklep/')).page.close();
    const v = await visit(context, '/zamowienie-blokowe/');
    expect(Object.keys(await jar(context))).toHaveLength(8);

    await v.page.evaluate(() =>
      (
        window as unknown as { wc_order_attribution: { setOrderTracking(a: boolean): void } }
      ).wc_order_attribution.setOrderTracking(false),
    );
    expect(await jar(context)).toEqual({});
    let calls = await checkoutCalls(v.page);
    expect(calls).toHaveLength(2);
    expect(Object.values(calls[1]!.data).every((value) => value === null)).toBe(true);

    await v.page.evaluate(() =>
      (
        window as unknown as { wc_order_attribution: { setOrderTracking(a: boolean): void } }
      ).wc_order_attribution.setOrderTracking(true),
    );
    const cookies = await jar(context);
    expect(Object.keys(cookies)).toHaveLength(8);
    expect(cookies.current!.typ).toBe('typein');
    expect(cookies.session!.pgs).toBe('1');
    expect(cookies.udata!.vst).toBe('1');
    calls = await checkoutCalls(v.page);
    expect(calls[2]!.data).toMatchObject({ source_type: 'typein', session_count: '1' });
    clean(v);
  });

  it('the shop setting (allowTracking false) deletes the cookies and sends empty values', async () => {
    const context = await newContext();
    await (await visit(context, '/?utm_source=a')).page.close();
    expect(Object.keys(await jar(context))).toHaveLength(8);
    const v = await visit(context, '/moje-konto/?attribution_tracking=no');
    expect(await jar(context)).toEqual({});
    const inputs = await registerInputs(v.page);
    expect(Object.keys(inputs)).toHaveLength(16);
    expect(Object.values(inputs).every((value) => value === '')).toBe(true);
    clean(v);
  });
});

describe('WP Consent API', () => {
  const consentApi = () => {
    const w = window as unknown as { consent: Record<string, string>; wp_has_consent(c: string): boolean };
    w.consent = {};
    w.wp_has_consent = (category) => w.consent[category] === 'allow';
  };
  const change = (page: Page, detail: Record<string, string>) =>
    page.evaluate((d) => {
      Object.assign((window as unknown as { consent: Record<string, string> }).consent, d);
      document.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail: d }));
    }, detail);

  it('stores nothing until marketing consent, then tracks the landing page; a denial deletes', async () => {
    const context = await newContext([{ name: 'qa_settings', value: 'attribution_consent=1' }]);
    const v = await visit(context, '/moje-konto/?utm_source=mail', { init: consentApi });
    expect(await jar(context)).toEqual({});
    expect((await registerInputs(v.page))['hidden:source_type']).toBe('');

    await change(v.page, { statistics: 'allow' });
    expect(await jar(context)).toEqual({});

    await change(v.page, { marketing: 'allow' });
    expect((await jar(context)).current).toMatchObject({ typ: 'utm', src: 'mail' });
    expect(await registerInputs(v.page)).toMatchObject({
      'hidden:source_type': 'utm',
      'hidden:utm_source': 'mail',
    });

    await change(v.page, { marketing: 'deny' });
    expect(await jar(context)).toEqual({});
    expect((await registerInputs(v.page))['hidden:utm_source']).toBe('');
    clean(v);
  });

  it('without the consent requirement, tracking starts at once and a marketing denial still stops it', async () => {
    const context = await newContext();
    const v = await visit(context, '/moje-konto/?utm_source=mail', { init: consentApi });
    expect((await jar(context)).current).toMatchObject({ typ: 'utm', src: 'mail' });
    await change(v.page, { marketing: 'deny' });
    expect(await jar(context)).toEqual({});
    expect((await registerInputs(v.page))['hidden:utm_source']).toBe('');
    await change(v.page, { marketing: 'allow' });
    expect((await jar(context)).current).toMatchObject({ typ: 'utm', src: 'mail' });
    clean(v);
  });

  it('tracks at once when consent was given before', async () => {
    const context = await newContext([{ name: 'qa_settings', value: 'attribution_consent=1' }]);
    const v = await visit(context, '/moje-konto/', {
      init: () => {
        (window as unknown as { wp_has_consent(c: string): boolean }).wp_has_consent = (c) =>
          c === 'marketing';
      },
    });
    expect((await jar(context)).current!.typ).toBe('typein');
    clean(v);
  });
});

describe('hostile values', () => {
  const payload = '"><img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';

  it('utm values and the referrer never execute, under strict CSP, and arrive only as values', async () => {
    const context = await newContext([{ name: 'qa_csp', value: 'strict' }]);
    const flag = () => (window as unknown as { __xss?: number }).__xss;
    const query = `utm_source=${encodeURIComponent(payload)}&utm_campaign=${encodeURIComponent('</script><svg onload=window.__xss=3>')}`;
    const referer = `https://evil.example/${encodeURIComponent(payload)}`;

    let v = await visit(context, `/moje-konto/?${query}`, { referer });
    expect(await v.page.evaluate(flag)).toBeUndefined();
    expect(await registerInputs(v.page)).toMatchObject({
      'hidden:utm_source': payload,
      'hidden:utm_campaign': '</script><svg onload=window.__xss=3>',
      'hidden:referrer': referer,
    });
    expect(await v.page.$$('img[src="x"], svg[onload]')).toHaveLength(0);
    clean(v);
    await v.page.close();

    v = await visit(context, '/zamowienie-blokowe/');
    expect(await v.page.evaluate(flag)).toBeUndefined();
    const calls = await checkoutCalls(v.page);
    expect(calls[0]!.data.utm_source).toBe(payload);
    expect(await v.page.$$('img[src="x"]')).toHaveLength(0);
    clean(v);
  });
});

describe('the loader before the footer', () => {
  /**
   * WordPress prints a classic theme's script modules, the loader among them, before the footer's classic
   * scripts and their data. An async loader can then run while `wc_order_attribution` is not printed yet:
   * here the page holds the parser on a script before that data until the loader has run.
   */
  async function heldVisit(path: string) {
    const context = await newContext();
    const page = await context.newPage();
    const warnings: string[] = [];
    page.on('console', (m) => void (m.type() === 'warning' && warnings.push(m.text())));
    let loaderRan: () => void = () => {};
    const ran = new Promise<void>((resolve) => (loaderRan = resolve));
    await page.route(`**${path}`, async (route) => {
      const html = await (await route.fetch()).text();
      const data = /<script id="wc-order-attribution-js-extra"[^>]*>[\s\S]*?<\/script>/.exec(html)![0];
      await route.fulfill({
        contentType: 'text/html',
        body: html
          .replace(data, '')
          .replace('</body>', `<script src="/held-footer.js"></script>${data}</body>`),
      });
    });
    await page.route('**/held-footer.js', async (route) => {
      await ran;
      await route.fulfill({ contentType: 'text/javascript', body: '' });
    });
    const navigation = page.goto(path);
    // Polled on a timer: no animation frame comes while the parser waits before the first paint.
    await page.waitForFunction(() => (window as { wcIslands?: object }).wcIslands !== undefined, undefined, {
      timeout: 15_000,
      polling: 50,
    });
    const before = await page.evaluate(() => document.readyState);
    loaderRan();
    await navigation;
    await mounted(page, 'order-attribution', 15_000);
    return { context, page, warnings, before };
  }

  it("the shop's setting is read once the footer prints it, and WooCommerce's API on its global stays", async () => {
    const { context, page, warnings, before } = await heldVisit(
      '/moje-konto/?attribution_tracking=no&utm_source=x',
    );
    expect(before).toBe('loading');
    expect(await jar(context)).toEqual({});
    expect(
      await page.evaluate(() => {
        const api = (window as unknown as { wc_order_attribution: Record<string, unknown> })
          .wc_order_attribution;
        return [typeof api.setOrderTracking, typeof api.getAttributionData];
      }),
    ).toEqual(['function', 'function']);
    expect(warnings.filter((w) => w.includes('wc_order_attribution'))).toEqual([]);
  });

  it('a visit is recorded once the footer has printed the data', async () => {
    const { context, before } = await heldVisit('/moje-konto/?utm_source=footer');
    expect(before).toBe('loading');
    expect((await jar(context)).current).toMatchObject({ typ: 'utm', src: 'footer' });
  });
});
