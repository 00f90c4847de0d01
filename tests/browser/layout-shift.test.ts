/**
 * Mounting islands moves nothing: on every fixture page, at a desktop and a phone width, the layout-shift
 * entries without recent input sum to 0 from the arrival of the loader (before it no island can run) until
 * every `load` and `idle` island has mounted (and a moment after). The loader is held back until the server
 * markup has been parsed and painted, the slowest case a shopper can meet, so a shift cannot hide before the
 * first paint, and the page painting its own half-parsed markup on a busy machine is not counted as ours.
 *
 * Late mounts: on the pages where the islands' first render depends most on what the server printed (the
 * variation form with a value already chosen, its swatches, stock hints and tooltip, the account tabs opened
 * by a link), every chunk, lazy ones included, arrives only after a frame was painted since the one before, so
 * each island mounts on markup a shopper has already seen, whatever the order and speed of the machine.
 *
 * As Lighthouse sees it: a phone (412×823) at 4× CPU (CDP `Emulation.setCPUThrottlingRate`), nothing held
 * back, every shift from the parsed page's first frame (before it, only the page's markup arriving can move
 * anything) until 2 s after the last island mounted (the `visible` ones in view too: the product gallery and
 * its slider), on every page type of both themes and every gallery layout.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPages } from '../../fixtures/render.mjs';
import { describeOnce, loaderReady, openShop, type Shop, STRATEGIES } from './harness';

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
interface Recorder {
  shifts: Shift[];
  /** Entries the observer holds but has not delivered yet. */
  takeShifts(): void;
  /** Variation forms that finished their first check (`wc_variation_form`). */
  checkedForms: number;
}

/** Records layout shifts from the very start of the document, and the variation forms' first checks. */
function recordShifts(): void {
  const w = window as unknown as Recorder & { wcIslands?: unknown[] };
  w.shifts = [];
  const describe = (node: Node | null) =>
    node instanceof Element
      ? `${node.localName}${node.id ? `#${node.id}` : ''}${node.classList.length ? `.${[...node.classList].join('.')}` : ''}`
      : String(node?.nodeName);
  const take = (entries: PerformanceEntryList) => {
    for (const entry of entries as unknown as Array<{
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
  };
  const observer = new PerformanceObserver((list) => take(list.getEntries()));
  observer.observe({ type: 'layout-shift', buffered: true });
  w.takeShifts = () => take(observer.takeRecords());
  w.checkedForms = 0;
  (w.wcIslands ??= []).push((api: { on(name: string, listener: () => void): void }) =>
    api.on('wc_variation_form', () => w.checkedForms++),
  );
}

/** Resolves once a frame has been painted after the call (a task after its animation frame callbacks). */
const painted = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

/**
 * Where each swatch stands in the page, by its list and value. The island renders its own items in place of
 * the server's: new nodes, which the browser never counts as moved, so the test compares them itself.
 */
function swatchPlaces(): Record<string, number[]> {
  const places: Record<string, number[]> = {};
  for (const item of document.querySelectorAll<HTMLElement>('ul.variable-items-wrapper > li')) {
    const { x, y, width, height } = item.getBoundingClientRect();
    const key = `${item.parentElement!.dataset.attribute_name} ${item.dataset.value ?? 'more'}`;
    places[key] = [x + scrollX, y + scrollY, width, height];
  }
  return places;
}

/** Each page's swatches as the shopper saw them painted before the loader arrived. */
const swatchesAtPaint = new WeakMap<Page, Record<string, number[]>>();

/**
 * The loader's bytes arrive once the server markup has been parsed and a frame of it painted: a module script
 * waits for the parser anyway, so no island can run earlier, and whatever moved before was the page painting
 * half-parsed markup (a table row drawn before the next one widened its label column), not an island.
 */
async function loaderAfterPaint(context: BrowserContext): Promise<void> {
  await context.route('**/dist/*/islands.js', async (route) => {
    const page = route.request().frame().page();
    try {
      await page.waitForFunction(() => document.readyState !== 'loading', undefined, { timeout: 20_000 });
      await page.evaluate(painted);
      swatchesAtPaint.set(page, await page.evaluate(swatchPlaces));
      await route.continue();
    } catch {
      // The page went away meanwhile.
    }
  });
}

/**
 * Every chunk (each island's, the shared ones, the lazy tooltip and slider) arrives one at a time, each after
 * a frame painted since the one before: every island mounts after a paint, and its lazy parts after another.
 */
async function chunksOneFrameApart(context: BrowserContext): Promise<void> {
  let last = Promise.resolve();
  await context.route('**/dist/*/chunks/*.js', (route) => {
    const page = route.request().frame().page();
    last = last
      .then(() => page.evaluate(painted))
      .then(() => route.continue())
      .catch(() => {}); // the page went away meanwhile
  });
}

/**
 * Resolves once every root whose strategy is `load` or `idle` has mounted (or failed) and every Cart widget
 * has been filled from the cart fragments.
 */
async function islandsMounted(page: Page): Promise<void> {
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
    { timeout: 20_000 },
  );
}

/** Resolves once every load and idle island has mounted and what they scheduled on mounting has run. */
async function bootDone(page: Page): Promise<void> {
  await islandsMounted(page);
  // What the islands scheduled on mounting (a first check, a fade-in) runs within a few frames.
  await page.waitForTimeout(400);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
}

/** The shifts since the loader's bytes arrived (`value` and the moved elements). */
async function shiftsSinceLoader(page: Page): Promise<Array<Omit<Shift, 'time'>>> {
  return page.evaluate(() => {
    const w = window as unknown as Recorder;
    w.takeShifts();
    const loader = performance
      .getEntriesByType('resource')
      .find((entry) => /\/dist\/[^/]+\/islands\.js/.test(entry.name)) as
      PerformanceResourceTiming | undefined;
    return w.shifts
      .filter((shift) => shift.time >= (loader?.responseEnd ?? 0))
      .map(({ value, sources }) => ({ value, sources }));
  });
}

/** The swatches that stand elsewhere than the server's did when painted: `key: before → after`. */
async function swatchesMoved(page: Page): Promise<string[]> {
  const before = swatchesAtPaint.get(page) ?? {};
  const after = await page.evaluate(swatchPlaces);
  return Object.keys({ ...before, ...after })
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => `${key}: ${JSON.stringify(before[key])} → ${JSON.stringify(after[key])}`);
}

