/**
 * axe-core in Chromium (so colour contrast counts), tags wcag2a, wcag2aa, wcag21a, wcag21aa and wcag22aa,
 * under the strict CSP: every fixture page once its islands are mounted (the store notice shown), then
 * each interactive state an island produces: a product tab switched, swatches chosen with the unavailable
 * message, the no-match message, the lightbox open (product and theme galleries), the mini-carts updated
 * after an add to cart, an account tab switched with a password shown. Zero violations, no rule disabled.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { firstSimpleProduct, mounted, openShop, type Shop } from './harness';
import { listPages } from '../../fixtures/render.mjs';

// Evaluated rather than added as a <script>: an inline script is (rightly) refused by the strict CSP.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const pages = listPages().flatMap((p) => [p.path, ...p.examples.map((e) => e.path)]);
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const DIALOG = '.islands-lightbox[role=dialog]';
const UNAVAILABLE = 'Przepraszamy, ten produkt jest niedostępny. Wybierz inną kombinację.';

let shop: Shop;
let simpleProduct = '';
beforeAll(async () => {
  shop = await openShop();
  simpleProduct = await firstSimpleProduct(shop);
});
afterAll(() => shop?.close());

type AxeResult = { violations: Array<{ id: string; nodes: Array<{ target: string[] }> }> };

async function axe(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async (tags) => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: object) => Promise<AxeResult> };
    };
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, TAGS);
}

/** Waits until nothing animates any more (fades, slides), so contrast is measured on the final colours. */
async function settled(page: Page, selector = 'body'): Promise<void> {
  await page.waitForFunction(
    (s) => document.querySelector(s)?.getAnimations({ subtree: true }).length === 0,
    selector,
  );
}

/** Related products fade in when they come into view: contrast is measured once they are fully shown. */
async function relatedProductsShown(page: Page): Promise<void> {
  if (!(await page.$('[data-island="related-products"]'))) return;
  await mounted(page, 'related-products');
  await page.waitForFunction(() => {
    const section = document.querySelector<HTMLElement>('[data-island="related-products"]')!;
    return section.getAnimations({ subtree: true }).length === 0 && getComputedStyle(section).opacity === '1';
  });
}

const swatch = (attribute: string, value: string) =>
  `ul[data-attribute_name="attribute_pa_${attribute}"] li.variable-item[data-value="${value}"]`;

