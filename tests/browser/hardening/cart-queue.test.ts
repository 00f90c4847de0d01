/**
 * Cart-queue integrity: 200 rapid clicks on four listing buttons and the sidebar mini-cart's remove links,
 * each answered after a random server delay (0–60 ms, `X-QA-Fault: <endpoint>=delay-N`). The server must
 * receive exactly 200 requests in click order, its final cart must equal the result of the click sequence,
 * and the page must show that cart. Removes are clicked the way a shopper can: the mini-cart is dimmed and
 * blocked while any cart request runs, so a remove waits until it is usable again; the adds
 * behind it are clicked at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mounted, openShop, type Shop } from '../harness';
import { islandWarnings, pages, probe, random, realErrors, stuckUi } from './helpers';

let shop: Shop;
let open: ReturnType<typeof pages>;
beforeAll(async () => {
  shop = await openShop();
  open = pages(shop);
});
afterAll(async () => {
  await open?.closeContexts();
  await shop?.close();
});

const CLICKS = 200;
const BUTTONS = 4;
const AJAX_BUTTON = 'ul.products .add_to_cart_button.ajax_add_to_cart';
const MINI_CART = 'aside#sidebar .widget_shopping_cart_content';
const COUNT = 'a.cart-contents .cart-count';

interface Sent {
  endpoint: string;
  /** product_id of an add, cart_item_key of a remove. */
  what: string;
}

describe('cart queue', () => {
  it(`${CLICKS} rapid add and remove clicks reach the server once each, in click order`, async () => {
    const rand = random(20240607);
    const shopPage = await open.open('/sklep/', {
      cookies: [{ name: 'qa_settings', value: 'cart_redirect_after_add=no' }],
    });
    const { page } = shopPage;
    await mounted(page, 'cart-fragments', 15_000);
    await page.waitForLoadState('networkidle');
    const delays = random(7);
    await page.route(
      (url) => ['add_to_cart', 'remove_from_cart'].includes(url.searchParams.get('wc-ajax') ?? ''),
      (route) => {
        const endpoint = new URL(route.request().url()).searchParams.get('wc-ajax');
        const delay = Math.floor(delays() * 61);
        return route.continue({
          headers: { ...route.request().headers(), 'x-qa-fault': `${endpoint}=delay-${delay}` },
        });
      },
    );
    shop.server.clearRequests();

    const ids = await page.$$eval(
      AJAX_BUTTON,
      (buttons, n) => buttons.slice(0, n).map((b) => (b as HTMLElement).dataset.product_id!),
      BUTTONS,
    );
    const cart = new Map<string, number>(); // product id → quantity, in the order lines were added
    const sent: Sent[] = [];
    let removes = 0;
    for (let i = 0; i < CLICKS; i++) {
      if (cart.size && rand() < 0.25) {
        // The mini-cart is usable again once every queued request is done.
        await page.waitForSelector(`${MINI_CART}:not([inert]) .remove_from_cart_button`);
        const links = page.locator(`${MINI_CART} .remove_from_cart_button`);
        const count = await links.count();
        expect(count).toBe(cart.size);
        const link = links.nth(Math.floor(rand() * count));
        const [product, key] = await link.evaluate((a) => [
          (a as HTMLElement).dataset.product_id!,
          (a as HTMLElement).dataset.cart_item_key!,
        ]);
        await link.click();
        cart.delete(product);
        sent.push({ endpoint: 'wc-ajax:remove_from_cart', what: key });
        removes++;
      } else {
        const n = Math.floor(rand() * BUTTONS);
        await page.click(`${AJAX_BUTTON} >> nth=${n}`);
        cart.set(ids[n]!, (cart.get(ids[n]!) ?? 0) + 1);
        sent.push({ endpoint: 'wc-ajax:add_to_cart', what: ids[n]! });
      }
    }
    expect(removes).toBeGreaterThan(20); // the seed mixes both kinds well

    const log = () =>
      shop.requests('wc-ajax:').filter((r) => /add_to_cart|remove_from_cart/.test(r.endpoint));
    await expect.poll(() => log().filter((r) => r.status !== null).length, { timeout: 60_000 }).toBe(CLICKS);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300); // nothing more arrives
    expect(log()).toHaveLength(CLICKS);
    expect(
      log().map((r) => ({
        endpoint: r.endpoint,
        what: String(r.endpoint.endsWith('add_to_cart') ? r.body.product_id : r.body.cart_item_key),
      })),
    ).toEqual(sent);
    expect(log().every((r) => r.status === 200)).toBe(true);
    // One at a time: each request arrived only after the one before it was answered.
    const times = log() as unknown as Array<{ time: number; durationMs: number }>;
    const overlaps = times.filter((r, i) => i > 0 && r.time < times[i - 1]!.time + times[i - 1]!.durationMs);
    expect(overlaps).toEqual([]);

    // The server's cart is the sequence's result …
    const session = (await (await page.request.get('/__qa/session')).json()) as {
      cart: Array<{ productId: number | string; quantity: number }>;
    };
    const expected = [...cart].map(([id, quantity]) => [id, quantity]);
    expect(session.cart.map((line) => [String(line.productId), line.quantity])).toEqual(expected);

    // … and the page shows it: the header count, and each mini-cart line with its quantity.
    const total = [...cart.values()].reduce((a, b) => a + b, 0);
    await expect.poll(() => page.textContent(COUNT)).toBe(String(total));
    const shown = await page.$$eval(`${MINI_CART} .woocommerce-mini-cart-item`, (items) =>
      items.map((li) => [
        li.querySelector<HTMLElement>('.remove_from_cart_button')!.dataset.product_id,
        Number.parseInt(li.querySelector('.quantity')!.textContent!, 10),
      ]),
    );
    expect(shown).toEqual(expected);
    expect(await stuckUi(page)).toEqual([]);
    expect((await probe(page)).uncaught).toEqual([]);
    expect(realErrors(shopPage)).toEqual([]);
    expect(islandWarnings(shopPage.warnings)).toEqual([]);
    console.log(
      `\nCart queue: ${CLICKS} clicks (${CLICKS - removes} adds on ${BUTTONS} buttons, ${removes} removes), ` +
        `${log().length} requests in click order, final cart ${total} items in ${cart.size} lines\n`,
    );
  }, 120_000);
});
