/** The product gallery lightbox: open, move, count, trap focus, close, deep links, broken images. */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstSimpleProduct, mounted, openShop, type Shop, type ShopPage } from './harness';

let shop: Shop;
let product = '';
beforeAll(async () => {
  shop = await openShop();
  product = await firstSimpleProduct(shop);
});
afterAll(() => shop?.close());

const DIALOG = '.islands-lightbox[role=dialog]';
const counter = (page: Page) => page.textContent('.islands-lightbox__counter');

async function gallery(suffix = '', csp = false): Promise<ShopPage> {
  const shopPage = await shop.open(`${product}${csp ? '?csp=strict' : ''}${suffix}`);
  await mounted(shopPage.page, 'gallery');
  return shopPage;
}

describe('the gallery WooCommerce starts transparent', () => {
  const opacity = (page: Page) =>
    page.$eval('.woocommerce-product-gallery', (el) => getComputedStyle(el).opacity);

  it('is shown once the island mounts (product-image.php prints opacity 0 for its script)', async () => {
    const context = await shop.browser.newContext({ baseURL: shop.url });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route('**/dist/*/islands.js', async (route) => {
      await held;
      await route.continue();
    });
    // The loader is held back, so the page is looked at before any island could run.
    const page = await context.newPage();
    const warnings: string[] = [];
    page.on('console', (message) => void (message.type() === 'warning' && warnings.push(message.text())));
    void page.goto(`${product}?csp=off`, { waitUntil: 'commit' });
    await page.waitForSelector('.woocommerce-product-gallery');
    expect(await page.getAttribute('.woocommerce-product-gallery', 'style')).toBe(
      'opacity: 0; transition: opacity .25s ease-in-out;',
    );
    expect(await opacity(page)).toBe('0');
    release();
    await mounted(page, 'gallery');
    await expect.poll(() => opacity(page)).toBe('1');
    expect(warnings).toEqual([]);
    await context.close();
  });

  it('is shown when the island fails (its code cannot load): one warning, the images stay usable', async () => {
    const context = await shop.browser.newContext({ baseURL: shop.url });
    await context.route('**/dist/*/chunks/gallery-*.js', (route) => route.abort());
    const { page, warnings } = await shop.open(`${product}?csp=off`, { context });
    await page.locator('.woocommerce-product-gallery').scrollIntoViewIfNeeded();
    await page.waitForSelector('.woocommerce-product-gallery[data-island-failed]');
    await expect.poll(() => opacity(page)).toBe('1');
    expect(warnings.filter((w) => w.startsWith('[islands] gallery:'))).toHaveLength(1);
    await context.close();
  });
});

describe('gallery lightbox', () => {
  it('opens at the clicked image, counts, moves with arrows, writes the hash, closes on Escape and restores focus and hash', async () => {
    const shopPage = await gallery('#tab-description', true);
    const { page } = shopPage;
    const historyLength = await page.evaluate(() => history.length);
    await page.click('.woocommerce-product-gallery__image >> nth=1');
    await page.waitForSelector(DIALOG);
    expect(await page.getAttribute(DIALOG, 'aria-modal')).toBe('true');
    expect(await counter(page)).toBe('2 / 6');
    expect(new URL(page.url()).hash).toBe('#gallery-2');
    await page.keyboard.press('ArrowRight');
    expect(await counter(page)).toBe('3 / 6');
    expect(new URL(page.url()).hash).toBe('#gallery-3');
    await page.click('.islands-lightbox__previous');
    await page.click('.islands-lightbox__previous');
    expect(await counter(page)).toBe('1 / 6');
    expect(await page.textContent('.islands-lightbox figcaption')).toBeTruthy();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await page.waitForSelector(DIALOG, { state: 'detached' });
    expect(new URL(page.url()).hash).toBe('#tab-description');
    expect(await page.evaluate(() => history.length)).toBe(historyLength); // history is off
    // Focus comes back in a task after the dialog is gone (focus-trap's return).
    await expect
      .poll(() =>
        page.evaluate(() => document.activeElement?.closest('.woocommerce-product-gallery__image') !== null),
      )
      .toBe(true);
    expect(shopPage.cspViolations).toEqual([]);
    // image 4's large file is missing on purpose (preloaded as a neighbour): only that 404 may appear
    expect(shopPage.errors.filter((e) => !e.includes('404'))).toEqual([]);
  });

  it('keeps focus inside: Tab and Shift+Tab never leave the dialog', async () => {
    const { page } = await gallery();
    await page.focus('.woocommerce-product-gallery__image a >> nth=0');
    await page.keyboard.press('Enter');
    await page.waitForSelector(DIALOG);
    for (const key of [
      'Tab',
      'Tab',
      'Tab',
      'Tab',
      'Tab',
      'Shift+Tab',
      'Shift+Tab',
      'Shift+Tab',
      'Shift+Tab',
      'Shift+Tab',
      'Shift+Tab',
    ]) {
      await page.keyboard.press(key);
      expect(await page.evaluate(() => document.activeElement?.closest('.islands-lightbox') !== null)).toBe(
        true,
      );
    }
    const labels = await page.$$eval(`${DIALOG} button:not([hidden])`, (buttons) =>
      buttons.map((b) => b.getAttribute('aria-label')),
    );
    expect(labels).toEqual(expect.arrayContaining(['Close', 'Next', 'Previous']));
  });

  it('a deep link opens that image; a bad one is ignored', async () => {
    const { page } = await gallery('#gallery-3');
    await page.waitForSelector(DIALOG);
    expect(await counter(page)).toBe('3 / 6');
    const other = await gallery('#gallery-9');
    await other.page.waitForTimeout(300);
    expect(await other.page.$(DIALOG)).toBeNull();
  });

  it('a broken large image says so, with a link to the image', async () => {
    const { page } = await gallery('#gallery-4');
    await page.waitForSelector('.islands-lightbox__error');
    expect(await page.textContent('.islands-lightbox__error')).toContain('The image could not be loaded.');
    const href = await page.getAttribute('.islands-lightbox__error a', 'href');
    expect(href).toBe(
      await page.getAttribute('.woocommerce-product-gallery__image >> nth=3 >> img', 'data-large_image'),
    );
  });

  it('the caption falls back to the title', async () => {
    const { page } = await gallery('#gallery-5');
    await page.waitForSelector(DIALOG);
    const title = await page.getAttribute('.woocommerce-product-gallery__image >> nth=4 >> img', 'title');
    expect(await page.textContent('.islands-lightbox figcaption')).toBe(title);
  });
});

