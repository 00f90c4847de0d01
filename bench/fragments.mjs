/**
 * Fragment replacement as the number of fragments grows (1, 5, 20), at 4× CPU throttling, both flavours:
 * `added_to_cart` with N fragments through the public bus (`wcIslands.emit`, as a theme or plugin would),
 * each fragment a mini-cart with one product (the markup the shop's own fragment has) replacing one element
 * of the listing. The swap, the registry's scan of the new nodes and the fragments' storage write run
 * synchronously in the emit; then the next frame. Medians, min and max.
 */
import { bootDone, bootPlan, fmtStats, machine, runs, stats, THROTTLE, withShop } from './browser.mjs';

export const title = `Fragment replacement scaling (Chromium, ${THROTTLE}× CPU throttling)`;

const COUNTS = [1, 5, 20];
/** Emits per row (BENCH_RUNS overrides it; the text says how many). */
const REPEATS = runs(9);
const LISTING = '/sklep/';

/** In the page: N target elements and N fragments of mini-cart markup for them. */
function prepare(count) {
  const source = document.querySelector('div.widget_shopping_cart_content');
  const inner = source ? source.innerHTML : '<p>Koszyk</p>';
  const host = document.querySelector('main') ?? document.body;
  const fragments = {};
  for (let i = 0; i < count; i++) {
    const selector = `div.bench-fragment-${i}`;
    if (!document.querySelector(selector))
      host.insertAdjacentHTML('beforeend', `<div class="bench-fragment-${i}"></div>`);
    fragments[selector] = `<div class="bench-fragment-${i}">${inner}</div>`;
  }
  window.__benchFragments = fragments;
}

/** In the page: one emit; the time it took and the time to the next frame after it. */
async function replace() {
  const start = performance.now();
  window.wcIslands.emit('added_to_cart', [window.__benchFragments, 'bench-hash', null]);
  const swapped = performance.now();
  const painted = await new Promise((resolve) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(0);
    }),
  );
  return { swap: swapped - start, paint: painted - start };
}

export async function run() {
  const plan = await bootPlan();
  const body = await withShop(async ({ browser, open }) => {
    const rows = [];
    for (const flavour of ['preact', 'react']) {
      const { page, close } = await open(LISTING, {
        flavour,
        cookies: [{ name: 'qa_settings', value: 'cart_redirect_after_add=no' }],
      });
      // Cart fragments is a page service, without a root of its own: wait for the whole boot.
      await page.waitForFunction(bootDone, plan, { timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      // One product in the cart, so each fragment is a real mini-cart with an item.
      await page.click('ul.products .add_to_cart_button.ajax_add_to_cart >> nth=0');
      await page
        .locator('div.widget_shopping_cart_content .woocommerce-mini-cart-item')
        .first()
        .waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');
      for (const count of COUNTS) {
        await page.evaluate(prepare, count);
        const swap = [];
        const paint = [];
        for (let i = 0; i < REPEATS; i++) {
          const t = await page.evaluate(replace);
          swap.push(t.swap);
          paint.push(t.paint);
          await page.waitForTimeout(50);
        }
        rows.push({ flavour, count, swap: stats(swap), paint: stats(paint) });
      }
      await close();
    }
    const perFragment = (flavour) => {
      const one = rows.find((r) => r.flavour === flavour && r.count === 1).swap.median;
      const many = rows.find((r) => r.flavour === flavour && r.count === 20).swap.median;
      return ((many - one) / 19).toFixed(2);
    };
    return [
      `${REPEATS} emits per row on ${LISTING}; each fragment is a mini-cart with one product. 'swap' is the`,
      "synchronous emit (replace, registry scan, fragments stored); 'to next frame' adds style, layout and",
      'paint of the result.',
      '',
      '| fragments | flavour | swap ms | to next frame ms |',
      '| ---: | --- | ---: | ---: |',
      ...rows.map((r) => `| ${r.count} | ${r.flavour} | ${fmtStats(r.swap, 2)} | ${fmtStats(r.paint, 1)} |`),
      '',
      `Each further fragment costs about ${perFragment('preact')} ms (preact) / ${perFragment('react')} ms (react) of swap time`,
      '(median 20 minus median 1, over 19).',
      '',
      await machine(browser),
    ].join('\n');
  });
  return body ?? '_Skipped: no Chromium found._';
}
