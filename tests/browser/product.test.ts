/**
 * The product page: which tab opens for which URL, the tabs' ARIA where a theme left it out, the tabs and the
 * review stars by keyboard (left-to-right and right-to-left), the required rating, and the related products.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstSimpleProduct, mounted, openShop, type Shop } from './harness';

let shop: Shop;
let product = '';
beforeAll(async () => {
  shop = await openShop();
  product = await firstSimpleProduct(shop);
});
afterAll(() => shop?.close());

const selectedTab = (page: Page) =>
  page.$eval('.wc-tabs-wrapper', (root) => {
    const selected = root.querySelectorAll('a[role=tab][aria-selected="true"]');
    const visible = [...root.querySelectorAll('.wc-tab')].filter((p) => !(p as HTMLElement).hidden);
    return {
      tab: selected.length === 1 ? selected[0]!.getAttribute('href') : `${selected.length} selected`,
      panel: visible.length === 1 ? `#${visible[0]!.id}` : `${visible.length} visible`,
    };
  });

async function open(path: string, cookies: Array<{ name: string; value: string }> = []): Promise<Page> {
  const { page } = await shop.open(path, { cookies });
  await mounted(page, 'tabs');
  return page;
}

/**
 * Opens `path` with every parsed element matching `selector` marked as the server's (an expando set as the
 * parser adds it), so a test can tell the server's nodes from copies an island made. `rewrite` changes the
 * page's HTML on its way from the server, as another theme would print it.
 */
async function openMarking(
  path: string,
  selector: string,
  width = 1280,
  rewrite?: (html: string) => string,
): Promise<Page> {
  const context = await shop.browser.newContext({ baseURL: shop.url, viewport: { width, height: 900 } });
  if (rewrite)
    await context.route(
      (url) => url.pathname === new URL(path, shop.url).pathname,
      async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, body: rewrite(await response.text()) });
      },
    );
  await context.addInitScript((selector) => {
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof Element && node.matches(selector))
            (node as Element & { serverNode?: boolean }).serverNode = true;
    }).observe(document, { childList: true, subtree: true });
  }, selector);
  const page = await context.newPage();
  await page.goto(path);
  return page;
}
const allServerNodes = (page: Page, selector: string) =>
  page.$$eval(selector, (nodes) => [
    nodes.length,
    nodes.every((node) => (node as Element & { serverNode?: boolean }).serverNode === true),
  ]);

