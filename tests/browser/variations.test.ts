/**
 * The variation form in Chromium on the demo shop's variable products: swatches and dropdowns, every
 * button state and message, keyboard paths, ajax lookups with cancellation and faults, the swatch
 * settings, jQuery listeners and late markup (also on pages that had no form), slides with and without
 * reduced motion, tooltips and their lazy code, product meta restored exactly.
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
      metaWeight: q('.product_meta .product_weight')?.textContent,
      metaDimensions: q('.product_meta .product_dimensions')?.textContent,
      image: q('.woocommerce-product-gallery__image .wp-post-image')?.getAttribute('src'),
      panel: q('.single_variation')?.textContent?.trim() ?? '',
      resetShown: getComputedStyle(q('.reset_variations')!).visibility === 'visible',
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

const panelHidden = (page: ShopPage['page']) =>
  page.waitForFunction(() => document.querySelector<HTMLElement>('.single_variation')!.hidden);

describe('the Clear link, as WooCommerce 10.4 shows it', () => {
  it('keeps its room while hidden (visibility, not display), so showing it moves nothing; it fades in', async () => {
    const shopPage = await openForm(SHIRT);
    const { page } = shopPage;
    // Fades started on the link, counted as they start: a 400 ms fade may be over before a slow test looks.
    await page.$eval('.reset_variations', (a) => {
      const animate = a.animate.bind(a);
      const w = window as unknown as { fades: number };
      w.fades = 0;
      a.animate = (...args) => {
        w.fades++;
        return animate(...args);
      };
    });
    const link = () =>
      page.$eval('.reset_variations', (a) => {
        const { width, height } = a.getBoundingClientRect();
        return {
          visibility: getComputedStyle(a).visibility,
          size: [width, height],
          fading: (window as unknown as { fades: number }).fades > 0,
        };
      });
    const hidden = await link();
    expect(hidden).toMatchObject({ visibility: 'hidden', fading: false });
    expect(hidden.size[0]).toBeGreaterThan(0); // laid out all along
    await page.click(swatch('kolor', 'czerwony'));
    expect(await link()).toEqual({ visibility: 'visible', size: hidden.size, fading: true });
    expectClean(shopPage);
  });
});

describe('colour and size swatches (koszulka)', () => {
  it('chooses by mouse: SKU, weight, dimensions, image, price and button; reset restores exactly', async () => {
    const shopPage = await openForm(`${SHIRT}?csp=strict`);
    const { page } = shopPage;
    const before = await state(page);
    const meta = await page.innerHTML('.product_meta');
    expect(before).toMatchObject({
      variationId: '0', // the server's value: WooCommerce empties it on the first change only
      resetShown: false,
      labels: ['', ''],
      metaWeight: '0,2 kg',
      metaDimensions: '30 × 20 × 2 cm',
    });
    expect(before.button).toContain('disabled wc-variation-selection-needed');

    await page.click(swatch('kolor', 'czerwony'));
    expect(await state(page)).toMatchObject({ resetShown: true, labels: [': Czerwony', ''] });
    await page.click(swatch('rozmiar', 'l'));
    const chosen = await state(page);
    expect(chosen.variationId).not.toBe('');
    expect(chosen.sku).toBe('KOSZ-100-CZERWONY-L');
    expect(chosen.weight).toBe('0,25 kg');
    expect(chosen.dimensions).toBe('32 × 22 × 2 cm');
    expect(chosen.metaWeight).toBe('0,25 kg'); // the theme's copies in .product_meta too
    expect(chosen.metaDimensions).toBe('32 × 22 × 2 cm');
    expect(chosen.image).toBe('/img/koszulka-bawelniana-czerwony.svg');
    expect(chosen.panel).toMatch(/zł/);
    expect(chosen.button).not.toContain('disabled');
    expect(chosen.labels).toEqual([': Czerwony', ': L']);

    // Enter on the clear link resets and announces it
    await page.focus('.reset_variations');
    await page.keyboard.press('Enter');
    await panelHidden(page); // it slides up first
    const after = await state(page);
    expect(after).toEqual({ ...before, variationId: '', labels: ['', ''] });
    expect(await page.innerHTML('.product_meta')).toBe(meta); // exactly: no data-o_* left behind
    expect(await page.textContent('.reset_variations_alert')).toBe(TEXTS.reset);
    expect(await page.$eval(swatch('kolor', 'czerwony'), (li) => li === document.activeElement)).toBe(true);
    // the announcement goes with the next change
    await page.click(swatch('rozmiar', 'm'));
    expect(await page.textContent('.reset_variations_alert')).toBe('');
    expectClean(shopPage);
  });

  it('Space on the clear link resets too; the next change clears the announcement', async () => {
    const shopPage = await openForm(SHIRT);
    const { page } = shopPage;
    await page.click(swatch('kolor', 'czerwony'));
    await page.click(swatch('rozmiar', 's'));
    const scroll = await page.evaluate(() => scrollY);
    await page.focus('.reset_variations');
    await page.keyboard.press('Space');
    expect(await page.inputValue('select[name="attribute_pa_kolor"]')).toBe('');
    expect(await page.inputValue('select[name="attribute_pa_rozmiar"]')).toBe('');
    expect(await page.textContent('.reset_variations_alert')).toBe(TEXTS.reset);
    expect(await page.evaluate(() => scrollY)).toBe(scroll); // Space did not scroll the page
    expect((await state(page)).resetShown).toBe(false);
    await page.keyboard.press('Space'); // focus is on the first colour now: Space chooses it
    expect(await page.inputValue('select[name="attribute_pa_kolor"]')).toBe('czerwony');
    expect(await page.textContent('.reset_variations_alert')).toBe('');
    expectClean(shopPage);
  });

  for (const reducedMotion of ['no-preference', 'reduce'] as const)
    it(`slides the variation panel up over 200 ms on reset (${reducedMotion})`, async () => {
      const context = await shop.browser.newContext({ baseURL: shop.url, reducedMotion });
      const shopPage = await shop.open(SHIRT, { context });
      const { page } = shopPage;
      await page.waitForSelector('form.variations_form[data-island-mounted]', { state: 'attached' });
      await page.click(swatch('kolor', 'czerwony'));
      await page.click(swatch('rozmiar', 's'));
      await page.waitForFunction(() => !document.querySelector<HTMLElement>('.single_variation')!.hidden);
      const slid = await page.evaluate(async () => {
        const panel = document.querySelector<HTMLElement>('.single_variation')!;
        const durations = () => panel.getAnimations().map((a) => a.effect?.getTiming().duration);
        document.querySelector<HTMLElement>('.reset_variations')!.click();
        const atOnce = { hidden: panel.hidden, text: panel.textContent?.trim() ?? '' };
        // the form asked for its frame first, so in ours the slide has started
        await new Promise(requestAnimationFrame);
        return { atOnce, durations: durations(), hiddenInFrame: panel.hidden };
      });
      if (reducedMotion === 'reduce') {
        expect(slid).toEqual({ atOnce: { hidden: true, text: '' }, durations: [], hiddenInFrame: true });
      } else {
        expect(slid.atOnce.hidden).toBe(false); // still showing the variation while it slides
        expect(slid.atOnce.text).toMatch(/Ostatnie sztuki/);
        expect(slid.durations).toEqual([200]);
        await panelHidden(page);
        expect((await state(page)).panel).toBe('');
      }
      await context.close();
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
    // zielony/l is out of stock: the free plugin offers it, and choosing it shows it out of stock
    expect(await itemStates(page, 'rozmiar')).toEqual(['s', 'm:selected', 'l']);
    await page.click(swatch('rozmiar', 'l'));
    const outOfStock = await state(page);
    expect(outOfStock.button).toContain('disabled wc-variation-is-unavailable');
    expect(outOfStock.panel).toMatch(/Brak w magazynie/);
    await page.click(swatch('rozmiar', 's')); // hidden variation
    const hidden = await state(page);
    expect(hidden.button).toContain('wc-variation-selection-needed');
    expect(hidden.panel).toBe(TEXTS.unavailable);
    expectClean(shopPage);
  });

  it('paid plugin (swatches_pro=1): an out-of-stock value is greyed and cannot be chosen', async () => {
    const shopPage = await openForm(`${SHIRT}?swatches_pro=1`);
    const { page } = shopPage;
    await page.click(swatch('kolor', 'zielony'));
    expect(await itemStates(page, 'rozmiar')).toEqual(['s', 'm', 'l:disabled']);
    expect(await page.getAttribute(swatch('rozmiar', 'l'), 'aria-disabled')).toBe('true');
    await page.click(swatch('rozmiar', 'l'), { force: true });
    expect(await page.inputValue('select[name="attribute_pa_rozmiar"]')).toBe('');
    expectClean(shopPage);
  });

  it('tooltips: out of stock vs unavailable, on hover and on focus; their code loads on the first one', async () => {
    const context = await shop.browser.newContext({ baseURL: shop.url });
    const tooltipChunks: string[] = [];
    context.on('request', (request) => {
      if (/\/chunks\/tooltip-[A-Z0-9]+\.js$/.test(request.url())) tooltipChunks.push(request.url());
    });
    // The out-of-stock note is the paid plugin's.
    const shopPage = await shop.open(`${SHIRT}?swatches_pro=1`, { context });
    const { page } = shopPage;
    await page.waitForSelector('form.variations_form[data-island-mounted]', { state: 'attached' });
    const choose = (kolor: string) =>
      page.$eval(
        'select[name="attribute_pa_kolor"]',
        (select, value) => {
          (select as HTMLSelectElement).value = value;
          select.dispatchEvent(new Event('change', { bubbles: true }));
        },
        kolor,
      );
    const tooltip = page.locator('#wc-islands-swatch-tooltip');
    const lines = () =>
      page.$$eval('#wc-islands-swatch-tooltip .line', (spans) => spans.map((s) => s.textContent));
    await choose('niebieski'); // no hover or focus yet
    await page.waitForTimeout(300);
    expect(tooltipChunks).toEqual([]);

    await page.hover(swatch('rozmiar', 's')); // niebieski/s is not active: unavailable
    await tooltip.waitFor({ state: 'visible' });
    expect(await lines()).toEqual(['S', '(Niedostępne)']);
    expect(tooltipChunks).toHaveLength(1);
    await page.mouse.move(0, 0);
    await tooltip.waitFor({ state: 'hidden' });

    await choose('zielony'); // zielony/l is out of stock
    await page.focus(swatch('rozmiar', 'l'));
    await tooltip.waitFor({ state: 'visible' });
    expect(await lines()).toEqual(['L', '(Brak w magazynie)']);
    expect(await page.getAttribute(swatch('rozmiar', 'l'), 'aria-describedby')).toBe(
      'wc-islands-swatch-tooltip',
    );
    await page.keyboard.press('Escape');
    await tooltip.waitFor({ state: 'hidden' });
    await page.keyboard.press('Shift+Tab'); // by keyboard to the sizes' tab stop, S (hidden, not unavailable)
    await tooltip.waitFor({ state: 'visible' });
    expect(await page.evaluate(() => (document.activeElement as HTMLElement).dataset.value)).toBe('s');
    expect(await lines()).toEqual(['S']);
    expect(tooltipChunks).toHaveLength(1); // loaded once
    expectClean(shopPage);
    await context.close();
  });

  it('a click on a hovered swatch keeps its tooltip: focus leaving the last chosen swatch does not hide it', async () => {
    const shopPage = await openForm(SHIRT);
    const { page } = shopPage;
    const tooltip = page.locator('#wc-islands-swatch-tooltip');
    await page.click(swatch('rozmiar', 'm')); // focused now
    await page.hover(swatch('rozmiar', 'l'));
    await expect.poll(() => tooltip.textContent()).toBe('L');
    // Every removal of the tooltip during the next click (it would be shown again by the swatch's focus).
    await page.evaluate(() => {
      const w = window as unknown as { tipRemovals: number };
      w.tipRemovals = 0;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes)
            if ((node as Element).id === 'wc-islands-swatch-tooltip') w.tipRemovals++;
      }).observe(document.body, { childList: true });
    });
    await page.click(swatch('rozmiar', 'l'));
    expect(await page.evaluate(() => (document.activeElement as HTMLElement).dataset.value)).toBe('l');
    await expect.poll(() => page.inputValue('select[name="attribute_pa_rozmiar"]')).toBe('l');
    expect(await tooltip.textContent()).toBe('L');
    expect(await page.evaluate(() => (window as unknown as { tipRemovals: number }).tipRemovals)).toBe(0);
    expect(await page.getAttribute(swatch('rozmiar', 'l'), 'aria-describedby')).toBe(
      'wc-islands-swatch-tooltip',
    );
    expectClean(shopPage);
  });

  it('a tooltip is placed after the next paint: a tap brings its hover with its click, which paints first', async () => {
    const shopPage = await openForm(SHIRT);
    const { page } = shopPage;
    await page.hover(swatch('rozmiar', 'm')); // loads the tooltip's code
    await page.locator('#wc-islands-swatch-tooltip').waitFor({ state: 'visible' });
    const seen = await page.evaluate(
      async (selector) => {
        const shown = () => document.getElementById('wc-islands-swatch-tooltip')?.textContent ?? null;
        document.querySelector(selector)!.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
        for (let i = 0; i < 10; i++) await Promise.resolve(); // the renders both runtimes queue as microtasks
        const inTask = shown();
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
        await new Promise((resolve) => setTimeout(resolve, 0));
        return { inTask, afterPaint: shown() };
      },
      swatch('rozmiar', 'l'),
    );
    expect(seen).toEqual({ inTask: 'M', afterPaint: 'L' });
    expectClean(shopPage);
  });

  it('tooltip code that cannot load (offline, a chunk gone after a deploy): one warning, swatches still work', async () => {
    const context = await shop.browser.newContext({ baseURL: shop.url });
    await context.route(/\/chunks\/tooltip-[A-Z0-9]+\.js$/, (route) => route.abort('internetdisconnected'));
    const shopPage = await shop.open(SHIRT, { context });
    const { page } = shopPage;
    await page.waitForSelector('form.variations_form[data-island-mounted]', { state: 'attached' });
    const warnings = () => shopPage.warnings.filter((w) => w.startsWith('[islands] variation-form:'));
    await page.hover(swatch('kolor', 'niebieski'));
    await expect.poll(() => warnings().length).toBe(1);
    expect(warnings()[0]).toContain('swatch tooltips failed to load');
    await page.hover(swatch('rozmiar', 'm'));
    await page.focus(swatch('rozmiar', 'l'));
    await page.click(swatch('kolor', 'niebieski'));
    expect(await page.inputValue('select[name="attribute_pa_kolor"]')).toBe('niebieski');
    await page.waitForTimeout(300);
    expect(warnings()).toHaveLength(1); // once, not per hover
    expect(await page.isVisible('#wc-islands-swatch-tooltip')).toBe(false);
    // The aborted request itself is logged by the browser; nothing else is, no rejection left unhandled.
    expect(shopPage.errors.filter((e) => !e.includes('net::ERR_INTERNET_DISCONNECTED'))).toEqual([]);
    await context.close();
  });

  it('Space and Enter choose a swatch; on a disabled one they do nothing', async () => {
    const shopPage = await openForm(SHIRT);
    const { page } = shopPage;
    const value = (name: string) => page.inputValue(`select[name="attribute_pa_${name}"]`);
    await page.focus(swatch('kolor', 'niebieski'));
    await page.keyboard.press('Enter');
    expect(await value('kolor')).toBe('niebieski');
    expect(await itemStates(page, 'kolor')).toEqual(['czerwony', 'niebieski:selected', 'zielony']);
    await page.focus(swatch('rozmiar', 'm'));
    await page.keyboard.press('Space');
    expect(await value('rozmiar')).toBe('m');
    await page.keyboard.press('Space'); // again on the chosen one: it stays (clear_on_reselect is off)
    expect(await value('rozmiar')).toBe('m');
    // niebieski/s is inactive: a disabled item
    expect(await itemStates(page, 'rozmiar')).toEqual(['s:disabled', 'm:selected', 'l']);
    await page.focus(swatch('rozmiar', 's'));
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    expect(await value('rozmiar')).toBe('m');
    expect(await itemStates(page, 'rozmiar')).toEqual(['s:disabled', 'm:selected', 'l']);
    expectClean(shopPage);
  });

  it('arrow keys are mirrored right-to-left (dir=rtl)', async () => {
    const shopPage = await openForm(`${SHIRT}?dir=rtl`);
    const { page } = shopPage;
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    await page.focus(swatch('kolor', 'czerwony'));
    await page.keyboard.press('ArrowLeft'); // leftwards is onwards in RTL
    expect(await page.inputValue('select[name="attribute_pa_kolor"]')).toBe('niebieski');
    await page.keyboard.press('ArrowLeft');
    expect(await page.inputValue('select[name="attribute_pa_kolor"]')).toBe('zielony');
    await page.keyboard.press('ArrowRight');
    expect(await page.inputValue('select[name="attribute_pa_kolor"]')).toBe('niebieski');
    expect(await page.evaluate(() => (document.activeElement as HTMLElement).dataset.value)).toBe(
      'niebieski',
    );
    expectClean(shopPage);
  });

  it('clear_on_reselect: off, clicking the chosen swatch keeps it; on, it clears it', async () => {
    const off = await openForm(SHIRT);
    await off.page.click(swatch('kolor', 'czerwony'));
    await off.page.click(swatch('kolor', 'czerwony'));
    expect(await off.page.inputValue('select[name="attribute_pa_kolor"]')).toBe('czerwony');
    expect(await itemStates(off.page, 'kolor')).toEqual(['czerwony:selected', 'niebieski', 'zielony']);

    const on = await openForm(`${SHIRT}?clear_on_reselect=1`);
    await on.page.click(swatch('kolor', 'czerwony'));
    await on.page.click(swatch('kolor', 'czerwony'));
    expect(await on.page.inputValue('select[name="attribute_pa_kolor"]')).toBe('');
    expect(await itemStates(on.page, 'kolor')).toEqual(['czerwony', 'niebieski', 'zielony']);
    await on.page.focus(swatch('kolor', 'niebieski'));
    await on.page.keyboard.press('Space');
    await on.page.keyboard.press('Space'); // by keyboard too
    expect(await on.page.inputValue('select[name="attribute_pa_kolor"]')).toBe('');
    expectClean(off);
    expectClean(on);
  });

  it('disable_out_of_stock: out-of-stock values stay disabled and do not count for deselect_unavailable', async () => {
    // Without it, deselect_unavailable keeps a size whose variation exists but is out of stock…
    const counts = await openForm(`${SHIRT}?deselect_unavailable=1`);
    await counts.page.click(swatch('rozmiar', 'l'));
    expect(await itemStates(counts.page, 'kolor')).toEqual(['czerwony', 'niebieski', 'zielony']);
    await counts.page.click(swatch('kolor', 'zielony')); // zielony/l: out of stock
    expect(await counts.page.inputValue('select[name="attribute_pa_rozmiar"]')).toBe('l');
    expect((await state(counts.page)).button).toContain('wc-variation-is-unavailable');

    // …with it, only in-stock variations count: the size is cleared.
    const { page } = await openForm(`${SHIRT}?deselect_unavailable=1&disable_out_of_stock=1`);
    await page.click(swatch('rozmiar', 'l'));
    expect(await itemStates(page, 'kolor')).toEqual(['czerwony', 'niebieski', 'zielony:disabled']);
    await page.click(swatch('kolor', 'zielony'));
    expect(await page.inputValue('select[name="attribute_pa_kolor"]')).toBe('zielony');
    expect(await page.inputValue('select[name="attribute_pa_rozmiar"]')).toBe('');
    expect(await itemStates(page, 'rozmiar')).toEqual(['s', 'm', 'l:disabled']);

    // with clickable_out_of_stock the value shows as no-stock but is still not counted
    const clickable = await openForm(`${SHIRT}?disable_out_of_stock=1&clickable_out_of_stock=1`);
    await clickable.page.click(swatch('kolor', 'zielony'));
    expect(await itemStates(clickable.page, 'rozmiar')).toEqual(['s', 'm', 'l:no-stock']);
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

  it('with stock display off there is no stock hint', async () => {
    const { page } = await openForm(SHIRT);
    await page.click(swatch('kolor', 'czerwony')); // czerwony/s has 3 left
    expect(await page.$$('li.wvs-show-stock-left-info')).toHaveLength(0);
    expect(await page.$$('.wvs-stock-left-info')).toHaveLength(0);
  });

  it('a hidden variation resets the stock info: never hinted, and hide_variation clears the hints', async () => {
    const shopPage = await openForm(`${SHIRT}?show_variation_stock=1&jquery=1`);
    const { page } = shopPage;
    const hinted = () =>
      page.$$eval('li.wvs-show-stock-left-info', (lis) => lis.map((li) => (li as HTMLElement).dataset.value));
    await page.click(swatch('kolor', 'zielony')); // zielony/s is hidden with 2 in stock
    expect(await hinted()).toEqual([]);
    await page.click(swatch('rozmiar', 's'));
    const hidden = await state(page);
    expect(hidden.panel).toBe(TEXTS.unavailable);
    expect(hidden.button).toContain('wc-variation-selection-needed');
    expect(await hinted()).toEqual([]);
    await page.click(swatch('kolor', 'czerwony'));
    await page.click(swatch('rozmiar', 's')); // back to one open attribute below
    await page.$eval('select[name="attribute_pa_rozmiar"]', (select) => {
      (select as HTMLSelectElement).value = '';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(await hinted()).toEqual(['s']);
    // a plugin hides the variation: the stock info is reset, as the swatch plugin does on hide_variation
    await page.evaluate(`jQuery('.single_variation').trigger('hide_variation')`);
    expect(await hinted()).toEqual([]);
    expect(await page.textContent(`${swatch('rozmiar', 's')} .wvs-stock-left-info`)).toBe('');
    expectClean(shopPage);
  });

  it('jQuery listeners hear every event with WooCommerce arguments, and their triggers reach the island', async () => {
    const context = await shop.browser.newContext({ baseURL: shop.url });
    // Listening from the start, like a theme script printed before us (wc_variation_form fires 100 ms after mounting).
    await context.addInitScript(() => {
      type Handler = (event: { type: string; target: Element }, ...args: unknown[]) => void;
      const w = window as unknown as {
        heard: unknown[];
        jQuery: (target: unknown) => { on(names: string, handler: Handler): void };
      };
      w.heard = [];
      addEventListener('DOMContentLoaded', () => {
        const names =
          'check_variations update_variation_values woocommerce_update_variation_values reset_data hide_variation ' +
          'reset_image woocommerce_variation_select_change woocommerce_variation_has_changed found_variation ' +
          'show_variation wc_variation_form';
        w.jQuery(document).on(names, (event, ...args) => {
          const form = document.querySelector('form.variations_form');
          w.heard.push({
            type: event.type,
            on: event.target === form ? 'form' : (event.target as HTMLElement).className.split(' ').at(-1),
            args: args.map((arg) => {
              const o = arg as { variation_id?: number; form?: unknown; productId?: number } | null;
              if (o && typeof o === 'object' && 'variation_id' in o) return `variation ${o.variation_id}`;
              if (o && typeof o === 'object' && 'form' in o)
                return `handle ${o.productId} ${o.form === form}`;
              return arg;
            }),
          });
        });
      });
    });
    const shopPage = await shop.open(`${SHIRT}?jquery=1`, { context });
    const { page } = shopPage;
    const heard = async () => {
      const list = (await page.evaluate('window.heard.splice(0)')) as Array<{
        type: string;
        on: string;
        args: unknown[];
      }>;
      return list.map((e) => [e.type, e.on, ...e.args].join(' '));
    };
    await page.waitForFunction(() =>
      (window as unknown as { heard: Array<{ type: string }> }).heard.some(
        (e) => e.type === 'wc_variation_form',
      ),
    );
    expect(await heard()).toEqual([
      // the first check, 100 ms after mounting: nothing chosen
      'woocommerce_update_variation_values form',
      'update_variation_values form',
      'reset_image form',
      'hide_variation single_variation',
      'reset_data form',
      'check_variations form',
      'wc_variation_form form handle 102 true',
    ]);
    await page.click(swatch('kolor', 'czerwony'));
    expect(await heard()).toEqual([
      'woocommerce_variation_select_change form',
      'woocommerce_update_variation_values form',
      'update_variation_values form',
      'reset_image form',
      'hide_variation single_variation',
      'reset_data form',
      'check_variations form',
      'woocommerce_variation_has_changed form',
    ]);
    await page.click(swatch('rozmiar', 's'));
    // a listener on the document hears each event once its handlers are done; the variation is shown
    // after the whole chain, as WooCommerce shows it after its own
    expect(await heard()).toEqual([
      'woocommerce_variation_select_change form',
      'woocommerce_update_variation_values form',
      'update_variation_values form',
      'found_variation form variation 201',
      'check_variations form',
      'woocommerce_variation_has_changed form',
      'show_variation single_variation variation 201 true',
    ]);
    // and a plugin's jQuery trigger reaches the island
    await page.evaluate(`jQuery('form.variations_form').trigger('reset_data')`);
    expect((await state(page)).sku).toBe('KOSZ-100');
    expectClean(shopPage);
    await context.close();
  });

  it('posts the chosen variation to the cart', async () => {
    const { page } = await openForm(SHIRT);
    await page.click(swatch('kolor', 'niebieski'));
    await page.click(swatch('rozmiar', 'm'));
    await Promise.all([page.waitForURL('**/koszyk/'), page.click('.single_add_to_cart_button')]);
    expect(await page.textContent('.woocommerce-cart-form')).toMatch(/Koszulka bawełniana - Niebieski, M/);
  });
});

