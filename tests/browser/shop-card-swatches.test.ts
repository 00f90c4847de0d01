/**
 * Variation forms that are not `<form>` elements: Variation Swatches for WooCommerce by CartFlows prints a
 * `div.cfvsw_variations_form.variations_form` in each variable product's shop card and its script calls
 * `wc_variation_form()` on it (the demo shop's `cfvsw=1`: the plugin's card markup, our stand-in of its script,
 * fixtures/assets/cfvsw-stand-in.js). The islands take that div as WooCommerce's script does: a choice on the
 * card finds its variation, the card's price and image follow it (the plugin's `found_variation` handler) and
 * its button adds that variation. On a product page, the image swap's gallery events come as WooCommerce's do.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mounted, openShop, type Shop } from './harness';

let shop: Shop;
beforeAll(async () => {
  shop = await openShop();
});
afterAll(() => shop?.close());

const CARD = 'ul.products li.post-102';
const FORM = `${CARD} .cfvsw_variations_form`;
const COUNT = 'a.cart-contents .cart-count';
const swatch = (slug: string) => `${CARD} .cfvsw-swatches-option[data-slug="${slug}"]`;

/** The shop with the plugin's cards, once each card form's island has mounted and the plugin's script started it. */
async function cards(): Promise<Page> {
  const { page, errors, warnings } = await shop.open('/sklep/?cfvsw=1');
  pages.set(page, { errors, warnings });
  await page.waitForSelector(`${FORM}[data-island-mounted].variation-function-added`, { state: 'attached' });
  await mounted(page, 'cart-fragments');
  await page.waitForLoadState('networkidle');
  shop.server.clearRequests();
  return page;
}
const pages = new Map<Page, { errors: string[]; warnings: string[] }>();

/** The card's variation for these values, read from the form's own data as the shopper's page has it. */
const variationOf = (page: Page, kolor: string, rozmiar: string) =>
  page.$eval(
    FORM,
    (form, [k, r]) => {
      const list = JSON.parse((form as HTMLElement).dataset.product_variations!) as Array<{
        variation_id: number;
        attributes: Record<string, string>;
        price_html: string;
        image: { thumb_src: string };
      }>;
      const found = list.find(
        (v) => v.attributes.attribute_pa_kolor === k && v.attributes.attribute_pa_rozmiar === r,
      )!;
      const price = document.createElement('div');
      price.innerHTML = found.price_html;
      return { id: found.variation_id, price: price.textContent!.trim(), image: found.image.thumb_src };
    },
    [kolor, rozmiar],
  );