describe('accessibility (axe, WCAG 2.2 AA)', () => {
  it.each(pages)('%s has no violations', async (path) => {
    const { page } = await shop.open(path);
    if (await page.$('[data-island="store-notice"]')) await mounted(page, 'store-notice');
    // The variation form marks the greyed add-to-cart button aria-disabled (exempt from contrast).
    if (await page.$('[data-island="variation-form"]')) await mounted(page, 'variation-form');
    // error.php's list loses its list role to role=alert; the island gives its items role=none.
    if (await page.$('[data-island="notices"] .woocommerce-error')) await mounted(page, 'notices');
    await relatedProductsShown(page);
    expect(await axe(page)).toEqual([]);
  });

  it('product page: another tab switched to (reviews)', async () => {
    const { page } = await shop.open(simpleProduct);
    await mounted(page, 'tabs');
    await page.click('.wc-tabs [role=tab][aria-controls="tab-reviews"]');
    await page.waitForSelector('#tab-reviews:not([hidden])');
    expect(await page.getAttribute('[role=tab][aria-controls="tab-reviews"]', 'aria-selected')).toBe('true');
    await page.locator('#respond').scrollIntoViewIfNeeded();
    await mounted(page, 'review-rating'); // the star radios (strategy visible)
    await relatedProductsShown(page); // below the form: it may have come into view and begun to fade in
    expect(await axe(page)).toEqual([]);
  });

  it('variation form: swatches chosen, an unavailable variation with its message, the tooltip shown', async () => {
    // the paid plugin's options: the out-of-stock size is greyed, with its note in the tooltip
    const { page } = await shop.open('/produkt/koszulka-bawelniana/?swatches_pro=1');
    await mounted(page, 'variation-form');
    await page.click(swatch('kolor', 'zielony'));
    await page.click(swatch('rozmiar', 's')); // a hidden variation: the unavailable message
    await expect.poll(() => page.textContent('.single_variation')).toContain(UNAVAILABLE);
    await page.hover(swatch('rozmiar', 'l')); // out of stock: the tooltip says why
    await page.locator('#wc-islands-swatch-tooltip').waitFor({ state: 'visible' });
    await settled(page, 'form.variations_form');
    expect(await axe(page)).toEqual([]);
  });

  it('variation form: the no-match message (ajax mode)', async () => {
    const { page } = await shop.open('/produkt/kurtka-przeciwdeszczowa/');
    await mounted(page, 'variation-form');
    for (const [attribute, value] of [
      ['kolor', 'zolty'],
      ['rozmiar', 'xs'],
      ['material', 'softshell'],
    ] as const)
      await page.click(swatch(attribute, value));
    await page.waitForSelector('.wc-no-matching-variations');
    await settled(page, 'form.variations_form');
    expect(await axe(page)).toEqual([]);
  });

  it.each([
    ['product gallery', () => simpleProduct, '.woocommerce-product-gallery__image a >> nth=1'],
    ['theme gallery', () => '/portfolio/', '.wpb_gallery[data-island="gallery"] a >> nth=1'],
  ])('%s: the lightbox open on an image', async (_, path, opener) => {
    const { page } = await shop.open(path());
    await mounted(page, 'gallery');
    await page.click(opener);
    await page.waitForSelector(DIALOG);
    await page.waitForFunction((dialog) => {
      const img = document.querySelector<HTMLImageElement>(`${dialog} img`);
      return img !== null && img.complete && img.naturalWidth > 0;
    }, DIALOG);
    await settled(page);
    expect(await axe(page)).toEqual([]);
  });

  it('listing: the mini-carts updated by an add to cart, the header cart open', async () => {
    const { page } = await shop.open('/sklep/', {
      cookies: [{ name: 'qa_settings', value: 'cart_redirect_after_add=no' }],
    });
    await mounted(page, 'cart-fragments');
    await page.click('ul.products .add_to_cart_button.ajax_add_to_cart >> nth=0');
    await expect.poll(() => page.textContent('a.cart-contents .cart-count')).toBe('1');
    await page.waitForSelector('aside#sidebar .widget_shopping_cart .woocommerce-mini-cart-item');
    await page.hover('.cart-outer'); // the header's mini-cart drops down
    await page.waitForSelector('.cart-outer .widget_shopping_cart .woocommerce-mini-cart-item');
    await settled(page);
    expect(await axe(page)).toEqual([]);
  });

  it('cart page with rows: a quantity field, a sold-individually row (hidden field), the totals and a notice', async () => {
    const { page } = await shop.open('/?add-to-cart=101'); // the shop redirects to the cart after adding
    await page.goto('/?add-to-cart=116'); // Zegarek drewniany, sold individually
    await page.waitForURL('**/koszyk/');
    expect(await page.locator('tr.woocommerce-cart-form__cart-item').count()).toBe(2);
    expect(await page.locator('td.product-quantity input.qty[type="hidden"]').count()).toBe(1);
    await mounted(page, 'notices');
    await settled(page);
    expect(await axe(page)).toEqual([]);
  });

  it('account page: the registration tab open, a password shown', async () => {
    const { page } = await shop.open('/moje-konto/');
    await mounted(page, 'account-tabs');
    await mounted(page, 'password-toggle');
    await page.click('[role=tab]:text("Rejestracja")');
    await page.fill('#reg_password', 'tajne hasło');
    await page.click('#reg_password + .show-password-input');
    expect(await page.getAttribute('#reg_password', 'type')).toBe('text');
    expect(await axe(page)).toEqual([]);
  });

  it('checkout: the login and coupon forms open, a rejected code, the new account password shown', async () => {
    const { page } = await shop.open('/zamowienie/');
    await mounted(page, 'checkout');
    await page.click('a.showlogin');
    await page.click('a.showcoupon');
    await page.fill('#coupon_code', 'nie-ma');
    await page.click('form.checkout_coupon button[name=apply_coupon]');
    await page.waitForSelector('#coupon_code[aria-invalid=true]');
    await page.check('#createaccount');
    await mounted(page, 'password-toggle');
    await page.fill('#account_password', 'tajne hasło');
    await page.click('#account_password ~ .show-password-input');
    expect(await page.getAttribute('#account_password', 'type')).toBe('text');
    expect(await axe(page)).toEqual([]);
  });
});
