// @vitest-environment node
/**
 * The demo shop's Salient pieces: the header island marker and its variants (settings), the "O nas" page
 * with the full-screen page header and the recent-projects zoom block, the shop sidebar widgets and theme
 * option switches, the love button (markup and admin-ajax), and the customer chat placeholder.
 */
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPages } from '../../fixtures/render.mjs';
import { type DemoServer, startServer } from '../../fixtures/server.mjs';
import { CookieClient } from './cookie-client';

let server: DemoServer;

beforeAll(async () => {
  server = await startServer({ port: 0 });
});

afterAll(async () => {
  await server?.close();
});

/** A browser-like client: keeps cookies between requests, never follows redirects. */
class Client extends CookieClient {
  request(path: string, form?: Record<string, string>): Promise<Response> {
    return this.send(server.url + path, {
      method: form ? 'POST' : 'GET',
      body: form ? new URLSearchParams(form) : undefined,
    });
  }

  async page(path: string): Promise<string> {
    const res = await this.request(path);
    expect(res.status, path).toBe(200);
    return res.text();
  }

  love(form: Record<string, string>): Promise<Response> {
    return this.request('/wp-admin/admin-ajax.php', { action: 'nectar-love', ...form });
  }
}

const window = new Window();
/** Parses a page (scripts are not run). */
const parse = (html: string) => new window.DOMParser().parseFromString(html, 'text/html');
const loveNonceOf = (html: string) => html.match(/"loveNonce":"([0-9a-f]+)"/)?.[1] ?? '';
const postIdOf = (html: string) => html.match(/var nectarLove = \{[^}]*"postID":"(\d+)"/)?.[1];
const nectarOptions = (html: string) =>
  JSON.parse(html.match(/var nectarOptions = (\{.*?\});/)?.[1] ?? '{}') as Record<string, string>;

const NEW_PAGES = ['/o-nas/', '/portfolio/', '/blog/jak-dbac-o-ceramike/'];
const BLOG_POST = '/blog/jak-dbac-o-ceramike/';

describe('header', () => {
  it('marks #header-outer as the header island with the default format, condense and alignment', async () => {
    const doc = parse(await new Client().page('/'));
    const outer = doc.querySelector('#header-outer')!;
    expect(outer.getAttribute('data-island')).toBe('header');
    expect(outer.getAttribute('data-format')).toBe('centered-menu-bottom-bar');
    expect(outer.getAttribute('data-condense')).toBe('true');
    expect(outer.getAttribute('data-menu-bottom-bar-align')).toBe('center');
    expect(outer.getAttribute('data-mobile-format')).toBe('centered-menu');
    expect(doc.body.getAttribute('data-header-format')).toBe('centered-menu-bottom-bar');

    // Salient's structure: header#top > .container > .row > .col.span_3 (#logo with img) + .col.span_9 (nav).
    const row = doc.querySelector('#header-outer > header#top > .container > .row')!;
    expect(row.querySelector(':scope > .col.span_3 > a#logo[href="/"] > img')).not.toBeNull();
    expect(row.querySelector(':scope > .col.span_9 nav .sf-menu')).not.toBeNull();
    expect(doc.querySelector('#header-outer > #header-secondary-outer')).not.toBeNull();

    const toggle = doc.querySelector(
      '.col.span_9 > div.slide-out-widget-area-toggle.mobile-icon > a[href="#slide-out-widget-area"]',
    )!;
    expect(toggle.getAttribute('role')).toBe('button');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.querySelector('span.lines-button > i.lines')).not.toBeNull();
    expect(toggle.querySelector('span.screen-reader-text')?.textContent).toBe('Menu');
    expect(doc.querySelector('#slide-out-widget-area nav')).not.toBeNull();
  });

  it.each([
    ['query', '/?header_format=default&header_condense=false&header_bottom_bar_align=left', undefined],
    ['cookie', '/', 'header_format%3Ddefault%26header_condense%3Dfalse%26header_bottom_bar_align%3Dleft'],
  ])('switches format, condense and alignment through the %s', async (_how, path, cookie) => {
    const client = new Client();
    if (cookie) client.jar.set('qa_settings', cookie);
    const doc = parse(await client.page(path));
    const outer = doc.querySelector('#header-outer')!;
    expect(outer.getAttribute('data-format')).toBe('default');
    expect(outer.getAttribute('data-condense')).toBe('false');
    expect(outer.getAttribute('data-menu-bottom-bar-align')).toBe('left');
    expect(doc.body.getAttribute('data-header-format')).toBe('default');
  });

  it('prints the header island and unique ids on every listed page', async () => {
    for (const { path } of listPages()) {
      const html = await new Client().page(path);
      expect(html, path).toMatch(/<div id="header-outer" data-island="header"/);
      const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
      expect(
        ids.filter((id, i) => ids.indexOf(id) !== i),
        path,
      ).toEqual([]);
    }
  });
});

