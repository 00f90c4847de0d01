/**
 * The variation form in Chromium on the demo shop's variable products: swatches and dropdowns, every
 * button state and message, keyboard paths, ajax lookups with cancellation and faults, the swatch
 * settings, jQuery listeners and late markup.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openShop, type Shop, type ShopPage } from './harness';

let shop: Shop;
beforeAll(async () => {
  shop = await openShop();
});
afterAll(async () => {
  await shop?.close();
});

const SHIRT = '/produkt/koszulka-bawelniana/';
const HOODIE = '/produkt/bluza-z-kapturem/';
const SWEATER = '/produkt/sweter-z-golfem/';
const SOCKS = '/produkt/skarpety-we-wzory/';
const TILE = '/produkt/plytka-ceramiczna/';
const JACKET = '/produkt/kurtka-przeciwdeszczowa/';
const TEXTS = {
  unavailable: 'Przepraszamy, ten produkt jest niedostępny. Wybierz inną kombinację.',
  selection: 'Wybierz opcje produktu, zanim dodasz go do koszyka.',
  noMatch: 'Przepraszamy, żaden produkt nie pasuje do wybranych opcji. Wybierz inną kombinację.',
  reset: 'Wybór został wyczyszczony. Wybierz opcje produktu, zanim dodasz go do koszyka.',
};

async function openForm(path: string, cookies?: Array<{ name: string; value: string }>): Promise<ShopPage> {
  const shopPage = await shop.open(path, cookies ? { cookies } : undefined);
  await shopPage.page.waitForSelector('form.variations_form[data-island-mounted]', { state: 'attached' });
  await shopPage.page.waitForTimeout(150); // the first check runs 100 ms after mounting
  return shopPage;
}

const swatch = (attribute: string, value: string) =>
  `ul[data-attribute_name="attribute_pa_${attribute}"] li.variable-item[data-value="${value}"]`;

async function state(page: ShopPage['page']) {
  return page.evaluate(() => {
    const q = (s: string) => document.querySelector<HTMLElement>(s);
    return {
      button: q('.single_add_to_cart_button')!.className,
      variationId: (q('input.variation_id') as HTMLInputElement | null)?.value,
      sku: q('.product_meta .sku')?.textContent,
      weight: q('.woocommerce-product-attributes-item--weight .woocommerce-product-attributes-item__value')
        ?.textContent,
      dimensions: q(
        '.woocommerce-product-attributes-item--dimensions .woocommerce-product-attributes-item__value',
      )?.textContent,
      image: q('.woocommerce-product-gallery__image .wp-post-image')?.getAttribute('src'),
      panel: q('.single_variation')?.textContent?.trim() ?? '',
      resetShown: !q('.reset_variations')!.hidden,
      labels: [...document.querySelectorAll('.woo-selected-variation-item-name')].map((s) => s.textContent),
    };
  });
}

const itemStates = (page: ShopPage['page'], attribute: string) =>
  page.$$eval(`ul[data-attribute_name="attribute_pa_${attribute}"] li.variable-item`, (items) =>
    items.map((li) => {
      const flags = ['selected', 'disabled', 'no-stock'].filter((c) => li.classList.contains(c));
      return `${(li as HTMLElement).dataset.value}${flags.length ? `:${flags.join('+')}` : ''}`;
    }),
  );

function expectClean(shopPage: ShopPage) {
  expect(shopPage.errors).toEqual([]);
  expect(shopPage.cspViolations).toEqual([]);
  expect(shopPage.warnings.filter((w) => w.includes('[islands]'))).toEqual([]);
}

describe('colour and size swatches (koszulka)', () => {
  it('chooses by mouse: SKU, weight, dimensions, image, price and button; reset restores exactly', async () => {
    const shopPage = await openForm(`${SHIRT}?csp=strict`);
    const { page } = shopPage;
    const before = await state(page);
    expect(before).toMatchObject({ variationId: '', resetShown: false, labels: ['', ''] });
    expect(before.button).toContain('disabled wc-variation-selection-needed');

    await page.click(swatch('kolor', 'czerwony'));
    expect(await state(page)).toMatchObject({ resetShown: true, labels: [': Czerwony', ''] });
    await page.click(swatch('rozmiar', 'l'));
    const chosen = await state(page);
    expect(chosen.variationId).not.toBe('');
    expect(chosen.sku).toBe('KOSZ-100-CZERWONY-L');
    expect(chosen.weight).toBe('0,25 kg');
    expect(chosen.dimensions).not.toBe(before.dimensions);
    expect(chosen.image).toBe('/img/koszulka-bawelniana-czerwony.svg');
    expect(chosen.panel).toMatch(/zł/);
    expect(chosen.button).not.toContain('disabled');
    expect(chosen.labels).toEqual([': Czerwony', ': L']);

    // Enter on the clear link resets and announces it
    await page.focus('.reset_variations');
    await page.keyboard.press('Enter');
    const after = await state(page);
    expect(after).toEqual({ ...before, labels: ['', ''] });
    expect(await page.textContent('.reset_variations_alert')).toBe(TEXTS.reset);
    expect(await page.$eval(swatch('kolor', 'czerwony'), (li) => li === document.activeElement)).toBe(true);
    expectClean(shopPage);
  });

  it('shows every state: inactive, not purchasable, hidden and out of stock', async () => {
    const shopPage = await openForm(SHIRT);
    const { page } = shopPage;
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    await page.click('.single_add_to_cart_button', { force: true }); // aria-disabled, still clickable
    expect(alerts).toEqual([TEXTS.selection]);

    await page.click(swatch('kolor', 'niebieski'));
    expect(await itemStates(page, 'rozmiar')).toEqual(['s:disabled', 'm', 'l']); // niebieski/s inactive
    await page.click(swatch('rozmiar', 'l')); // no price
    expect((await state(page)).button).toContain('disabled wc-variation-is-unavailable');
    await page.click('.single_add_to_cart_button', { force: true }); // aria-disabled, still clickable
    expect(alerts.at(-1)).toBe(TEXTS.unavailable);
    expect(page.url()).toContain(SHIRT); // nothing posted

    await page.click(swatch('rozmiar', 'm'));
    await page.click(swatch('kolor', 'zielony'));
    // zielony/l is out of stock: greyed (clickable_out_of_stock is off), Playwright sees it disabled
    expect(await itemStates(page, 'rozmiar')).toEqual(['s', 'm:selected', 'l:disabled']);
    expect(await page.getAttribute(swatch('rozmiar', 'l'), 'aria-disabled')).toBe('true');
    await page.click(swatch('rozmiar', 's')); // hidden variation
    const hidden = await state(page);
    expect(hidden.button).toContain('wc-variation-selection-needed');
    expect(hidden.panel).toBe(TEXTS.unavailable);
    expectClean(shopPage);
  });

  it('shows a tooltip with the reason on hover and focus', async () => {
    const { page } = await openForm(SHIRT);
    await page.click(swatch('kolor', 'niebieski'));
    await page.hover(swatch('rozmiar', 's'));
    const tooltip = page.locator('#wc-islands-swatch-tooltip');
    await tooltip.waitFor({ state: 'visible' });
    expect(await tooltip.textContent()).toMatch(/^S.+/);
    expect(await page.getAttribute(swatch('rozmiar', 's'), 'aria-describedby')).toBe(
      'wc-islands-swatch-tooltip',
    );
    await page.keyboard.press('Escape');
    await tooltip.waitFor({ state: 'hidden' });
  });

  it('is an APG radio group: Tab enters once, arrows move and select, Home/End, disabled skipped', async () => {
    const shopPage = await openForm(SHIRT);
    const { page } = shopPage;
    await page.focus(swatch('kolor', 'czerwony'));
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    expect(await page.$eval('select[name="attribute_pa_kolor"]', (s) => (s as HTMLSelectElement).value)).toBe(
      'niebieski',
    );
    await page.keyboard.press('End');
    expect(await itemStates(page, 'kolor')).toEqual(['czerwony', 'niebieski', 'zielony:selected']);
    await page.keyboard.press('Tab'); // one stop per group: on to the sizes
    expect(await page.evaluate(() => document.activeElement?.closest('ul')?.dataset.attribute_name)).toBe(
      'attribute_pa_rozmiar',
    );
    await page.keyboard.press('Home');
    expect(
      await page.$eval('select[name="attribute_pa_rozmiar"]', (s) => (s as HTMLSelectElement).value),
    ).toBe('s');
    await page.keyboard.press('ArrowRight'); // m
    // niebieski/s is inactive: from niebieski's sizes, arrows skip s
    await page.click(swatch('kolor', 'niebieski'));
    await page.focus(swatch('rozmiar', 'm'));
    await page.keyboard.press('ArrowLeft');
    expect(await page.evaluate(() => (document.activeElement as HTMLElement).dataset.value)).toBe('l');
    expectClean(shopPage);
  });

  it('with clickable_out_of_stock an out-of-stock value is no-stock and can be chosen', async () => {
    const { page } = await openForm(`${SHIRT}?clickable_out_of_stock=1`);
    await page.click(swatch('kolor', 'zielony'));
    expect(await itemStates(page, 'rozmiar')).toEqual(['s', 'm', 'l:no-stock']);
    await page.click(swatch('rozmiar', 'l'));
    const s = await state(page);
    expect(s.button).toContain('wc-variation-is-unavailable');
    expect(s.panel).toMatch(/Brak w magazynie/);
  });

  it('with stock display on, values in stock at or under the threshold say how many are left', async () => {
    const { page } = await openForm(`${SHIRT}?show_variation_stock=1`);
    await page.click(swatch('kolor', 'czerwony'));
    expect(await page.textContent(`${swatch('rozmiar', 's')} .wvs-stock-left-info`)).toBe('Zostały 3 sztuki');
    expect(await page.$$(`ul li.wvs-show-stock-left-info`)).toHaveLength(1);
    await page.click(swatch('rozmiar', 'm')); // all chosen: hints go
    expect(await page.$$(`ul li.wvs-show-stock-left-info`)).toHaveLength(0);
  });

  it('jQuery listeners on the form hear the events with WooCommerce arguments', async () => {
    const { page } = await openForm(`${SHIRT}?jquery=1`);
    await page.evaluate(`(() => {
      window.heard = [];
      jQuery('form.variations_form').on('found_variation show_variation reset_data hide_variation woocommerce_variation_has_changed', function (e, a, b) {
        window.heard.push(e.type + (a && a.variation_id ? ':' + a.variation_id : '') + (typeof b === 'boolean' ? ':' + b : ''));
      });
    })()`);
    await page.click(swatch('kolor', 'czerwony'));
    await page.click(swatch('rozmiar', 'm'));
    const heard = (await page.evaluate('window.heard')) as string[];
    const id = (await state(page)).variationId;
    expect(heard).toContain(`found_variation:${id}`);
    expect(heard).toContain(`show_variation:${id}:true`);
    expect(heard).toContain('woocommerce_variation_has_changed');
    // and a plugin's jQuery trigger reaches the island
    await page.evaluate(`jQuery('form.variations_form').trigger('reset_data')`);
    expect((await state(page)).sku).toBe('KOSZ-100');
  });

  it('posts the chosen variation to the cart', async () => {
    const { page } = await openForm(SHIRT);
    await page.click(swatch('kolor', 'niebieski'));
    await page.click(swatch('rozmiar', 'm'));
    await Promise.all([page.waitForURL('**/koszyk/'), page.click('.single_add_to_cart_button')]);
    expect(await page.textContent('.woocommerce-cart-form')).toMatch(/Koszulka bawełniana - Niebieski, M/);
  });
});

