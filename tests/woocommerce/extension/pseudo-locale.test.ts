/**
 * The real shop in a pseudo-locale (tests/woocommerce/extension/pseudo-locale.php wraps every translated string
 * in ⟦ ⟧), run twice by tests/woocommerce/extension/run.sh: with the plugin off (WooCommerce's scripts) and on
 * (the islands). Each probe walks a shopper flow and collects the words shown where the scripts act: the
 * lightbox's controls, the swatches and their tooltip, the password toggle and meter, notices, View cart, the
 * variation messages and alerts, the cart's and the checkout's messages. A word is translated when it sits in
 * ⟦ ⟧. With the plugin on, every word that shows unwrapped must show unwrapped with it off too (data: product
 * names, prices, the lightbox's "1 / 4"); the count of the others is the result (target 0), written with the
 * list for the script's summary.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fileBrowser, launchBrowser, OUT, RUN, readShop, URL } from '../shopper';

const shop = readShop<{
  pages: Record<'shop' | 'cart' | 'checkout' | 'myaccount', string>;
  products: Record<'simple' | 'sale' | 'gallery' | 'swatches', { id: number; path: string }>;
}>();

/** Probe name → the texts seen. */
const probes: Record<string, string[]> = {};
const pageErrors: string[] = [];

launchBrowser(() => {
  if (OUT) writeFileSync(join(OUT, `pseudo-${RUN}.json`), JSON.stringify({ probes, pageErrors }, null, 1));
});

