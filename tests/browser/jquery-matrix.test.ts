/**
 * No jQuery needed: every fixture page boots the same islands with jQuery absent and present, with no
 * error or island warning; with jQuery present the bridge carries an event both ways, once each (the
 * WooCommerce event `wc_cart_button_updated`, which no island reacts to, so any page can take it).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPages } from '../../fixtures/render.mjs';
import { islands, services } from '../../widgets/manifest.json';
import { loaderReady, openShop, type Shop } from './harness';

/** Each page and example; a page whose own script needs jQuery always has it, so it has no case without. */
const pages = listPages().flatMap((p) =>
  [p.path, ...p.examples.map((e) => e.path)].map((path) => ({ path, needsJQuery: p.jquery })),
);
const STRATEGIES: Record<string, string> = Object.fromEntries(
  Object.entries({ ...islands, ...services }).map(([n, d]) => [n, d.strategy]),
);

let shop: Shop;
beforeAll(async () => {
  shop = await openShop();
});
afterAll(() => shop?.close());

type Win = Window & {
  wcIslands: import('../../widgets/loader').IslandsApi;
  jQuery?: ((target: unknown) => {
    on(name: string, fn: (...args: unknown[]) => void): void;
    trigger(name: string, args?: unknown[]): void;
  }) & { fn: { jquery: string } };
};

/** The `load` and `idle` islands mounted once every such root is done; none may have failed. */
async function booted(page: Page): Promise<{ mounted: string[]; failed: string[] }> {
  await loaderReady(page);
  await page.waitForFunction(
    (strategies) =>
      [...document.querySelectorAll<HTMLElement>('[data-island]')]
        .filter((el) => ['load', 'idle'].includes(el.dataset.islandDefer ?? strategies[el.dataset.island!]!))
        .every((el) => el.hasAttribute('data-island-mounted') || el.hasAttribute('data-island-failed')),
    STRATEGIES,
    { timeout: 10_000 },
  );
  // Only what boots: a `visible` island (the chat button at the fold) may or may not be in view yet.
  return page.evaluate(
    (strategies) => ({
      mounted: (window as unknown as Win).wcIslands
        .mounted()
        .filter((m) => ['load', 'idle'].includes(m.element.dataset.islandDefer ?? strategies[m.name]!))
        .map((m) => m.name)
        .sort(),
      failed: [...document.querySelectorAll('[data-island-failed]')].map((el) =>
        el.getAttribute('data-island')!,
      ),
    }),
    STRATEGIES,
  );
}

describe.each(pages)('$path', ({ path, needsJQuery }) => {
  let withoutJQuery: string[] | undefined;

  it.skipIf(needsJQuery)('works without jQuery', async () => {
    const { page, errors, warnings } = await shop.open(path);
    const { mounted, failed } = await booted(page);
    expect(await page.evaluate(() => typeof (window as unknown as Win).jQuery)).toBe('undefined');
    expect(failed).toEqual([]);
    expect(mounted.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    expect(warnings.filter((w) => w.includes('[islands]'))).toEqual([]);
    withoutJQuery = mounted;
  });

  it('with jQuery: the same islands, and the bridge fires both ways once', async () => {
    const { page, errors, warnings } = await shop.open(`${path}?jquery=1`);
    const { mounted, failed } = await booted(page);
    expect(failed).toEqual([]);
    if (withoutJQuery) expect(mounted).toEqual(withoutJQuery);
    else expect(mounted.length).toBeGreaterThan(0);
    const heard = await page.evaluate(() => {
      const w = window as unknown as Win;
      const $ = w.jQuery!;
      const log: string[] = [];
      const button = Object.assign(document.createElement('a'), { id: 'matrix-button' });
      document.body.append(button);
      $(document.body).on('wc_cart_button_updated', (_event, $button) =>
        log.push(`jQuery heard ${(($button as { 0?: Element })[0] as Element | undefined)?.id}`),
      );
      w.wcIslands.on('wc_cart_button_updated', ([target]) => log.push(`bus heard ${target?.id}`));
      log.push('bus emits');
      w.wcIslands.emit('wc_cart_button_updated', [button]);
      log.push('jQuery triggers');
      $(document.body).trigger('wc_cart_button_updated', [$(button)]);
      button.remove();
      return { version: w.jQuery!.fn.jquery, log };
    });
    expect(heard.version).toMatch(/^3\./);
    // Each side hears each event exactly once, whichever first (the bridge's handler was bound earlier).
    const split = heard.log.indexOf('jQuery triggers');
    const heardBoth = ['bus heard matrix-button', 'jQuery heard matrix-button'];
    expect(heard.log[0]).toBe('bus emits');
    expect(heard.log.slice(1, split).sort()).toEqual(heardBoth);
    expect(heard.log.slice(split + 1).sort()).toEqual(heardBoth);
    expect(errors).toEqual([]);
    expect(warnings.filter((w) => w.includes('[islands]'))).toEqual([]);
  });
});
