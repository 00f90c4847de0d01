/**
 * The shop on a plain classic theme (`theme=classic`, Storefront as the model: WooCommerce's markup and a
 * WooCommerce-like stylesheet, no Salient globals or CSS for the islands). What a real Storefront shop showed
 * broken: Salient warnings on every page, the account tabs, the gallery's slider, zoom and trigger.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bringAllIntoView, loaderReady, mounted, openShop, type Shop } from './harness';

let shop: Shop;

beforeAll(async () => {
  shop = await openShop();
});

afterAll(async () => {
  await shop?.close();
});

const CLASSIC = [{ name: 'qa_settings', value: 'theme%3Dclassic' }];
const open = (path: string) => shop.open(path, { cookies: CLASSIC });

describe('Salient globals on a classic theme', () => {
  it('no page warns that nectarOptions or nectar_front_i18n is not printed', async () => {
    for (const path of [
      '/',
      '/sklep/',
      '/produkt/kubek-poranek/',
      '/produkt/koszulka-bawelniana/',
      '/moje-konto/',
      '/koszyk/',
      '/zamowienie/',
    ]) {
      const { page, warnings, errors } = await open(path);
      await loaderReady(page);
      await bringAllIntoView(page);
      if (path.startsWith('/produkt/')) {
        await mounted(page, 'gallery');
        await page.locator('.woocommerce-product-gallery__image a').first().click();
        await page.locator('.pswp, [role=dialog]').first().waitFor();
      }
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      expect(
        warnings.filter((w) => /nectar/.test(w)),
        path,
      ).toEqual([]);
      expect(errors, path).toEqual([]);
      await page.close();
    }
  });
});

describe('account page on a classic theme', () => {
  it('keeps both columns, login and registration, side by side: the tabs are Salient’s', async () => {
    const { page, warnings, errors } = await open('/moje-konto/#rejestracja');
    await mounted(page, 'password-toggle');
    // The account-tabs island settles too (mounted or declined), then neither column may be hidden.
    await page.waitForSelector('#customer_login[data-island-mounted], #customer_login[data-island-failed]', {
      state: 'attached',
    });
    await expect.poll(() => page.locator('#customer_login [role=tab]').count()).toBe(0);
    await expect(page.locator('form.login').isVisible()).resolves.toBe(true);
    await expect(page.locator('form.register').isVisible()).resolves.toBe(true);
    const [login, register] = await page
      .locator('#customer_login > [class*=u-column]')
      .evaluateAll((cols) => cols.map((c) => c.getBoundingClientRect().toJSON() as DOMRect));
    expect(register!.left).toBeGreaterThan(login!.right - 1); // two columns, as the theme lays them out
    expect(warnings.filter((w) => w.includes('account-tabs'))).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('product gallery on a classic theme (slider, zoom and lightbox supported)', () => {
  const GALLERY = '.woocommerce-product-gallery';
  const rects = (page: import('playwright-core').Page, selector: string) =>
    page
      .locator(selector)
      .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));

  it('lays out its own slider: one image in view, sized thumbnails, a thumbnail click slides without moving the gallery', async () => {
    const { page, errors } = await open('/produkt/kubek-poranek/');
    await mounted(page, 'gallery');
    await page.waitForSelector(`${GALLERY} ol.flex-control-nav.flex-control-thumbs li img`);
    await page.waitForFunction((g) => getComputedStyle(document.querySelector(g)!).opacity === '1', GALLERY);
    const [gallery] = await rects(page, GALLERY);
    const slides = await rects(page, `${GALLERY} .woocommerce-product-gallery__image`);
    expect(slides.length).toBe(6);
    // One row of gallery-wide slides, not a stack.
    expect(slides[1]!.top).toBeCloseTo(slides[0]!.top, 0);
    expect(slides[0]!.width).toBeCloseTo(gallery!.width, 0);
    expect(slides[0]!.left).toBeCloseTo(gallery!.left, 0);
    const thumbs = await rects(page, `${GALLERY} .flex-control-thumbs img`);
    expect(thumbs.length).toBe(6);
    for (const thumb of thumbs.slice(0, 4)) expect(thumb.width).toBeGreaterThan(gallery!.width / 6);
    expect(gallery!.height).toBeLessThan(slides[0]!.height + thumbs[0]!.height * 2);

    await page.locator(`${GALLERY} .flex-control-thumbs li`).nth(1).locator('button').click();
    // The second image slides into the viewport (the wrapper), the gallery itself stays where it was.
    await page.waitForFunction((g) => {
      const wrapper = document.querySelector(`${g} .woocommerce-product-gallery__wrapper`)!;
      const second = wrapper.children[1]!.getBoundingClientRect();
      return Math.abs(second.left - wrapper.getBoundingClientRect().left) < 1;
    }, GALLERY);
    const [after] = await rects(page, GALLERY);
    expect(after!.left).toBeCloseTo(gallery!.left, 0);
    expect(after!.width).toBeCloseTo(gallery!.width, 0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('prints the zoom trigger, which opens the lightbox at the image shown, and zooms the image under the mouse', async () => {
    const { page, errors } = await open('/produkt/kubek-poranek/');
    await mounted(page, 'gallery');
    const trigger = page.locator(`${GALLERY} > a.woocommerce-product-gallery__trigger[role=button]`);
    await trigger.waitFor();
    expect(await trigger.getAttribute('aria-label')).toBe('Wyświetl galerię zdjęć na pełnym ekranie');
    await page.waitForSelector(`${GALLERY} .flex-control-thumbs li`);
    await page.locator(`${GALLERY} .flex-control-thumbs li`).nth(2).locator('button').click();
    await trigger.click();
    await page.waitForSelector('.islands-lightbox[role=dialog]');
    expect(await page.textContent('.islands-lightbox__counter')).toContain('3');
    await page.keyboard.press('Escape');
    await page.waitForSelector('.islands-lightbox[role=dialog]', { state: 'detached' });

    const slide = page.locator(`${GALLERY} .woocommerce-product-gallery__image`).nth(2);
    const box = (await slide.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.9, box.y + box.height * 0.9);
    await page.mouse.move(box.x + box.width * 0.8, box.y + box.height * 0.8);
    const zoom = slide.locator('img.zoomImg[aria-hidden=true]');
    await expect.poll(() => zoom.evaluate((img) => getComputedStyle(img).opacity)).toBe('1');
    await expect
      .poll(() => zoom.evaluate((img) => img.getBoundingClientRect().width))
      .toBeGreaterThan(box.width);
    // The large image moved with the pointer: its far corner is in view.
    const left = await zoom.evaluate((img) => parseFloat(img.style.left));
    expect(left).toBeLessThan(0);
    await page.mouse.move(box.x - 50, box.y - 50);
    await expect.poll(() => zoom.evaluate((img) => getComputedStyle(img).opacity)).toBe('0');
    // The lightbox fetches the next image too: the demo shop's image 4 answers 404 on purpose.
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
    await page.close();
  });
});

describe('shopper flows on a classic theme', () => {
  const CLASSIC_NO_REDIRECT = [
    { name: 'qa_settings', value: 'theme%3Dclassic%26cart_redirect_after_add%3Dno' },
  ];

  it('adds from the shop to the header cart, updates the quantity on the cart page, mounts the checkout', async () => {
    const { page, errors } = await shop.open('/sklep/', { cookies: CLASSIC_NO_REDIRECT });
    await mounted(page, 'cart-fragments');
    await page.waitForLoadState('networkidle');
    await page.click('ul.products .add_to_cart_button.ajax_add_to_cart >> nth=0');
    await expect.poll(() => page.textContent('#site-header-cart a.cart-contents .cart-count')).toBe('1');

    await page.goto('/koszyk/');
    await mounted(page, 'quantity');
    const total = () => page.textContent('.order-total td');
    const before = await total();
    await page.fill('input.qty >> nth=0', '3');
    await page.click('button[name=update_cart]');
    await expect.poll(total).not.toBe(before);

    await page.goto('/zamowienie/');
    await mounted(page, 'checkout');
    await mounted(page, 'payment-methods');
    // Switching the payment boxes is checkout.js's (kept on real shops); here the islands mount cleanly.
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
    await page.close();
  });

  it('chooses a variation with the selects and enables the add to cart button', async () => {
    const { page, errors } = await open('/produkt/sweter-z-golfem/');
    await mounted(page, 'variation-form');
    for (const select of await page.locator('table.variations select').all()) {
      await select.selectOption({ index: 1 });
    }
    await expect.poll(() => page.inputValue('input.variation_id')).not.toBe('0');
    await expect
      .poll(() =>
        page.locator('.single_add_to_cart_button').evaluate((b) => b.classList.contains('disabled')),
      )
      .toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('swatches on a classic theme (Variation Swatches, free plugin defaults)', () => {
  const SHIRT = '/produkt/koszulka-bawelniana/';
  const swatch = (attribute: string, value: string) =>
    `ul[data-attribute_name="attribute_pa_${attribute}"] li.variable-item[data-value="${value}"]`;
  const button = (page: import('playwright-core').Page) =>
    page.locator('.single_add_to_cart_button').evaluate((b) => b.className);

  it('chooses colour and size; an out-of-stock pair can be chosen and says so; Clear resets', async () => {
    const { page, warnings, errors } = await open(SHIRT);
    await mounted(page, 'variation-form');
    await page.click(swatch('kolor', 'czerwony'));
    await page.click(swatch('rozmiar', 'l'));
    await expect.poll(() => page.inputValue('input.variation_id')).not.toMatch(/^0?$/);
    expect(await page.textContent('.product_meta .sku')).toBe('KOSZ-100-CZERWONY-L');
    await expect.poll(() => button(page)).not.toContain('disabled');

    // zielony + L is out of stock: the free plugin neither greys nor refuses it.
    await page.click(swatch('kolor', 'zielony'));
    expect(await page.getAttribute(swatch('rozmiar', 'l'), 'class')).not.toMatch(/\bdisabled\b/);
    await page.click(swatch('rozmiar', 'l'));
    expect(await page.inputValue('select[name="attribute_pa_rozmiar"]')).toBe('l');
    await expect.poll(() => page.textContent('.single_variation')).toMatch(/Brak w magazynie/);
    expect(await button(page)).toContain('disabled wc-variation-is-unavailable');

    await page.click('.reset_variations');
    await expect.poll(() => page.inputValue('select[name="attribute_pa_kolor"]')).toBe('');
    expect(await page.inputValue('select[name="attribute_pa_rozmiar"]')).toBe('');
    expect(await page.locator('li.variable-item.selected').count()).toBe(0);
    expect(await button(page)).toContain('disabled wc-variation-selection-needed');
    expect(warnings.filter((w) => w.includes('[islands]'))).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('payment boxes on a classic theme', () => {
  const box = (page: import('playwright-core').Page, id: string) =>
    page.locator(`.payment_box.payment_method_${id}`).isVisible();

  // Only with checkout.js kept (as the plugin keeps it on real shops): without it no island switches the
  // boxes yet.
  it.each(['?classic_checkout=1'])(
    'choosing a method opens its box and closes the others (%s)',
    async (query) => {
      const { page, errors } = await open(`/zamowienie/${query}`);
      await mounted(page, 'checkout');
      if (query) await page.waitForFunction(() => 'jQuery' in window);
      expect([await box(page, 'przelewy24'), await box(page, 'cod')]).toEqual([true, false]);
      await page.click('label[for=payment_method_cod]');
      await expect.poll(() => box(page, 'cod')).toBe(true);
      await expect.poll(() => box(page, 'przelewy24')).toBe(false);
      await page.click('label[for=payment_method_bacs]');
      await expect.poll(() => box(page, 'bacs')).toBe(true);
      await expect.poll(() => box(page, 'cod')).toBe(false);
      expect(await box(page, 'przelewy24')).toBe(false);
      expect(errors).toEqual([]);
      await page.close();
    },
  );
});