describe('dropdowns', () => {
  it('remove options no variation offers and disable inactive ones (sweter)', async () => {
    const shopPage = await openForm(SWEATER);
    const { page } = shopPage;
    await page.selectOption('select[name="attribute_pa_kolor"]', 'bezowy');
    const options = await page.$$eval('select[name="attribute_pa_rozmiar"] option', (os) =>
      os.map((o) => `${(o as HTMLOptionElement).value}${(o as HTMLOptionElement).disabled ? ':off' : ''}`),
    );
    expect(options).toContain('s:off');
    await page.selectOption('select[name="attribute_pa_kolor"]', 'czarny');
    await page.selectOption('select[name="attribute_pa_rozmiar"]', 'm');
    expect((await state(page)).panel).toMatch(/Na stanie: 2/);
    expect(await page.textContent('.woo-selected-variation-item-name')).toMatch(/^: /);
    expectClean(shopPage);
  });

  it("match 'any' sizes and apply sold-individually and min/max quantities (bluza)", async () => {
    const { page } = await openForm(HOODIE);
    const qty = 'form.variations_form input.qty';
    await page.selectOption('select[name="attribute_pa_kolor"]', 'szary');
    await page.selectOption('select[name="attribute_pa_rozmiar"]', 'l');
    expect(
      await page.$eval(qty, (i) => [
        (i as HTMLInputElement).value,
        (i as HTMLInputElement).min,
        (i as HTMLInputElement).max,
      ]),
    ).toEqual(['2', '2', '4']);
    await page.fill(qty, '9');
    await page.selectOption('select[name="attribute_pa_rozmiar"]', 's');
    expect(await page.inputValue(qty)).toBe('4');
    await page.selectOption('select[name="attribute_pa_kolor"]', 'czarny');
    expect(await page.inputValue(qty)).toBe('1');
    expect(await page.isVisible('form.variations_form .quantity')).toBe(false);
  });
});