describe('Variation Swatches by CartFlows: a div.variations_form in each shop card', () => {
  it('colour and size chosen on a card: its price and image follow, and its button adds that variation', async () => {
    const page = await cards();
    const before = await page.getAttribute(`${CARD} img`, 'src');
    const wanted = await variationOf(page, 'czerwony', 'm');
    expect(wanted.image).not.toBe(before);

    await page.click(swatch('czerwony'));
    await page.click(swatch('m'));
    await expect.poll(() => page.getAttribute(`${CARD} img`, 'src')).toBe(wanted.image);
    await expect.poll(() => page.textContent(`${CARD} .price`)).toContain(wanted.price);
    const button = page.locator(`${CARD} .cfvsw_ajax_add_to_cart`);
    await expect.poll(() => button.getAttribute('data-variation_id')).toBe(String(wanted.id));
    expect(await button.textContent()).toBe('Dodaj do koszyka');
    expect(page.url()).toMatch(/\/sklep\/\?cfvsw=1$/); // the choice stayed on the page (the card is a link)

    const countBefore = Number(await page.textContent(COUNT));
    await button.click();
    await expect.poll(() => shop.requests('admin-ajax:cfvsw_ajax_add_to_cart').length).toBe(1);
    const [request] = shop.requests('admin-ajax:cfvsw_ajax_add_to_cart');
    expect(request!.status).toBe(200);
    expect(request!.body).toMatchObject({
      product_id: '102',
      variation_id: String(wanted.id),
      'variation[attribute_pa_kolor]': 'czerwony',
      'variation[attribute_pa_rozmiar]': 'm',
    });
    await expect.poll(() => page.textContent(COUNT)).toBe(String(countBefore + 1));
    const session = await page.evaluate(() => fetch('/__qa/session').then((r) => r.json()));
    expect(session.cart).toEqual([expect.objectContaining({ productId: 102, variationId: wanted.id })]);
    expect(page.url()).toMatch(/\/sklep\/\?cfvsw=1$/);
    const { errors, warnings } = pages.get(page)!;
    expect(errors).toEqual([]);
    expect(warnings.filter((w) => w.includes('[islands]'))).toEqual([]);
  });

  it('each card is its own form: a choice on one card leaves the other variable card as it was', async () => {
    const page = await cards();
    await page.click(swatch('niebieski'));
    await page.click(swatch('m'));
    const wanted = await variationOf(page, 'niebieski', 'm');
    await expect
      .poll(() => page.getAttribute(`${CARD} .cfvsw_ajax_add_to_cart`, 'data-variation_id'))
      .toBe(String(wanted.id));
    const other = 'ul.products li.post-103';
    expect(await page.$$eval(`${other} select`, (s) => s.map((e) => (e as HTMLSelectElement).value))).toEqual(
      ['', ''],
    );
    expect(await page.getAttribute(`${other} .cfvsw_ajax_add_to_cart`, 'data-variation_id')).toBeNull();
    expect(await page.getAttribute(`${other} .cfvsw_variations_form`, 'data-island-mounted')).toBe('');
  });

  it('bad input: a .variations_form without data warns naming the island; one not on the page when handed to wc_variation_form() warns and mounts once inserted', async () => {
    const page = await cards();
    const { errors, warnings } = pages.get(page)!;
    await page.evaluate(() => {
      const $ = (window as unknown as { jQuery: (h: unknown) => { wc_variation_form(): void } }).jQuery;
      const card = document.querySelector('ul.products li.post-102')!;
      card.insertAdjacentHTML('beforeend', '<div class="variations_form" id="bare"></div>');
      // A copy of the card's form, handed over before it is inserted (as a script building a card does).
      const copy = card.querySelector<HTMLElement>('.cfvsw_variations_form')!.cloneNode(true) as HTMLElement;
      for (const name of ['data-island', 'data-island-mounted', 'data-island-strategy', 'class'])
        copy.removeAttribute(name);
      copy.className = 'variations_form';
      copy.id = 'late';
      $(copy).wc_variation_form();
      document.querySelector('ul.products li.post-103')!.append(copy);
    });
    await expect
      .poll(() => warnings.filter((w) => w.startsWith('[islands] variation-form:')).sort())
      .toEqual([
        expect.stringContaining('data-product_id "" is not a product id'),
        expect.stringContaining(
          'wc_variation_form() was called on <div#late.variations_form>, which is not on the page',
        ),
      ]);
    expect(await page.getAttribute('#bare', 'data-island-failed')).toBe('');
    await page.waitForSelector('#late[data-island-mounted]', { state: 'attached' });
    // The card's own form still works.
    await page.click(swatch('zielony'));
    await page.click(swatch('m'));
    await expect
      .poll(() => page.getAttribute(`${CARD} .cfvsw_ajax_add_to_cart`, 'data-variation_id'))
      .toMatch(/^\d+$/);
    expect(errors).toEqual([]);
  });
});

describe('the gallery events after a variation’s image swap, as WooCommerce 10.4 fires them', () => {
  it('on the product page: window resize, woocommerce_gallery_reset_slide_position, then woocommerce_gallery_init_zoom on .images', async () => {
    const { page, errors } = await shop.open('/produkt/koszulka-bawelniana/?jquery=1');
    await mounted(page, 'variation-form');
    await page.evaluate(() => {
      const w = window as unknown as {
        seen: string[];
        jQuery: (t: unknown) => { on(e: string, f: (e: { target: Element; type: string }) => void): void };
      };
      w.seen = [];
      w.jQuery(window).on('resize', () => w.seen.push('resize'));
      w.jQuery(document).on('woocommerce_gallery_reset_slide_position woocommerce_gallery_init_zoom', (e) =>
        w.seen.push(`${e.type} ${e.target.classList.contains('images') ? '.images' : e.target.className}`),
      );
    });
    const seen = () => page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    await page.click('ul[data-attribute_name="attribute_pa_kolor"] li[data-value="czerwony"]');
    await page.click('ul[data-attribute_name="attribute_pa_rozmiar"] li[data-value="m"]');
    await expect
      .poll(seen)
      .toEqual(
        expect.arrayContaining([
          'woocommerce_gallery_reset_slide_position .images',
          'woocommerce_gallery_init_zoom .images',
        ]),
      );
    const log = await seen();
    // The found variation's swap: resize, then the slide reset (its numeric image id never equals the
    // form's current-image attribute), then init_zoom.
    const reset = log.lastIndexOf('woocommerce_gallery_reset_slide_position .images');
    expect(log.slice(reset - 1, reset + 2)).toEqual([
      'resize',
      'woocommerce_gallery_reset_slide_position .images',
      'woocommerce_gallery_init_zoom .images',
    ]);
    expect(errors).toEqual([]);
  });
});
