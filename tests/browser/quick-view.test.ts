/**
 * A quick view as plugins and themes make one (fixtures/assets/quick-view-stand-in.js on /szybki-podglad/): a
 * jQuery script inserts a product's form and gallery after load and calls WooCommerce's jQuery API on them —
 * `wc_variation_form()`, `trigger('check_variations')`, `trigger('reset_image')`, `wc_product_gallery()` — as
 * Addonify Quick View does. The islands answer those calls: the variation is chosen, shown and added in the
 * modal, the gallery shows and opens its lightbox, and nothing throws; also when the shopper opens the quick
 * view before the islands' runtime has loaded.
 */
import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openShop, type Shop } from './harness';

let shop: Shop;
beforeAll(async () => {
  shop = await openShop();
});
afterAll(async () => {
  await shop?.close();
});

const PAGE = '/szybki-podglad/';
const MODAL = '#quick-view';
const swatch = (attribute: string, value: string) =>
  `${MODAL} ul[data-attribute_name="attribute_pa_${attribute}"] li.variable-item[data-value="${value}"]`;

/** Opens the quick view of the product with this id and waits for its markup. */
async function quickView(page: Page, productId: number): Promise<void> {
  await page.click(`.quick-view-button[data-product_id="${productId}"]`);
  await page.waitForSelector(`${MODAL} #product-${productId}`);
}

/** Chooses each attribute's first value as a shopper does: its first enabled swatch, else the select's first option. */
async function chooseFirstOptions(page: Page): Promise<void> {
  for (const select of await page.$$(`${MODAL} .variations select`)) {
    const name = await select.getAttribute('name');
    const swatches = page.locator(
      `${MODAL} ul[data-attribute_name="${name}"] li.variable-item:not(.disabled)`,
    );
    if (await swatches.count()) await swatches.first().click();
    else await select.selectOption({ index: 1 });
  }
}

/** The modal gallery's first image, and whether the gallery shows (the template starts it transparent). */
const gallery = (page: Page) =>
  page.evaluate((modal) => {
    const root = document.querySelector<HTMLElement>(`${modal} .woocommerce-product-gallery`)!;
    return {
      src: root.querySelector('.wp-post-image')?.getAttribute('src'),
      opacity: getComputedStyle(root).opacity,
    };
  }, MODAL);

describe('quick view: WooCommerce’s jQuery API on markup a script inserts', () => {
  it('the swatches product: chosen in the modal, its price and image shown, added to the cart', async () => {
    const { page, errors, warnings } = await shop.open(PAGE);
    // jQuery code hears the variation events from the modal's form, as it would from WooCommerce's script.
    await page.evaluate(() => {
      const w = window as unknown as { jQuery: (el: unknown) => { on(e: string, f: () => void): void } };
      const seen: string[] = ((window as unknown as { seen: string[] }).seen = []);
      w.jQuery(document).on('found_variation', () => seen.push('found_variation'));
    });
    await quickView(page, 102);
    await expect.poll(() => gallery(page)).toMatchObject({ opacity: '1' });
    const before = (await gallery(page)).src;

    await page.click(swatch('kolor', 'czerwony'));
    await page.click(swatch('rozmiar', 'm'));
    await expect.poll(() => page.inputValue(`${MODAL} input.variation_id`)).toMatch(/^\d+$/);
    await expect.poll(() => page.textContent(`${MODAL} .woocommerce-variation-price`)).toContain('zł');
    await expect.poll(async () => (await gallery(page)).src).not.toBe(before);
    expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen)).toContain(
      'found_variation',
    );
    // The form's handle, as jQuery data: WooCommerce's VariationForm members.
    expect(
      await page.evaluate((modal) => {
        const $ = (window as unknown as { jQuery: (s: string) => { data(k: string): unknown } }).jQuery;
        const handle = $(`${modal} form.variations_form`).data('wc_variation_form') as {
          useAjax: boolean;
          getChosenAttributes(): { chosenCount: number };
        };
        return [handle.useAjax, handle.getChosenAttributes().chosenCount];
      }, MODAL),
    ).toEqual([false, 2]);

    // The form posts as it would without JavaScript; the shop answers with the cart.
    await Promise.all([
      page.waitForURL((url) => url.pathname !== PAGE),
      page.click(`${MODAL} .single_add_to_cart_button`),
    ]);
    expect(await page.textContent('a.cart-contents .cart-count')).toBe('1');
    expect(errors).toEqual([]);
    expect(warnings.filter((w) => w.startsWith('[islands]'))).toEqual([]);
  });

  it('the gallery in the modal opens its lightbox; Escape closes the lightbox, then the quick view', async () => {
    const { page, errors } = await shop.open(PAGE);
    await quickView(page, 101);
    await expect.poll(() => gallery(page)).toMatchObject({ opacity: '1' });
    await page.click(`${MODAL} .woocommerce-product-gallery__image:first-child a`);
    await page.waitForSelector('[role="dialog"][aria-modal="true"]:not(#quick-view)');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.isHidden(MODAL)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('a product with plain selects and one in ajax mode answer their choices in the modal', async () => {
    const { page, errors } = await shop.open(PAGE);
    for (const product of [103, 129]) {
      await quickView(page, product);
      await chooseFirstOptions(page);
      await expect.poll(() => page.inputValue(`${MODAL} input.variation_id`)).toMatch(/^\d+$/);
      await page.click(`${MODAL} .quick-view__close`);
    }
    expect(shop.requests('wc-ajax:get_variation').length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it('opened before the islands’ runtime has loaded: the calls wait in the queue beside jQuery and are answered once it has', async () => {
    const context = await shop.browser.newContext({ baseURL: shop.url });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    // The runtime (the core file the loader imports once the page is parsed) is held back until released.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/chunks\/core-[^/]+\.js$/, async (route: Route) => {
      await held;
      await route.continue();
    });
    await page.goto(PAGE);
    await quickView(page, 102);
    expect(await page.getAttribute(`${MODAL} form.variations_form`, 'data-island-mounted')).toBeNull();
    release();
    await page.waitForSelector(`${MODAL} form.variations_form[data-island-mounted]`, { state: 'attached' });
    await expect.poll(() => gallery(page)).toMatchObject({ opacity: '1' });
    await page.click(swatch('kolor', 'czerwony'));
    await page.click(swatch('rozmiar', 'm'));
    await expect.poll(() => page.inputValue(`${MODAL} input.variation_id`)).toMatch(/^\d+$/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
