/**
 * Interaction latency at 4× CPU throttling (the swatch click has its own section): add to cart on the
 * listing → the cart fragments replaced, and painted; a gallery image clicked → the lightbox's first image
 * painted (Element Timing on the lightbox image), the first open of a page (its chunk still to load) and
 * later opens apart. Medians, min and max; both flavours.
 */
import { fmtStats, islandsMounted, machine, stats, THROTTLE, withShop } from './browser.mjs';

export const title = `Interaction latency (Chromium, ${THROTTLE}× CPU throttling)`;

const ADDS = 9;
const PAGES = 7;
const WARM_OPENS = 3;
const LISTING = '/sklep/';
const PRODUCT = '/produkt/kubek-poranek/';
const NO_REDIRECT = [{ name: 'qa_settings', value: 'cart_redirect_after_add=no' }];

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

async function addToCart(open, flavour) {
  const replaced = [];
  const painted = [];
  const { page, close } = await open(LISTING, {
    flavour,
    init: RECORD,
    cookies: NO_REDIRECT,
  });
  await islandsMounted(page, ['add-to-cart', 'cart-fragments', 'mini-cart']);
  await page.waitForLoadState('networkidle');
  const buttons = page.locator('ul.products .add_to_cart_button.ajax_add_to_cart');
  for (let i = 0; i < ADDS; i++) {
    await page.evaluate(armFragments);
    await buttons.nth(i % (await buttons.count())).click();
    const times = await page.evaluate(() => window.__fragments);
    const clicked = await page.evaluate(() => window.__clicks.at(-1));
    replaced.push(times.replaced - clicked);
    painted.push(times.painted - clicked);
    await page.waitForTimeout(200);
  }
  await close();
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
  const body = await withShop(async ({ browser, open }) => {
    const rows = [];
    for (const flavour of ['preact', 'react']) {
      const cart = await addToCart(open, flavour);
      const box = await lightbox(open, flavour);
      rows.push(
        [`add to cart → fragments replaced`, flavour, cart.replaced],
        [`add to cart → fragments painted`, flavour, cart.painted],
        [`lightbox, first open → image painted (chunk loads)`, flavour, box.cold],
        [`lightbox, later opens → image painted`, flavour, box.warm],
      );
    }
    return [
      `ms from the click's event timeStamp. Add to cart: ${ADDS} adds on ${LISTING} (different products, one`,
      'page; the demo server answers locally, so the network is near zero) until `wc_fragments_loaded`, which',
      'the islands fire right after swapping the fragments in, and until the next frame after it. Lightbox:',
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
