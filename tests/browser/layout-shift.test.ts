/**
 * Mounting islands moves nothing: on every fixture page, at a desktop and a phone width, the layout-shift
 * entries without recent input sum to 0 from the arrival of the loader (before it no island can run) until
 * every `load` and `idle` island has mounted (and a moment after). The loader is held back until the server
 * markup has been painted, the slowest case a shopper can meet, so a shift cannot hide before the first paint.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPages } from '../../fixtures/render.mjs';
import { loaderReady, openShop, type Shop, STRATEGIES } from './harness';

const pages = [
  ...listPages().flatMap((p) => [p.path, ...p.examples.map((e) => e.path)]),
  // The checkout prints the shipping block shown, as form-shipping.php does; unticked, it must not show and vanish.
  '/zamowienie/?ship_to_different=0',
  // A cart with a product (added by the link, which comes back to the shop): the Cart widgets are printed
  // empty and the fragments fill them, showing the sidebar's (docs/adr/0011).
  '/sklep/?cart_redirect_after_add=no&add-to-cart=101',
];
const VIEWPORTS = [
  ['desktop', { width: 1280, height: 720 }],
  ['phone', { width: 390, height: 844 }],
] as const;

let shop: Shop;
beforeAll(async () => {
  shop = await openShop();
});
afterAll(() => shop?.close());

interface Shift {
  value: number;
  time: number;
  sources: string[];
}

/** Records layout shifts from the very start of the document. */
function recordShifts(): void {
  const w = window as unknown as { shifts: Shift[] };
  w.shifts = [];
  const describe = (node: Node | null) =>
    node instanceof Element
      ? `${node.localName}${node.id ? `#${node.id}` : ''}${node.classList.length ? `.${[...node.classList].join('.')}` : ''}`
      : String(node?.nodeName);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as Array<{
      value: number;
      hadRecentInput: boolean;
      startTime: number;
      sources: Array<{ node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
    }>) {
      if (entry.hadRecentInput) continue;
      w.shifts.push({
        value: entry.value,
        time: entry.startTime,
        sources: entry.sources.map(
          (s) =>
            `${describe(s.node)} ${JSON.stringify([s.previousRect.x, s.previousRect.y])} → ${JSON.stringify([s.currentRect.x, s.currentRect.y])}`,
        ),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/**
 * Resolves once every root whose strategy is `load` or `idle` has mounted (or failed) and every Cart widget
 * has been filled from the cart fragments.
 */
async function bootDone(page: Page): Promise<void> {
  await loaderReady(page);
  await page.waitForFunction(() => !document.querySelector('.widget_shopping_cart_content:empty'), null, {
    timeout: 10_000,
  });
  await page.waitForFunction(
    (strategies) =>
      [...document.querySelectorAll<HTMLElement>('[data-island]')]
        .filter((el) => {
          const strategy = el.dataset.islandDefer ?? strategies[el.dataset.island ?? ''];
          return strategy === 'load' || strategy === 'idle';
        })
        .every((el) => el.hasAttribute('data-island-mounted') || el.hasAttribute('data-island-failed')),
    STRATEGIES,
    { timeout: 10_000 },
  );
  // What the islands scheduled on mounting (a first check, a fade-in) runs within a few frames.
  await page.waitForTimeout(400);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
}

describe.each(VIEWPORTS)('layout shift during boot (%s)', (_, viewport) => {
  it.each(pages)('%s: none', async (path) => {
    const context = await shop.browser.newContext({ baseURL: shop.url, viewport });
    await context.addInitScript(recordShifts);
    // The loader arrives after the page has been painted.
    await context.route('**/dist/*/islands.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    try {
      const { page, errors } = await shop.open(path, { context });
      await bootDone(page);
      // No island can run before the loader's bytes have arrived: a shift before that is the page painting
      // half-parsed markup on a slow machine (a row drawn before its last item arrived, then the first
      // frame after parsing ends), not an island.
      const shifts = await page.evaluate(() => {
        const loader = performance
          .getEntriesByType('resource')
          .find((entry) => /\/dist\/[^/]+\/islands\.js/.test(entry.name)) as
          PerformanceResourceTiming | undefined;
        return (window as unknown as { shifts: Shift[] }).shifts
          .filter((shift) => shift.time >= (loader?.responseEnd ?? 0))
          .map(({ value, sources }) => ({ value, sources }));
      });
      expect(shifts).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
