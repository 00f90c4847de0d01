// @vitest-environment node
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

interface RequestOptions {
  method?: string;
  form?: Record<string, string>;
  json?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** A browser-like client: keeps cookies between requests, never follows redirects. */
class Client extends CookieClient {
  request(path: string, options: RequestOptions = {}): Promise<Response> {
    const headers: Record<string, string> = { ...options.headers };
    let body: string | undefined;
    if (options.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded; charset=UTF-8';
      body = new URLSearchParams(options.form).toString();
    } else if (options.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    return this.send(server.url + path, {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      signal: options.signal,
    });
  }

  post(path: string, form: Record<string, string>, headers?: Record<string, string>) {
    return this.request(path, { form, headers });
  }

  async page(path = '/'): Promise<string> {
    return (await this.request(path)).text();
  }
}

interface FragmentsResponse {
  fragments: Record<string, string>;
  cart_hash: string;
}

const MINI_CART = 'div.widget_shopping_cart_content';
const COUNT = 'a.cart-contents span.cart-wrap';

async function addToCart(client: Client, form: Record<string, string>) {
  const res = await client.post('/?wc-ajax=add_to_cart', form);
  expect(res.status).toBe(200);
  return (await res.json()) as FragmentsResponse & { error?: boolean; product_url?: string | false };
}

describe('cart endpoints', () => {
  it('add_to_cart sets the WooCommerce cookies and returns the mini-cart fragment with the product', async () => {
    const client = new Client();
    const data = await addToCart(client, { product_id: '101', quantity: '2' });

    expect(data.cart_hash).toMatch(/^[0-9a-f]{32}$/);
    expect(client.jar.get('woocommerce_items_in_cart')).toBe('1');
    expect(client.jar.get('woocommerce_cart_hash')).toBe(data.cart_hash);
    expect(client.lastSetCookies.find((c) => c.startsWith('wp_woocommerce_session_demo='))).toMatch(
      /HttpOnly/,
    );

    const miniCart = data.fragments[MINI_CART];
    expect(miniCart).toMatch(/^<div class="widget_shopping_cart_content">/);
    expect(miniCart).toContain('Kubek ceramiczny Poranek');
    expect(miniCart).toContain('data-product_id="101"');
    expect(miniCart).toContain('aria-label="Usuń Kubek ceramiczny Poranek z koszyka"');
    expect(miniCart).toContain('<span class="quantity">2 &times;');
    expect(data.fragments[COUNT]).toContain('<span class="cart-count">2</span>');
  });

  it('resolves a variation id to its parent and attributes', async () => {
    const client = new Client();
    const data = await addToCart(client, { product_id: '205' });
    const miniCart = data.fragments[MINI_CART];
    expect(miniCart).toContain('Koszulka bawełniana - Niebieski, M');
    expect(miniCart).toContain('data-product_id="102"');
    expect(miniCart).toContain('data-product_sku="KOSZ-100-NIEBIESKI-M"');
  });

  it('answers error + product_url for a variable parent, an out-of-stock or an unknown product', async () => {
    const client = new Client();
    expect(await addToCart(client, { product_id: '102' })).toEqual({
      error: true,
      product_url: '/produkt/koszulka-bawelniana/',
    });
    expect(await addToCart(client, { product_id: '112' })).toEqual({
      error: true,
      product_url: '/produkt/rekawiczki-skorzane/',
    });
    expect(await addToCart(client, { product_id: '99999' })).toEqual({ error: true, product_url: false });
    expect(client.jar.has('woocommerce_items_in_cart')).toBe(false);
  });

  it('remove_from_cart removes the item, expires the cookies when empty, and fails on unknown keys', async () => {
    const client = new Client();
    const added = await addToCart(client, { product_id: '106' });
    const key = added.fragments[MINI_CART]?.match(/data-cart_item_key="([0-9a-f]+)"/)?.[1];
    expect(key).toBeTruthy();

    const res = await client.post('/?wc-ajax=remove_from_cart', { cart_item_key: key! });
    const data = (await res.json()) as FragmentsResponse;
    expect(data.fragments[MINI_CART]).toContain('Brak produktów w koszyku.');
    expect(data.fragments[COUNT]).toContain('<span class="cart-count">0</span>');
    expect(data.cart_hash).toBe('');
    expect(client.lastSetCookies.some((c) => /^woocommerce_items_in_cart=;.*Max-Age=0/.test(c))).toBe(true);
    expect(client.jar.has('woocommerce_cart_hash')).toBe(false);

    const again = await client.post('/?wc-ajax=remove_from_cart', { cart_item_key: key! });
    expect(await again.json()).toEqual({ success: false });
  });

  it('get_refreshed_fragments fills what the page printed: the Cart widget placeholders, the header count', async () => {
    const client = new Client();
    await addToCart(client, { product_id: '109' });
    const html = await client.page('/');
    const res = await client.post('/?wc-ajax=get_refreshed_fragments', { time: String(Date.now()) });
    const data = (await res.json()) as FragmentsResponse;
    expect(Object.keys(data.fragments).sort()).toEqual([COUNT, MINI_CART].sort());
    // WC_Widget_Cart prints an empty placeholder for the fragment to replace.
    expect(html).toContain('<div class="widget_shopping_cart_content"></div>');
    expect(data.fragments[MINI_CART]).toMatch(
      /^<div class="widget_shopping_cart_content"><ul class="woocommerce-mini-cart/,
    );
    expect(html).toContain(data.fragments[COUNT]);
    expect(data.cart_hash).toBe(client.jar.get('woocommerce_cart_hash'));
  });

  it('serves the no-JS fallbacks (?add-to-cart and the remove link href) with a redirect', async () => {
    const client = new Client();
    const add = await client.request('/?add-to-cart=104');
    expect(add.status).toBe(302);
    const miniCart = async () =>
      ((await (await client.post('/?wc-ajax=get_refreshed_fragments', {})).json()) as FragmentsResponse)
        .fragments[MINI_CART]!;
    const href = (await miniCart()).match(
      /class="woocommerce-mini-cart[\s\S]*?href="(\/koszyk\/\?remove_item=[^"]+)"/,
    )?.[1];
    expect(href).toBeTruthy();
    const remove = await client.request(href!.replace(/&amp;/g, '&'));
    expect(remove.status).toBe(302);
    expect(await miniCart()).toContain('Brak produktów w koszyku.');
  });
});

describe('get_variation', () => {
  it('returns the matching variation object', async () => {
    const res = await new Client().post('/?wc-ajax=get_variation', {
      product_id: '102',
      attribute_pa_kolor: 'zielony',
      attribute_pa_rozmiar: 'm',
    });
    const variation = await res.json();
    expect(variation).toMatchObject({
      variation_id: 208,
      attributes: { attribute_pa_kolor: 'zielony', attribute_pa_rozmiar: 'm' },
      sku: 'KOSZ-100-ZIELONY-M',
      is_in_stock: true,
      is_purchasable: true,
      variation_is_active: true,
      variation_is_visible: true,
      is_sold_individually: 'no',
      min_qty: 1,
      weight_html: '0,2 kg',
      image: { src: '/img/koszulka-bawelniana-zielony.svg', src_w: 600, src_h: 600 },
    });
  });

  it('treats an empty variation attribute as "any"', async () => {
    const res = await new Client().post('/?wc-ajax=get_variation', {
      product_id: '103',
      attribute_pa_kolor: 'niebieski',
      attribute_pa_rozmiar: 'l',
    });
    expect(await res.json()).toMatchObject({ variation_id: 302, attributes: { attribute_pa_rozmiar: '' } });
  });

  it('returns false when nothing matches', async () => {
    const res = await new Client().post('/?wc-ajax=get_variation', {
      product_id: '102',
      attribute_pa_kolor: 'fioletowy',
      attribute_pa_rozmiar: 'm',
    });
    expect(await res.json()).toBe(false);
  });
});

describe('REST nonce and user meta', () => {
  const restNonceOf = (html: string) => html.match(/data-rest-nonce="([0-9a-f]+)"/)?.[1] ?? '';

  it('rejects a stale nonce with rest_cookie_invalid_nonce; action=rest-nonce gives one that works', async () => {
    const client = new Client();
    const stale = restNonceOf(await client.page('/'));
    expect(stale).toMatch(/^[0-9a-f]{10}$/);

    const fresh = await client.request('/wp-admin/admin-ajax.php?action=rest-nonce');
    expect(fresh.headers.get('content-type')).toMatch(/^text\/plain/);
    const nonce = await fresh.text();
    expect(nonce).toMatch(/^[0-9a-f]{10}$/);
    expect(nonce).not.toBe(stale);

    const form = { 'woocommerce_meta[coming_soon_banner_dismissed]': 'yes' };
    const denied = await client.post('/wp-json/wp/v2/users/1', form, { 'X-WP-Nonce': stale });
    expect(denied.status).toBe(403);
    expect(await denied.json()).toEqual({
      code: 'rest_cookie_invalid_nonce',
      message: 'Cookie check failed',
      data: { status: 403 },
    });

    const ok = await client.post('/wp-json/wp/v2/users/1', form, { 'X-WP-Nonce': nonce });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({
      id: 1,
      woocommerce_meta: { coming_soon_banner_dismissed: 'yes' },
    });

    const after = await client.page('/');
    expect(after).not.toContain('coming-soon-footer-banner');
    expect(after).toContain(`"nonce":"${nonce}"`);
  });

  it('accepts JSON bodies and X-HTTP-Method-Override', async () => {
    const client = new Client();
    const nonce = restNonceOf(await client.page('/'));
    const res = await client.request('/wp-json/wp/v2/users/1', {
      json: { woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } },
      headers: { 'X-WP-Nonce': nonce, 'X-HTTP-Method-Override': 'PATCH' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-wp-nonce')).toBe(nonce);
    expect(await res.json()).toMatchObject({ woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } });

    const entry = server.requests.at(-1)!;
    expect(entry).toMatchObject({
      method: 'POST',
      endpoint: 'rest:/wp/v2/users/1',
      headers: { 'x-wp-nonce': nonce, 'x-http-method-override': 'PATCH' },
      body: { woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } },
      status: 200,
    });

    const unsupported = await client.request('/wp-json/wp/v2/users/1', {
      form: {},
      headers: { 'X-WP-Nonce': nonce, 'X-HTTP-Method-Override': 'DELETE' },
    });
    expect(unsupported.status).toBe(404);
    expect(((await unsupported.json()) as { code: string }).code).toBe('rest_no_route');
  });
});

describe('admin-ajax', () => {
  it('counts a love once per visitor and answers unknown actions with 0 / 400', async () => {
    const client = new Client();
    const loveNonce = (await client.page('/')).match(/"loveNonce":"([0-9a-f]+)"/)?.[1] ?? '';
    const love = { action: 'nectar-love', loves_id: 'nectar-love-42', love_nonce: loveNonce };
    const first = await client.post('/wp-admin/admin-ajax.php', love);
    expect(await first.text()).toBe('<span class="nectar-love-count">1</span>');
    expect(client.jar.has('nectar_love_42')).toBe(true);
    expect(await (await client.post('/wp-admin/admin-ajax.php', love)).text()).toBe('1');

    const unknown = await client.post('/wp-admin/admin-ajax.php', { action: 'no-such-action' });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toBe('0');
  });
});

describe('fault injection', () => {
  const refresh = { time: '1' };

  it('500 answers with an HTML error page', async () => {
    const res = await new Client().post('/?wc-ajax=get_refreshed_fragments', refresh, {
      'X-QA-Fault': 'get_refreshed_fragments=500',
    });
    expect(res.status).toBe(500);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await res.text()).toContain('błąd krytyczny');
  });

  it('json answers 200 with a body that is not JSON', async () => {
    const res = await new Client().post('/?wc-ajax=add_to_cart&qa_fault=add_to_cart%3Djson', {
      product_id: '101',
    });
    expect(res.status).toBe(200);
    await expect(res.json()).rejects.toThrow();
  });

  it('offline resets the connection so fetch rejects', async () => {
    const client = new Client();
    client.jar.set('qa_fault', 'rest-nonce%3Doffline');
    await expect(client.request('/wp-admin/admin-ajax.php?action=rest-nonce')).rejects.toThrow();
  });

  it('hang never answers (the caller aborts)', async () => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), 300);
    const started = Date.now();
    await expect(
      new Client().request('/?wc-ajax=get_refreshed_fragments', {
        form: refresh,
        headers: { 'X-QA-Fault': '*=hang' },
        signal: controller.signal,
      }),
    ).rejects.toThrow(/abort/i);
    clearTimeout(timer);
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
  });

