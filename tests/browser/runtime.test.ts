/**
 * The island runtime in a real browser: the jQuery bridge with real jQuery, islands in late HTML, error
 * isolation, malformed params, the strict-CSP mode and the react flavour on WordPress's React.
 */
import type { Page } from 'playwright-core';
import type { BuiltManifest } from '../../scripts/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLAVOUR, itOnce, loaderReady, mounted, openShop, type Shop } from './harness';

let shop: Shop;
beforeAll(async () => {
  shop = await openShop();
});
afterAll(() => shop?.close());

type Win = Window & {
  wcIslands: import('../../widgets/loader').IslandsApi;
  jQuery: (target: unknown) => {
    on(name: string, fn: (...args: unknown[]) => void): void;
    trigger(name: string, args?: unknown[]): void;
    replaceWith(html: string): void;
  };
  seen: unknown[];
};

/**
 * Probe islands registered from the page, as a third party would. Plain JavaScript in a string: the
 * test transform would otherwise add helpers (`__name`) that do not exist in the page.
 */
const PROBES = `
  window.seen = [];
  wcIslands.register('probe', { strategy: 'load', load: async () => ({ default: {
    mount(ctx) { ctx.root.dataset.probe = 'on'; return () => window.seen.push('unmounted:' + ctx.root.id); },
  } }) });
  wcIslands.register('probe-broken', { strategy: 'load', load: async () => ({ default: {
    mount() { throw new Error('probe exploded'); },
  } }) });
  wcIslands.register('probe-ui', { strategy: 'load', load: async () => ({ default: {
    async mount(ctx) {
      const { React, renderOwned } = await wcIslands.ui();
      const h = React.createElement;
      const Counter = ({ fail }) => {
        const [n, setN] = React.useState(0);
        if (fail) throw new Error('render exploded');
        return h('button', { type: 'button', className: 'probe-counter', onClick: () => setN(n + 1) }, 'Kliknięto ' + n);
      };
      renderOwned(ctx, h(Counter, { fail: ctx.root.dataset.fail === 'yes' }), ctx.root);
    },
  } }) });
  // Declared as the built-in islands are: a component on its root, React from ui() (the example in docs/theme-developers.md).
  wcIslands.register('probe-component', { strategy: 'load', load: async () => {
    const { React } = await wcIslands.ui();
    function Licznik({ root, props }) {
      const [n, setN] = React.useState(0);
      if (props.fail) throw new Error('component exploded');
      React.useLayoutEffect(() => { root.dataset.count = String(n); }, [root, n]);
      return React.createPortal(
        React.createElement('button', { type: 'button', className: 'licznik', onClick: () => setN(n + 1) }, 'Kliknięto ' + n),
        root,
      );
    }
    return { default: { name: 'probe-component', props: (root) => ({ fail: root.dataset.fail === 'yes' }), Component: Licznik } };
  } });
`;

async function registerProbes(page: Page) {
  // addScriptTag would be an inline script, which the strict CSP (rightly) refuses; evaluate is not.
  await page.evaluate(PROBES);
}

