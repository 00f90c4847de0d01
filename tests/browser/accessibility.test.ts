/**
 * axe-core (real browser, so colour contrast counts) on every fixture page, with the islands mounted and
 * the store notice shown.
 */
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mounted, openShop, type Shop } from './harness';
import { listPages } from '../../fixtures/render.mjs';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const pages = listPages().map((p) => p.path);

let shop: Shop;
beforeAll(async () => {
  shop = await openShop();
});
afterAll(() => shop?.close());

describe('accessibility (axe, WCAG 2.2 AA)', () => {
  it.each(pages)('%s has no violations', async (path) => {
    const { page } = await shop.open(path);
    if (await page.$('[data-island="store-notice"]')) await mounted(page, 'store-notice');
    await page.addScriptTag({ path: axePath });
    const violations = await page.evaluate(async () => {
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
    expect(violations).toEqual([]);
  });
});
