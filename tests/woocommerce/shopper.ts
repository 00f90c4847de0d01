/**
 * What the real-shop suites share (./shopper-flows.test.ts, ./third-party.test.ts): the shop that
 * scripts/woocommerce-test.sh set up (WC_TEST_URL, WC_TEST_SHOP), one Chromium per file, and a shopper, a
 * browser context whose page errors, console errors and failed requests are collected, since every flow ends
 * with none.
 */
import { readFileSync } from 'node:fs';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { CHROMIUM_ARGS, findChromium } from '../chromium.mjs';

export const URL = process.env.WC_TEST_URL ?? '';
/** Which run this is: the plugin `off` or `on`. */
export const RUN = process.env.WC_TEST_RUN ?? 'off';
/** Where a file writes what the script's report reads. */
export const OUT = process.env.WC_TEST_OUT ?? '';

export interface Product {
  id: number;
  path: string;
  name: string;
}

/** The shop's JSON (tests/woocommerce/setup-shop.php), read once; null without WC_TEST_URL. */
export function readShop<T>(): T {
  return (URL ? JSON.parse(readFileSync(process.env.WC_TEST_SHOP ?? '', 'utf8')) : null) as T;
}

export interface Shopper {
  context: BrowserContext;
  page: Page;
  /** Page errors, console errors and failed requests: every flow ends with none. */
  errors: string[];
  warnings: string[];
  requests: string[];
}

let browser: Browser;
/** The file's Chromium, for a context a flow sets up its own way (a phone's viewport). */
export const fileBrowser = (): Browser => browser;

/** Launches the file's Chromium before its tests and closes it after them; `after` runs once it is closed. */
export function launchBrowser(after?: () => void): void {
  beforeAll(async () => {
    if (!URL) return;
    const executablePath = findChromium();
    if (!executablePath) throw new Error('Chromium not found: run `node tests/chromium.mjs --install`');
    browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
  });
  afterAll(async () => {
    await browser?.close();
    after?.();
  });
}

/**
 * A new shopper in a desktop-sized context with `cookies` set; a step that cannot happen fails in 10 s, not
 * in Playwright's 30, and a navigation gets 30 s (a page with a plugin's own requests on a busy machine).
 */
export async function newShopper(cookies: Array<{ name: string; value: string }> = []): Promise<Shopper> {
  const context = await browser.newContext({ baseURL: URL, viewport: { width: 1280, height: 900 } });
  context.setDefaultTimeout(10_000);
  context.setDefaultNavigationTimeout(30_000);
  if (cookies.length) await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: URL })));
  const page = await context.newPage();
  const s: Shopper = { context, page, errors: [], warnings: [], requests: [] };
  page.on('console', (message) => {
    if (message.type() === 'error') s.errors.push(`console: ${message.text()}`);
    if (message.type() === 'warning') s.warnings.push(message.text());
  });
  page.on('pageerror', (error) => s.errors.push(`page error: ${String(error)}`));
  page.on('request', (request) => s.requests.push(request.url()));
  page.on('response', (response) => {
    if (response.status() >= 400) s.errors.push(`${response.status()} ${response.url()}`);
  });
  return s;
}

/** A page as a shopper finds it: loaded, and its deferred scripts done. */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

/** The errors themselves lead the failure's first line (the report shows only that line). */
export const noErrors = (s: Shopper) => expect(s.errors, s.errors.join(' | ')).toEqual([]);

/** Adds a product to the shopper's cart the way a link from a newsletter would (no JavaScript involved). */
export async function inCart(s: Shopper, product: Product, quantity = 1): Promise<void> {
  const answer = await s.context.request.get(`/?add-to-cart=${product.id}&quantity=${quantity}`);
  expect(answer.status()).toBe(200);
}

/** A complete Polish billing address, as a shopper types it. */
export async function fillBilling(page: Page): Promise<void> {
  await page.fill('#billing_first_name', 'Anna');
  await page.fill('#billing_last_name', 'Kowalska');
  await page.fill('#billing_address_1', 'ul. Floriańska 5');
  await page.fill('#billing_postcode', '31-019');
  await page.fill('#billing_city', 'Kraków');
  await page.fill('#billing_phone', '600100200');
  await page.fill('#billing_email', 'anna@example.com');
}