describe('jQuery bridge', () => {
  it('bus events reach jQuery handlers with WooCommerce’s arguments, and jQuery triggers reach islands, once each', async () => {
    const shopPage = await shop.open('/?jquery=1');
    const { page } = shopPage;
    await loaderReady(page);
    const result = await page.evaluate(() => {
      const w = window as unknown as Win;
      const jq: unknown[] = [];
      const bus: unknown[] = [];
      const native: unknown[] = [];
      w.jQuery(document.body).on('added_to_cart', (_e, fragments, hash, $button) =>
        jq.push([fragments, hash, ($button as { 0: Element; jquery: string })[0].id]),
      );
      w.wcIslands.on('added_to_cart', ([, hash]) => bus.push(`added:${hash}`));
      w.wcIslands.on('wc_fragment_refresh', () => bus.push('refresh'));
      document.body.addEventListener('wc-blocks_added_to_cart', (e) =>
        native.push((e as CustomEvent).detail),
      );
      const button = Object.assign(document.createElement('a'), { id: 'btn-12' });
      document.body.append(button);
      w.wcIslands.emit('added_to_cart', [
        { 'div.widget_shopping_cart_content': '<div></div>' },
        'hash-1',
        button,
      ]);
      w.jQuery(document.body).trigger('wc_fragment_refresh');
      w.jQuery(document.body).trigger('added_to_cart', [{}, 'hash-2', w.jQuery(button)]);
      return { jq, bus, native };
    });
    expect(result.jq).toEqual([
      [{ 'div.widget_shopping_cart_content': '<div></div>' }, 'hash-1', 'btn-12'],
      [{}, 'hash-2', 'btn-12'],
    ]);
    expect(result.bus).toEqual(['added:hash-1', 'refresh', 'added:hash-2']);
    expect(result.native).toEqual([{ preserveCartData: false }]);
    expect(shopPage.errors).toEqual([]);
  });

  it('a jQuery handler vetoes through should_send_ajax_request.adding_to_cart', async () => {
    const { page } = await shop.open('/?jquery=1');
    await loaderReady(page);
    const answers = await page.evaluate(() => {
      const w = window as unknown as Win;
      const before = w.wcIslands.veto('should_send_ajax_request.adding_to_cart', [null]);
      w.jQuery(document.body).on('should_send_ajax_request.adding_to_cart', () => false);
      return [before, w.wcIslands.veto('should_send_ajax_request.adding_to_cart', [null])];
    });
    expect(answers).toEqual([true, false]);
  });

  it('comes in its own chunk, only where the page has jQuery; one that hangs holds the islands back 3 s at most', async () => {
    const jqueryChunk = /\/chunks\/jquery-api-[^/]+\.js$/;
    const plain = await shop.open('/');
    const asked: string[] = [];
    plain.page.on('request', (request) => asked.push(request.url()));
    await mounted(plain.page, 'header');
    await plain.page.waitForLoadState('networkidle');
    expect(asked.filter((url) => jqueryChunk.test(url))).toEqual([]);

    const context = await shop.browser.newContext({ baseURL: shop.url });
    const page = await context.newPage();
    await page.route(jqueryChunk, () => new Promise(() => {})); // never answered
    await page.goto('/?jquery=1');
    await page.waitForSelector('[data-island="header"][data-island-mounted]', {
      state: 'attached',
      timeout: 15_000,
    });
    await context.close();
  });
});

