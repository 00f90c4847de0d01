/**
 * The static fixtures (`npm run fixtures`): built twice to the same bytes, then served from a sub-path by a
 * plain file server written here (no demo-shop code runs), with the shop's answers coming from the service
 * worker. The shopper flows QA relies on, one after another in one browser context, as a QA tester would.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixtures } from '../../scripts/fixtures.mjs';
import { CHROMIUM_ARGS, findChromium } from '../chromium.mjs';
import { mounted } from './harness';

const BASE = '/qa/fikstury/';
const COUNT = 'a.cart-contents .cart-count';
const SIDEBAR = 'aside#sidebar .widget_shopping_cart';
const AJAX_BUTTON = 'ul.products .add_to_cart_button.ajax_add_to_cart';
const swatch = (attribute: string, value: string) =>
  `ul[data-attribute_name="attribute_pa_${attribute}"] li.variable-item[data-value="${value}"]`;
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.ico': 'image/svg+xml',
  '.json': 'application/json',
};

const dirs = [join(tmpdir(), `fixtures-a-${process.pid}`), join(tmpdir(), `fixtures-b-${process.pid}`)];
let server: Server;
let origin: string;
let browser: Browser;
let context: BrowserContext;
const warnings: string[] = [];

/** Every file under `dir` with its SHA-256, sorted by path. */
function digest(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix))
    .sort()
    .flatMap((name) => {
      const path = join(prefix, name);
      if (statSync(join(dir, path)).isDirectory()) return digest(dir, path);
      return [
        `${path} ${createHash('sha256')
          .update(readFileSync(join(dir, path)))
          .digest('hex')}`,
      ];
    });
}

/** A static host: files under BASE, a folder answers with its index.html, the query string is ignored. */
function serve(root: string): Promise<Server> {
  const host = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = path.startsWith(BASE) ? normalize(join(root, path.slice(BASE.length))) : '';
    if (file && path.endsWith('/')) file = join(file, 'index.html');
    if (!file.startsWith(root) || !statSync(file, { throwIfNoEntry: false })?.isFile()) {
      res.writeHead(404).end('not found');
      return;
    }
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  return new Promise((resolve) => host.listen(0, '127.0.0.1', () => resolve(host)));
}

async function open(path: string): Promise<Page> {
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  await page.goto(origin + BASE + path);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.waitForLoadState('networkidle');
  return page;
}

/** The worker's request log. */
async function requests(page: Page, endpoint: string): Promise<Array<{ body: Record<string, string> }>> {
  const log = await page.evaluate((base) => fetch(`${base}__qa/requests`).then((r) => r.json()), BASE);
  return (log as Array<{ endpoint: string; body: Record<string, string> }>).filter(
    (r) => r.endpoint === endpoint,
  );
}

