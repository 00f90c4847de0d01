/**
 * The product gallery with the slider on (QA setting `flexslider=1`; off in this shop): the server's slides
 * enhanced in place without moving the page, thumbnails, no loop, 500 ms slides (none with reduced motion),
 * not run with one image (`gallery_images=1`), back to the first slide when a variation swaps its image.
 */
import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstSimpleProduct, mounted, openShop, type Shop } from './harness';

let shop: Shop;
let product = '';
beforeAll(async () => {
  shop = await openShop();
  product = await firstSimpleProduct(shop);
});
afterAll(() => shop?.close());

const GALLERY = '.woocommerce-product-gallery';
const SLIDE = '.woocommerce-product-gallery__image';
const THUMB = '.flex-control-thumbs button';
const DIALOG = '.islands-lightbox[role=dialog]';

async function open(query: string, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await shop.browser.newContext({ baseURL: shop.url, ...options });
  const page = await context.newPage();
  await page.goto(`${product}?${query}`);
  if (options.javaScriptEnabled !== false) await mounted(page, 'gallery');
  return page;
}

/** The index of the slide whose box is inside the wrapper (the one shown), once the slides stop moving. */
const shown = (page: Page) =>
  page.$$eval(SLIDE, (slides) => {
    const box = slides[0]!.parentElement!.getBoundingClientRect();
    return slides.findIndex((s) => Math.abs(s.getBoundingClientRect().left - box.left) < 1);
  });

const geometry = (page: Page) =>
  page.evaluate(() => {
    const gallery = document.querySelector('.woocommerce-product-gallery')!.getBoundingClientRect();
    const first = document.querySelector('.woocommerce-product-gallery__image img')!.getBoundingClientRect();
    const summary = document.querySelector('.summary')!.getBoundingClientRect();
    // Document coordinates: waiting for the gallery may have scrolled it into view.
    return [gallery.height, first.top + scrollY, first.width, first.height, summary.top + scrollY].map(
      Math.round,
    );
  });