describe('O nas and Realizacje', () => {
  it('/o-nas/ opens with the full-screen page header, then content and the zoom block', async () => {
    const doc = parse(await new Client().page('/o-nas/'));
    const bg = doc.querySelector('div#page-header-wrap > div#page-header-bg.fullscreen-header')!;
    expect(bg.getAttribute('data-island')).toBe('fullscreen-header');
    expect(bg.getAttribute('data-animate-in-effect')).toBe('none');
    expect(bg.getAttribute('style')).toBeNull();
    expect(bg.className).toMatch(/\bpage-header-bg--\w+/);
    const inner = bg.querySelector(':scope > div.container > div.row > div.col.span_6 > div.inner-wrap')!;
    expect(inner.querySelector(':scope > h1')?.textContent).toBe('O nas');
    expect(inner.querySelector(':scope > span.subheader')?.textContent).toBeTruthy();
    expect(doc.querySelectorAll('h1')).toHaveLength(1);

    const zoom = doc.querySelector('div.nectar_fullscreen_zoom_recent_projects')!;
    expect(zoom.getAttribute('data-island')).toBe('fullscreen-zoom');
    const slides = zoom.querySelectorAll('div.project-slide');
    expect(slides).toHaveLength(3);
    for (const slide of slides) {
      expect(slide.querySelector('.project-title')?.textContent).toBeTruthy();
      expect(slide.querySelector('a.project-link')?.getAttribute('href')).toMatch(/^\/produkt\//);
      expect(slide.querySelector('.project-bg')?.className).toMatch(/\bproject-bg--\w+/);
    }
    // Not the first section here: the page header is above it.
    expect(zoom.closest('.first-section')).toBeNull();
    expect(doc.querySelector('.current-menu-item a[href="/o-nas/"]')).not.toBeNull();
  });

  it('/portfolio/ has the zoom block as its first section', async () => {
    const doc = parse(await new Client().page('/portfolio/'));
    const zoom = doc.querySelector(
      'div.first-section > div.nectar_fullscreen_zoom_recent_projects[data-island="fullscreen-zoom"]',
    );
    expect(zoom?.querySelectorAll('div.project-slide')).toHaveLength(3);
    expect(doc.querySelector('#page-header-bg')).toBeNull();
  });

  it('serves the background images the CSS names', async () => {
    const css = await (await fetch(`${server.url}/assets/shop.css`)).text();
    const urls = [...css.matchAll(/url\('(\/img\/[^']+)'\)/g)].map((m) => m[1]!);
    expect(urls.length).toBeGreaterThanOrEqual(4);
    for (const url of urls) {
      const res = await fetch(server.url + url);
      expect(res.status, url).toBe(200);
      expect(await res.text(), url).toMatch(/^<svg /);
    }
  });
});

describe('shop sidebar', () => {
  it('is the sidebar island with the categories, price filter and cart widgets', async () => {
    const doc = parse(await new Client().page('/sklep/'));
    const aside = doc.querySelector('aside#sidebar')!;
    expect(aside.getAttribute('data-island')).toBe('sidebar');
    const widgets = [...aside.querySelectorAll(':scope > div.widget.woocommerce')].map((w) =>
      [...w.classList].find((c) => c.startsWith('widget_')),
    );
    // The Cart widget last: its fragment arrives after the first paint and may only grow the sidebar's end.
    expect(widgets).toEqual(['widget_product_categories', 'widget_price_filter', 'widget_shopping_cart']);
    const categories = aside.querySelector('.widget_product_categories')!;
    expect(categories.querySelector(':scope > h2.widgettitle')?.textContent).toBe('Kategorie produktów');
    expect(categories.querySelectorAll(':scope > ul.product-categories a').length).toBeGreaterThan(3);
    const filter = aside.querySelector('.widget_price_filter')!;
    expect(filter.querySelector(':scope > h2.widgettitle')?.textContent).toBe('Filtruj według ceny');
    const form = filter.querySelector(':scope > form')!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.querySelectorAll('input[type="number"]')).toHaveLength(2);
    expect(form.querySelector('input[name="min_price"]')?.id).toBe('min_price');
    expect(form.querySelector('label[for="max_price"]')).not.toBeNull();
    expect(form.querySelector('button[type="submit"]')).not.toBeNull();
  });

  it('filters the listing by min_price / max_price (złoty) and keeps them in the forms', async () => {
    const client = new Client();
    const all = await client.page('/sklep/');
    const some = await client.page('/sklep/?min_price=100&max_price=200&orderby=price');
    const count = (html: string) => [...html.matchAll(/<li class="product /g)].length;
    expect(count(some)).toBeGreaterThan(0);
    expect(count(some)).toBeLessThan(count(all));
    const doc = parse(some);
    expect(doc.querySelector('#min_price')?.getAttribute('value')).toBe('100');
    expect(doc.querySelector('.widget_price_filter input[type="hidden"][name="orderby"]')).not.toBeNull();
    expect(doc.querySelector('form.woocommerce-ordering input[name="min_price"]')).not.toBeNull();
  });

  it('prints woo_sidebar_toggles "1" and woo_sticky_sidebar "0" unless switched', async () => {
    expect(nectarOptions(await new Client().page('/sklep/'))).toMatchObject({
      woo_sidebar_toggles: '1',
      woo_sticky_sidebar: '0',
    });
    expect(
      nectarOptions(await new Client().page('/sklep/?woo_sticky_sidebar=1&woo_sidebar_toggles=0')),
    ).toMatchObject({ woo_sidebar_toggles: '0', woo_sticky_sidebar: '1' });
    const client = new Client();
    client.jar.set('qa_settings', 'woo_sticky_sidebar%3D1');
    expect(nectarOptions(await client.page('/sklep/')).woo_sticky_sidebar).toBe('1');
  });
});

describe('love button', () => {
  const loveLink = (html: string) => parse(html).querySelector('a.nectar-love');

  it('the blog post prints the love link for its post id, with nectarLove.postID', async () => {
    const html = await new Client().page(BLOG_POST);
    expect(html).toMatch(/<body class="[^"]*\bsingle single-post postid-21\b/);
    expect(postIdOf(html)).toBe('21');
    const link = loveLink(html)!;
    expect(link.id).toBe('nectar-love-21');
    expect(link.getAttribute('href')).toBe('#');
    expect(link.getAttribute('data-island')).toBe('love');
    expect(link.getAttribute('title')).toBe('Polub to');
    expect(link.className).toBe('nectar-love');
    expect(link.querySelector('i.icon-salient-heart-2')?.getAttribute('aria-hidden')).toBe('true');
    expect(Number(link.querySelector('span.nectar-love-count')?.textContent)).toBeGreaterThanOrEqual(5);
    const doc = parse(html);
    expect(doc.querySelector('article h1.entry-title')?.textContent).toBeTruthy();
    expect(doc.querySelector('article time[datetime]')).not.toBeNull();
    expect(doc.querySelectorAll('article .entry-content p').length).toBeGreaterThan(2);
  });

  it('counts a love, sets the cookie, then prints the loved state and answers a bare number', async () => {
    const client = new Client();
    const html = await client.page(BLOG_POST);
    const before = Number(loveLink(html)?.querySelector('.nectar-love-count')?.textContent);
    const nonce = loveNonceOf(html);

    const first = await client.love({ loves_id: 'nectar-love-21', love_nonce: nonce, postID: '21' });
    expect(first.status).toBe(200);
    expect(await first.text()).toBe(`<span class="nectar-love-count">${before + 1}</span>`);
    expect(client.jar.get('nectar_love_21')).toBe('21');
    expect(client.lastSetCookies.find((c) => c.startsWith('nectar_love_21='))).toMatch(/Path=\//);

    const again = await client.love({ loves_id: 'nectar-love-21', love_nonce: nonce });
    expect(await again.text()).toBe(String(before + 1));

    const link = loveLink(await client.page(BLOG_POST))!;
    expect(link.className).toBe('nectar-love loved');
    expect(link.getAttribute('title')).toBe('Już to lubisz!');
    expect(link.querySelector('.nectar-love-count')?.textContent).toBe(String(before + 1));
    // Another visitor sees the new count, not the loved state.
    const other = loveLink(await new Client().page(BLOG_POST))!;
    expect(other.className).toBe('nectar-love');
    expect(other.querySelector('.nectar-love-count')?.textContent).toBe(String(before + 1));
  });

  it('takes the post from postID when loves_id is missing', async () => {
    const client = new Client();
    const nonce = loveNonceOf(await client.page('/'));
    const res = await client.love({ postID: '125', love_nonce: nonce });
    expect(await res.text()).toMatch(/^<span class="nectar-love-count">\d+<\/span>$/);
    expect(client.jar.has('nectar_love_125')).toBe(true);
  });

  it('rejects a missing or wrong love_nonce with -1 and 403, counting nothing', async () => {
    const client = new Client();
    const html = await client.page(BLOG_POST);
    const before = loveLink(html)?.querySelector('.nectar-love-count')?.textContent;
    const forms: Array<Record<string, string>> = [
      { loves_id: 'nectar-love-21', love_nonce: 'zly-nonce' },
      { loves_id: 'nectar-love-21' },
      { postID: '21', love_nonce: '' },
    ];
    for (const form of forms) {
      const res = await client.love(form);
      expect(res.status).toBe(403);
      expect(await res.text()).toBe('-1');
    }
    expect(client.jar.has('nectar_love_21')).toBe(false);
    expect(loveLink(await client.page(BLOG_POST))?.querySelector('.nectar-love-count')?.textContent).toBe(
      before,
    );
  });

  it('simple product pages print the love link near .product_meta, loved with the cookie', async () => {
    const client = new Client();
    const html = await client.page('/produkt/kubek-poranek/');
    expect(postIdOf(html)).toBe('101');
    const doc = parse(html);
    const link = doc.querySelector('.summary .product_meta + .product-love a.nectar-love')!;
    expect(link.id).toBe('nectar-love-101');
    expect(link.getAttribute('data-island')).toBe('love');
    client.jar.set('nectar_love_101', '101');
    const loved = loveLink(await client.page('/produkt/kubek-poranek/'))!;
    expect(loved.className).toBe('nectar-love loved');
    expect(loved.getAttribute('title')).toBe('Już to lubisz!');
  });
});

describe('customer chat', () => {
  it('every listed page has the placeholder and no chat script of any kind', async () => {
    for (const { path } of listPages()) {
      const html = await new Client().page(path);
      const doc = parse(html);
      expect(doc.querySelectorAll('#fb-root'), path).toHaveLength(1);
      const chat = doc.querySelector('div#fb-customer-chat.fb-customerchat')!;
      expect(chat.getAttribute('data-island'), path).toBe('chat');
      expect(chat.getAttribute('page_id'), path).toMatch(/^\d+$/);
      expect(chat.getAttribute('attribution'), path).toBe('biz_inbox');
      expect(chat.innerHTML).toBe('');
      const scripts = [...html.matchAll(/<script\b[^>]*>[\s\S]*?<\/script>/gi)].map((m) => m[0]);
      for (const script of scripts) expect(script, path).not.toMatch(/facebook|connect\.|fbAsyncInit/i);
    }
  });
});

describe('new pages', () => {
  it('are listed in the fixture index', async () => {
    const paths = listPages().map((p) => p.path);
    for (const path of NEW_PAGES) expect(paths).toContain(path);
    const index = await new Client().page('/fixtures/');
    for (const path of NEW_PAGES) expect(index).toContain(`<a href="${path}">`);
  });

  it('have no inline styles or handlers under strict CSP', async () => {
    for (const path of NEW_PAGES) {
      const res = await new Client().request(`${path}?csp=strict`);
      expect(res.headers.get('content-security-policy'), path).toContain("style-src 'self'");
      const html = await res.text();
      expect(html, path).not.toMatch(/\sstyle=/);
      expect(html, path).not.toMatch(/<style\b(?! id="wc-islands-inline-css" nonce=")/);
      expect(html, path).not.toMatch(/\son[a-z]+=/);
    }
  });
});

describe('the classic theme switch (theme=classic)', () => {
  it('prints every page without Salient: no wrappers, globals, body classes or love button; its own stylesheet', async () => {
    for (const { path } of listPages()) {
      const html = await new Client().page(`${path}${path.includes('?') ? '&' : '?'}theme=classic`);
      const doc = new Window().document;
      doc.write(html);
      expect(html, path).not.toMatch(/nectarOptions|nectar_front_i18n|nectarLove|nectar-frontend-js-extra/);
      expect(
        doc.querySelector('#header-outer, a.nectar-love, link[href="/assets/shop.css"]'),
        path,
      ).toBeNull();
      expect(doc.querySelector('link[href="/assets/classic.css"]'), path).not.toBeNull();
      expect(doc.body.className, path).not.toMatch(/\bmaterial\b/);
      expect(doc.body.hasAttribute('data-header-format'), path).toBe(false);
    }
  });

  it('keeps the switch in the qa_settings cookie and declares the three gallery supports', async () => {
    const client = new Client();
    client.jar.set('qa_settings', 'theme%3Dclassic');
    const html = await client.page('/produkt/kubek-poranek/');
    expect(html).toContain('id="masthead"');
    const params = html.match(/var wc_single_product_params = (\{.*\});/)?.[1] ?? '{}';
    expect(JSON.parse(params)).toMatchObject({
      zoom_enabled: '1',
      photoswipe_enabled: '1',
      flexslider_enabled: '1',
    });
    // The slider runs on a gallery of six: the plugin marks it for its CSS (ADR 29).
    expect(html).toContain('woocommerce-product-gallery--slider');
  });

  it('serves its stylesheet, which has no rules for the islands', async () => {
    const res = await fetch(`${server.url}/assets/classic.css`);
    expect(res.status).toBe(200);
    expect(await res.text()).not.toMatch(/data-island/);
  });
});
