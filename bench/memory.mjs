/**
 * Memory: the JS heap (CDP Runtime.getHeapUsage, after HeapProfiler.collectGarbage) and the DOM nodes and
 * event listeners (Performance.getMetrics) before and after 100 lightbox open / close cycles, 100 swatch
 * changes and 100 adds to cart, then after 100 more, both flavours. "Before" is taken after a warm-up, so the lazily loaded code
 * (lightbox, tooltip) is in every number and what is left is what the repetitions keep; the second hundred
 * tells growth that levels off (caches, compiled code) from a leak. No CPU throttling (memory does not
 * depend on it).
 */
import { machine, withShop } from './browser.mjs';

export const title = 'Memory after 100 lightbox cycles, 100 swatch changes and 100 adds to cart';

const CYCLES = 100;
const PRODUCT = '/produkt/kubek-poranek/';
const TILE = '/produkt/plytka-ceramiczna/';
const LISTING = '/sklep/';
/** The shop stays on the listing after an add. */
const STAY = [{ name: 'qa_settings', value: encodeURIComponent('cart_redirect_after_add=no') }];

async function snapshot(cdp) {
  // Twice: what the first collection frees can make more garbage collectable (finalizers, weak maps).
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const metrics = Object.fromEntries(
    (await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]),
  );
  return { heap: usedSize, nodes: metrics.Nodes, listeners: metrics.JSEventListeners };
}

/**
 * In the page, so the browser automation keeps nothing of its own alive (an element handle, say): `count`
 * lightbox cycles, each a click on the first image link, the dialog shown, Escape, the dialog gone.
 */
async function lightboxCycles(count) {
  const until = (test) =>
    new Promise((resolve) => {
      const check = () => (test() ? resolve() : requestAnimationFrame(check));
      check();
    });
  for (let i = 0; i < count; i++) {
    document.querySelector('.woocommerce-product-gallery__image a').click();
    await until(() => document.activeElement?.closest('.islands-lightbox'));
    document.activeElement.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await until(() => !document.querySelector('.islands-lightbox'));
  }
}

/** In the page: `count` swatch clicks among the values still offered (they change with every choice). */
async function swatchChanges(count) {
  for (let i = 0; i < count; i++) {
    const items = [...document.querySelectorAll('ul.variable-items-wrapper li.variable-item:not(.disabled)')];
    items[(i * 7) % items.length].click();
    await new Promise((resolve) => setTimeout(resolve, 30));
  }
}

/** In the page: `count` adds with the listing's first loop button, each waited for until it is done. */
async function adds(count) {
  const button = document.querySelector('ul.products .add_to_cart_button.ajax_add_to_cart');
  for (let i = 0; i < count; i++) {
    await new Promise((resolve) => {
      const off = window.wcIslands.on('added_to_cart', () => {
        off();
        resolve();
      });
      button.click();
    });
    while (button.classList.contains('loading')) await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function measure(open, path, flavour, ready, repeat, cookies) {
  const { page, cdp, close } = await open(path, {
    flavour,
    throttle: 1,
    cookies,
    beforeNavigation: (session) => session.send('Performance.enable'),
  });
  await page.locator(`${ready}[data-island-mounted]`).waitFor({ state: 'attached', timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.evaluate(repeat, 5); // warm-up: the lazy chunks load, the code is compiled
  const before = await snapshot(cdp);
  await page.evaluate(repeat, CYCLES);
  const after = await snapshot(cdp);
  await page.evaluate(repeat, CYCLES);
  const again = await snapshot(cdp);
  await close();
  return { before, after, again };
}

const mb = (bytes) => (bytes / 1024 / 1024).toFixed(2);

export async function run() {
  const body = await withShop(async ({ browser, open }) => {
    const rows = [];
    for (const flavour of ['preact', 'react']) {
      const box = await measure(open, PRODUCT, flavour, '[data-island="gallery"]', lightboxCycles);
      rows.push([`lightbox open / close (${PRODUCT})`, flavour, box]);
      const swatches = await measure(open, TILE, flavour, 'form.variations_form', swatchChanges);
      rows.push([`swatch changes (${TILE}, 1,000 variations)`, flavour, swatches]);
      const added = await measure(open, LISTING, flavour, '[data-island="header"]', adds, STAY);
      rows.push([`adds to cart (${LISTING}, a loop button)`, flavour, added]);
    }
    return [
      `After garbage collection (HeapProfiler.collectGarbage, twice), after a warm-up of 5, after ${CYCLES} and`,
      `after ${CYCLES} more repetitions, driven from inside the page (clicks and Escape as DOM events) so the`,
      'automation keeps nothing alive. Heap: Runtime.getHeapUsage usedSize; nodes and listeners:',
      'Performance.getMetrics Nodes and JSEventListeners (attached and detached). An add to cart is a request',
      'to the shop, and the browser keeps records of it: a Resource Timing entry (about 136 B, up to the',
      "buffer's 250) and, while the automation's DevTools session watches the network, DevTools' own (about",
      '290 B). A heap snapshot diff over 100 adds after 100 (2026-11) found those, compiled code and no object',
      "of the islands' code.",
      '',
      `| interaction | flavour | heap before MiB | Δ first ${CYCLES} KiB | Δ next ${CYCLES} KiB | per repetition B (first) | nodes before → after → after | listeners |`,
      '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...rows.map(([name, flavour, { before, after, again }]) => {
        const first = after.heap - before.heap;
        const second = again.heap - after.heap;
        return `| ${name} | ${flavour} | ${mb(before.heap)} | ${(first / 1024).toFixed(1)} | ${(second / 1024).toFixed(1)} | ${Math.round(first / CYCLES)} | ${before.nodes} → ${after.nodes} → ${again.nodes} | ${before.listeners} → ${after.listeners} → ${again.listeners} |`;
      }),
      '',
      await machine(browser),
    ].join('\n');
  });
  return body ?? '_Skipped: no Chromium found._';
}
