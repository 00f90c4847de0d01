/**
 * Swipes on a touch screen (a context with `hasTouch`, touches sent with CDP `Input.dispatchTouchEvent`):
 * the lightbox (product and theme gallery) moves to the next / previous image, the gallery slider moves a
 * slide, and the related-products carousel (woo_related_upsell_carousel=1) scrolls.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstSimpleProduct, mounted, openShop, type Shop } from './harness';

let shop: Shop;
let product = '';
let context: BrowserContext;
beforeAll(async () => {
  shop = await openShop();
  product = await firstSimpleProduct(shop);
  context = await shop.browser.newContext({
    baseURL: shop.url,
    hasTouch: true,
    viewport: { width: 412, height: 860 },
  });
});
afterAll(async () => {
  await context?.close();
  await shop?.close();
});

const DIALOG = '.islands-lightbox[role=dialog]';
const counter = (page: Page) => page.textContent('.islands-lightbox__counter');

async function touchPage(path: string, island: string): Promise<Page> {
  const { page } = await shop.open(path, { context });
  await mounted(page, island);
  return page;
}

/**
 * A one-finger horizontal swipe by `dx` CSS pixels, starting inside `selector`'s box (100 px from the edge it
 * moves away from), ending with the finger at rest, so the browser adds no fling.
 */
async function swipe(page: Page, selector: string, dx: number): Promise<void> {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} has no box`);
  const y = Math.round(box.y + box.height / 2);
  const x = Math.round(dx < 0 ? box.x + box.width - 100 : box.x + 100);
  const cdp = await context.newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', to = x) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x: to, y }],
    });
  await touch('touchStart');
  for (let step = 1; step <= 10; step++) await touch('touchMove', Math.round(x + (dx * step) / 10));
  for (let rest = 0; rest < 3; rest++) {
    await page.waitForTimeout(20);
    await touch('touchMove', x + dx);
  }
  await touch('touchEnd');
  await cdp.detach();
}

describe('touch', () => {
  it('a swipe moves the product lightbox to the next and previous image', async () => {
    const page = await touchPage(`${product}#gallery-2`, 'gallery');
    await page.waitForSelector(DIALOG);
    expect(await counter(page)).toBe('2 / 6');
    await swipe(page, '.islands-lightbox figure', -200);
    await expect.poll(() => counter(page)).toBe('3 / 6');
    expect(new URL(page.url()).hash).toBe('#gallery-3');
    await swipe(page, '.islands-lightbox figure', 200);
    await expect.poll(() => counter(page)).toBe('2 / 6');
    await swipe(page, '.islands-lightbox figure', 20); // too short: stays
    await page.waitForTimeout(200);
    expect(await counter(page)).toBe('2 / 6');
    await page.close();
  });

  it('a swipe moves the theme gallery lightbox too', async () => {
    const page = await touchPage('/portfolio/#gallery-1-1', 'gallery');
    await page.waitForSelector(DIALOG);
    await swipe(page, '.islands-lightbox figure', -200);
    await expect.poll(() => counter(page)).toBe('2 / 3');
    await page.close();
  });

  it('a swipe moves the gallery slider one slide, without opening the lightbox', async () => {
    const page = await touchPage(`${product}?flexslider=1`, 'gallery');
    await page.waitForSelector('.flex-control-thumbs');
    // a tap opens the lightbox
    await page.tap('.woocommerce-product-gallery__image >> nth=0');
    await page.waitForSelector(DIALOG);
    expect(await counter(page)).toBe('1 / 6');
    await page.keyboard.press('Escape');
    await page.waitForSelector(DIALOG, { state: 'detached' });
    const current = () => page.getAttribute('.flex-control-thumbs [aria-current=true] img', 'alt');
    const alts = await page.$$eval('.woocommerce-product-gallery__image', (slides) =>
      slides.map((s) => s.getAttribute('data-thumb-alt')),
    );
    await swipe(page, '.woocommerce-product-gallery__wrapper', -200);
    await expect.poll(current).toBe(alts[1]);
    await swipe(page, '.woocommerce-product-gallery__wrapper', -200);
    await expect.poll(current).toBe(alts[2]);
    await swipe(page, '.woocommerce-product-gallery__wrapper', 200);
    await expect.poll(current).toBe(alts[1]);
    expect(await page.$(DIALOG)).toBeNull();
    await page.close();
  });

  it('a swipe scrolls the related-products carousel', async () => {
    await context.addCookies([
      { name: 'qa_settings', value: 'woo_related_upsell_carousel=1', url: shop.url },
    ]);
    const page = await touchPage(product, 'related-products');
    const list = 'section.related ul.products';
    // at once (the page may scroll smoothly), so the swipe starts on the list
    await page.$eval(list, (el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await expect.poll(() => page.$eval('section.related', (el) => getComputedStyle(el).opacity)).toBe('1');
    const scrolled = () => page.$eval(list, (el) => Math.abs(el.scrollLeft));
    expect(await scrolled()).toBe(0);
    expect(await page.isDisabled('.related-carousel__previous')).toBe(true);
    await swipe(page, list, -250);
    await expect.poll(scrolled).toBeGreaterThan(0);
    await expect.poll(() => page.isDisabled('.related-carousel__previous')).toBe(false);
    const far = await scrolled();
    // back a little (not past the start: there, Chromium's own swipe goes back in history)
    await swipe(page, list, 200);
    await expect.poll(scrolled).toBeLessThan(far);
    await context.clearCookies();
    await page.close();
  });
});