  it('delay-<ms> answers normally after the delay', async () => {
    const started = Date.now();
    const res = await new Client().post('/?wc-ajax=get_refreshed_fragments', refresh, {
      'X-QA-Fault': 'wc-ajax=delay-250',
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(240);
    expect(await res.json()).toHaveProperty('fragments');
  });

  it('once-<mode> fires a single time; the query parameter beats the header; pages are never faulted', async () => {
    server.clearRequests();
    const client = new Client();
    const headers = { 'X-QA-Fault': 'get_refreshed_fragments=once-500' };
    expect((await client.post('/?wc-ajax=get_refreshed_fragments', refresh, headers)).status).toBe(500);
    expect((await client.post('/?wc-ajax=get_refreshed_fragments', refresh, headers)).status).toBe(200);

    const res = await client.post('/?wc-ajax=get_refreshed_fragments&qa_fault=none%3D500', refresh, {
      'X-QA-Fault': '*=500',
    });
    expect(res.status).toBe(200);
    expect(server.requests.map((r) => r.fault)).toEqual(['get_refreshed_fragments=once-500', null, null]);

    const page = await client.request('/', { headers: { 'X-QA-Fault': '*=500' } });
    expect(page.status).toBe(200);
  });
});

describe('request log', () => {
  it('records API requests in arrival order and can be cleared', async () => {
    server.clearRequests();
    const client = new Client();
    await client.page('/'); // pages are not logged
    await client.post('/?wc-ajax=add_to_cart', { product_id: '101' });
    await client.request('/wp-admin/admin-ajax.php?action=rest-nonce');
    await client.post('/?wc-ajax=get_refreshed_fragments', { time: '5' });

    expect(server.requests.map((r) => r.endpoint)).toEqual([
      'wc-ajax:add_to_cart',
      'admin-ajax:rest-nonce',
      'wc-ajax:get_refreshed_fragments',
    ]);
    const seqs = server.requests.map((r) => r.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(server.requests[0]).toMatchObject({
      method: 'POST',
      path: '/?wc-ajax=add_to_cart',
      body: { product_id: '101' },
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' },
      status: 200,
      fault: null,
    });

    const viaHttp = (await (await client.request('/__qa/requests')).json()) as unknown[];
    expect(viaHttp).toEqual(JSON.parse(JSON.stringify(server.requests)));

    await client.request('/__qa/requests/clear', { method: 'POST' });
    expect(server.requests).toHaveLength(0);
  });
});

describe('pages', () => {
  it('lists the home page and the fixture index', () => {
    const paths = listPages().map((p) => p.path);
    expect(paths).toContain('/');
    expect(paths).toContain('/fixtures/');
    expect(listPages().find((p) => p.path === '/')?.title).toBe('Strona główna');
  });

  it('groups the pages by the islands they mount on the fixture index', async () => {
    const html = await new Client().page('/fixtures/');
    const section = html.slice(html.indexOf('class="fixture-islands"'));
    const item = (island: string) => section.match(new RegExp(`<li><code>${island}</code>: (.*)</li>`))?.[1];
    expect(item('account-tabs')).toBe('<a href="/moje-konto/">Moje konto</a>');
    expect(item('variation-form')).toContain('href="/produkt/kurtka-przeciwdeszczowa/"');
    expect(item('variation-form')).not.toContain('href="/koszyk/"');
  });

  it('prints the params globals and the islands scripts in order', async () => {
    const html = await new Client().page('/?flavour=react&jquery=1');
    for (const id of [
      'woocommerce',
      'wc-add-to-cart',
      'wc-cart-fragments',
      'nectar-frontend',
      'wp-api-request',
    ]) {
      expect(html).toContain(`<script id="${id}-js-extra">`);
    }
    expect(html).toContain('"cart_redirect_after_add":"yes"');
    expect(html).toContain('"woo_product_variable_select":"default"');
    const scripts = [
      ...html.matchAll(/<script (?:type="module" async fetchpriority="low" )?src="([^"]+)"/g),
    ].map((m) => m[1]);
    expect(scripts).toEqual([
      '/vendor/jquery.js',
      '/vendor/react.js',
      '/vendor/react-dom.js',
      '/vendor/react-jsx-runtime.js',
      '/dist/react/islands.js',
    ]);
    expect(await new Client().page('/?cart_redirect_after_add=no')).toContain(
      '"cart_redirect_after_add":"no"',
    );
    const preact = await new Client().page('/');
    expect([...preact.matchAll(/<script [^>]*src="([^"]+)"/g)].map((m) => m[1])).toEqual([
      '/dist/preact/islands.js',
    ]);
  });

  it('islands=off prints the same page without the islands scripts, preloads and params globals', async () => {
    /** The page without its script tags (the variation form's text templates stay) and preload links. */
    const withoutIslands = (html: string) =>
      html
        .replace(/<script(?! type="text\/template")[^>]*>[\s\S]*?<\/script>/g, '')
        .replace(/<link rel="modulepreload"[^>]*>/g, '')
        .replace(/\n+/g, '\n');
    for (const path of ['/koszyk/', '/zamowienie/', '/moje-konto/']) {
      const client = new Client();
      const on = await client.page(path);
      const off = await client.page(`${path}?islands=off`);
      expect(on, path).toContain('/dist/preact/islands.js');
      expect(off.replace(/\n+/g, '\n'), path).toBe(withoutIslands(on));
    }
    for (const path of ['/', '/sklep/', '/produkt/kubek-poranek/', '/produkt/koszulka-bawelniana/']) {
      const off = await new Client().page(`${path}?islands=off&flavour=react`);
      expect(off, path).toContain('<link rel="stylesheet" href="/assets/shop.css">');
      expect(off, path).toContain('data-island="header"');
      expect(off, path).not.toMatch(/<script(?! type="text\/template")|modulepreload|_params|\/dist\//);
    }
    // jQuery is not the islands': asked for, it stays.
    const jquery = await new Client().page('/?islands=off&jquery=1');
    expect([...jquery.matchAll(/<script[^>]*>/g)].map((m) => m[0])).toEqual([
      '<script src="/vendor/jquery.js">',
    ]);
  });

  it('islands=params prints the page without islands with the params globals, as a shop without them prints them', async () => {
    const client = new Client();
    for (const path of ['/zamowienie/', '/produkt/koszulka-bawelniana/']) {
      const on = await client.page(path);
      const params = await client.page(`${path}?islands=params`);
      const inlineScripts = (html: string) =>
        [...html.matchAll(/<script id="([^"]+)"[^>]*>/g)]
          .map((m) => m[1])
          .filter((id) => !/i18n|l10n|translations/.test(id!));
      expect(params, path).not.toMatch(/<script[^>]* src=|modulepreload|\/dist\//);
      expect(params, path).toContain('var wc_order_attribution = ');
      expect(inlineScripts(on).length, path).toBeGreaterThan(5);
      expect(inlineScripts(params), path).toEqual(inlineScripts(on));
    }
    expect(await client.page('/zamowienie/?islands=params')).toContain('var wc_checkout_params = ');
  });

  it('islands=empty prints the page without islands, with one empty module where the loader was', async () => {
    const client = new Client();
    const on = await client.page('/koszyk/');
    const off = await client.page('/koszyk/?islands=off');
    const empty = await client.page('/koszyk/?islands=empty');
    const loader = '<script type="module" async fetchpriority="low" src="/dist/preact/islands.js"></script>';
    const emptyModule =
      '<script type="module" async fetchpriority="low" src="/assets/empty-module.js"></script>';
    expect(empty.replace(emptyModule, '').replace(/\n+/g, '\n')).toBe(off.replace(/\n+/g, '\n'));
    // Where the loader sits on the page with the islands: what comes before it is the same.
    const before = (html: string, tag: string) => html.slice(0, html.indexOf(tag)).split('<body')[1];
    expect(before(empty, emptyModule)!.replace(/\n+/g, '\n')).toBe(
      before(on, loader)!
        .replace(/<script(?! type="text\/template")[^>]*>[\s\S]*?<\/script>/g, '')
        .replace(/\n+/g, '\n'),
    );
    const script = await client.request('/assets/empty-module.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('javascript');
  });

  it('islands=off leaves the other query switches working', async () => {
    const products = (html: string) => [...html.matchAll(/data-product_id="(\d+)"/g)].map((m) => m[1]);
    const listing = await new Client().page('/sklep/?islands=off&orderby=price&paged=2');
    expect(products(listing)).toEqual(products(await new Client().page('/sklep/?orderby=price&paged=2')));
    expect(products(listing).length).toBeGreaterThan(0);
    // The sort form keeps every other query parameter, this one too (as WordPress would).
    expect(listing).toContain('<input type="hidden" name="islands" value="off">');

    const strict = await new Client().request('/?islands=off&csp=strict');
    expect(strict.headers.get('content-security-policy')).toContain("script-src 'self' 'nonce-");
    expect(await strict.text()).not.toContain('<script');
    expect(await new Client().page('/?islands=on')).toContain('/dist/preact/islands.js');
  });

  it('prints the store notice as woocommerce_demo_store does, hidden with display:none outside CSP mode', async () => {
    const res = await new Client().request('/');
    expect(res.headers.get('content-security-policy')).toBeNull();
    expect(await res.text()).toMatch(
      /<p data-island="store-notice" role="complementary" aria-label="Komunikat sklepu" class="woocommerce-store-notice demo_store" data-notice-id="[0-9a-f]{32}" style="display:none;">[^<]+ <a role="button" href="#" class="woocommerce-store-notice__dismiss-link">Zamknij<\/a><\/p>/,
    );
  });

  it('strict CSP: a nonce on the params scripts and the jQuery API queue only (the translations are a JSON data block, which never runs), and no inline styles or handlers on any page', async () => {
    for (const { path } of listPages()) {
      const res = await new Client().request(`${path}?csp=strict`);
      const csp = res.headers.get('content-security-policy') ?? '';
      const nonce = csp.match(/'nonce-([A-Za-z0-9+/=]+)'/)?.[1];
      expect(nonce, path).toBeTruthy();
      expect(csp).toContain("style-src 'self'");
      expect(csp).toContain("object-src 'none'");

      const html = await res.text();
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
      for (const tag of scripts) {
        if (/\stype="application\/json"/.test(tag)) {
          expect(tag, path).toBe('<script type="application/json" id="wc-islands-l10n">');
          continue;
        }
        const inline = !/\ssrc=/.test(tag);
        expect(tag.includes(`nonce="${nonce}"`), tag).toBe(inline);
        // What WordPress prints inline for a handle: its localized data, and the jQuery API queue after jQuery.
        if (inline) expect(tag, path).toMatch(/id="[\w-]+-js-(extra|after)"/);
      }
      expect(html, path).not.toMatch(/\sstyle=/);
      expect(html, path).not.toMatch(/<style\b(?! id="wc-islands-inline-css" nonce=")/);
      expect(html, path).not.toMatch(/\son[a-z]+=/);
      if (html.includes('woocommerce-store-notice')) {
        expect(html).toMatch(/<p [^>]*class="woocommerce-store-notice demo_store"[^>]*\shidden>/);
      }
    }
  });

  it('turns strict CSP on through the server option and the qa_csp cookie; nonces are fresh per response', async () => {
    const client = new Client();
    client.jar.set('qa_csp', 'strict');
    const a = (await client.request('/')).headers.get('content-security-policy');
    const b = (await client.request('/')).headers.get('content-security-policy');
    expect(a).toBeTruthy();
    expect(a).not.toBe(b);

    const strict = await startServer({ port: 0, csp: true });
    try {
      const res = await fetch(`${strict.url}/fixtures/`);
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self' 'nonce-");
      expect((await fetch(`${strict.url}/?csp=off`)).headers.get('content-security-policy')).toBeNull();
    } finally {
      await strict.close();
    }
  });

  it('answers unknown paths with a Polish 404 page and serves generated images', async () => {
    const res = await new Client().request('/nie-ma-takiej-strony/');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Nie znaleziono strony');

    const img = await fetch(`${server.url}/img/kubek-poranek-300x300.svg`);
    expect(img.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await img.text()).toMatch(/^<svg[^>]*width="300" height="300"/);
  });
});

describe('vendor scripts', () => {
  it('serves the React 18 UMD files and builds the JSX runtime against window.React', async () => {
    const react = await fetch(`${server.url}/vendor/react.js`);
    expect(react.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await react.text()).toContain('18.3.1');

    const runtime = await (await fetch(`${server.url}/vendor/react-jsx-runtime.js`)).text();
    expect(runtime).toContain('window.ReactJSXRuntime');
    expect(runtime).toContain('window.React');
  }, 30_000);

  it('builds the React 19 stand-ins with createRoot on window.ReactDOM', async () => {
    const dom = await (await fetch(`${server.url}/vendor/react19/react-dom.js`)).text();
    expect(dom).toContain('window.ReactDOM');
    expect(dom).toContain('createRoot');
    expect(dom).toContain('19.3.1');
  }, 30_000);
});
