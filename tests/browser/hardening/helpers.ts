/**
 * What the hardening suites share: pages in their own browser context with an in-page probe (uncaught
 * errors, unhandled rejections and `console.warn` texts, recorded synchronously so a batch of cases on one
 * page can tell whose warning is whose), the "is anything left loading or blocked" check, and a plain-text
 * table for the test output.
 */
import type { BrowserContext, Page } from 'playwright-core';
import type { Shop, ShopPage } from '../harness';

export interface Probe {
  uncaught: string[];
  warns: string[];
}

type ProbeWindow = { __hx: Probe };

/** Runs in every page before its own scripts. */
function instrument(): void {
  const w = window as unknown as ProbeWindow;
  w.__hx = { uncaught: [], warns: [] };
  addEventListener('error', (event) => w.__hx.uncaught.push(String(event.error ?? event.message)));
  addEventListener('unhandledrejection', (event) =>
    w.__hx.uncaught.push(`unhandled rejection: ${String(event.reason)}`),
  );
  const warn = console.warn.bind(console);
  console.warn = (...args: unknown[]) => {
    w.__hx.warns.push(
      args.map((a) => (a instanceof Error ? `${a.name}: ${a.message}` : String(a))).join(' '),
    );
    warn(...args);
  };
}

export interface OpenOptions {
  cookies?: Array<{ name: string; value: string }>;
  /** Fake timers (flowing in real time) so a time-out can be reached with `page.clock.fastForward`. */
  clock?: boolean;
  /** More init scripts, after the probe (e.g. a degraded browser). */
  init?: Array<() => void>;
  /** Set up the context before the first page loads (routes, offline requests). */
  prepare?: (context: BrowserContext) => Promise<void>;
  /** Set up the page itself before it loads `path` (e.g. through a CDP session). */
  setup?: (page: Page) => Promise<void>;
  referer?: string;
}

/** Opens `path` in a new context of its own; `closeContexts()` closes them all. */
export function pages(shop: Shop) {
  const contexts: BrowserContext[] = [];
  return {
    async open(path: string, options: OpenOptions = {}): Promise<ShopPage> {
      const context = await shop.browser.newContext({ baseURL: shop.url });
      contexts.push(context);
      await context.addInitScript(instrument);
      for (const script of options.init ?? []) await context.addInitScript(script);
      if (options.clock) await context.clock.install();
      await options.prepare?.(context);
      if (!options.referer && !options.setup)
        return shop.open(path, { context, cookies: options.cookies ?? [] });
      // The harness's open goes at once: a blank page first, then the path (with the Referer header).
      const shopPage = await shop.open('about:blank', { context, cookies: options.cookies ?? [] });
      await options.setup?.(shopPage.page);
      await shopPage.page.goto(path, options.referer ? { referer: options.referer } : {});
      return shopPage;
    },
    async closeContexts(): Promise<void> {
      for (const context of contexts.splice(0)) await context.close().catch(() => {});
    },
  };
}

/** The probe's records (of the document now in the page). */
export function probe(page: Page): Promise<Probe> {
  return page.evaluate(() => {
    const hx = (window as unknown as Partial<ProbeWindow>).__hx;
    return { uncaught: [...(hx?.uncaught ?? [])], warns: [...(hx?.warns ?? [])] };
  });
}

/** `[islands] …` warnings, in order. */
export const islandWarnings = (warns: string[]) => warns.filter((w) => w.startsWith('[islands] '));

/**
 * Elements left in a loading or blocked state: `aria-busy`, `inert`, and the classes WooCommerce and the
 * islands use while a request runs (`loading`, `updating`, `processing`; the love button's `inactive`).
 */
export function stuckUi(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll(
        '[aria-busy="true"], [inert], .loading, .updating, .processing, a.nectar-love.inactive',
      ),
    ].map((el) => {
      const classes = [...el.classList].slice(0, 3).join('.');
      return `${el.localName}${el.id ? `#${el.id}` : ''}${classes ? `.${classes}` : ''}`;
    }),
  );
}

/** Console errors that are not the browser's own report of a failed resource (an HTTP 500, a reset). */
export const realErrors = (shopPage: ShopPage) =>
  shopPage.errors.filter((e) => !/^Failed to load resource|net::ERR_/.test(e));

/** A plain-text table: header row, rule, rows (columns padded to the widest cell). */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('-|-'), ...rows.map(line)].join('\n');
}

/** A seeded pseudo-random generator (mulberry32): the same cases on every run. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