async function openPage(
  viewport: { width: number; height: number },
  path: string,
  late = false,
): Promise<{ page: Page; errors: string[]; context: BrowserContext }> {
  const context = await shop.browser.newContext({ baseURL: shop.url, viewport });
  await context.addInitScript(recordShifts);
  await loaderAfterPaint(context);
  if (late) await chunksOneFrameApart(context);
  const { page, errors } = await shop.open(path, { context });
  return { page, errors, context };
}

/** Every page type, on the Salient stand-in and on the classic theme (Storefront-like). */
const PAGE_TYPES = [
  '/',
  '/sklep/',
  '/produkt/kubek-poranek/',
  '/produkt/koszulka-bawelniana/',
  '/koszyk/',
  '/zamowienie/',
  '/moje-konto/',
];
/**
 * Every gallery layout a theme prints: one image and several, as Salient's grid, with the slider on
 * (a viewport and a thumbnail row) on Salient's CSS and on a classic theme's (WooCommerce's markup and rules
 * only), with zoom; a simple and a variable product.
 */
const GALLERIES = [
  '/produkt/kubek-poranek/?gallery_images=1',
  '/produkt/kubek-poranek/?flexslider=1',
  '/produkt/koszulka-bawelniana/?flexslider=1',
  '/produkt/kubek-poranek/?theme=classic&gallery_images=1',
  '/produkt/kubek-poranek/?theme=classic',
  '/produkt/koszulka-bawelniana/?theme=classic',
];
const withTheme = (path: string) => `${path}${path.includes('?') ? '&' : '?'}theme=classic`;

/**
 * In the page from its start: when the parsed document's first frame had been drawn. A busy machine paints
 * half-parsed markup (a loop card drawn before the rest of its button's text arrived), and the next chunk
 * moves it: the page's own shift, with or without islands, which cannot run before the runtime (it waits for
 * the parsed page, its load event and two frames).
 */
function recordParsedFrame(): void {
  const w = window as unknown as { parsedFrame: number };
  w.parsedFrame = Infinity;
  addEventListener('DOMContentLoaded', () =>
    requestAnimationFrame(() => setTimeout(() => (w.parsedFrame = performance.now()))),
  );
}

/** In the page from its start: when an island last mounted (`data-island-mounted` set). */
function recordMounts(): void {
  const w = window as unknown as { lastMount: number };
  w.lastMount = 0;
  new MutationObserver(() => (w.lastMount = performance.now())).observe(document, {
    attributeFilter: ['data-island-mounted'],
    subtree: true,
  });
}