describe('gallery lightbox and variation images', () => {
  it("reads the images when it opens: a chosen variation's first image shows", async () => {
    const { page } = await gallery();
    const image = '.woocommerce-product-gallery__image >> nth=0 >> img';
    // what the variation form does on found_variation (WooCommerce's wc_variations_image_update)
    const swap = (large: string) =>
      page.$eval(
        '.woocommerce-product-gallery__image',
        (slide, large) => {
          const img = slide.querySelector('img')!;
          const set: Record<string, string> = {
            src: '/img/kubek-wariant.svg',
            srcset: '',
            alt: 'Kubek w wariancie niebieskim',
            title: 'Niebieski',
            'data-caption': 'Wariant niebieski',
            'data-large_image': large,
            'data-large_image_width': '800',
            'data-large_image_height': '1000',
          };
          for (const [name, value] of Object.entries(set)) img.setAttribute(name, value);
          slide.querySelector('a')!.setAttribute('href', large);
        },
        large,
      );
    await swap('/img/kubek-wariant-800x1000.svg');
    await page.click(image);
    await page.waitForSelector(DIALOG);
    expect(await counter(page)).toBe('1 / 6');
    const shown = await page.$eval('.islands-lightbox img', (img) => [
      img.getAttribute('src'),
      img.getAttribute('alt'),
      img.getAttribute('width'),
      img.getAttribute('height'),
    ]);
    expect(shown).toEqual(['/img/kubek-wariant-800x1000.svg', 'Kubek w wariancie niebieskim', '800', '1000']);
    expect(await page.textContent('.islands-lightbox figcaption')).toBe('Wariant niebieski');
    await page.keyboard.press('Escape');
    await page.waitForSelector(DIALOG, { state: 'detached' });
    // a variation image that is missing: the message links to it
    await swap('/img/brak/kubek-wariant.jpg');
    await page.click(image);
    await page.waitForSelector('.islands-lightbox__error');
    expect(await page.getAttribute('.islands-lightbox__error a', 'href')).toBe('/img/brak/kubek-wariant.jpg');
  });
});

