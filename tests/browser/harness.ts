/**
 * Browser-test harness: one demo shop (on an ephemeral port) and one Chromium per test file; a fresh
 * context per page. Each page records console warnings, uncaught errors and CSP violations, so a test
 * can assert that nothing went wrong as well as that something went right.
 *
 * The shop serves every page under its strict Content-Security-Policy (`script-src 'self'` plus a nonce on
 * the server's own inline params scripts; `?csp=off` or the cookie `qa_csp` opts a page out). Every browser
 * context of the shop's Chromium, whoever made it, reports `securitypolicyviolation` events, and a test in
 * which one fired fails after it ran.
 */
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterEach, describe, it } from 'vitest';
import { startServer } from '../../fixtures/server.mjs';
import { islands, services } from '../../widgets/manifest.json';
import { CHROMIUM_ARGS, findChromium } from '../chromium.mjs';
import { bringIntoView } from '../visible';

/** Each built-in island's and page service's default strategy (the markup's data-island-strategy overrides it). */
export const STRATEGIES: Record<string, string> = Object.fromEntries(
  Object.entries({ ...islands, ...services }).map(([name, d]) => [name, d.strategy]),
);

/** The build under test: the browser-react project sets `ISLANDS_FLAVOUR=react`. */
export const FLAVOUR = process.env.ISLANDS_FLAVOUR === 'react' ? 'react' : 'preact';

/**
 * A group or test whose subject no renderer touches (the loader's timing, the visit recorder, cart fragments,
 * the theme's plain scripts), or markup and CSS the react run checks elsewhere: it runs once, on preact, and
 * the react run reports it skipped.
 */
export const describeOnce = describe.skipIf(FLAVOUR === 'react');
export const itOnce = it.skipIf(FLAVOUR === 'react');

/** The islands that mount on the shopper's first activation (strategy `interaction`). */
export const interactionIslands = (): string[] =>
  Object.keys(STRATEGIES).filter((name) => STRATEGIES[name] === 'interaction');

export interface RequestLogEntry {
  seq: number;
  method: string;
  path: string;
  endpoint: string;
  body: Record<string, unknown>;
  headers: Record<string, string | undefined>;
  status: number;
  fault?: string;
}

interface DemoServer {
  url: string;
  requests: RequestLogEntry[];
  clearRequests(): void;
  close(): Promise<void>;
}

export interface ShopPage {
  page: Page;
  context: BrowserContext;
  /** `console.warn` texts. */
  warnings: string[];
  /** Uncaught exceptions and console errors. */
  errors: string[];
  /** CSP violations reported by the page. */
  cspViolations: string[];
}

export interface Shop {
  url: string;
  server: DemoServer;
  /** Its contexts, from `browser.newContext()` too, report CSP violations to the harness. */
  browser: Browser;
  open(
    path: string,
    options?: { cookies?: Array<{ name: string; value: string }>; context?: BrowserContext },
  ): Promise<ShopPage>;
  /** API requests the server saw since the last clear. */
  requests(endpointPrefix?: string): RequestLogEntry[];
  /** CSP violations in any of the shop's pages since the last call (the harness checks after each test). */
  takeCspViolations(): string[];
  close(): Promise<void>;
}

const CSP_MESSAGE = /Content.Security.Policy/i;

/** In every page before its own scripts: each violation becomes a console error the harness collects. */
function reportViolations(): void {
  document.addEventListener('securitypolicyviolation', (e) => {
    console.error(
      `Content-Security-Policy violation: ${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`,
    );
  });
}

const openShops = new Set<Shop>();

// A test fails when any page of its shop reported a CSP violation while it ran.
afterEach(() => {
  const violations = [...openShops].flatMap((shop) => shop.takeCspViolations());
  if (violations.length) {
    throw new Error(`Content-Security-Policy violations during the test:\n  ${violations.join('\n  ')}`);
  }
});

/**
 * Starts the demo shop and a Chromium. `csp: false` serves pages without the strict policy unless a page asks
 * for it (`?csp=strict`); no test needs that.
 */