describe('mount registry', () => {
  it('mounts islands inside replaced fragment HTML and unmounts the replaced ones', async () => {
    const shopPage = await shop.open('/?jquery=1');
    const { page } = shopPage;
    await loaderReady(page);
    await mounted(page, 'cart-fragments'); // its own refresh has settled before we swap by hand
    await page.waitForLoadState('networkidle');
    await registerProbes(page);
    // What add-to-cart does with fragments: replaceWith on each selector.
    await page.evaluate(() => {
      const w = window as unknown as Win;
      w.jQuery('div.widget_shopping_cart_content').replaceWith(
        '<div class="widget_shopping_cart_content"><span id="p1" data-island="probe"></span></div>',
      );
    });
    await page.waitForSelector('#p1[data-probe="on"][data-island-mounted]', { state: 'attached' });
    await page.evaluate(() => {
      const w = window as unknown as Win;
      w.jQuery('div.widget_shopping_cart_content').replaceWith(
        '<div class="widget_shopping_cart_content"><span id="p2" data-island="probe"></span></div>',
      );
    });
    await page.waitForSelector('#p2[data-island-mounted]', { state: 'attached' });
    await expect.poll(() => page.evaluate(() => (window as unknown as Win).seen)).toEqual(['unmounted:p1']);
    expect(shopPage.errors).toEqual([]);
  });

  it('a throwing island warns once with its name; the others, and the server markup, keep working', async () => {
    const shopPage = await shop.open('/');
    const { page } = shopPage;
    await loaderReady(page);
    await registerProbes(page);
    await page.evaluate(() => {
      document
        .querySelector('main')
        ?.insertAdjacentHTML(
          'afterbegin',
          '<div id="b" data-island="probe-broken"><a href="#dalej">Dalej</a></div><span id="ok" data-island="probe"></span>' +
            '<div id="u1" data-island="probe-ui" data-fail="yes"><noscript>x</noscript></div><div id="u2" data-island="probe-ui"></div>',
        );
    });
    await page.waitForSelector('#ok[data-island-mounted]', { state: 'attached' });
    await page.waitForSelector('#u2 .probe-counter');
    await page.click('#u2 .probe-counter');
    await expect.poll(() => page.textContent('#u2 .probe-counter')).toBe('Kliknięto 1');
    expect(
      shopPage.warnings.filter((w) => w.startsWith('[islands] probe-broken: mounting failed')),
    ).toHaveLength(1);
    expect(
      shopPage.warnings.filter((w) => w.startsWith('[islands] probe-ui: rendering failed')),
    ).toHaveLength(1);
    expect(await page.getAttribute('#b', 'data-island-failed')).toBe('');
    expect(await page.textContent('#b a')).toBe('Dalej');
    // the built-in island on the same page is unaffected
    await mounted(page, 'store-notice');
    await page.click('.woocommerce-store-notice__dismiss-link');
    expect(await page.isVisible('p.woocommerce-store-notice')).toBe(false);
    expect(shopPage.errors.filter((e) => !/render exploded|probe exploded/.test(e))).toEqual([]);
  });

  it('a third party declares a component island as the built-in ones are; its failure stays its own', async () => {
    const shopPage = await shop.open('/');
    const { page } = shopPage;
    await loaderReady(page);
    await registerProbes(page);
    await page.evaluate(() =>
      document
        .querySelector('main')
        ?.insertAdjacentHTML(
          'afterbegin',
          '<div id="c1" data-island="probe-component"><p>serwer</p></div>' +
            '<div id="c2" data-island="probe-component" data-fail="yes"><a href="#dalej">Dalej</a></div>',
        ),
    );
    await page.click('#c1 .licznik');
    await expect.poll(() => page.getAttribute('#c1', 'data-count')).toBe('1');
    expect(await page.textContent('#c1 .licznik')).toBe('Kliknięto 1');
    expect(await page.textContent('#c1 p')).toBe('serwer'); // the server markup stays beside the portal
    await expect
      .poll(() =>
        shopPage.warnings.filter((w) => w.startsWith('[islands] probe-component: rendering failed')),
      )
      .toHaveLength(1);
    expect(await page.getAttribute('#c2', 'data-island-failed')).toBe('');
    expect(await page.textContent('#c2 a')).toBe('Dalej');
    expect(shopPage.errors.filter((e) => !/component exploded/.test(e))).toEqual([]);
  });

  it('third parties can queue registrations before the loader runs (window.wcIslands as an array)', async () => {
    const { page } = await shop.open('/fixtures/');
    await page.route('**/fixtures/', async (route) => {
      const response = await route.fetch();
      const text = await response.text();
      // the page's strict CSP lets inline scripts run only with its nonce, as WordPress prints them
      const nonce = /<script[^>]* nonce="([^"]+)"/.exec(text)?.[1] ?? '';
      const html = text.replace(
        '</head>',
        `<script nonce="${nonce}">(window.wcIslands = window.wcIslands || []).push(function (api) {
  api.register('queued', { strategy: 'load', load: function () { return Promise.resolve({ default: { mount: function (ctx) { ctx.root.textContent = 'zamontowano'; } } }); } });
});</script></head><body><div id="q" data-island="queued"></div>`,
      );
      await route.fulfill({ response, body: html });
    });
    await page.reload();
    await page.waitForSelector('#q[data-island-mounted]', { state: 'attached' });
    expect(await page.textContent('#q')).toBe('zamontowano');
  });
});