/**
 * Opens `path` with jQuery, recording what jQuery handlers bound before the loader runs hear (module scripts
 * run after the document turns 'interactive'): the variation events on the form, the fields' change events
 * on the fields, the swatch plugin's document events, and the variation events again on body.
 */
async function openRecorded(path: string): Promise<ShopPage> {
  const context = await shop.browser.newContext({ baseURL: shop.url });
  await context.addInitScript(() => {
    type Handler = (event: { type: string; target: Element }, ...args: unknown[]) => void;
    interface JQ {
      0?: Element;
      jquery?: string;
      on(names: string, handler: Handler): JQ;
      find(selector: string): JQ;
    }
    const w = window as unknown as {
      heard: string[];
      heardOnBody: string[];
      handle: unknown;
      jQuery: (target: unknown) => JQ;
    };
    w.heard = [];
    w.heardOnBody = [];
    const names =
      'woocommerce_variation_select_change check_variations update_variation_values ' +
      'woocommerce_update_variation_values found_variation show_variation reset_data reset_image ' +
      'hide_variation woocommerce_variation_has_changed clear_reset_announcement announce_reset reset_focus ' +
      'wc_variation_form wvs-item-updated wvs-selected-item wvs-unselected-item';
    const show = (arg: unknown): string => {
      const o = arg as (JQ & { variation_id?: number }) | null;
      if (o && typeof o === 'object') {
        if (o.jquery) return `$${o[0]?.tagName.toLowerCase()}`;
        if ('variation_id' in o) return `variation ${o.variation_id}`;
        return 'object';
      }
      return JSON.stringify(arg);
    };
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const $ = w.jQuery;
      const form = document.querySelector('form.variations_form')!;
      const line: Handler = (event, ...args) => {
        const { target, type } = event;
        if (type === 'wc_variation_form') w.handle = args[0];
        const at =
          target instanceof HTMLLIElement
            ? ` @${target.dataset.value}`
            : target.classList.contains('single_variation')
              ? ' @panel'
              : '';
        w.heard.push([`${type}${at}`, ...args.map(show)].join(' '));
      };
      $(form).on(names, line);
      $(form)
        .find('.variations select, input.variation_id, input.qty')
        .on('change', (event) => w.heard.push(`change ${(event.target as HTMLInputElement).name}`));
      $(document).on('woo_variation_swatches_init woo_variation_swatches_loaded', line);
      $(document.body).on(names, (event) => w.heardOnBody.push(event.type));
    });
  });
  return shop.open(path, { context });
}

