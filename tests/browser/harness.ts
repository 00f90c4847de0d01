/**
 * Browser-test harness: one demo shop (on an ephemeral port) and one Chromium per test file; a fresh
 * context per page. Each page records console warnings, uncaught errors and CSP violations, so a test
 * can assert that nothing went wrong as well as that something went right.
 */
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { startServer } from '../../fixtures/server.mjs';
import { CHROMIUM_ARGS, findChromium } from '../chromium.mjs';

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
  browser: Browser;
  open(
    path: string,
    options?: { cookies?: Array<{ name: string; value: string }>; context?: BrowserContext },
  ): Promise<ShopPage>;
  /** API requests the server saw since the last clear. */
  requests(endpointPrefix?: string): RequestLogEntry[];
  close(): Promise<void>;
}

export async function openShop(): Promise<Shop> {
  const server = (await startServer({ port: 0, quiet: true })) as DemoServer;
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

  return {
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
          if (/Content.Security.Policy/i.test(text)) shopPage.cspViolations.push(text);
          else shopPage.errors.push(text);
        }
      });
      page.on('pageerror', (error) => shopPage.errors.push(String(error)));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          console.error(`Content-Security-Policy violation: ${e.violatedDirective} ${e.blockedURI}`);
        });
      });
      await page.goto(path);
      return shopPage;
    },
    requests(prefix = '') {
      return server.requests.filter((r) => r.endpoint.startsWith(prefix));
    },
    async close() {
      for (const context of contexts) await context.close().catch(() => {});
      await browser.close();
      await server.close();
    },
  };
}

/** Resolves when the island `name` has mounted (its root carries `data-island-mounted`). */
export async function mounted(page: Page, name: string, timeout = 5000): Promise<void> {
  await page.waitForSelector(`[data-island="${name}"][data-island-mounted]`, { state: 'attached', timeout });
}

/** Resolves once the loader ran (`window.wcIslands` is the API). */
export async function loaderReady(page: Page, timeout = 5000): Promise<void> {
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
