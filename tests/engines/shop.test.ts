/** In every engine: the store notice, add to cart from the listing, remove from the mini-cart. */
import { describe, expect, it } from 'vitest';
import { describeEngines, type EngineRun } from './suite';

const NOTICE = 'p.woocommerce-store-notice';
const DISMISS = '.woocommerce-store-notice__dismiss-link';
const NO_REDIRECT = { name: 'qa_settings', value: 'cart_redirect_after_add=no' };
const FIRST_AJAX = 'ul.products li.product-type-simple .add_to_cart_button.ajax_add_to_cart';
const SIDEBAR = 'aside#sidebar .widget_shopping_cart';
const COUNT = 'a.cart-contents .cart-count';
const REGION = '.widget_shopping_cart_live_region';

const storeNotice = (run: EngineRun) =>
  describe('store notice', () => {
    it('is shown, dismissed by a click (the # not followed) and remembered in a session cookie', async () => {
      const page = await run.open('/');
      await page.mounted('store-notice');
      await expect.poll(() => page.visible(NOTICE)).toBe(true);
      await page.click(DISMISS);
      await expect.poll(() => page.visible(NOTICE)).toBe(false);
      expect((await page.url()).hash).toBe('');
      const id = await page.attribute(NOTICE, 'data-notice-id');
      expect(await page.cookie(`store_notice${id}`)).toMatchObject({
        value: 'hidden',
        path: '/',
        session: true,
      });

      await page.reload();
      await page.mounted('store-notice');
      expect(await page.visible(NOTICE)).toBe(false);
    });

    it.each(['Enter', 'Space'] as const)('is dismissed from the keyboard with %s', async (key) => {
      const page = await run.open('/');
      await page.mounted('store-notice');
      await page.focus(DISMISS);
      const scroll = await page.evaluate(() => scrollY, undefined);
      await page.press(key);
      await expect.poll(() => page.visible(NOTICE)).toBe(false);
      expect(await page.evaluate(() => scrollY, undefined)).toBe(scroll); // Space did not scroll
      const id = await page.attribute(NOTICE, 'data-notice-id');
      expect((await page.cookie(`store_notice${id}`))?.value).toBe('hidden');
    });
  });

const cart = (run: EngineRun) =>
  describe('cart', () => {
    async function listing() {
      const page = await run.open('/sklep/', { cookies: [NO_REDIRECT] });
      await page.mounted('cart-fragments');
      return page;
    }

    /** Adds the first simple product; resolves once the header count says 1. */
    async function addFirst(page: Awaited<ReturnType<typeof listing>>) {
      await page.click(FIRST_AJAX);
      await expect.poll(() => page.text(COUNT)).toBe('1');
    }

    it('adds from the listing: posts the button’s data, replaces the fragments, announces after ~1 s', async () => {
      const page = await listing();
      run.clearRequests();
      const data = await page.evaluate(
        (s) => ({ ...document.querySelector<HTMLElement>(s)!.dataset }),
        FIRST_AJAX,
      );
      await page.evaluate(() => {
        const w = window as unknown as { cartLog: Array<[string, number, string]>; oldContent: Element[] };
        w.cartLog = [];
        w.oldContent = [
          ...document.querySelectorAll('div.widget_shopping_cart_content, a.cart-contents span.cart-wrap'),
        ];
        new MutationObserver(() =>
          w.cartLog.push([
            'region',
            performance.now(),
            document.querySelector('.widget_shopping_cart_live_region')?.textContent ?? '',
          ]),
        ).observe(document.body, { subtree: true, childList: true, characterData: true });
        (window as unknown as { wcIslands: { on: (n: string, f: () => void) => void } }).wcIslands.on(
          'added_to_cart',
          () => w.cartLog.push(['added', performance.now(), '']),
        );
      }, undefined);

      await addFirst(page);
      const calls = run.requests('wc-ajax:add_to_cart');
      expect(calls.map((c) => c.body)).toEqual([data]); // every data attribute, under WooCommerce's names
      expect(data).toMatchObject({ product_id: expect.stringMatching(/^\d+$/), quantity: '1' });
      await expect.poll(() => page.attribute(FIRST_AJAX, 'class')).toContain('added');
      expect(await page.attribute(FIRST_AJAX, 'class')).not.toContain('loading');
      const viewCart = `${FIRST_AJAX} + a.added_to_cart`;
      expect([await page.text(viewCart), await page.attribute(viewCart, 'href')]).toEqual([
        'Zobacz koszyk',
        '/koszyk/',
      ]);
      // the header link and both mini-carts are new nodes, showing the product
      const replaced = await page.evaluate(
        () => (window as unknown as { oldContent: Element[] }).oldContent.map((el) => el.isConnected),
        undefined,
      );
      expect(replaced).toEqual([false, false, false]);
      expect(await page.count('.widget_shopping_cart_content .woocommerce-mini-cart-item')).toBe(2);
      expect(await page.visible(SIDEBAR)).toBe(true);
      // the announcement reaches the live region about a second after the change
      await expect.poll(() => page.text(REGION), { timeout: 4000 }).toBe(data.success_message);
      const delay = await page.evaluate(() => {
        const log = (window as unknown as { cartLog: Array<[string, number, string]> }).cartLog;
        const added = log.find(([kind]) => kind === 'added')?.[1] ?? 0;
        const spoken = log.find(([kind, , text]) => kind === 'region' && text)?.[1] ?? 0;
        return spoken - added;
      }, undefined);
      expect(delay).toBeGreaterThanOrEqual(950);
    });

    it('removes from the mini-cart: posts the cart_item_key and swaps in the empty mini-cart', async () => {
      const page = await listing();
      await addFirst(page);
      run.clearRequests();
      const link = `${SIDEBAR} .remove_from_cart_button`;
      const key = await page.attribute(link, 'data-cart_item_key');
      expect(key).toBeTruthy();
      await page.click(link);
      await expect.poll(() => page.text(COUNT)).toBe('0');
      expect(run.requests('wc-ajax:remove_from_cart').map((r) => r.body)).toEqual([{ cart_item_key: key }]);
      expect(await page.count(`${SIDEBAR} .woocommerce-mini-cart__empty-message`)).toBe(1);
      expect((await page.url()).pathname).toBe('/sklep/'); // no navigation to the link
    });
  });

describeEngines('shop', (run) => {
  storeNotice(run);
  cart(run);
});