/** What the recorder heard since the last call; the same events' names as heard on body. */
async function heard(page: ShopPage['page']): Promise<{ onForm: string[]; onBody: string[] }> {
  return page.evaluate(() => {
    const w = window as unknown as { heard: string[]; heardOnBody: string[] };
    return { onForm: w.heard.splice(0), onBody: w.heardOnBody.splice(0) };
  });
}

const heardSoFar = (page: ShopPage['page'], line: string) =>
  page.waitForFunction((l) => (window as unknown as { heard: string[] }).heard.includes(l), line);

/** The chain of one select's change with no full choice, as add-to-cart-variation.js runs it. */
const noMatchChain = (select: string) => [
  `change ${select}`,
  'change variation_id',
  'clear_reset_announcement',
  'woocommerce_variation_select_change',
  'check_variations',
  'update_variation_values',
  'woocommerce_update_variation_values',
  'reset_data',
  'reset_image',
  'hide_variation @panel',
  'woocommerce_variation_has_changed',
];

/** Body handlers bound before us hear the same events in the same order as the form's. */
function expectSameOnBody({ onForm, onBody }: { onForm: string[]; onBody: string[] }) {
  const named = onForm
    .filter((l) => !/^(change|woo_variation_swatches_)/.test(l))
    .map((l) => l.split(' ')[0]);
  expect(onBody).toEqual(named);
}

