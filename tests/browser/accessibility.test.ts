/**
 * axe-core (real browser, so colour contrast counts) on every fixture page, with the islands mounted and
 * the store notice shown.
 */
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { mounted, openShop, type Shop } from './harness';
import { listPages } from '../../fixtures/render.mjs';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const pages = listPages().flatMap((p) => [p.path, ...p.examples.map((e) => e.path)]);

let shop: Shop;
beforeAll(async () => {
  shop = await openShop();
});
afterAll(() => shop?.close());

async function axe(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            o: object,
          ) => Promise<{ violations: Array<{ id: string; nodes: Array<{ target: string[] }> }> }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
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
    // Related products fade in: contrast is measured once they are fully shown.
    if (await page.$('[data-island="related-products"]')) {
      await mounted(page, 'related-products');
      await page.waitForFunction(() => {
        const section = document.querySelector<HTMLElement>('[data-island="related-products"]')!;
        return (
          section.getAnimations({ subtree: true }).length === 0 && getComputedStyle(section).opacity === '1'
        );
      });
    }
    expect(await axe(page)).toEqual([]);
  });

  it('variation form: swatches chosen, an unavailable variation, the tooltip shown', async () => {
    const { page } = await shop.open('/produkt/koszulka-bawelniana/');
    await mounted(page, 'variation-form');
    await page.click(swatch('kolor', 'niebieski'));
    await page.click(swatch('rozmiar', 'm')); // hidden: the unavailable text
    await page.hover(swatch('rozmiar', 's'));
    await page.locator('#wc-islands-swatch-tooltip').waitFor({ state: 'visible' });
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
    expect(await axe(page)).toEqual([]);
  });

  it('account page: the registration tab open, a password shown', async () => {
    const { page } = await shop.open('/moje-konto/');
    await mounted(page, 'account-tabs');
    await mounted(page, 'password-toggle');
    await page.click('[role=tab]:text("Rejestracja")');
    await page.fill('#reg_password', 'tajne hasło');
    await page.click('#reg_password + .show-password-input');
    expect(await axe(page)).toEqual([]);
  });
});