describe('radio swatches and the display limit (skarpety)', () => {
  it('native radios select and toggle; the more control shows the rest and moves focus', async () => {
    const shopPage = await openForm(SOCKS);
    const { page } = shopPage;
    const radio = (value: string) => `${swatch('wzor', value)} input[type=radio]`;
    await page.click(radio('kratka'));
    expect(await page.inputValue('select[name="attribute_pa_wzor"]')).toBe('kratka');
    expect(await page.isDisabled(radio('paski'))).toBe(false);
    await page.click(radio('kratka')); // a second click unselects
    expect(await page.inputValue('select[name="attribute_pa_wzor"]')).toBe('');
    expect(await page.isChecked(radio('kratka'))).toBe(false);

    const hiddenBefore = await page.$$eval(
      'ul[data-attribute_name="attribute_pa_kolor"] li.variable-item',
      (lis) => lis.filter((li) => !(li as HTMLElement).offsetParent).length,
    );
    expect(hiddenBefore).toBe(5);
    await page.click('.woo-variation-swatches-variable-item-more a');
    expect(await page.$('.woo-variation-swatches-variable-item-more')).toBeNull();
    const focused = await page.evaluate(() => (document.activeElement as HTMLElement).dataset.value);
    expect(focused).toBeTruthy();
    expect(await page.isVisible(swatch('kolor', focused!))).toBe(true);

    await page.click(radio('kratka'));
    expect(await itemStates(page, 'kolor')).toEqual(
      expect.arrayContaining(['zolty:disabled', 'rozowy:disabled']),
    );
    expectClean(shopPage);
  });

  it('with deselect_unavailable a value that does not fit clears the other choices', async () => {
    const { page } = await openForm(`${SOCKS}?deselect_unavailable=1`);
    await page.click(`${swatch('wzor', 'kratka')} input[type=radio]`);
    await page.click('.woo-variation-swatches-variable-item-more a');
    await page.click(swatch('kolor', 'zolty'));
    expect(await page.inputValue('select[name="attribute_pa_kolor"]')).toBe('zolty');
    expect(await page.inputValue('select[name="attribute_pa_wzor"]')).toBe('');
  });
});