describe('product tabs', () => {
  it.each([
    ['', '#tab-description'],
    ['#reviews', '#tab-reviews'],
    ['#tab-reviews', '#tab-reviews'],
    ['#comment-2', '#tab-reviews'],
    ['?cpage=2#comments', '#tab-reviews'],
    ['comment-page-2/#comments', '#tab-reviews'],
    ['#tab-additional_information', '#tab-additional_information'],
    ['#comments', '#tab-description'],
  ])('%j opens %s', async (suffix, expected) => {
    const page = await open(`${product}${suffix}`);
    expect(await selectedTab(page)).toEqual({ tab: expected, panel: expected });
  });

  it('arrow keys, Home and End move between tabs and open them; focus stays on the tabs', async () => {
    const page = await open(product);
    await page.focus('a[href="#tab-description"]');
    const step = async (key: string) => {
      await page.keyboard.press(key);
      return [
        await page.evaluate(() => document.activeElement?.getAttribute('href')),
        (await selectedTab(page)).panel,
      ];
    };
    expect(await step('ArrowRight')).toEqual(['#tab-additional_information', '#tab-additional_information']);
    expect(await step('ArrowRight')).toEqual(['#tab-reviews', '#tab-reviews']);
    expect(await step('ArrowRight')).toEqual(['#tab-description', '#tab-description']); // wraps
    expect(await step('ArrowLeft')).toEqual(['#tab-reviews', '#tab-reviews']);
    expect(await step('Home')).toEqual(['#tab-description', '#tab-description']);
    expect(await step('End')).toEqual(['#tab-reviews', '#tab-reviews']);
    const tabIndexes = await page.$$eval('a[role=tab]', (tabs) =>
      tabs.map((t) => (t as HTMLElement).tabIndex),
    );
    expect(tabIndexes).toEqual([-1, -1, 0]);
  });

  it('right-to-left: the arrows are mirrored', async () => {
    const page = await open(product, [{ name: 'qa_settings', value: 'dir=rtl' }]);
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    await page.focus('a[href="#tab-description"]');
    await page.keyboard.press('ArrowLeft');
    expect((await selectedTab(page)).tab).toBe('#tab-additional_information');
    await page.keyboard.press('ArrowRight');
    expect((await selectedTab(page)).tab).toBe('#tab-description');
  });

  it('the panels and everything in them (the review form) stay the server’s nodes', async () => {
    const page = await openMarking(`${product}#reviews`, '.wc-tab, #respond, #respond form, #rating');
    await mounted(page, 'tabs');
    await page.locator('#respond').scrollIntoViewIfNeeded();
    await mounted(page, 'review-rating');
    expect(await allServerNodes(page, '.wc-tab')).toEqual([3, true]);
    expect(await allServerNodes(page, '#respond, #respond form, #rating')).toEqual([3, true]);
    await page.context().close();
  });

  it('tabs printed without ARIA: the island adds the tab list, tabs and panels, each pointing at the other', async () => {
    // The tab list, its items, links and panels as a theme might print them: no role, aria-controls or
    // aria-labelledby (WooCommerce prints them all).
    let stripped = 0;
    const withoutAria = (html: string) =>
      html.replace(
        /<(?:ul class="tabs wc-tabs"|li role="presentation" class="\w+_tab|a href="#tab-|div class="woocommerce-Tabs-panel)[^>]*>/g,
        (tag) => {
          stripped++;
          return tag.replace(/ (?:role|aria-controls|aria-labelledby)="[^"]*"/g, '');
        },
      );
    const page = await openMarking(product, '.wc-tab', 1280, withoutAria);
    await mounted(page, 'tabs');
    expect(stripped).toBe(10); // the list, three items, three links, three panels
    expect(await allServerNodes(page, '.wc-tab')).toEqual([3, true]);

    const aria = await page.$eval('.wc-tabs-wrapper', (root) => ({
      list: root.querySelector('ul.tabs')!.getAttribute('role'),
      tabs: [...root.querySelectorAll('ul.tabs > li')].map((item) => {
        const link = item.querySelector('a')!;
        const panel = document.getElementById(link.getAttribute('aria-controls') ?? '');
        return {
          item: item.getAttribute('role'),
          link: link.getAttribute('role'),
          controls:
            panel === root.querySelector(link.getAttribute('href')!) ? link.getAttribute('href') : null,
          panel: panel?.getAttribute('role'),
          labelledBy: panel && document.getElementById(panel.getAttribute('aria-labelledby') ?? '') === link,
          panelTabIndex: panel?.getAttribute('tabindex'),
        };
      }),
    }));
    const tab = (key: string) => ({
      item: 'presentation',
      link: 'tab',
      controls: `#tab-${key}`,
      panel: 'tabpanel',
      labelledBy: true,
      panelTabIndex: '0',
    });
    expect(aria).toEqual({
      list: 'tablist',
      tabs: [tab('description'), tab('additional_information'), tab('reviews')],
    });
    // The accessibility tree agrees: each panel is named by its tab.
    expect(await page.getByRole('tabpanel', { name: 'Opis' }).getAttribute('id')).toBe('tab-description');
    expect(await page.getByRole('tab', { name: 'Opis', selected: true }).count()).toBe(1);
    await page.click('a[href="#tab-reviews"]');
    expect(await selectedTab(page)).toEqual({ tab: '#tab-reviews', panel: '#tab-reviews' });
    await page.context().close();
  });

  it('WooCommerce before 9.8 (li[role=tab] > a): the item stays the one tab, selected, focused and moved by keys', async () => {
    const page = await open(product, [{ name: 'qa_settings', value: 'wc=9.7' }]);
    const state = () =>
      page.$eval('.wc-tabs-wrapper', (root) => ({
        roles: [...root.querySelectorAll('ul.tabs > li')].map(
          (li) => `${li.getAttribute('role')}>${li.querySelector('a')!.getAttribute('role')}`,
        ),
        selected: [...root.querySelectorAll('[aria-selected="true"]')].map((el) => el.id),
        stops: [...root.querySelectorAll('ul.tabs li, ul.tabs a')]
          .filter((el) => (el as HTMLElement).tabIndex === 0)
          .map((el) => el.id || el.getAttribute('href')),
        focus: document.activeElement?.id,
        open: [...root.querySelectorAll<HTMLElement>('.wc-tab')].filter((p) => !p.hidden).map((p) => p.id),
      }));
    expect(await state()).toEqual({
      roles: ['tab>null', 'tab>null', 'tab>null'],
      selected: ['tab-title-description'],
      stops: ['tab-title-description'],
      focus: '',
      open: ['tab-description'],
    });
    expect(await page.getByRole('tab').count()).toBe(3); // no tab inside a tab
    expect(await page.getByRole('tab', { name: 'Opis', selected: true }).count()).toBe(1);
    await page.focus('#tab-title-description');
    await page.keyboard.press('ArrowRight');
    expect(await state()).toMatchObject({
      selected: ['tab-title-additional_information'],
      stops: ['tab-title-additional_information'],
      focus: 'tab-title-additional_information',
      open: ['tab-additional_information'],
    });
    await page.click('a[href="#tab-reviews"]');
    expect(await state()).toMatchObject({ selected: ['tab-title-reviews'], open: ['tab-reviews'] });
    expect(new URL(page.url()).hash).toBe('');
  });

  it('the ARIA attributes WooCommerce printed stay as printed', async () => {
    const page = await open(product);
    expect(
      await page.$$eval('.wc-tab', (panels) =>
        panels.map((p) => [p.id, p.getAttribute('role'), p.getAttribute('aria-labelledby')]),
      ),
    ).toEqual([
      ['tab-description', 'tabpanel', 'tab-title-description'],
      ['tab-additional_information', 'tabpanel', 'tab-title-additional_information'],
      ['tab-reviews', 'tabpanel', 'tab-title-reviews'],
    ]);
    // the panels are labelled by the items WooCommerce gave ids, so the links get none
    expect(await page.$$eval('ul.tabs a', (links) => links.map((a) => a.id))).toEqual(['', '', '']);
  });

  it('a link to the reviews, or a later #reviews hash, opens the reviews tab', async () => {
    const page = await open(product);
    await page.click('a.woocommerce-review-link');
    expect((await selectedTab(page)).tab).toBe('#tab-reviews');
    await page.click('a[href="#tab-description"]');
    await page.evaluate(() => (location.hash = '#tab-additional_information'));
    await expect.poll(async () => (await selectedTab(page)).tab).toBe('#tab-additional_information');
    await page.evaluate(() => (location.hash = '#comment-3'));
    await expect.poll(async () => (await selectedTab(page)).tab).toBe('#tab-reviews');
  });
});

describe('review deep links', () => {
  const inView = (page: Page, id: string) =>
    page.$eval(`#${id}`, (el) => {
      const { top } = el.getBoundingClientRect(); // its start is in view (#reviews is taller than the window)
      return top >= -1 && top < innerHeight / 2 && !el.closest<HTMLElement>('[hidden]');
    });
  /** The ids of the product's reviews (`comment-<product id><n>`), read from its page. */
  const reviewIds = async () => {
    const page = await open(product);
    const ids = await page.$$eval('.commentlist .comment_container', (reviews) => reviews.map((r) => r.id));
    await page.close();
    return ids;
  };

  it('a page opened at #comment-N or #reviews scrolls there once the reviews tab is open', async () => {
    const [, second] = await reviewIds();
    for (const id of [second!, 'reviews']) {
      const page = await open(`${product}#${id}`);
      expect((await selectedTab(page)).tab).toBe('#tab-reviews');
      await expect.poll(() => inView(page, id)).toBe(true);
      await page.close();
    }
  });

  it('a later #comment-N hash opens the reviews tab and scrolls to the review', async () => {
    const [, , third] = await reviewIds();
    const page = await open(product);
    expect(await inView(page, third!)).toBe(false);
    await page.evaluate((id) => (location.hash = `#${id}`), third!);
    await expect.poll(() => inView(page, third!)).toBe(true);
  });
});

describe('review stars', () => {
  async function reviews(): Promise<Page> {
    const page = await open(`${product}#reviews`);
    await page.locator('#respond').scrollIntoViewIfNeeded();
    await mounted(page, 'review-rating');
    return page;
  }

  it('five labelled star radios replace the select, which still gets the value', async () => {
    const page = await reviews();
    const names = await page.$$eval('p.stars a[role=radio]', (stars) => stars.map((s) => s.textContent));
    expect(names).toEqual([
      '1 z 5 gwiazdek',
      '2 z 5 gwiazdek',
      '3 z 5 gwiazdek',
      '4 z 5 gwiazdek',
      '5 z 5 gwiazdek',
    ]);
    expect(await page.isVisible('select#rating')).toBe(false);
    await page.click('p.stars a.star-4');
    expect(await page.$eval('select#rating', (s) => (s as HTMLSelectElement).value)).toBe('4');
    expect(await page.getAttribute('p.stars a.star-4', 'aria-checked')).toBe('true');
    expect(await page.getAttribute('p.stars', 'class')).toContain('selected');
  });

  it('APG radio group: arrows move and select, wrapping, with one tab stop', async () => {
    const page = await reviews();
    await page.focus('p.stars a.star-1');
    await page.keyboard.press('Space');
    expect(await page.$eval('select#rating', (s) => (s as HTMLSelectElement).value)).toBe('1');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await page.$eval('select#rating', (s) => (s as HTMLSelectElement).value)).toBe('3');
    expect(await page.evaluate(() => document.activeElement?.className)).toContain('star-3');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await page.$eval('select#rating', (s) => (s as HTMLSelectElement).value)).toBe('5');
    expect(
      await page.$$eval(
        'p.stars a',
        (stars) => stars.filter((s) => (s as HTMLElement).tabIndex === 0).length,
      ),
    ).toBe(1);
  });

  it('Home and End pick the first and last star; right-to-left mirrors the arrows', async () => {
    const page = await reviews();
    await page.focus('p.stars a.star-1');
    await page.keyboard.press('End');
    expect(await page.$eval('select#rating', (s) => (s as HTMLSelectElement).value)).toBe('5');
    await page.keyboard.press('Home');
    expect(await page.$eval('select#rating', (s) => (s as HTMLSelectElement).value)).toBe('1');
    expect(await page.evaluate(() => document.activeElement?.className)).toContain('star-1');

    const rtl = await open(`${product}#reviews`, [{ name: 'qa_settings', value: 'dir=rtl' }]);
    await rtl.locator('#respond').scrollIntoViewIfNeeded();
    await mounted(rtl, 'review-rating');
    await rtl.focus('p.stars a.star-2');
    await rtl.keyboard.press('Space');
    await rtl.keyboard.press('ArrowLeft'); // in right-to-left, left is the next star
    expect(await rtl.$eval('select#rating', (s) => (s as HTMLSelectElement).value)).toBe('3');
    await rtl.keyboard.press('ArrowRight');
    await rtl.keyboard.press('ArrowRight');
    expect(await rtl.$eval('select#rating', (s) => (s as HTMLSelectElement).value)).toBe('1');
  });

  it('sending without a rating is stopped with the alert “Proszę wybrać ocenę” before the browser checks the name and e-mail; with all of them the form posts', async () => {
    const page = await reviews();
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    // A guest's form (comment_form) also requires name and e-mail: still empty here, as WooCommerce's
    // click handler on the submit button speaks of the rating first.
    await page.fill('textarea#comment', 'Świetny kubek, polecam.');
    await page.click('#respond #submit');
    await expect.poll(() => alerts).toEqual(['Proszę wybrać ocenę']);
    expect(page.url()).toContain('#reviews');
    expect(await page.evaluate(() => document.activeElement?.className)).toContain('star-1');
    await page.click('p.stars a.star-5');
    await page.fill('#respond input#author', 'Ala');
    await page.fill('#respond input#email', 'ala@example.com');
    await Promise.all([page.waitForNavigation(), page.click('#respond #submit')]);
    expect(await page.isVisible('.woocommerce-message')).toBe(true);
    expect(alerts).toHaveLength(1);
  });
});