beforeAll(async () => {
  for (const dir of dirs) await buildFixtures(dir);
  server = await serve(dirs[0]!);
  const address = server.address() as { port: number };
  origin = `http://127.0.0.1:${address.port}`;
  browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  context = await browser.newContext();
  await context.addCookies([{ name: 'qa_settings', value: 'cart_redirect_after_add=no', url: origin }]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  server?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('static fixtures', () => {
  it('the same commit builds byte-identical fixtures', () => {
    const [a, b] = dirs.map((dir) => digest(dir));
    expect(a!.length).toBeGreaterThan(200);
    expect(a).toEqual(b);
  });

  it('first load waits for the worker; loop add to cart swaps fragments; the mini-cart removes', async () => {
    const page = await open('sklep/index.html');
    expect(await page.isVisible('ul.products')).toBe(true);
    await page.click(`${AJAX_BUTTON} >> nth=0`);
    await expect.poll(() => page.textContent(COUNT)).toBe('1');
    await page.click(`${AJAX_BUTTON} >> nth=1`);
    await expect.poll(() => page.textContent(COUNT)).toBe('2');
    await expect.poll(() => page.locator(`${SIDEBAR} .remove_from_cart_button`).count()).toBe(2);
    await page.click(`${SIDEBAR} .remove_from_cart_button >> nth=1`);
    await expect.poll(() => page.textContent(COUNT)).toBe('1');
    expect((await requests(page, 'wc-ajax:add_to_cart')).length).toBe(2);

    // the cart lives in the worker: another static page, and another tab, render it
    const cart = await open('koszyk/index.html');
    expect(await cart.locator('.woocommerce-cart-form__cart-item').count()).toBe(1);
    await cart.close();
    await page.close();
  });

  it('swatches pick a variation from the page (koszulka) and from the worker (kurtka, get_variation)', async () => {
    const page = await open('produkt/koszulka-bawelniana/index.html');
    await page.click(swatch('kolor', 'czerwony'));
    await page.click(swatch('rozmiar', 's'));
    await expect.poll(() => page.inputValue('input.variation_id')).toBe('201');
    await page.goto(`${origin}${BASE}produkt/kurtka-przeciwdeszczowa/index.html`);
    await page.click(swatch('kolor', 'czarny'));
    await page.click(swatch('rozmiar', 'm'));
    await page.click(swatch('material', 'nylon'));
    await expect.poll(() => page.inputValue('input.variation_id')).not.toBe('');
    expect((await requests(page, 'wc-ajax:get_variation')).at(-1)?.body).toMatchObject({
      attribute_pa_kolor: 'czarny',
      attribute_pa_material: 'nylon',
    });
    await page.close();
  });

  it('the gallery lightbox opens', async () => {
    const page = await open('produkt/koszulka-bawelniana/index.html');
    await page.click('.woocommerce-product-gallery__image >> nth=1');
    await page.waitForSelector('.islands-lightbox[role=dialog]');
    await page.close();
  });

  it('checkout: a bank choice goes into the order review update', async () => {
    const page = await open('zamowienie/index~jquery=1.html');
    await mounted(page, 'payment-methods');
    await page.click('.p24-method[data-method-id="112"]');
    await page.evaluate(() => {
      const w = window as unknown as { jQuery: (el: Element) => { trigger(name: string): void } };
      document.querySelector('#payment')!.setAttribute('data-old', '1');
      w.jQuery(document.body).trigger('update_checkout');
    });
    await page.waitForSelector('#payment:not([data-old]) .p24-method[data-method-id="112"]');
    const reviews = () => requests(page, 'wc-ajax:update_order_review');
    await expect
      .poll(async () => (await reviews()).some((r) => String(r.body.post_data).includes('p24_method=112')))
      .toBe(true);
    await page.close();
  });

  it('a campaign visit writes the attribution cookies', async () => {
    const page = await open('start/index.html?utm_source=reklama&utm_medium=cpc');
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'sbjs_current')?.value ?? '')
      .toContain('reklama');
    await page.close();
  });

  it('the index panel resets the cart and the log', async () => {
    const page = await open('index.html');
    expect((await requests(page, 'wc-ajax:add_to_cart')).length).toBeGreaterThan(0);
    await page.click('#qa-reset');
    await page.waitForSelector('#qa-status:has-text("Wyczyszczono")');
    const session = await page.evaluate((base) => fetch(`${base}__qa/session`).then((r) => r.json()), BASE);
    expect((session as { cart: unknown[] }).cart).toEqual([]);
    expect(await requests(page, 'wc-ajax:add_to_cart')).toEqual([]);
    await page.close();
  });

  it('a fault rule from the query string: add to cart answers 500 and the button recovers', async () => {
    const page = await open('sklep/index.html?qa_fault=add_to_cart=500');
    const before = await page.textContent(COUNT);
    await page.click(`${AJAX_BUTTON} >> nth=2`);
    await expect.poll(() => warnings.some((w) => w.startsWith('[islands] add-to-cart:'))).toBe(true);
    expect(await page.textContent(COUNT)).toBe(before);
    await page.close();
  });
});