describe('layout shift on a phone at 4× CPU, from the parsed page', () => {
  it.each([...PAGE_TYPES, ...PAGE_TYPES.map(withTheme), ...GALLERIES])('%s: none', async (path) => {
    // A phone's: touch, and overlay scrollbars (a desktop's scrollbar, appearing while the page is parsed,
    // narrows the page and rewraps the header: a shift of the desktop emulation, not of the page).
    const context = await shop.browser.newContext({
      baseURL: shop.url,
      viewport: { width: 412, height: 823 },
      isMobile: true,
      hasTouch: true,
    });
    try {
      await context.addInitScript(recordShifts);
      await context.addInitScript(recordMounts);
      await context.addInitScript(recordParsedFrame);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(String(error)));
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(path);
      await loaderReady(page);
      // Every island that mounts without an input: load and idle ones, and the visible ones in view.
      await page.waitForFunction(
        (strategies) =>
          [...document.querySelectorAll<HTMLElement>('[data-island]')]
            .filter((el) => {
              const strategy = el.dataset.islandDefer ?? strategies[el.dataset.island ?? ''];
              if (strategy === 'visible')
                return el.getClientRects().length > 0 && el.getBoundingClientRect().top < innerHeight;
              return strategy === 'load' || strategy === 'idle';
            })
            .every((el) => el.hasAttribute('data-island-mounted') || el.hasAttribute('data-island-failed')),
        STRATEGIES,
        { timeout: 30_000 },
      );
      // Then 2 s without a mount (a lazy part such as the slider comes within them).
      await page.waitForFunction(
        () => performance.now() - (window as unknown as { lastMount: number }).lastMount > 2000,
        undefined,
        { timeout: 30_000, polling: 200 },
      );
      const shifts = await page.evaluate(() => {
        const w = window as unknown as Recorder & { parsedFrame: number };
        w.takeShifts();
        // When (ms since navigation) tells an island's mount from the others.
        return w.shifts
          .filter((shift) => shift.time >= w.parsedFrame)
          .map(({ value, time, sources }) => ({ value, time: Math.round(time), sources }));
      });
      expect(shifts).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

// Every fixture page's own markup and CSS: the same in both flavours. The react run checks what its renderer
// writes at mount in the two other groups (every page type and gallery, and the late mounts).
describeOnce.each(VIEWPORTS)('layout shift during boot (%s)', (_, viewport) => {
  it.each(pages)('%s: none', async (path) => {
    const { page, errors, context } = await openPage(viewport, path);
    try {
      await bootDone(page);
      expect(await shiftsSinceLoader(page)).toEqual([]);
      expect(await swatchesMoved(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

/**
 * Late mounts on the pages whose islands render most from the server's state. The variation form is the one
 * `load` island that renders what the shopper chose before it mounted (a colour preselected by a link from a
 * product feed, or the product's default form values): the chosen names after the labels, the swatch lists
 * with their stock hints, then its first check 100 ms later; a dropdown form and a swatch form cover it. The
 * account page opened on the registration tab by a link is the one whose CSS before mounting cannot know which
 * column the island opens. Every other island mounts on markup it leaves as printed (every page above).
 */
describe.each(VIEWPORTS)('layout shift when each island mounts after a paint (%s)', (_, viewport) => {
  async function boot(path: string) {
    const opened = await openPage(viewport, path, true);
    const { page } = opened;
    await islandsMounted(page);
    await page.waitForFunction(
      () =>
        (window as unknown as Recorder).checkedForms >=
        document.querySelectorAll('form.variations_form[data-island-mounted]').length,
    );
    await page.evaluate(painted);
    return opened;
  }

  it.each(['/produkt/sweter-z-golfem/?attribute_pa_kolor=czarny', '/moje-konto/?tab=2'])(
    '%s: none',
    async (path) => {
      const { page, errors, context } = await boot(path);
      try {
        expect(await shiftsSinceLoader(page)).toEqual([]);
        expect(await swatchesMoved(page)).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it('swatches with a colour chosen and a stock hint, then the tooltip (a lazy chunk) from swatch to swatch: none', async () => {
    const path = '/produkt/koszulka-bawelniana/?attribute_pa_kolor=czerwony&show_variation_stock=1';
    const { page, errors, context } = await boot(path);
    try {
      expect(await shiftsSinceLoader(page)).toEqual([]);
      expect(await swatchesMoved(page)).toEqual([]);
      const tooltip = page.locator('#wc-islands-swatch-tooltip');
      for (const value of ['niebieski', 'zielony', 'm', 'l']) {
        const swatch = `ul.variable-items-wrapper li.variable-item[data-value="${value}"]`;
        await page.hover(swatch);
        await page.waitForSelector(`${swatch}[aria-describedby="wc-islands-swatch-tooltip"]`);
        await tooltip.waitFor({ state: 'visible' });
        await page.evaluate(painted);
      }
      expect(await shiftsSinceLoader(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