/** A fresh shopper; alerts are answered and their messages kept, as words the page showed. */
async function shopper() {
  const context = await fileBrowser().newContext({ baseURL: URL, viewport: { width: 1280, height: 900 } });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${String(error)}`));
  return { context, page, alerts };
}

async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

/**
 * The visible words under the elements `selectors` name, a sentence at a time: the text of the outermost
 * element that holds text of its own (so a sentence with a <strong> in it stays one), the labels a screen reader
 * reads (aria-label, title, placeholder, a button input's value, a select's chosen option, Variation Swatches'
 * tooltip attribute).
 */
function collect(page: Page, name: string, selectors: string[], extra: string[] = []) {
  return page
    .evaluate((list) => {
      const out = new Set<string>();
      const add = (text?: string | null) => {
        const value = text?.replace(/\s+/g, ' ').trim();
        if (value) out.add(value);
      };
      const ownText = (el: Element) =>
        [...el.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
      for (const root of list.flatMap((selector) => [...document.querySelectorAll(selector)])) {
        const said = new Set<Element>();
        for (const el of [root, ...root.querySelectorAll('*')]) {
          if (el.closest('script,style,noscript,template') || !el.checkVisibility()) continue;
          for (const attribute of ['aria-label', 'title', 'placeholder', 'data-wvstooltip'])
            add(el.getAttribute(attribute));
          if (el instanceof HTMLInputElement && ['submit', 'button'].includes(el.type)) add(el.value);
          if (el instanceof HTMLSelectElement) add(el.selectedOptions[0]?.text);
          const inside = [...said].some((outer) => outer.contains(el));
          if (!inside && !(el instanceof HTMLSelectElement) && ownText(el)) {
            said.add(el);
            add((el as HTMLElement).innerText ?? el.textContent);
          }
        }
      }
      return [...out];
    }, selectors)
    .then((texts) => {
      probes[name] = [...new Set([...(probes[name] ?? []), ...texts, ...extra])];
    });
}

/** The text with every ⟦…⟧ (nested too) taken out. */
const outside = (text: string) => {
  let last: string;
  do {
    last = text;
    text = text.replace(/⟦[^⟦⟧]*⟧/g, '');
  } while (text !== last);
  return text;
};
/** Words outside the brackets: two letters or more (a size "M" or a sign "×" is no word). */
const untranslated = (text: string) => /\p{L}{2,}/u.test(outside(text));

describe.skipIf(!URL)(`the shop in a pseudo-locale, plugin ${RUN}`, () => {
  it('listing: add to cart and its View cart link, the header cart', async () => {
    const { context, page } = await shopper();
    await visit(page, shop.pages.shop);
    const item = `li.product.post-${shop.products.simple.id}`;
    await page.click(`${item} .add_to_cart_button`);
    await page.waitForSelector(`${item} a.added_to_cart`);
    await page.waitForLoadState('networkidle');
    await collect(page, 'view cart', [item, '.site-header-cart .cart-contents']);
    await context.close();
  });

  it('swatches: tooltips, a variation, the out-of-stock one, the alerts, Clear', async () => {
    const { context, page, alerts } = await shopper();
    await visit(page, shop.products.swatches.path);
    const swatch = (attribute: string, value: string) =>
      page.locator(
        `ul.variable-items-wrapper[data-attribute_name="attribute_pa_${attribute}"] li[data-value="${value}"]`,
      );
    await swatch('kolor', 'niebieski').hover();
    if (RUN === 'on') await page.waitForSelector('[role="tooltip"]');
    await collect(page, 'swatch tooltip', ['table.variations', '[role="tooltip"]']);
    // Nothing chosen: the button asks for a choice (a shopper's click; the islands mark it aria-disabled).
    await page.click('.single_add_to_cart_button', { force: true });
    await expect.poll(() => alerts.length).toBe(1);
    await swatch('kolor', 'czerwony').click();
    await swatch('rozmiar', 'm').click();
    await expect.poll(() => page.inputValue('input.variation_id')).not.toMatch(/^0?$/);
    // WooCommerce's script shows the variation's price as it slides the panel open.
    await expect.poll(() => page.locator('.woocommerce-variation-price').innerText()).toMatch(/\d/);
    await collect(page, 'variation', ['.single_variation_wrap', 'table.variations']);
    await swatch('kolor', 'niebieski').click();
    await swatch('rozmiar', 'l').click();
    await expect.poll(() => page.locator('.woocommerce-variation-availability').innerText()).toMatch(/\S/);
    await expect.poll(() => page.locator('.woocommerce-variation-price').innerText()).toMatch(/\d/);
    await collect(page, 'out of stock', ['.single_variation_wrap', 'table.variations']);
    await page.click('.single_add_to_cart_button', { force: true });
    await expect.poll(() => alerts.length).toBe(2);
    await page.click('.reset_variations');
    await expect.poll(() => page.textContent('.reset_variations_alert')).toMatch(/\S/);
    await collect(page, 'variation alerts', ['.reset_variations_alert'], alerts);
    await context.close();
  });

  it('gallery: the trigger, the lightbox and its controls; the review stars and their alert', async () => {
    const { context, page, alerts } = await shopper();
    await visit(page, shop.products.gallery.path);
    await collect(page, 'gallery trigger', ['.woocommerce-product-gallery__trigger']);
    await page.click('.woocommerce-product-gallery__trigger');
    const lightbox = '.pswp--open, .islands-lightbox';
    await page.waitForSelector(`:is(${lightbox}) img`);
    await page.mouse.move(640, 450); // PhotoSwipe shows its controls on a move
    await page.waitForLoadState('networkidle');
    await collect(page, 'lightbox', [lightbox]);
    await page.keyboard.press('Escape');
    await page.click('#tab-title-reviews a');
    await page.waitForSelector('p.stars a');
    await collect(page, 'review stars', ['p.stars']);
    await page.fill('#comment', 'Dobry plecak.');
    await page.click('#respond #submit');
    await expect.poll(() => alerts.length).toBe(1);
    await collect(page, 'review alert', [], alerts);
    await context.close();
  });

  it('my account: the password toggles, the strength meter, a failed login', async () => {
    const { context, page } = await shopper();
    await visit(page, shop.pages.myaccount);
    await page.waitForSelector('form.woocommerce-form-login .show-password-input');
    await collect(page, 'password toggle', ['form.woocommerce-form-login .password-input']);
    await page.click('form.woocommerce-form-login .show-password-input');
    await expect.poll(() => page.getAttribute('#password', 'type')).toBe('text');
    await collect(page, 'password toggle', ['form.woocommerce-form-login .password-input']);
    await page.locator('#reg_password').pressSequentially('sekret');
    await page.waitForSelector(
      'form.register .woocommerce-password-strength.short, form.register .woocommerce-password-strength.bad',
    );
    await collect(page, 'strength meter', [
      'form.register .woocommerce-password-strength',
      'form.register .woocommerce-password-hint',
    ]);
    await page.fill('#username', 'klient');
    await page.fill('#password', 'not-the-password');
    await page.click('form.woocommerce-form-login button[name="login"]');
    await page.waitForSelector('.woocommerce-error');
    await collect(page, 'login error', ['.woocommerce-error']);
    await context.close();
  });

  /** Until no part of the page is blocked for a request (the classic scripts' and the islands' overlay). */
  const unblocked = (page: Page) => page.waitForFunction(() => !document.querySelector('.blockUI'));

  it("cart: Update cart's notice, a removal and its undo, a refused coupon", async () => {
    const { context, page } = await shopper();
    for (const product of [shop.products.simple, shop.products.sale])
      expect((await context.request.get(`/?add-to-cart=${product.id}`)).status()).toBe(200);
    await visit(page, shop.pages.cart);
    await page.locator('tr.cart_item input.qty').first().fill('2');
    await page.click('button[name="update_cart"]');
    await page.waitForSelector('.woocommerce-message');
    await collect(page, 'cart updated', ['.woocommerce-notices-wrapper']);
    // A click on the form while it is still blocked lands on the overlay and does nothing.
    await unblocked(page);
    await page.locator('tr.cart_item a.remove').last().click();
    await page.waitForSelector('.woocommerce-message a.restore-item');
    await collect(page, 'cart removed', ['.woocommerce-notices-wrapper']);
    await unblocked(page);
    await page.fill('#coupon_code', 'nie-ma-takiego');
    await page.click('button[name="apply_coupon"]');
    await page.waitForSelector('.coupon-error-notice');
    await collect(page, 'coupon error', ['.coupon-error-notice']);
    await context.close();
  });

  it('checkout: the missing fields, the coupon form, the state field of another country', async () => {
    const { context, page } = await shopper();
    expect((await context.request.get(`/?add-to-cart=${shop.products.simple.id}`)).status()).toBe(200);
    await visit(page, shop.pages.checkout);
    await page.click('label[for="payment_method_cod"]');
    await page.waitForLoadState('networkidle');
    await page.click('#place_order');
    await page.waitForSelector('.woocommerce-NoticeGroup-checkout');
    await collect(page, 'checkout errors', [
      '.woocommerce-NoticeGroup-checkout',
      '.checkout-inline-error-message',
    ]);
    await page.click('a.showcoupon');
    await page.waitForSelector('form.checkout_coupon', { state: 'visible' });
    await collect(page, 'checkout coupon', ['form.checkout_coupon']);
    await page.selectOption('#billing_country', 'US', { force: true });
    await page.waitForSelector('select#billing_state option[value="CA"]', { state: 'attached' });
    await collect(page, 'state field', ['#billing_state_field']);
    await context.close();
  });

  it('no page threw', () => {
    expect(pageErrors).toEqual([]);
  });

  it.runIf(RUN === 'on')(
    'with the plugin on, every word shown unwrapped shows unwrapped with it off too (the count, target 0)',
    () => {
      const off = JSON.parse(readFileSync(join(OUT, 'pseudo-off.json'), 'utf8')) as {
        probes: Record<string, string[]>;
      };
      const unwrapped: Array<{ probe: string; text: string }> = [];
      let translated = 0;
      for (const [probe, texts] of Object.entries(probes)) {
        const plain = new Set((off.probes[probe] ?? []).filter(untranslated));
        for (const text of texts) {
          if (!untranslated(text)) translated++;
          else if (!plain.has(text)) unwrapped.push({ probe, text });
        }
      }
      const missing = Object.keys(off.probes).filter((probe) => !probes[probe]?.length);
      if (OUT)
        writeFileSync(
          join(OUT, 'pseudo-report.json'),
          JSON.stringify({ unwrapped, translated, probes: Object.keys(probes).length, missing }, null, 1),
        );
      expect(missing).toEqual([]);
      expect(unwrapped).toEqual([]);
    },
  );
});
