import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loaderReady, openShop, type Shop } from './harness';

let shop: Shop;
beforeAll(async () => {
  shop = await openShop();
});
beforeEach(() => shop.server.clearRequests());
afterAll(() => shop?.close());

const BANNER = '#coming-soon-footer-banner';
const DISMISS = '.coming-soon-footer-banner-dismiss';

describe('coming-soon banner', () => {
  it('POSTs the user meta with the nonce from its data attribute, hides, and stays dismissed', async () => {
    const shopPage = await shop.open('/');
    const { page } = shopPage;
    await loaderReady(page);
    const nonce = await page.getAttribute(DISMISS, 'data-rest-nonce');
    const restUrl = await page.getAttribute(DISMISS, 'data-rest-url');
    await page.click(DISMISS);
    await page.waitForSelector(BANNER, { state: 'hidden' });
    const [call, ...more] = shop.requests('rest:');
    expect(more).toEqual([]);
    expect(call?.method).toBe('POST');
    expect(call?.path).toBe(restUrl);
    expect(call?.headers['x-wp-nonce']).toBe(nonce);
    expect(call?.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(call?.body).toEqual({ 'woocommerce_meta[coming_soon_banner_dismissed]': 'yes' });
    expect(call?.status).toBe(200);
    expect(page.url()).not.toContain('#');

    await page.reload();
    expect(await page.$(BANNER)).toBeNull(); // the server no longer prints it
    expect(shopPage.errors).toEqual([]);
  });

  it('Space on the link dismisses too', async () => {
    const { page } = await shop.open('/');
    await loaderReady(page);
    await page.focus(DISMISS);
    await page.keyboard.press('Space');
    await page.waitForSelector(BANNER, { state: 'hidden' });
    expect(shop.requests('rest:')).toHaveLength(1);
  });

  it('hides even when the request fails, with a warning naming the island', async () => {
    const shopPage = await shop.open('/', { cookies: [{ name: 'qa_fault', value: 'rest=500' }] });
    const { page } = shopPage;
    await loaderReady(page);
    await page.click(DISMISS);
    await page.waitForSelector(BANNER, { state: 'hidden' });
    expect(shop.requests('rest:').map((r) => r.status)).toEqual([500]);
    expect(
      shopPage.warnings.some((w) =>
        w.startsWith('[islands] coming-soon-banner: the dismissal was not saved'),
      ),
    ).toBe(true);
    expect(shopPage.errors.filter((e) => !e.includes('500'))).toEqual([]);
  });

  it('refreshes a stale nonce once through admin-ajax and retries', async () => {
    const { page } = await shop.open('/');
    await loaderReady(page);
    const printed = await page.getAttribute(DISMISS, 'data-rest-nonce');
    // Another tab (or a cached page) got a newer nonce: the printed one is now stale.
    await page.evaluate(() => fetch('/wp-admin/admin-ajax.php?action=rest-nonce').then((r) => r.text()));
    shop.server.clearRequests();
    await page.click(DISMISS);
    await page.waitForSelector(BANNER, { state: 'hidden' });
    const log = shop
      .requests()
      .filter((r) => !r.endpoint.startsWith('wc-ajax:'))
      .map((r) => `${r.endpoint} ${r.status}`);
    expect(log).toEqual(['rest:/wp/v2/users/1 403', 'admin-ajax:rest-nonce 200', 'rest:/wp/v2/users/1 200']);
    const [first, , retry] = shop.requests().filter((r) => !r.endpoint.startsWith('wc-ajax:'));
    expect(first?.headers['x-wp-nonce']).toBe(printed);
    expect(retry?.headers['x-wp-nonce']).not.toBe(printed);
  });

  it('never loops when the refreshed nonce is refused as well', async () => {
    const { page } = await shop.open('/');
    await loaderReady(page);
    // The nonce endpoint answers garbage: the retry uses it and fails; nothing more is sent.
    await page.route('**/admin-ajax.php?action=rest-nonce', (route) =>
      route.fulfill({ body: 'stale-again' }),
    );
    await page.evaluate(() => {
      document.querySelector('.coming-soon-footer-banner-dismiss')?.setAttribute('data-rest-nonce', 'zly');
    });
    await page.click(DISMISS);
    await page.waitForSelector(BANNER, { state: 'hidden' });
    await page.waitForTimeout(300);
    expect(shop.requests('rest:').map((r) => r.status)).toEqual([403, 403]);
  });
});