describe('params', () => {
  it('malformed globals fall back to the defaults with a warning naming them; the islands still work', async () => {
    const { page } = await shop.open('/fixtures/');
    await page.route(
      (url) => url.pathname === '/',
      async (route) => {
        const response = await route.fetch();
        const html = (await response.text())
          .replace(/var woocommerce_params = \{.*?\};/, 'var woocommerce_params = "zepsute";')
          .replace(/var wpApiSettings = \{.*?\};/, 'var wpApiSettings = {"root":{"x":1},"nonce":["a"]};');
        await route.fulfill({ response, body: html });
      },
    );
    const shopPage = { page, warnings: [] as string[] };
    page.on('console', (m) => m.type() === 'warning' && shopPage.warnings.push(m.text()));
    await page.goto('/');
    await loaderReady(page);
    // A stale nonce makes the client refresh it through admin-ajax, whose URL comes from woocommerce_params.
    await page.evaluate(() => fetch('/wp-admin/admin-ajax.php?action=rest-nonce'));
    shop.server.clearRequests();
    await page.click('.coming-soon-footer-banner-dismiss');
    await page.waitForSelector('#coming-soon-footer-banner', { state: 'hidden' });
    const calls = shop.requests().filter((r) => !r.endpoint.startsWith('wc-ajax:'));
    expect(calls.map((r) => `${r.endpoint} ${r.status}`)).toEqual([
      'rest:/wp/v2/users/1 403',
      'admin-ajax:rest-nonce 200',
      'rest:/wp/v2/users/1 200',
    ]);
    expect(shopPage.warnings.some((w) => w.includes('wpApiSettings.root is malformed'))).toBe(true);
    expect(shopPage.warnings.some((w) => w.includes('woocommerce_params is not an object'))).toBe(true);
  });
});

describe('strict Content-Security-Policy', () => {
  it('the page, its islands and React UI run with no CSP violation', async () => {
    const shopPage = await shop.open('/?csp=strict&jquery=1');
    const { page } = shopPage;
    const response = await page.reload();
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self' 'nonce-");
    expect(response?.headers()['content-security-policy']).not.toContain('unsafe-inline');
    await mounted(page, 'store-notice');
    await registerProbes(page);
    await page.evaluate(() =>
      document
        .querySelector('main')
        ?.insertAdjacentHTML('afterbegin', '<div id="u" data-island="probe-ui"></div>'),
    );
    await page.click('#u .probe-counter');
    await page.click('.woocommerce-store-notice__dismiss-link');
    await page.click('.coming-soon-footer-banner-dismiss');
    await page.waitForSelector('#coming-soon-footer-banner', { state: 'hidden' });
    expect(await page.textContent('#u .probe-counter')).toBe('Kliknięto 1');
    expect(shopPage.cspViolations).toEqual([]);
    expect(shopPage.errors).toEqual([]);
  });
});

describe.each([
  ['react', '18.3'],
  ['react19', '19.'],
])('react flavour on WordPress’s React (%s)', (flavour, version) => {
  it('loads React from the page’s globals and renders island UI with hooks and the error boundary', async () => {
    const shopPage = await shop.open(`/?flavour=${flavour}`);
    const { page } = shopPage;
    await mounted(page, 'store-notice');
    const loaded = await page.evaluate(() => [...document.scripts].map((s) => s.src).filter(Boolean));
    expect(loaded.some((src) => src.includes('/dist/react/islands.js'))).toBe(true);
    await registerProbes(page);
    const reactVersion = await page.evaluate(async () => {
      const { React } = await (window as unknown as Win).wcIslands.ui();
      return [
        React.version,
        React.createElement === (window as unknown as { React: typeof React }).React.createElement,
      ];
    });
    expect(String(reactVersion[0]).startsWith(version)).toBe(true);
    expect(reactVersion[1]).toBe(true); // the same React, not a bundled copy
    await page.evaluate(() =>
      document
        .querySelector('main')
        ?.insertAdjacentHTML(
          'afterbegin',
          '<div id="u1" data-island="probe-ui" data-fail="yes"></div><div id="u2" data-island="probe-ui"></div>',
        ),
    );
    await page.click('#u2 .probe-counter');
    await expect.poll(() => page.textContent('#u2 .probe-counter')).toBe('Kliknięto 1');
    expect(
      shopPage.warnings.filter((w) => w.startsWith('[islands] probe-ui: rendering failed')),
    ).toHaveLength(1);
    await page.click('.woocommerce-store-notice__dismiss-link');
    expect(await page.isVisible('p.woocommerce-store-notice')).toBe(false);
  });
});