describe('gallery lightbox extras', () => {
  it.each([
    ['an English site (?lang=en)', '?lang=en', 'en-US', 'Toggle fullscreen'],
    ['a Polish site', '', 'pl-PL', 'Pełny ekran'],
  ])('speaks the language of %s: the lightbox labels', async (_, query, lang, fullscreen) => {
    const { page } = await gallery(`${query}#gallery-1`);
    await page.waitForSelector(DIALOG);
    expect(await page.getAttribute('html', 'lang')).toBe(lang);
    const labels = await page.$$eval(`${DIALOG} button`, (buttons) =>
      buttons.map((b) => b.getAttribute('aria-label')),
    );
    expect(labels).toContain(fullscreen);
  });

  it('the fullscreen control puts the lightbox in full screen and back', async () => {
    const { page } = await gallery('#gallery-1');
    await page.waitForSelector(DIALOG);
    const button = page.locator('.islands-lightbox__fullscreen');
    expect(await button.isVisible()).toBe(await page.evaluate(() => document.fullscreenEnabled));
    if (!(await button.isVisible())) return;
    await button.click();
    await expect
      .poll(() => page.evaluate(() => document.fullscreenElement?.className))
      .toBe('islands-lightbox');
    await button.click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
  });

  it('the close and next buttons work, the counter is announced, the page scrolls again after closing', async () => {
    const { page } = await gallery();
    const lightboxChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/chunks\/lightbox-/.test(request.url())) lightboxChunks.push(request.url());
    });
    await page.waitForTimeout(300);
    expect(lightboxChunks).toEqual([]); // the lightbox (and focus-trap with it) loads on first open
    const neighbours: string[] = [];
    page.on('request', (request) => neighbours.push(new URL(request.url()).pathname));
    const overflow = () => page.evaluate(() => getComputedStyle(document.documentElement).overflow);
    const before = await overflow();
    const larges = await page.$$eval('.woocommerce-product-gallery__image img', (images) =>
      images.map((img) => img.getAttribute('data-large_image')),
    );
    await page.click('.woocommerce-product-gallery__image >> nth=0');
    await page.waitForSelector(DIALOG);
    expect(lightboxChunks).toHaveLength(1);
    expect(await page.getAttribute(DIALOG, 'aria-label')).toBe('Wyświetl galerię zdjęć na pełnym ekranie');
    expect(await page.getAttribute('.islands-lightbox__counter', 'aria-live')).toBe('polite');
    // both neighbours of image 1 are preloaded: image 2 and (going back) image 6
    await expect.poll(() => neighbours).toEqual(expect.arrayContaining([larges[1], larges[5]]));
    await page.click('.islands-lightbox__next');
    expect(await counter(page)).toBe('2 / 6');
    // no close on scroll: the wheel leaves the dialog open
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(100);
    expect(await page.$(DIALOG)).not.toBeNull();
    await page.click('.islands-lightbox__close');
    await page.waitForSelector(DIALOG, { state: 'detached' });
    expect(await overflow()).toBe(before);
    expect(new URL(page.url()).hash).toBe('');
  });

  it('closing a lightbox the page was loaded into leaves no gallery hash (a reload shows the page)', async () => {
    const { page } = await gallery('#gallery-3');
    await page.waitForSelector(DIALOG);
    await page.keyboard.press('Escape');
    await page.waitForSelector(DIALOG, { state: 'detached' });
    expect(new URL(page.url()).hash).toBe('');
    await page.reload();
    await mounted(page, 'gallery');
    await page.waitForTimeout(300);
    expect(await page.$(DIALOG)).toBeNull();
  });

  it('hides the fullscreen control where the Fullscreen API is missing', async () => {
    const shopPage = await shop.open('/fixtures/');
    await shopPage.page.addInitScript(() =>
      Object.defineProperty(Document.prototype, 'fullscreenEnabled', { get: () => false }),
    );
    await shopPage.page.goto(`${product}#gallery-1`);
    await shopPage.page.waitForSelector(DIALOG);
    expect(await shopPage.page.isHidden('.islands-lightbox__fullscreen')).toBe(true);
    expect(await shopPage.page.isVisible('.islands-lightbox__close')).toBe(true);
  });

  it('an image without a valid large-image size warns once; the lightbox still opens with its own size', async () => {
    const shopPage = await shop.open('/fixtures/');
    const { page } = shopPage;
    await page.route(
      (url) => url.pathname === product,
      async (route) => {
        const response = await route.fetch();
        const html = (await response.text())
          .replace('data-large_image_width="1200"', 'data-large_image_width="abc"')
          .replace('data-large_image_height="1200"', '');
        await route.fulfill({ response, body: html });
      },
    );
    await page.goto(product);
    await mounted(page, 'gallery');
    expect(shopPage.warnings.filter((w) => w.startsWith('[islands] gallery:'))).toEqual([
      '[islands] gallery: gallery image 1 has no valid large-image size; the lightbox uses its own size',
    ]);
    await page.click('.woocommerce-product-gallery__image >> nth=0');
    await page.waitForSelector(DIALOG);
    expect(await page.getAttribute('.islands-lightbox img', 'width')).toBe('600');
    expect(await counter(page)).toBe('1 / 6');
  });

  it('a malformed gallery (an image slot without an image) warns once; its links still work', async () => {
    const shopPage = await shop.open('/fixtures/');
    const { page } = shopPage;
    await page.route(
      (url) => url.pathname === product,
      async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(
          /(class="woocommerce-product-gallery__image">)<a ([^>]*)><img[^>]*>/,
          '$1<a $2>bez obrazka',
        );
        await route.fulfill({ response, body: html });
      },
    );
    await page.goto(product);
    await page.waitForSelector('[data-island="gallery"][data-island-failed]', { state: 'attached' });
    expect(shopPage.warnings.filter((w) => w.startsWith('[islands] gallery:'))).toHaveLength(1);
    const href = await page.getAttribute('.woocommerce-product-gallery__image >> nth=1 >> a', 'href');
    await Promise.all([
      page.waitForURL(`**${href}`),
      page.click('.woocommerce-product-gallery__image >> nth=1 >> a'),
    ]);
  });
});
