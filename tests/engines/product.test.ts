/**
 * In every engine, on product pages: a variation chosen by swatch (mouse and keyboard) with SKU and
 * image swapped and reset; the tabs by keyboard and the reviews deep link; the gallery lightbox.
 */
import { describe, expect, it } from 'vitest';
import type { Shopper } from './shopper';
import { describeEngines, type EngineRun } from './suite';

const SHIRT = '/produkt/koszulka-bawelniana/';
const SHIRT_IMAGE = '/img/koszulka-bawelniana.svg';
const swatch = (attribute: string, value: string) =>
  `ul[data-attribute_name="attribute_pa_${attribute}"] li.variable-item[data-value="${value}"]`;

const variation = (page: Shopper) =>
  page.evaluate(() => {
    const q = (s: string) => document.querySelector<HTMLElement>(s);
    return {
      id: (q('input.variation_id') as HTMLInputElement | null)?.value,
      sku: q('.product_meta .sku')?.textContent,
      image: q('.woocommerce-product-gallery__image .wp-post-image')?.getAttribute('src'),
      colour: (q('select[name="attribute_pa_kolor"]') as HTMLSelectElement).value,
      size: (q('select[name="attribute_pa_rozmiar"]') as HTMLSelectElement).value,
      resetShown: getComputedStyle(q('.reset_variations')!).visibility === 'visible',
    };
  }, undefined);

async function variationForm(run: EngineRun): Promise<Shopper> {
  const page = await run.open(SHIRT);
  await page.waitForSelector('form.variations_form[data-island-mounted]');
  await new Promise((resolve) => setTimeout(resolve, 150)); // the first check runs 100 ms after mounting
  return page;
}

/** The first simple product on the listing (it has tabs, reviews and a six-image gallery), read by Node. */
async function simpleProduct(run: EngineRun): Promise<string> {
  const html = await (await fetch(`${run.url}/sklep/`)).text();
  const item = html.split('<li class="product ').find((li) => li.includes('product-type-simple'));
  const href = item?.match(/<a href="([^"]+)" class="woocommerce-LoopProduct-link/)?.[1];
  if (!href) throw new Error('no simple product on /sklep/');
  return new URL(href, run.url).pathname;
}

const variationSwatches = (run: EngineRun) =>
  describe('variation swatches', () => {
    it('by mouse: SKU and image swap; the clear link restores both', async () => {
      const page = await variationForm(run);
      const before = await variation(page);
      // the server's 0 stays until the first change empties it, as with WooCommerce
      expect(before).toMatchObject({ id: '0', sku: 'KOSZ-100', image: SHIRT_IMAGE, resetShown: false });
      await page.click(swatch('kolor', 'czerwony'));
      await page.click(swatch('rozmiar', 'l'));
      await expect
        .poll(() => variation(page))
        .toMatchObject({
          sku: 'KOSZ-100-CZERWONY-L',
          image: '/img/koszulka-bawelniana-czerwony.svg',
          colour: 'czerwony',
          size: 'l',
          resetShown: true,
        });
      expect((await variation(page)).id).toMatch(/^\d+$/);
      expect(await page.attribute(swatch('rozmiar', 'l'), 'aria-checked')).toBe('true');
      await page.click('.reset_variations');
      await expect.poll(() => variation(page)).toEqual({ ...before, id: '' });
      expect((await page.url()).hash).toBe(''); // the link's # was not followed
    });

    it('by keyboard: Space, arrows, Home/End and Tab choose; Enter on the clear link resets', async () => {
      const page = await variationForm(run);
      const before = await variation(page);
      await page.focus(swatch('kolor', 'czerwony'));
      await page.press('Space');
      await expect.poll(() => variation(page)).toMatchObject({ colour: 'czerwony' });
      await page.press('ArrowRight');
      await expect.poll(() => variation(page)).toMatchObject({ colour: 'niebieski' });
      expect(await page.focused(swatch('kolor', 'niebieski'))).toBe(true);
      await page.press('ArrowLeft');
      await expect.poll(() => variation(page)).toMatchObject({ colour: 'czerwony' });
      await page.press('Tab'); // one stop per group: on to the sizes
      expect(await page.focused('ul[data-attribute_name="attribute_pa_rozmiar"] li')).toBe(true);
      await page.press('Home');
      await expect
        .poll(() => variation(page))
        .toMatchObject({
          size: 's',
          sku: 'KOSZ-100-CZERWONY-S',
          image: '/img/koszulka-bawelniana-czerwony.svg',
        });
      await page.press('End');
      await expect.poll(() => variation(page)).toMatchObject({ size: 'l', sku: 'KOSZ-100-CZERWONY-L' });
      await page.focus('.reset_variations');
      await page.press('Enter');
      await expect.poll(() => variation(page)).toEqual({ ...before, id: '' });
      expect(await page.focused(swatch('kolor', 'czerwony'))).toBe(true); // back to the first group
    });
  });

