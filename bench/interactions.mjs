/**
 * Interaction latency at 4× CPU throttling (the swatch click has its own section), both flavours: add to cart
 * → the cart fragments replaced, and painted, on the listing (a loop button), the simple product (its own
 * form, with Salient's AJAX add to cart on) and the variable product (a loop button of its related products:
 * the variation form itself posts the page, as WooCommerce's does); a gallery image clicked → the
 * lightbox's first image painted (Element Timing on the lightbox image), the first open of a page (its chunk
 * still to load) and later opens apart. Medians, min and max.
 */
import {
  bootDone,
  bootPlan,
  fmtStats,
  islandsMounted,
  machine,
  runs,
  stats,
  THROTTLE,
  withShop,
} from './browser.mjs';

export const title = `Interaction latency (Chromium, ${THROTTLE}× CPU throttling)`;

/** Adds per page and lightbox page loads (BENCH_RUNS overrides both; the table says how many). */
const ADDS = runs(9);
const PAGES = runs(7);
const WARM_OPENS = 3;
const PRODUCT = '/produkt/kubek-poranek/';
/** The shop stays on the page after an add; Salient's option makes the simple product's form add in place. */
const SETTINGS = [
  { name: 'qa_settings', value: encodeURIComponent('cart_redirect_after_add=no&theme_ajax_add_to_cart=1') },
];
const LOOP_BUTTON = 'ul.products .add_to_cart_button.ajax_add_to_cart';

/** Where add to cart is timed: the page and the buttons clicked on it (taken in turn). */
const ADD_PAGES = [
  { page: 'listing', path: '/sklep/', buttons: LOOP_BUTTON, what: 'loop buttons' },
  {
    page: 'simple product',
    path: PRODUCT,
    buttons: 'form.cart .single_add_to_cart_button',
    what: "the product's form",
  },
  {
    page: 'variable product',
    path: '/produkt/koszulka-bawelniana/',
    buttons: `section.related ${LOOP_BUTTON}`,
    what: 'related products',
  },
];

/** In the page from the start: each click's timeStamp, and Element Timing for the lightbox's images. */
const RECORD = `(() => {
  window.__clicks = [];
  window.__images = [];
  document.addEventListener('click', (event) => event.isTrusted && window.__clicks.push(event.timeStamp), true);
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node instanceof Element)
          for (const img of node.matches('.islands-lightbox img') ? [node] : node.querySelectorAll('.islands-lightbox img'))
            img.setAttribute('elementtiming', 'lightbox');
  }).observe(document, { subtree: true, childList: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.identifier === 'lightbox') window.__images.push(entry.renderTime || entry.loadTime);
  }).observe({ type: 'element', buffered: true });
})()`;

/** In the page: waits for the next `wc_fragments_loaded`, then the next paint; their times. */
function armFragments() {
  window.__fragments = new Promise((resolve) => {
    const off = window.wcIslands.on('wc_fragments_loaded', () => {
      off();
      const replaced = performance.now();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve({ replaced, painted: performance.now() });
        channel.port2.postMessage(0);
      });
    });
  });
}

/** `ADDS` adds on one page after its boot: ms from the click to the fragments replaced and painted. */
async function addToCart(open, flavour, plan, { path, buttons: selector }) {
  const replaced = [];
  const painted = [];
  const { page, close } = await open(path, { flavour, init: RECORD, cookies: SETTINGS });
  try {
    await page.waitForFunction(bootDone, plan, { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const buttons = page.locator(selector);
    for (let i = 0; i < ADDS; i++) {
      await page.evaluate(armFragments);
      await buttons.nth(i % (await buttons.count())).click();
      const times = await page.evaluate(() => window.__fragments);
      const clicked = await page.evaluate(() => window.__clicks.at(-1));
      replaced.push(times.replaced - clicked);
      painted.push(times.painted - clicked);
      // The next add waits for this one's button to be done.
      await page.waitForFunction(
        (css) => ![...document.querySelectorAll(css)].some((b) => b.classList.contains('loading')),
        selector,
      );
    }
  } finally {
    await close();
  }
  return { replaced: stats(replaced), painted: stats(painted) };
}

async function lightbox(open, flavour) {
  const cold = [];
  const warm = [];
  for (let run = 0; run < PAGES; run++) {
    const { page, close } = await open(PRODUCT, {
      flavour,
      init: RECORD,
    });
    await islandsMounted(page, ['gallery']);
    for (let i = 0; i <= WARM_OPENS; i++) {
      const before = await page.evaluate(() => window.__images.length);
      await page.click('.woocommerce-product-gallery__image a >> nth=0');
      await page.waitForFunction((n) => window.__images.length > n, before, { timeout: 30_000 });
      const latency = await page.evaluate(() => window.__images.at(-1) - window.__clicks.at(-1));
      (i === 0 ? cold : warm).push(latency);
      await page.keyboard.press('Escape');
      await page.waitForSelector('.islands-lightbox', { state: 'detached' });
      await page.waitForTimeout(150);
    }
    await close();
  }
  return { cold: stats(cold), warm: stats(warm) };
}

export async function run() {
  const plan = await bootPlan();
  const body = await withShop(async ({ browser, open }) => {
    const rows = [];
    for (const flavour of ['preact', 'react']) {
      for (const where of ADD_PAGES) {
        const cart = await addToCart(open, flavour, plan, where);
        rows.push(
          [`add to cart → fragments replaced (${where.page}, ${where.what})`, flavour, cart.replaced],
          [`add to cart → fragments painted (${where.page}, ${where.what})`, flavour, cart.painted],
        );
      }
      const box = await lightbox(open, flavour);
      rows.push(
        [`lightbox, first open → image painted (chunk loads)`, flavour, box.cold],
        [`lightbox, later opens → image painted`, flavour, box.warm],
      );
    }
    const pages = ADD_PAGES.map((w) => `${w.path} (${w.what})`).join(', ');
    return [
      `ms from the click's event timeStamp. Add to cart: ${ADDS} adds on each of ${pages}, one`,
      'page load each once boot is done (different products where the page has several; the demo server answers',
      'locally, so the network is near zero), until `wc_fragments_loaded`, which the islands fire right after',
      "swapping the fragments in, and until the next frame after it. The simple product's form adds in place",
      "with Salient's AJAX add to cart on (`theme_ajax_add_to_cart=1`); the variable product's form posts the",
      "page, as WooCommerce's does, so on that page the related products' loop buttons are timed. A page's",
      "first add also fetches the answer's reader (its own chunk), so it is the slowest of its row. Lightbox:",
      `${PAGES} fresh loads of ${PRODUCT}, first image clicked, then ${WARM_OPENS} more opens on the same page;`,
      "'painted' is the Element Timing renderTime of the lightbox image.",
      '',
      '| interaction | flavour | median ms (min–max) | n |',
      '| --- | --- | ---: | ---: |',
      ...rows.map(([name, flavour, s]) => `| ${name} | ${flavour} | ${fmtStats(s)} | ${s.n} |`),
      '',
      await machine(browser),
    ].join('\n');
  });
  return body ?? '_Skipped: no Chromium found._';
}
