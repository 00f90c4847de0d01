import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mounted, openShop, type Shop } from './harness';

let shop: Shop;
beforeAll(async () => {
  shop = await openShop();
});
afterAll(() => shop?.close());

const NOTICE = 'p.woocommerce-store-notice';

async function noticeCookie(shopPage: Awaited<ReturnType<Shop['open']>>) {
  const id = await shopPage.page.getAttribute(NOTICE, 'data-notice-id');
  const cookies = await shopPage.context.cookies();
  return { id, cookie: cookies.find((c) => c.name === `store_notice${id}`) };
}

describe('store notice', () => {
  it('is shown once mounted and dismissed by a click, remembered in the store_notice<id> cookie', async () => {
    const shopPage = await shop.open('/');
    const { page } = shopPage;
    await mounted(page, 'store-notice');
    await expect.poll(() => page.isVisible(NOTICE)).toBe(true);
    await page.click('.woocommerce-store-notice__dismiss-link');
    expect(await page.isVisible(NOTICE)).toBe(false);
    expect(page.url()).not.toContain('#'); // the href="#" was not followed
    const { cookie } = await noticeCookie(shopPage);
    expect(cookie?.value).toBe('hidden');
    expect(cookie?.path).toBe('/');
    expect(cookie?.expires).toBe(-1); // a session cookie, as WooCommerce sets it

    await page.reload();
    await mounted(page, 'store-notice');
    expect(await page.isVisible(NOTICE)).toBe(false);
    expect(shopPage.errors).toEqual([]);
    expect(shopPage.warnings).toEqual([]);
  });

  it.each(['Enter', ' '])('is dismissed from the keyboard with %j on its link', async (key) => {
    const shopPage = await shop.open('/');
    const { page } = shopPage;
    await mounted(page, 'store-notice');
    await page.focus('.woocommerce-store-notice__dismiss-link');
    const scrollBefore = await page.evaluate(() => scrollY);
    await page.keyboard.press(key === ' ' ? 'Space' : key);
    expect(await page.isVisible(NOTICE)).toBe(false);
    expect(await page.evaluate(() => scrollY)).toBe(scrollBefore); // Space did not scroll the page
    expect((await noticeCookie(shopPage)).cookie?.value).toBe('hidden');
  });

  it('stays hidden for a visitor who dismissed it before (cookie set)', async () => {
    const first = await shop.open('/');
    const id = await first.page.getAttribute(NOTICE, 'data-notice-id');
    const shopPage = await shop.open('/', { cookies: [{ name: `store_notice${id}`, value: 'hidden' }] });
    await mounted(shopPage.page, 'store-notice');
    expect(await shopPage.page.isVisible(NOTICE)).toBe(false);
  });

  it('a notice without its dismiss link is shown and says why it cannot be dismissed', async () => {
    const shopPage = await shop.open('/fixtures/');
    const { page } = shopPage;
    await page.evaluate(() => {
      const p = document.createElement('p');
      p.className = 'woocommerce-store-notice demo_store';
      p.dataset.island = 'store-notice';
      p.dataset.noticeId = 'bez-linku';
      p.hidden = true;
      p.textContent = 'Komunikat bez linku';
      document.body.append(p);
    });
    await page.waitForSelector('[data-notice-id="bez-linku"][data-island-mounted]', { state: 'attached' });
    expect(await page.isVisible('[data-notice-id="bez-linku"]')).toBe(true);
    expect(shopPage.warnings.filter((w) => w.startsWith('[islands] store-notice:'))).toHaveLength(1);
  });
});