describe('preact flavour', () => {
  it('is self-contained: no React global is needed', async () => {
    const { page } = await shop.open('/?flavour=preact');
    await mounted(page, 'store-notice');
    expect(await page.evaluate(() => typeof (window as unknown as { React?: unknown }).React)).toBe(
      'undefined',
    );
  });
});

describe('hydration strategies', () => {
  it('interaction: the coming-soon banner’s chunk loads only when the shopper reaches for it', async () => {
    const { page } = await shop.open('/fixtures/');
    const chunks: string[] = [];
    page.on('request', (r) => r.url().includes('/dist/') && chunks.push(r.url()));
    await page.goto('/');
    await mounted(page, 'store-notice');
    await page.waitForTimeout(300);
    expect(chunks.some((u) => u.includes('coming-soon-banner'))).toBe(false);
    expect(chunks.some((u) => u.includes('store-notice'))).toBe(true);
    await page.hover('.coming-soon-footer-banner-dismiss'); // intent: preloaded, not mounted
    await expect.poll(() => chunks.some((u) => u.includes('coming-soon-banner'))).toBe(true);
    expect(await page.getAttribute('#coming-soon-footer-banner', 'data-island-mounted')).toBeNull();
  });

  it('visible: mounts when the root comes within its root margin; idle: mounts on its own', async () => {
    const { page } = await shop.open('/');
    await loaderReady(page);
    await page.evaluate(`
      const spacer = document.createElement('div');
      spacer.style.height = '5000px';
      document.querySelector('main').append(spacer, Object.assign(document.createElement('div'), { id: 'far' }));
      document.getElementById('far').dataset.island = 'probe-visible';
      const idle = Object.assign(document.createElement('div'), { id: 'idle' });
      idle.dataset.island = 'probe-idle';
      document.querySelector('main').prepend(idle);
      const mount = { default: { mount(ctx) { ctx.root.dataset.probe = 'on'; } } };
      wcIslands.register('probe-visible', { strategy: 'visible', rootMargin: '100px', load: async () => mount });
      wcIslands.register('probe-idle', { strategy: 'idle', idleTimeout: 1000, load: async () => mount });
    `);
    await page.waitForSelector('#idle[data-island-mounted]', { state: 'attached' });
    await page.waitForTimeout(200);
    expect(await page.getAttribute('#far', 'data-island-mounted')).toBeNull();
    await page.evaluate(() => document.getElementById('far')?.scrollIntoView());
    await page.waitForSelector('#far[data-island-mounted]', { state: 'attached' });
  });
});