const selectedTab = (page: Shopper) =>
  page.evaluate(() => {
    const root = document.querySelector('.wc-tabs-wrapper')!;
    const selected = root.querySelectorAll('a[role=tab][aria-selected="true"]');
    const visible = [...root.querySelectorAll<HTMLElement>('.wc-tab')].filter((p) => !p.hidden);
    return {
      tab: selected.length === 1 ? selected[0]!.getAttribute('href') : `${selected.length} selected`,
      panel: visible.length === 1 ? `#${visible[0]!.id}` : `${visible.length} visible`,
      focus: document.activeElement?.getAttribute('href') ?? null,
    };
  }, undefined);

const productTabs = (run: EngineRun) =>
  describe('product tabs', () => {
    it('arrow keys, Home and End move between the tabs and open them; one tab stop', async () => {
      const product = await simpleProduct(run);
      const page = await run.open(product);
      await page.mounted('tabs');
      await page.focus('a[href="#tab-description"]');
      const step = async (key: 'ArrowRight' | 'ArrowLeft' | 'Home' | 'End') => {
        await page.press(key);
        return selectedTab(page);
      };
      const at = (id: string) => ({ tab: id, panel: id, focus: id });
      expect(await step('ArrowRight')).toEqual(at('#tab-additional_information'));
      expect(await step('ArrowRight')).toEqual(at('#tab-reviews'));
      expect(await step('ArrowRight')).toEqual(at('#tab-description')); // wraps
      expect(await step('ArrowLeft')).toEqual(at('#tab-reviews'));
      expect(await step('Home')).toEqual(at('#tab-description'));
      expect(await step('End')).toEqual(at('#tab-reviews'));
      expect(
        await page.evaluate(
          () => [...document.querySelectorAll<HTMLElement>('a[role=tab]')].map((t) => t.tabIndex),
          undefined,
        ),
      ).toEqual([-1, -1, 0]);
    });

    it('#reviews opens the reviews tab; so does the rating link, and a later #comment-N hash', async () => {
      const product = await simpleProduct(run);
      const page = await run.open(`${product}#reviews`);
      await page.mounted('tabs');
      await expect
        .poll(() => selectedTab(page))
        .toMatchObject({ tab: '#tab-reviews', panel: '#tab-reviews' });

      await page.goto(product);
      await page.mounted('tabs');
      await expect.poll(() => selectedTab(page)).toMatchObject({ tab: '#tab-description' });
      await page.click('a.woocommerce-review-link');
      await expect
        .poll(() => selectedTab(page))
        .toMatchObject({ tab: '#tab-reviews', panel: '#tab-reviews' });
      await page.click('a[href="#tab-description"]');
      await expect.poll(() => selectedTab(page)).toMatchObject({ tab: '#tab-description' });
      await page.evaluate(() => (location.hash = '#comment-3'), undefined);
      await expect
        .poll(() => selectedTab(page))
        .toMatchObject({ tab: '#tab-reviews', panel: '#tab-reviews' });
    });
  });

const DIALOG = '.islands-lightbox[role=dialog]';

const galleryLightbox = (run: EngineRun) =>
  describe('gallery lightbox', () => {
    it('opens at the clicked image, moves with the arrows, keeps Tab inside, closes on Escape and restores the hash', async () => {
      const product = await simpleProduct(run);
      const page = await run.open(`${product}#tab-description`);
      await page.mounted('gallery');
      await page.click('.woocommerce-product-gallery__image:nth-child(2) img');
      await page.waitForSelector(DIALOG);
      expect(await page.attribute(DIALOG, 'aria-modal')).toBe('true');
      const where = async () => [await page.text('.islands-lightbox__counter'), (await page.url()).hash];
      await expect.poll(where).toEqual(['2 / 6', '#gallery-2']);
      await page.waitFor(
        'focus in the dialog',
        () => !!document.activeElement?.closest('.islands-lightbox'),
        undefined,
      );

      await page.press('ArrowRight');
      await expect.poll(where).toEqual(['3 / 6', '#gallery-3']);
      await page.press('ArrowLeft', 'ArrowLeft');
      await expect.poll(where).toEqual(['1 / 6', '#gallery-1']);

      // Tab and Shift+Tab move the focus (visiting several controls) but never out of the dialog.
      const focusedControl = () =>
        page.evaluate(() => {
          const active = document.activeElement;
          if (!active?.closest('.islands-lightbox')) return `outside: ${active?.outerHTML.slice(0, 80)}`;
          return active.getAttribute('aria-label') ?? active.className;
        }, undefined);
      const visited = new Set<string>();
      for (const key of [...Array(5).fill('Tab'), ...Array(6).fill('Shift+Tab')] as Array<
        'Tab' | 'Shift+Tab'
      >) {
        await page.press(key);
        const control = await focusedControl();
        expect(control, key).not.toMatch(/^outside/);
        visited.add(control);
      }
      expect(visited.size).toBeGreaterThan(2);

      await page.press('Escape');
      await page.waitForGone(DIALOG);
      expect((await page.url()).hash).toBe('#tab-description');
      // focus goes back to the image that opened it (focus-trap returns it in a task after closing)
      await expect.poll(() => page.focused('.woocommerce-product-gallery__image:nth-child(2) a')).toBe(true);
      expect(
        await page.evaluate(() => getComputedStyle(document.documentElement).overflow, undefined),
      ).not.toBe('hidden');
    });
  });

describeEngines('product', (run) => {
  variationSwatches(run);
  productTabs(run);
  galleryLightbox(run);
});