describe("events, in the classic scripts' order (jQuery handlers bound before the loader)", () => {
  it('at load, on each swatch, and on Clear (koszulka)', async () => {
    const shopPage = await openRecorded(`${SHIRT}?jquery=1`);
    const { page } = shopPage;
    await heardSoFar(page, 'woo_variation_swatches_loaded object');
    let events = await heard(page);
    expect(events.onForm).toEqual([
      'check_variations',
      'update_variation_values',
      'woocommerce_update_variation_values',
      'reset_data',
      'reset_image',
      'hide_variation @panel',
      'wc_variation_form object',
      'woo_variation_swatches_init',
      'woo_variation_swatches_loaded object',
    ]);
    expectSameOnBody(events);

    await page.click(swatch('kolor', 'czerwony'));
    events = await heard(page);
    expect(events.onForm).toEqual([
      ...noMatchChain('attribute_pa_kolor'),
      'wvs-item-updated @czerwony "czerwony" "czerwony"',
      'wvs-selected-item @czerwony "attribute_pa_kolor" "czerwony" $select $form',
    ]);
    expectSameOnBody(events);

    await page.click(swatch('rozmiar', 's'));
    await heardSoFar(page, 'show_variation @panel variation 201 true');
    events = await heard(page);
    expect(events.onForm).toEqual([
      'change attribute_pa_rozmiar',
      'change variation_id',
      'clear_reset_announcement',
      'woocommerce_variation_select_change',
      'check_variations',
      'update_variation_values',
      'woocommerce_update_variation_values',
      'found_variation variation 201',
      'change variation_id',
      'change quantity',
      'woocommerce_variation_has_changed',
      'wvs-item-updated @czerwony "czerwony" "czerwony"',
      'wvs-item-updated @s "s" "s"',
      'wvs-selected-item @s "attribute_pa_rozmiar" "s" $select $form',
      // WooCommerce shows the variation after its chain (300 ms later); the island once it has rendered
      'show_variation @panel variation 201 true',
    ]);
    expectSameOnBody(events);

    await page.click('.reset_variations');
    events = await heard(page);
    expect(events.onForm).toEqual([
      ...noMatchChain('attribute_pa_kolor'),
      ...noMatchChain('attribute_pa_rozmiar'),
      'announce_reset',
      'reset_data',
      'reset_image',
      'hide_variation @panel',
      'reset_focus',
    ]);
    expectSameOnBody(events);
    expect(await page.$eval(swatch('kolor', 'czerwony'), (li) => li === document.activeElement)).toBe(true);
    expectClean(shopPage);
    await shopPage.context.close();
  });

  it('wc_variation_form hands over the VariationForm members, in jQuery (bluza, dropdowns)', async () => {
    const shopPage = await openRecorded(`${HOODIE}?jquery=1`);
    const { page } = shopPage;
    await heardSoFar(page, 'woo_variation_swatches_loaded object');
    await page.selectOption('select[name="attribute_pa_kolor"]', 'czarny');
    const members = await page.evaluate(() => {
      type JQ = { jquery: string; length: number; 0: Element };
      const h = (window as unknown as { handle: Record<string, unknown> }).handle;
      const form = document.querySelector('form.variations_form');
      const $ = (key: string) => {
        const o = h[key] as JQ;
        return `${typeof o.jquery} ${o.length} ${o[0]?.tagName.toLowerCase()}.${o[0]?.classList[0] ?? ''}`;
      };
      return {
        form: (h.$form as JQ)[0] === form,
        fields: $('$attributeFields'),
        panel: $('$singleVariation'),
        wrap: $('$singleVariationWrap'),
        reset: $('$resetVariations'),
        alert: $('$resetAlert'),
        product: $('$product'),
        variations: (h.variationData as unknown[]).length,
        useAjax: h.useAjax,
        loading: h.loading,
        xhr: h.xhr,
        chosen: (h.getChosenAttributes as () => unknown)(),
      };
    });
    expect(members).toEqual({
      form: true,
      fields: 'string 2 select.',
      panel: 'string 1 div.woocommerce-variation',
      wrap: 'string 1 div.single_variation_wrap',
      reset: 'string 1 a.reset_variations',
      alert: 'string 1 div.reset_variations_alert',
      product: expect.stringMatching(/^string 1 div\./),
      variations: 5,
      useAjax: false,
      loading: false,
      xhr: false,
      chosen: {
        count: 2,
        chosenCount: 1,
        data: { attribute_pa_kolor: 'czarny', attribute_pa_rozmiar: '' },
      },
    });
    expectClean(shopPage);
    await shopPage.context.close();
  });

  it('found_variation handlers may edit the variation before show_variation shows it', async () => {
    const shopPage = await openRecorded(`${SHIRT}?jquery=1`);
    const { page } = shopPage;
    await heardSoFar(page, 'woo_variation_swatches_loaded object');
    // one bound before the loader (on body), one long after it (on the document)
    await page.evaluate(`(() => {
      jQuery(document.body).on('found_variation', (e, v) => { v.price_html = '<span class="price">1 zł (plugin)</span>'; });
      jQuery(document).on('found_variation', (e, v) => { v.availability_html = '<p class="stock">Ostatnia sztuka</p>'; });
    })()`);
    await page.click(swatch('kolor', 'czerwony'));
    await page.click(swatch('rozmiar', 's'));
    await heardSoFar(page, 'show_variation @panel variation 201 true');
    expect(await page.textContent('.single_variation .price')).toBe('1 zł (plugin)');
    expect(await page.textContent('.single_variation .stock')).toBe('Ostatnia sztuka');
    expectClean(shopPage);
    await shopPage.context.close();
  });

  it('ajax mode: a full choice asks the server without update_variation_values (kurtka)', async () => {
    const shopPage = await openRecorded(`${JACKET}?jquery=1`);
    const { page } = shopPage;
    await heardSoFar(page, 'woo_variation_swatches_loaded object');
    await page.click(swatch('kolor', 'czarny'));
    await page.click(swatch('rozmiar', 'm'));
    await heard(page);
    await page.click(swatch('material', 'nylon'));
    await page.waitForFunction(() =>
      (window as unknown as { heard: string[] }).heard.some((l) => l.startsWith('show_variation')),
    );
    const id = await page.inputValue('input.variation_id');
    const events = await heard(page);
    expect(events.onForm).toEqual([
      'change attribute_pa_material',
      'change variation_id',
      'clear_reset_announcement',
      'check_variations',
      'woocommerce_variation_has_changed',
      'wvs-item-updated @czarny "czarny" "czarny"',
      'wvs-item-updated @m "m" "m"',
      'wvs-item-updated @nylon "nylon" "nylon"',
      'wvs-selected-item @nylon "attribute_pa_material" "nylon" $select $form',
      `found_variation variation ${id}`,
      'change variation_id',
      'change quantity',
      `show_variation @panel variation ${id} true`,
    ]);
    expectSameOnBody(events);
    expectClean(shopPage);
    await shopPage.context.close();
    shop.server.clearRequests(); // the płytka test counts get_variation requests from zero
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

  for (const key of ['Enter', 'Space'] as const)
    it(`the more control works by keyboard (${key}) and moves focus to the first item it showed`, async () => {
      const shopPage = await openForm(SOCKS);
      const { page } = shopPage;
      const list = 'ul[data-attribute_name="attribute_pa_kolor"]';
      const firstHidden = await page.$$eval(
        `${list} li.variable-item`,
        (lis) =>
          (lis.find((li) => !(li as HTMLElement).offsetParent) as HTMLElement | undefined)?.dataset.value,
      );
      expect(firstHidden).toBeTruthy();
      await page.focus('.woo-variation-swatches-variable-item-more a');
      const scroll = await page.evaluate(() => scrollY);
      await page.keyboard.press(key);
      expect(await page.$('.woo-variation-swatches-variable-item-more')).toBeNull();
      expect(await page.evaluate(() => (document.activeElement as HTMLElement).dataset.value)).toBe(
        firstHidden,
      );
      expect(await page.isVisible(swatch('kolor', firstHidden!))).toBe(true);
      expect(
        await page.$$eval(`${list} li.variable-item`, (lis) =>
          lis.every((li) => (li as HTMLElement).offsetParent),
        ),
      ).toBe(true);
      expect(page.url()).not.toContain('#'); // the link's href="#" was not followed
      if (key === 'Space') expect(await page.evaluate(() => scrollY)).toBe(scroll);
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
    expect(asked[0]!.body).toEqual({
      attribute_pa_kolor: 'czarny',
      attribute_pa_rozmiar: 'm',
      attribute_pa_material: 'nylon',
      product_id: '129',
      'custom_data[zrodlo]': 'karta-produktu', // the form's data-custom_data, as jQuery sends an object
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

  it('says no match only 300 ms after the answer, and fires no select_change in ajax mode', async () => {
    const shopPage = await openForm(`${JACKET}?jquery=1`);
    const { page } = shopPage;
    await page.evaluate(`(() => {
      window.heard = [];
      jQuery('form.variations_form').on('woocommerce_variation_select_change woocommerce_variation_has_changed', (e) => window.heard.push(e.type));
      window.timing = {};
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          if (entry.name.includes('get_variation')) window.timing.answered = entry.responseEnd;
      }).observe({ type: 'resource' });
      new MutationObserver(() => {
        if (!window.timing.shown && document.querySelector('.wc-no-matching-variations'))
          window.timing.shown = performance.now();
      }).observe(document.body, { childList: true, subtree: true });
    })()`);
    await page.click(swatch('kolor', 'zolty'));
    await page.click(swatch('rozmiar', 'xs'));
    await page.click(swatch('material', 'softshell')); // get_variation answers false
    await page.waitForSelector('.wc-no-matching-variations');
    const timing = (await page.evaluate('window.timing')) as { answered: number; shown: number };
    expect(timing.shown - timing.answered).toBeGreaterThanOrEqual(299);
    expect(await page.textContent('.wc-no-matching-variations')).toBe(TEXTS.noMatch);
    expect(await page.evaluate('window.heard')).not.toContain('woocommerce_variation_select_change');
    expect(await page.evaluate('window.heard')).toContain('woocommerce_variation_has_changed');
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

  for (const fault of ['invalid JSON', 'offline'] as const)
    it(`${fault}: warns once, keeps the choice, and the page goes on working`, async () => {
      shop.server.clearRequests(); // re-arms the once- rule
      const shopPage = await openForm(
        JACKET,
        fault === 'invalid JSON' ? [{ name: 'qa_fault', value: 'get_variation=once-json' }] : undefined,
      );
      const { page, context } = shopPage;
      const ours = () => shopPage.warnings.filter((w) => w.includes('[islands] variation-form'));
      await page.click(swatch('kolor', 'czarny'));
      await page.click(swatch('rozmiar', 'm'));
      if (fault === 'offline') await context.setOffline(true);
      await page.click(swatch('material', 'nylon'));
      await expect.poll(() => ours().length).toBe(1);
      expect(ours()[0]).toMatch(/get_variation failed/);
      expect(await page.inputValue('select[name="attribute_pa_kolor"]')).toBe('czarny');
      expect(await page.inputValue('select[name="attribute_pa_rozmiar"]')).toBe('m');
      expect(await page.inputValue('select[name="attribute_pa_material"]')).toBe('nylon');
      expect(await page.$('.wc-no-matching-variations')).toBeNull();
      expect(await page.getAttribute('form.variations_form', 'aria-busy')).toBeNull();
      expect((await state(page)).button).not.toContain('disabled'); // the server matches the posted options
      // the page goes on: the next choice is looked up and shown
      if (fault === 'offline') await context.setOffline(false);
      await page.click(swatch('material', 'softshell'));
      await page.waitForFunction(
        () => (document.querySelector('input.variation_id') as HTMLInputElement).value !== '',
      );
      expect((await state(page)).sku).toMatch(/^KUR-500-CZARNY-M/);
      expect(ours()).toHaveLength(1);
      expect(shopPage.errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    });

  it('an empty answer means no match: the message, no warning, the choice kept', async () => {
    const shopPage = await openForm(JACKET);
    const { page } = shopPage;
    await page.route('**/?wc-ajax=get_variation', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '' }),
    );
    await choose(page, 'czarny', 'm', 'nylon');
    await page.waitForSelector('.wc-no-matching-variations');
    expect(await page.inputValue('select[name="attribute_pa_material"]')).toBe('nylon');
    expect((await state(page)).button).toContain('wc-variation-selection-needed');
    await page.unroute('**/?wc-ajax=get_variation');
    await page.click(swatch('material', 'softshell'));
    await page.waitForFunction(
      () => (document.querySelector('input.variation_id') as HTMLInputElement).value !== '',
    );
    expect(await page.$('.wc-no-matching-variations')).toBeNull();
    expectClean(shopPage);
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

  /** The sweater's form as a quick view prints it before it becomes a variation form (no class, no data-island). */
  async function quickViewForm(): Promise<string> {
    const html = await (await fetch(new URL(SWEATER, shop.url))).text();
    const start = html.indexOf('<form class="variations_form');
    return html
      .slice(start, html.indexOf('</form>', start) + 7)
      .replace(' data-island="variation-form"', '')
      .replace('variations_form cart', 'cart');
  }
  const insertQuickView = (page: ShopPage['page'], markup: string) =>
    page.evaluate((html) => {
      const box = document.createElement('div');
      box.id = 'quick-view';
      box.innerHTML = html;
      document.querySelector('main')!.prepend(box);
    }, markup);

  it('on a page with no variation form at load, a jQuery request also initialises one 1000 ms later', async () => {
    const shopPage = await shop.open('/sklep/?jquery=1');
    const { page } = shopPage;
    await page.waitForFunction(
      () => typeof (window as { wcIslands?: { scan?: unknown } }).wcIslands?.scan === 'function',
    );
    await insertQuickView(page, await quickViewForm());
    const atOnce = await page.evaluate(`(() => {
      document.querySelector('#quick-view form').classList.add('variations_form');
      jQuery(document).trigger('ajaxComplete');
      return document.querySelector('#quick-view form').hasAttribute('data-island');
    })()`);
    expect(atOnce).toBe(false); // looked for later, not at once
    await page.waitForSelector('#quick-view form[data-island-mounted]', { state: 'attached' });
    await page.selectOption('#quick-view select[name="attribute_pa_kolor"]', 'czarny');
    await page.selectOption('#quick-view select[name="attribute_pa_rozmiar"]', 'm');
    await page.waitForFunction(
      () => (document.querySelector('#quick-view input.variation_id') as HTMLInputElement).value !== '',
    );
    expect(shopPage.errors).toEqual([]);
  });

  it('and so does one of our own requests, without jQuery (an add to cart)', async () => {
    const shopPage = await shop.open('/sklep/?cart_redirect_after_add=no');
    const { page } = shopPage;
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1100); // the look after the boot's own requests is over
    await insertQuickView(page, await quickViewForm());
    await page.$eval('#quick-view form', (form) => form.classList.add('variations_form'));
    await page.waitForTimeout(1200); // no request since: nothing looked again
    expect(await page.$('#quick-view form[data-island]')).toBeNull();
    shop.server.clearRequests();
    await page.click('ul.products a.ajax_add_to_cart >> nth=0');
    await page.waitForSelector('#quick-view form[data-island-mounted]', { state: 'attached' });
    expect(shop.requests('wc-ajax:add_to_cart')).toHaveLength(1);
    expect(shopPage.errors).toEqual([]);
  });
});