describe('boot files', () => {
  it('the loader’s own imports are preloaded from the head; the runtime and the core wait for the parsed page; each is fetched once', async () => {
    const context = await shop.browser.newContext({ baseURL: shop.url });
    // Each frame's start, from before the page's own scripts: a frame that began after another one is proof
    // the one before it was painted (the browser's first-paint entry is its presentation, which a busy
    // machine can report some milliseconds later still).
    await context.addInitScript(() => {
      const frames: number[] = ((window as unknown as { frames_: number[] }).frames_ = []);
      const tick = () => frames.push(performance.now()) < 120 && requestAnimationFrame(tick);
      requestAnimationFrame(tick);
    });
    const page = await context.newPage();
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto('/sklep/');
    await mounted(page, 'header');
    const build = FLAVOUR;
    const manifest = (await (await page.request.get(`/dist/${build}/manifest.json`)).json()) as BuiltManifest;
    const preloaded = await page.$$eval('head link[rel=modulepreload]', (links) =>
      links.map((l) => new URL((l as HTMLLinkElement).href).pathname),
    );
    const at = (f: string) => `/dist/${build}/${f}`;
    const boot = manifest.files['islands.js']!.imports.map(at);
    expect(boot.length).toBeGreaterThan(0);
    for (const file of boot) expect(preloaded).toContain(file);
    expect(preloaded).not.toContain(at(manifest.core));
    // The core (the runtime) is asked for once the document is parsed and a frame of it painted, not before:
    // two frames have begun between the end of parsing and the request.
    const asked = await page.evaluate((core) => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const request = performance.getEntriesByType('resource').find((r) => r.name.endsWith(core));
      const frames = (window as unknown as { frames_: number[] }).frames_;
      return { parsed: navigation!.domInteractive, frames, core: request?.startTime };
    }, manifest.core);
    expect(asked.core).toBeGreaterThanOrEqual(asked.parsed);
    const between = asked.frames.filter((t) => t >= asked.parsed && t <= asked.core!);
    expect(
      between.length,
      `frames ${asked.frames.join(', ')}; parsed ${asked.parsed}, core ${asked.core}`,
    ).toBeGreaterThanOrEqual(2);
    // A preload the module graph did not reuse would show as a second request for the same file.
    for (const file of [...boot, at(manifest.core)])
      expect(
        fetched.filter((p) => p === file),
        file,
      ).toHaveLength(1);
    await context.close();
  });

  /** When the core was asked for, and when the page's load event began (0: not yet), in the page's time. */
  const coreAndLoad = (page: Page) =>
    page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const core = performance
        .getEntriesByType('resource')
        .find((r) => /\/chunks\/core-\w+\.js$/.test(r.name));
      return { core: core?.startTime, load: navigation!.loadEventStart };
    });

  itOnce(
    'the runtime waits for the load event, by when the images in view have arrived: a late hero image holds it back',
    async () => {
      const context = await shop.browser.newContext({ baseURL: shop.url });
      const page = await context.newPage();
      await page.route('**/img/hero.svg', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1200));
        await route.continue();
      });
      await page.goto('/', { waitUntil: 'commit' });
      await mounted(page, 'header');
      const { core, load } = await coreAndLoad(page);
      expect(load).toBeGreaterThan(1000);
      expect(core).toBeGreaterThanOrEqual(load);
      await context.close();
    },
  );

  itOnce(
    'an image that never arrives holds the runtime back 2.5 s at most; the islands then mount',
    async () => {
      const context = await shop.browser.newContext({ baseURL: shop.url });
      const page = await context.newPage();
      await page.route('**/img/hero.svg', () => {}); // never answered
      await page.goto('/', { waitUntil: 'commit' });
      await mounted(page, 'header');
      const { core, load } = await coreAndLoad(page);
      expect(load).toBe(0);
      expect(core).toBeGreaterThan(2000);
      await context.close();
    },
  );

  it('an island’s shared chunks are asked for by the runtime, beside its chunk, and fetched once', async () => {
    const context = await shop.browser.newContext({ baseURL: shop.url });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    // Who asked for each shared chunk: the loader's import() (its stack), or a chunk's static import (its URL).
    const askedBy: Array<[file: string, by: string]> = [];
    cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
      const file = new URL(request.url).pathname;
      if (!/\/chunks\/chunk-[A-Z0-9]{8}\.js$/.test(file)) return;
      const frame = initiator.stack?.callFrames.find((f) => f.url);
      askedBy.push([file, new URL(initiator.url ?? frame?.url ?? 'about:blank').pathname]);
    });
    await cdp.send('Network.enable');
    await page.goto('/produkt/koszulka-bawelniana/');
    await mounted(page, 'variation-form');
    const build = FLAVOUR;
    const manifest = (await (await page.request.get(`/dist/${build}/manifest.json`)).json()) as BuiltManifest;
    const shared = manifest.files[manifest.islands['variation-form']!]!.imports.filter((f) =>
      f.startsWith('chunks/chunk-'),
    );
    expect(shared.length).toBeGreaterThan(0);
    for (const file of shared) {
      const asks = askedBy.filter(([f]) => f === `/dist/${build}/${file}`);
      expect(asks, file).toEqual([[`/dist/${build}/${file}`, `/dist/${build}/${manifest.core}`]]);
    }
    await context.close();
  });
});