describe('1,000 variations in the page (płytka)', () => {
  it('finds the variation for three choices and prunes per choice', async () => {
    const shopPage = await openForm(TILE);
    const { page } = shopPage;
    const lists = await page.$$eval('ul.variable-items-wrapper', (uls) =>
      uls.map((ul) => [
        (ul as HTMLElement).dataset.attribute_name,
        ul.querySelectorAll('li.variable-item').length,
      ]),
    );
    expect(lists.map((l) => l[1])).toEqual([10, 10, 10]);
    for (const [name] of lists)
      await page.click(`ul[data-attribute_name="${name}"] li.variable-item:not(.disabled) >> nth=1`);
    const s = await state(page);
    expect(Number(s.variationId)).toBeGreaterThan(10000);
    expect(shop.requests('wc-ajax:get_variation')).toHaveLength(0);
    expectClean(shopPage);
  });
});

describe('ajax mode (kurtka)', () => {
  const choose = async (page: ShopPage['page'], kolor: string, rozmiar: string, material: string) => {
    await page.click(swatch('kolor', kolor));
    await page.click(swatch('rozmiar', rozmiar));
    await page.click(swatch('material', material));
  };

  it('asks get_variation, remembers answers and says when nothing matches', async () => {
    const shopPage = await openForm(JACKET);
    const { page } = shopPage;
    shop.server.clearRequests();
    await choose(page, 'czarny', 'm', 'nylon'); // czarny: any material
    await page.waitForFunction(
      () => (document.querySelector('input.variation_id') as HTMLInputElement).value !== '',
    );
    const asked = shop.requests('wc-ajax:get_variation');
    expect(asked).toHaveLength(1);
    expect(asked[0]!.body).toMatchObject({
      attribute_pa_kolor: 'czarny',
      attribute_pa_rozmiar: 'm',
      attribute_pa_material: 'nylon',
      product_id: '129',
    });
    await page.click(swatch('kolor', 'zolty'));
    await page.click(swatch('rozmiar', 'xs'));
    await page.click(swatch('material', 'softshell'));
    await page.waitForSelector('.wc-no-matching-variations');
    expect(await page.textContent('.wc-no-matching-variations')).toBe(TEXTS.noMatch);
    expect(await page.getAttribute('.wc-no-matching-variations >> xpath=..', 'role')).toBe('alert');
    const count = shop.requests('wc-ajax:get_variation').length;
    await choose(page, 'czarny', 'm', 'nylon'); // asked before: answered from memory
    await page.waitForFunction(
      () => (document.querySelector('input.variation_id') as HTMLInputElement).value !== '',
    );
    expect(await page.$('.wc-no-matching-variations')).toBeNull();
    expect(shop.requests('wc-ajax:get_variation').length).toBe(count + 2); // czarny/xs, czarny/m on the way back
    expectClean(shopPage);
  });

  it('a slow answer that arrives after a newer one is ignored', async () => {
    const shopPage = await openForm(JACKET, [{ name: 'qa_fault', value: 'get_variation=once-delay-1500' }]);
    const { page } = shopPage;
    await page.click(swatch('kolor', 'czarny'));
    await page.click(swatch('rozmiar', 'm'));
    await page.click(swatch('material', 'nylon')); // slow
    await page.click(swatch('kolor', 'zolty')); // fast, a different answer
    await page.waitForFunction(
      () => (document.querySelector('input.variation_id') as HTMLInputElement).value !== '',
    );
    const fast = await page.inputValue('input.variation_id');
    await page.waitForTimeout(1700);
    expect(await page.inputValue('input.variation_id')).toBe(fast);
    expect(await page.$eval('.product_meta .sku', (el) => el.textContent)).toMatch(/ZOLTY/i);
    expect(shopPage.errors).toEqual([]);
  });

  it('a failed lookup warns once, keeps the choice and leaves the button to the server', async () => {
    const shopPage = await openForm(JACKET, [{ name: 'qa_fault', value: 'get_variation=500' }]);
    const { page } = shopPage;
    await choose(page, 'czarny', 'm', 'nylon');
    await page.waitForFunction(
      () => !document.querySelector('form.variations_form')!.hasAttribute('aria-busy'),
    );
    await page.waitForTimeout(50);
    expect(shopPage.warnings.filter((w) => w.includes('[islands] variation-form'))).toHaveLength(1);
    expect(await page.inputValue('select[name="attribute_pa_kolor"]')).toBe('czarny');
    expect((await state(page)).button).not.toContain('disabled');
    expect(shopPage.errors.filter((e) => !/status of 500/.test(e))).toEqual([]);
  });
});