export async function openShop({ csp = true }: { csp?: boolean } = {}): Promise<Shop> {
  const server = (await startServer({ port: 0, quiet: true, csp })) as DemoServer;
  const executablePath = findChromium();
  if (!executablePath)
    throw new Error('Chromium not found: run `node tests/chromium.mjs --install` or set CHROME_PATH');
  const browser = await chromium.launch({
    executablePath,
    args: CHROMIUM_ARGS,
    headless: true,
    // Shoppers have the back/forward cache; the cart-fragments tests need it too.
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  });
  const contexts: BrowserContext[] = [];
  let cspViolations: string[] = [];

  // Every context of this browser reports its pages' CSP violations, whichever test helper made it.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await context.addInitScript(reportViolations);
    context.on('console', (message) => {
      if (message.type() === 'error' && CSP_MESSAGE.test(message.text()))
        cspViolations.push(`${message.page()?.url() ?? '?'}: ${message.text()}`);
    });
    return context;
  };

  const shop: Shop = {
    url: server.url,
    server,
    browser,
    async open(path, options = {}) {
      const context = options.context ?? (await browser.newContext({ baseURL: server.url }));
      if (!options.context) contexts.push(context);
      if (options.cookies) {
        await context.addCookies(options.cookies.map((c) => ({ ...c, url: server.url })));
      }
      const page = await context.newPage();
      const shopPage: ShopPage = { page, context, warnings: [], errors: [], cspViolations: [] };
      page.on('console', (message) => {
        const text = message.text();
        if (message.type() === 'warning') shopPage.warnings.push(text);
        if (message.type() === 'error') {
          if (CSP_MESSAGE.test(text)) shopPage.cspViolations.push(text);
          else shopPage.errors.push(text);
        }
      });
      page.on('pageerror', (error) => shopPage.errors.push(String(error)));
      await page.goto(path);
      return shopPage;
    },
    requests(prefix = '') {
      return server.requests.filter((r) => r.endpoint.startsWith(prefix));
    },
    takeCspViolations() {
      const taken = cspViolations;
      cspViolations = [];
      return taken;
    },
    async close() {
      openShops.delete(shop);
      for (const context of contexts) await context.close().catch(() => {});
      await browser.close();
      await server.close();
    },
  };
  openShops.add(shop);
  return shop;
}

/**
 * Resolves when the island `name` has mounted (its root carries `data-island-mounted`; a `visible` one is
 * scrolled into view first), or, for a page
 * service (cart fragments, order attribution), when the loader has started it (`<html data-island-services>`).
 */
export async function mounted(page: Page, name: string, timeout = 20_000): Promise<void> {
  await page.evaluate(bringIntoView, { name, strategies: STRATEGIES });
  await page.waitForSelector(
    `[data-island="${name}"][data-island-mounted], html[data-island-services~="${name}"]`,
    { state: 'attached', timeout },
  );
}

/**
 * Resolves once the runtime has booted (the loader imports it when the document is parsed): a callback pushed to
 * `window.wcIslands` runs after the boot, whether the loader's queue or the runtime's API holds it.
 */
export async function booted(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const w = window as unknown as { wcIslands?: Array<() => void> };
        (w.wcIslands ??= []).push(() => resolve());
      }),
  );
}

/**
 * Brings every unmounted `visible` root into view in turn (waiting two frames at each, so its observer sees
 * it), then scrolls back to the top: for tests that need every island on a page mounted.
 */
export async function bringAllIntoView(page: Page): Promise<void> {
  await booted(page); // the registry observes the roots from its boot on
  await page.evaluate(async (strategies) => {
    const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    for (const el of document.querySelectorAll<HTMLElement>('[data-island]')) {
      if (el.hasAttribute('data-island-mounted')) continue;
      if ((el.dataset.islandDefer ?? strategies[el.dataset.island ?? '']) !== 'visible') continue;
      el.scrollIntoView({ block: 'center' });
      await frames();
    }
    scrollTo(0, 0);
  }, STRATEGIES);
}

/**
 * The islands on the page not mounted (nor failed) yet, by name: all but those waiting for an activation and
 * those waiting to be seen inside something the shopper has not opened (a `visible` root without a box, such
 * as the checkout's login form).
 */
export async function islandsNotMounted(page: Page): Promise<string[]> {
  return page.$$eval(
    '[data-island]:not([data-island-mounted]):not([data-island-failed])',
    (roots, strategies) =>
      roots
        .filter((r) => {
          const strategy =
            (r as HTMLElement).dataset.islandDefer ?? strategies[r.getAttribute('data-island')!];
          return strategy !== 'interaction' && (strategy !== 'visible' || r.getClientRects().length > 0);
        })
        .map((r) => r.getAttribute('data-island')!),
    STRATEGIES,
  );
}

/** Resolves once the loader ran (`window.wcIslands` is the API). */
export async function loaderReady(page: Page, timeout = 20_000): Promise<void> {
  await page.waitForFunction(
    () =>
      typeof (window as { wcIslands?: { push?: unknown } }).wcIslands?.push === 'function' &&
      !Array.isArray((window as { wcIslands?: unknown }).wcIslands),
    undefined,
    { timeout },
  );
}

/** The path of the first simple product on the shop listing (its page has tabs, gallery and related products). */
export async function firstSimpleProduct(shop: Shop): Promise<string> {
  const { page } = await shop.open('/sklep/');
  const href = await page.getAttribute(
    'ul.products li.product-type-simple a.woocommerce-LoopProduct-link',
    'href',
  );
  await page.context().close();
  return new URL(href ?? '/', shop.url).pathname;
}