describe('related products', () => {
  async function related(width: number, carousel: boolean): Promise<Page> {
    const context = await shop.browser.newContext({ baseURL: shop.url, viewport: { width, height: 900 } });
    if (carousel)
      await context.addCookies([
        { name: 'qa_settings', value: 'woo_related_upsell_carousel=1', url: shop.url },
      ]);
    const page = await context.newPage();
    await page.goto(product);
    await mounted(page, 'related-products');
    return page;
  }
  const fullyVisible = (page: Page) =>
    page.$eval('section.related ul.products', (list) => {
      const box = list.getBoundingClientRect();
      return [...list.children].filter((li) => {
        const r = li.getBoundingClientRect();
        return r.left >= box.left - 1 && r.right <= box.right + 1;
      }).length;
    });

  it('fades in shortly after the page is ready; the carousel follows the option (off here)', async () => {
    const page = await related(1280, false);
    // Only that it ends shown: the 0 → 1 timing is widgets/related-products/fade-in.test.ts (fake timers).
    await expect.poll(() => page.$eval('section.related', (el) => getComputedStyle(el).opacity)).toBe('1');
    expect(await page.locator('.related-carousel__nav').count()).toBe(0);
    await page.context().close();
  });

  it('never shows before fading in: from the first paint the section waits transparent until it fades in', async () => {
    const context = await shop.browser.newContext({
      baseURL: shop.url,
      viewport: { width: 1280, height: 900 },
    });
    // Every frame's opacity of the section, from the first one it is in.
    await context.addInitScript(() => {
      const seen: string[] = ((window as unknown as { opacities: string[] }).opacities = []);
      const sample = () => {
        const section = document.querySelector('section.related');
        if (section) seen.push(getComputedStyle(section).opacity);
        if (seen.at(-1) !== '1') requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    const page = await context.newPage();
    await page.goto(product);
    await mounted(page, 'related-products'); // scrolls it into view, so it mounts
    await page.waitForFunction(() => (window as unknown as { opacities: string[] }).opacities.at(-1) === '1');
    const opacities = (
      await page.evaluate(() => (window as unknown as { opacities: string[] }).opacities)
    ).map(Number);
    expect(opacities[0]).toBe(0);
    expect(opacities.every((value, i) => i === 0 || value >= opacities[i - 1]!)).toBe(true);
    await context.close();
  });

  it('as a carousel: the server’s products arranged 10 px apart; the arrows work from the keyboard', async () => {
    const page = await openMarking(product, 'section.related li.product', 1280);
    await page
      .context()
      .addCookies([{ name: 'qa_settings', value: 'woo_related_upsell_carousel=1', url: shop.url }]);
    await page.reload();
    await mounted(page, 'related-products');
    expect(await allServerNodes(page, 'section.related li.product')).toEqual([8, true]);
    expect(await page.$eval('section.related ul.products', (list) => getComputedStyle(list).columnGap)).toBe(
      '10px',
    );
    const scrolled = () => page.$eval('section.related ul.products', (list) => Math.abs(list.scrollLeft));
    const focused = () => page.evaluate(() => document.activeElement?.className);
    await page.focus('.related-carousel__next');
    await page.keyboard.press('Enter');
    await expect.poll(scrolled).toBeGreaterThan(0);
    // 8 products, 4 in view: one page reaches the end, and the disabled arrow hands focus to the other
    await expect.poll(() => page.isDisabled('.related-carousel__next')).toBe(true);
    expect(await focused()).toBe('related-carousel__previous');
    await page.keyboard.press('Space');
    await expect.poll(scrolled).toBe(0);
    await expect.poll(focused).toBe('related-carousel__next');
    await page.context().close();
  });

  it.each([
    [375, 2],
    [800, 3],
    [1280, 4],
  ])(
    'as a carousel at %d px it shows %d items, pages without looping, arrows disabled at the ends',
    async (width, items) => {
      const page = await related(width, true);
      expect(await fullyVisible(page)).toBe(items);
      const previous = page.locator('.related-carousel__previous');
      const next = page.locator('.related-carousel__next');
      expect(await previous.isDisabled()).toBe(true);
      expect(await next.isDisabled()).toBe(false);
      expect(await previous.getAttribute('aria-label')).toBe('Previous');
      for (let i = 0; i < 8 && !(await next.isDisabled()); i++) {
        // click, then wait for the (smooth) scroll to end
        await page.evaluate(
          () =>
            new Promise<void>((resolve) => {
              const list = document.querySelector('section.related ul.products')!;
              list.addEventListener('scrollend', () => resolve(), { once: true });
              setTimeout(resolve, 2000);
              document.querySelector<HTMLButtonElement>('.related-carousel__next')!.click();
            }),
        );
      }
      expect(await next.isDisabled()).toBe(true);
      expect(await previous.isDisabled()).toBe(false);
      const lastVisible = await page.$eval('section.related ul.products', (list) => {
        const box = list.getBoundingClientRect();
        const last = list.lastElementChild!.getBoundingClientRect();
        return last.right <= box.right + 1;
      });
      expect(lastVisible).toBe(true);
      await page.context().close();
    },
  );
});
