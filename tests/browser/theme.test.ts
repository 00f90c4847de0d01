/**
 * Salient's site-wide behaviour on phones and desktops: the header, full-screen blocks, the shop sidebar,
 * the love button, the chat link, and what bad theme options do.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { itOnce, mounted, openShop, type Shop } from './harness';

let shop: Shop;
beforeAll(async () => {
  shop = await openShop();
});
beforeEach(() => shop.server.clearRequests());
afterAll(() => shop?.close());

const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

const contexts: BrowserContext[] = [];
afterAll(async () => {
  for (const context of contexts) await context.close();
});

async function phone(path: string): Promise<Page> {
  const context = await shop.browser.newContext({
    baseURL: shop.url,
    viewport: { width: 375, height: 667 },
    isMobile: true,
    hasTouch: true,
    userAgent: PHONE_UA,
  });
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

async function desktop(
  path: string,
  cookies: Array<{ name: string; value: string }> = [],
  width = 1280,
): Promise<Page> {
  const context = await shop.browser.newContext({ baseURL: shop.url, viewport: { width, height: 800 } });
  contexts.push(context);
  await context.addCookies(cookies.map((c) => ({ ...c, url: shop.url })));
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

const settings = (value: string) => [{ name: 'qa_settings', value }];

describe('header', () => {
  it('centered menu with bottom bar, condensed, centred: the logo is copied once, without ids, hidden from assistive tech', async () => {
    const page = await desktop('/');
    await mounted(page, 'header');
    const clones = await page.$$eval('header#top .span_9 .logo-clone', (els) =>
      els.map((el) => ({
        ids: el.querySelectorAll('[id]').length + (el.id ? 1 : 0),
        hidden: el.getAttribute('aria-hidden'),
        tabIndex: (el as HTMLElement).tabIndex,
      })),
    );
    expect(clones).toEqual([{ ids: 0, hidden: 'true', tabIndex: -1 }]);
    expect(await page.locator('#logo').count()).toBe(1);
    await page.evaluate(() => (window as unknown as { wcIslands: { scan: () => void } }).wcIslands.scan());
    expect(await page.locator('.logo-clone').count()).toBe(1);
    expect(await page.getAttribute('#header-outer', 'data-mobile-format')).toBe('centered-menu');
    expect(await page.getAttribute('.slide-out-widget-area-toggle a', 'aria-label')).toBe('Menu');
  });

  it.each(['header_bottom_bar_align=left', 'header_condense=false', 'header_format=default'])(
    'with %s the logo is not copied',
    async (setting) => {
      const page = await desktop('/', settings(setting));
      await mounted(page, 'header');
      expect(await page.locator('.logo-clone').count()).toBe(0);
    },
  );

  it('on a phone the header takes the centered-menu mobile format and the logo copy stays out of sight', async () => {
    const page = await phone('/');
    await mounted(page, 'header');
    expect(await page.getAttribute('#header-outer', 'data-mobile-format')).toBe('centered-menu');
    expect(await page.locator('.logo-clone').count()).toBe(1);
    expect(await page.isVisible('.logo-clone')).toBe(false);
    expect(await page.isVisible('#logo')).toBe(true);
    expect(await page.isVisible('.slide-out-widget-area-toggle a')).toBe(true);
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await page.isVisible('.slide-out-widget-area-toggle a')).toBe(false);
  });

  itOnce(
    'on a phone the full-screen header fills the window below its top, re-measured on a real resize',
    async () => {
      const page = await phone('/o-nas/');
      await mounted(page, 'fullscreen-header');
      const measure = () =>
        page.$eval('#page-header-bg', (el) => ({
          height: Math.round(el.getBoundingClientRect().height),
          expected: Math.round(innerHeight - (el.getBoundingClientRect().top + scrollY)),
        }));
      const first = await measure();
      expect(first.height).toBe(first.expected);
      await page.setViewportSize({ width: 375, height: 600 }); // the address bar hides or shows while scrolling
      await page.waitForTimeout(100);
      expect((await measure()).height).toBe(first.height);
      await page.setViewportSize({ width: 375, height: 400 }); // a height-only resize bigger than the bars
      await expect
        .poll(async () => {
          const m = await measure();
          return m.height - m.expected;
        })
        .toBe(0);
      expect((await measure()).height).toBeLessThan(first.height);
      await page.setViewportSize({ width: 667, height: 375 }); // turned sideways
      await expect.poll(async () => (await measure()).height).not.toBe(first.height);
      await expect
        .poll(async () => {
          const m = await measure();
          return m.height - m.expected;
        })
        .toBe(0);
    },
  );

  itOnce('on a phone the recent-projects zoom block fills the window', async () => {
    const page = await phone('/o-nas/');
    await mounted(page, 'fullscreen-zoom');
    const { height, expected } = await page.$eval('.nectar_fullscreen_zoom_recent_projects', (el) => {
      const inFirst = el.closest('.first-section') !== null;
      const top = el.getBoundingClientRect().top + scrollY;
      return {
        height: Math.round(el.getBoundingClientRect().height),
        expected: Math.round(inFirst ? innerHeight - top : innerHeight),
      };
    });
    expect(height).toBe(expected);
  });

  itOnce('on a desktop the full-screen blocks keep the theme’s CSS height', async () => {
    const page = await desktop('/o-nas/');
    await mounted(page, 'fullscreen-header');
    await mounted(page, 'fullscreen-zoom');
    expect(await page.getAttribute('#page-header-bg', 'style')).toBeNull();
    expect(await page.getAttribute('.nectar_fullscreen_zoom_recent_projects', 'style')).toBeNull();
  });
});

describe('shop sidebar', () => {
  const sticky = (page: Page) => page.$eval('aside#sidebar', (el) => getComputedStyle(el).position);

  it.each([
    [1000, 'sticky'],
    [999, 'static'],
  ])('with the option on, at %d px the sidebar is %s', async (width, expected) => {
    const page = await desktop('/sklep/', settings('woo_sticky_sidebar=1'), width);
    await mounted(page, 'sidebar');
    expect(await sticky(page)).toBe(expected);
  });

  it('crossing 1000 px switches stickiness; with the option off (this shop) it never sticks', async () => {
    const page = await desktop('/sklep/', settings('woo_sticky_sidebar=1'), 1200);
    await mounted(page, 'sidebar');
    expect(await sticky(page)).toBe('sticky');
    await page.setViewportSize({ width: 900, height: 800 });
    await expect.poll(() => sticky(page)).toBe('static');
    const off = await desktop('/sklep/', [], 1000);
    await mounted(off, 'sidebar');
    expect(await sticky(off)).toBe('static');
  });

  it('toggles open and close each widget with a button that says so', async () => {
    const page = await desktop('/sklep/');
    await mounted(page, 'sidebar');
    const toggle = page.locator('aside#sidebar .widget_product_categories button.widget-toggle');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const list = page.locator('aside#sidebar .widget_product_categories ul');
    expect(await list.isVisible()).toBe(true);
    const controls = (await toggle.getAttribute('aria-controls')) ?? '';
    expect(controls.split(' ')).toContain(await list.getAttribute('id'));
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await list.isVisible()).toBe(false);
    await toggle.click();
    expect(await list.isVisible()).toBe(true);
  });
});

describe('love button', () => {
  const LOVE = 'a.nectar-love';

  async function post(cookies: Array<{ name: string; value: string }> = []) {
    const shopPage = await shop.open('/fixtures/', { cookies });
    const href = await shopPage.page.getAttribute('a[href^="/blog/"]', 'href');
    await shopPage.page.goto(href ?? '/blog/');
    await mounted(shopPage.page, 'love');
    shop.server.clearRequests();
    return shopPage;
  }

  it('posts the post id and nonce, shows the new count and the loved state, and ignores repeat clicks', async () => {
    const shopPage = await post();
    const { page } = shopPage;
    const before = Number(await page.textContent(`${LOVE} .nectar-love-count`));
    const { postID, loveNonce } = await page.evaluate(
      () => (window as unknown as { nectarLove: Record<string, string> }).nectarLove,
    );
    expect(await page.getAttribute(LOVE, 'role')).toBe('button');
    expect(await page.getAttribute(LOVE, 'aria-pressed')).toBe('false');
    await page.click(LOVE);
    await expect.poll(() => page.getAttribute(LOVE, 'aria-pressed')).toBe('true');
    expect(Number(await page.textContent(`${LOVE} .nectar-love-count`))).toBe(before + 1);
    expect(await page.locator(`${LOVE} .nectar-love-count`).count()).toBe(1); // no nested counts
    expect(await page.getAttribute(LOVE, 'class')).toContain('loved');
    expect(await page.getAttribute(LOVE, 'aria-label')).toContain('Już to lubisz!');
    const [call, ...more] = shop.requests('admin-ajax:nectar-love');
    expect(more).toEqual([]);
    expect(call?.body).toMatchObject({
      action: 'nectar-love',
      postID,
      love_nonce: loveNonce,
      loves_id: `nectar-love-${postID}`,
    });
    await page.click(LOVE);
    await page.keyboard.press('Space');
    await page.waitForTimeout(200);
    expect(shop.requests('admin-ajax:nectar-love')).toHaveLength(1);
    expect(shopPage.errors).toEqual([]);
  });

  it.each(['500', 'offline', 'json'])(
    'a failed love (%s) leaves the count and the markup as they were',
    async (fault) => {
      const shopPage = await post([{ name: 'qa_fault', value: `nectar-love=${fault}` }]);
      const { page } = shopPage;
      const html = await page.$eval(LOVE, (el) => el.querySelector('.nectar-love-count')?.outerHTML);
      await page.click(LOVE);
      await expect
        .poll(() => shopPage.warnings.filter((w) => w.startsWith('[islands] love:')).length)
        .toBe(1);
      expect(await page.$eval(LOVE, (el) => el.querySelector('.nectar-love-count')?.outerHTML)).toBe(html);
      expect(await page.getAttribute(LOVE, 'aria-pressed')).toBe('false');
      expect(await page.getAttribute(LOVE, 'class')).not.toContain('inactive');
    },
  );
});

describe('customer chat', () => {
  itOnce('is a link to the page’s Messenger conversation, and no third-party request is made', async () => {
    const page = await desktop('/fixtures/');
    const offSite: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(shop.url) && !r.url().startsWith('data:')) offSite.push(r.url());
    });
    await page.reload();
    await mounted(page, 'chat');
    const pageId = await page.getAttribute('#fb-customer-chat', 'page_id');
    const link = page.locator('#fb-customer-chat a.chat-link');
    expect(await link.getAttribute('href')).toBe(`https://m.me/${pageId}?ref=biz_inbox`);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.textContent()).toBe('Napisz do nas (otwiera się w nowej karcie)');
    await page.waitForLoadState('networkidle');
    expect(offSite).toEqual([]);
  });
});

describe('theme options', () => {
  async function withOptions(
    replace: (options: Record<string, unknown>) => Record<string, unknown>,
    reduce = false,
  ) {
    const context = await shop.browser.newContext({
      baseURL: shop.url,
      reducedMotion: reduce ? 'reduce' : 'no-preference',
    });
    contexts.push(context);
    const page = await context.newPage();
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await page.route(
      (url) => url.pathname === '/',
      async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(/var nectarOptions = (\{.*?\});/, (_m, json: string) => {
          return `var nectarOptions = ${JSON.stringify(replace(JSON.parse(json) as Record<string, unknown>))};`;
        });
        await route.fulfill({ response, body: html });
      },
    );
    await page.goto('/');
    await mounted(page, 'header');
    return { page, warnings };
  }

  it('a malformed option gives one warning naming it and its default; missing ones are defaults', async () => {
    const { page, warnings } = await withOptions((o) => {
      const { mobile_header_format: _drop, ...rest } = o;
      return { ...rest, smooth_scroll: { on: true } };
    });
    expect(warnings.filter((w) => w.includes('nectarOptions.smooth_scroll is malformed'))).toHaveLength(1);
    expect(warnings.filter((w) => w.includes('mobile_header_format'))).toEqual([]);
    expect(await page.getAttribute('#header-outer', 'data-mobile-format')).toBe('centered-menu');
    expect(await page.evaluate(() => document.documentElement.style.scrollBehavior)).toBe('');
  });

  it('smooth scroll on is honoured, but never against reduced motion', async () => {
    const on = await withOptions((o) => ({ ...o, smooth_scroll: '1' }));
    expect(await on.page.evaluate(() => document.documentElement.style.scrollBehavior)).toBe('smooth');
    const reduced = await withOptions((o) => ({ ...o, smooth_scroll: '1' }), true);
    expect(await reduced.page.evaluate(() => document.documentElement.style.scrollBehavior)).toBe('');
  });
});