describe('gallery slider (flexslider on)', () => {
  it('enhances the server slides in place: mounting moves nothing', async () => {
    const before = await open('flexslider=1', { javaScriptEnabled: false });
    const server = await geometry(before);
    await before.context().close();
    const page = await open('flexslider=1');
    await page.waitForSelector(THUMB);
    expect(await geometry(page)).toEqual(server);
    expect(await page.locator(THUMB).count()).toBe(6);
    expect(await page.getAttribute(`${THUMB} >> nth=0`, 'aria-current')).toBe('true');
    expect(await page.getAttribute(`${THUMB} >> nth=0 >> img`, 'alt')).toBe(
      await page.getAttribute(`${SLIDE} >> nth=0`, 'data-thumb-alt'),
    );
    expect(await page.$$eval(SLIDE, (slides) => slides.map((s) => (s as HTMLElement).inert))).toEqual([
      false,
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(await shown(page)).toBe(0);
    await page.context().close();
  });

  it.each(['ltr', 'rtl'])(
    '(%s) a thumbnail shows its slide in 500 ms; the shown slide opens the lightbox there',
    async (dir) => {
      const page = await open(`flexslider=1&dir=${dir}`);
      await page.click(`${THUMB} >> nth=2`);
      expect(await page.$eval(`${SLIDE} >> nth=2`, (s) => getComputedStyle(s).transitionDuration)).toBe(
        '0.5s',
      );
      await expect.poll(() => shown(page)).toBe(2);
      expect(await page.getAttribute(`${THUMB} >> nth=2`, 'aria-current')).toBe('true');
      expect(await page.getAttribute(`${THUMB} >> nth=0`, 'aria-current')).toBe('false');
      await page.click(`${SLIDE} >> nth=2`);
      await page.waitForSelector(DIALOG);
      expect(await page.textContent('.islands-lightbox__counter')).toBe('3 / 6');
      await page.context().close();
    },
  );

  it('does not loop, and a swipe is not a click on the image', async () => {
    const page = await open('flexslider=1');
    const box = (await page.locator(`${SLIDE} >> nth=0`).boundingBox())!;
    const swipe = async (dx: number) => {
      const y = box.y + box.height / 2;
      const x = box.x + box.width / 2;
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x + dx / 2, y, { steps: 4 });
      await page.mouse.move(x + dx, y, { steps: 4 });
      await page.mouse.up();
    };
    await swipe(150); // previous, at the first slide
    await expect.poll(() => shown(page)).toBe(0);
    await swipe(-150);
    await expect.poll(() => shown(page)).toBe(1);
    expect(await page.$(DIALOG)).toBeNull();
    await page.click(`${THUMB} >> nth=5`);
    await expect.poll(() => shown(page)).toBe(5);
    await swipe(-150); // next, at the last slide
    await page.waitForTimeout(600);
    expect(await shown(page)).toBe(5);
    expect(await page.$(DIALOG)).toBeNull();
    await page.context().close();
  });

  it('with reduced motion, slides change without animation', async () => {
    const page = await open('flexslider=1', { reducedMotion: 'reduce' });
    await page.click(`${THUMB} >> nth=3`);
    // the island moves the slides without a transition (the shop's CSS also shortens every transition)
    expect(await page.$eval(`${SLIDE} >> nth=3`, (s) => getComputedStyle(s).transitionProperty)).toBe('none');
    expect(await shown(page)).toBe(3);
    await page.context().close();
  });

  it('a deep link shows its slide too, so focus returns to it on close', async () => {
    const page = await open('flexslider=1#gallery-4');
    await page.waitForSelector(DIALOG);
    await expect.poll(() => shown(page)).toBe(3);
    await page.keyboard.press('Escape');
    await page.waitForSelector(DIALOG, { state: 'detached' });
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.querySelectorAll('.woocommerce-product-gallery__image')].findIndex((s) =>
            s.contains(document.activeElement),
          ),
        ),
      )
      .toBe(3);
    await page.context().close();
  });

  it('a new first image (a chosen variation) brings the first slide back', async () => {
    const page = await open('flexslider=1');
    await page.click(`${THUMB} >> nth=2`);
    await expect.poll(() => shown(page)).toBe(2);
    await page.$eval(`${SLIDE} >> nth=0 >> img`, (img) =>
      img.setAttribute('src', img.getAttribute('src')!.replace('.svg', '-2.svg')),
    );
    await expect.poll(() => shown(page)).toBe(0);
    await page.context().close();
  });

  it('woocommerce_gallery_reset_slide_position triggered on the gallery with jQuery brings the first slide back', async () => {
    const page = await open('flexslider=1&jquery=1');
    await page.click(`${THUMB} >> nth=2`);
    await expect.poll(() => shown(page)).toBe(2);
    await page.evaluate(() =>
      (window as unknown as { jQuery: (s: string) => { trigger(n: string): void } })
        .jQuery('.woocommerce-product-gallery')
        .trigger('woocommerce_gallery_reset_slide_position'),
    );
    await expect.poll(() => shown(page)).toBe(0);
    await page.context().close();
  });

  it('does not run with one image: no thumbnails, no slider code; the lightbox still opens', async () => {
    const context = await shop.browser.newContext({ baseURL: shop.url });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(new URL(request.url()).pathname));
    await page.goto(`${product}?flexslider=1&gallery_images=1`);
    await mounted(page, 'gallery');
    expect(await page.locator(SLIDE).count()).toBe(1);
    expect(await page.getAttribute(GALLERY, 'class')).not.toContain('--slider');
    await page.click(SLIDE);
    await page.waitForSelector(DIALOG);
    expect(await page.textContent('.islands-lightbox__counter')).toBe('1 / 1');
    expect(await page.locator('.flex-control-thumbs').count()).toBe(0);
    expect(await page.$eval(SLIDE, (s) => [(s as HTMLElement).inert, s.getAttribute('style')])).toEqual([
      false,
      null,
    ]);
    expect(scripts.some((path) => /\/slider-[^/]*\.js$/.test(path))).toBe(false);
    await context.close();
  });
});
