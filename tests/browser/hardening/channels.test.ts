/**
 * Hostile input through channels beside the page's own: another tab's storage, a chunk that never arrives,
 * and markup that clobbers the globals the islands read. Nothing may run (`window.__xss` stays unset), no
 * payload markup (`data-hx`) may reach the page, and the islands must keep working.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { firstSimpleProduct, mounted, openShop, type Shop } from '../harness';
import { pages, probe } from './helpers';

let shop: Shop;
let open: ReturnType<typeof pages>;
let product = '';
beforeAll(async () => {
  shop = await openShop();
  open = pages(shop);
  product = await firstSimpleProduct(shop);
});
afterAll(async () => {
  await open.closeContexts();
  await shop.close();
});

const PAYLOAD = '<img src=x data-hx onerror="window.__xss=1">';
const harmed = (page: import('playwright-core').Page) =>
  page.evaluate(() => ({
    ran: (window as unknown as { __xss?: unknown }).__xss !== undefined,
    markup: document.querySelectorAll('[data-hx]').length,
  }));

it('storage another tab wrote: a copy left in localStorage and a forged announcement are never shown', async () => {
  const { page } = await open.open('/sklep/');
  await mounted(page, 'cart-fragments');
  const keys = await page.evaluate(() => {
    const p = (window as unknown as { wc_cart_fragments_params: Record<string, string> })
      .wc_cart_fragments_params;
    return { shared: `${p.fragment_name}_shared`, hash: p.cart_hash_key ?? '' };
  });
  const forged = JSON.stringify({
    hash: 'h-forged',
    fragments: {
      'div.widget_shopping_cart_content': `<div class="widget_shopping_cart_content">${PAYLOAD}</div>`,
    },
  });
  // What one run of a same-origin script left behind for later visits.
  await page.evaluate(
    ([k, value]) => {
      localStorage.setItem(k.shared, value);
      localStorage.setItem(k.hash, 'h-forged');
    },
    [keys, forged] as const,
  );
  await page.reload();
  await mounted(page, 'cart-fragments');
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), keys.shared)).toBeNull();
  // Another tab (or the same script) announces the forged copy: its hash is not the server's cookie.
  await page.evaluate(
    ([k, value]) => {
      const event = (key: string, newValue: string) =>
        dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));
      event(k.shared, value);
      event(k.hash, 'h-forged');
    },
    [keys, forged] as const,
  );
  await page.waitForLoadState('networkidle');
  expect(await harmed(page)).toEqual({ ran: false, markup: 0 });
});

it('a failed lightbox chunk with a javascript: gallery link: the deep link follows nothing', async () => {
  const { page } = await open.open(`${product}?csp=off#gallery-1`, {
    prepare: async (context) => {
      await context.route('**/chunks/lightbox-*.js', (route) => route.abort());
    },
    init: [
      () => {
        // The gallery link as hostile markup prints it, before any island reads it.
        new MutationObserver((_, observer) => {
          const link = document.querySelector('.woocommerce-product-gallery__image a');
          if (!link) return;
          link.setAttribute('href', 'javascript:window.__xss=1');
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
      },
    ],
  });
  await mounted(page, 'gallery');
  await expect
    .poll(async () => (await probe(page)).warns.some((w) => w.includes('the lightbox could not be opened')))
    .toBe(true);
  expect(await harmed(page)).toEqual({ ran: false, markup: 0 });
  expect(new URL(page.url()).pathname).toBe(product.split('?')[0]);
});

it('clobbered globals: an element with id="wcIslands" before the loader leaves every island on', async () => {
  const { page } = await open.open(product, {
    init: [
      () => {
        new MutationObserver((_, observer) => {
          if (!document.body) return;
          const clobber = document.createElement('div');
          clobber.id = 'wcIslands';
          document.body.prepend(clobber);
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
      },
    ],
  });
  await mounted(page, 'gallery');
  await mounted(page, 'cart-fragments');
  expect(
    await page.evaluate(() => typeof (window as unknown as { wcIslands: { push?: unknown } }).wcIslands.push),
  ).toBe('function');
  expect((await probe(page)).warns.some((w) => w.includes('window.wcIslands is not ours'))).toBe(true);
});