describe('late markup', () => {
  it('a variation form inserted without data-island (a quick view) is adopted and works', async () => {
    const shopPage = await shop.open('/sklep/');
    const { page } = shopPage;
    const html = await (await fetch(new URL(SWEATER, shop.url))).text();
    const product = html.slice(
      html.indexOf('<div id="product-126"'),
      html.indexOf('<div class="woocommerce-tabs'),
    );
    await page.evaluate((markup) => {
      const box = document.createElement('div');
      box.innerHTML = markup.replace(' data-island="variation-form"', '');
      document.querySelector('main')!.prepend(box);
    }, product);
    await page.waitForSelector('form.variations_form[data-island-mounted]', { state: 'attached' });
    await page.selectOption('select[name="attribute_pa_kolor"]', 'czarny');
    await page.selectOption('select[name="attribute_pa_rozmiar"]', 'm');
    await page.waitForFunction(
      () => (document.querySelector('input.variation_id') as HTMLInputElement).value !== '',
    );
    expect(shopPage.errors).toEqual([]);
  });

  it('a form that becomes a variation form is initialised 1000 ms after a request completes', async () => {
    const shopPage = await openForm(`${SHIRT}?jquery=1`);
    const { page } = shopPage;
    const html = await (await fetch(new URL(SWEATER, shop.url))).text();
    const start = html.indexOf('<form class="variations_form');
    const form = html.slice(start, html.indexOf('</form>', start) + 7);
    await page.evaluate((markup) => {
      const box = document.createElement('div');
      box.id = 'quick-view';
      box.innerHTML = markup
        .replace(' data-island="variation-form"', '')
        .replace('variations_form cart', 'cart');
      document.querySelector('main')!.prepend(box);
    }, form);
    await page.waitForTimeout(100);
    expect(await page.$('#quick-view form[data-island]')).toBeNull();
    // the quick view turns its form into a variation form, then its request completes
    await page.evaluate(`(() => {
      document.querySelector('#quick-view form').classList.add('variations_form');
      jQuery(document).trigger('ajaxComplete');
    })()`);
    await page.waitForSelector('#quick-view form[data-island-mounted]', { state: 'attached' });
    expect(shopPage.errors).toEqual([]);
  });
});
