// @vitest-environment node
/**
 * The demo shop's `wc` QA setting for the notices, the loop add-to-cart buttons, the mini-cart and the store
 * notice: each WooCommerce version's markup, as its templates and functions print it (10.4 by default).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoServer, startServer } from '../../fixtures/server.mjs';
import { CookieClient } from './cookie-client';

let server: DemoServer;
beforeAll(async () => {
  server = await startServer({ port: 0 });
});
afterAll(() => server?.close());

class Client extends CookieClient {
  async page(path: string, headers: Record<string, string> = {}): Promise<string> {
    const res = await this.send(server.url + path, { headers });
    expect(res.status, path).toBe(200);
    return res.text();
  }

  get(path: string): Promise<Response> {
    return this.send(server.url + path);
  }

  async ajax(endpoint: string, form: Record<string, string>, headers: Record<string, string> = {}) {
    const res = await this.send(`${server.url}/${endpoint.includes('?') ? '' : '?wc-ajax='}${endpoint}`, {
      method: 'POST',
      headers,
      body: new URLSearchParams(form),
    });
    return (await res.json()) as { fragments: Record<string, string> };
  }

  /** Adds without JavaScript (`?add-to-cart=`), which queues the success notice. */
  async addByLink(id: number, query: string): Promise<void> {
    expect((await this.get(`/sklep/?${query}&add-to-cart=${id}`)).status).toBe(302);
  }
}

const MINI_CART = 'div.widget_shopping_cart_content';
const tag = (html: string, re: RegExp) => html.match(re)?.[0];
const loopButton = (html: string, id: number) =>
  tag(html, new RegExp(`<a [^>]*data-product_id="${id}"[^]*?</li>`))?.replace(/\s*<\/li>$/, '');
const removeLink = (html: string) => tag(html, /<a [^>]*remove_from_cart_button[^>]*>/);

describe('loop add-to-cart buttons', () => {
  const query = 'cart_redirect_after_add=no';

  it('10.4: describedby span, data-success_message, role=button when the add stays on the page', async () => {
    const html = await new Client().page(`/sklep/?${query}`);
    expect(loopButton(html, 104)).toBe(
      '<a href="/sklep/?cart_redirect_after_add=no&amp;add-to-cart=104" aria-describedby="woocommerce_loop_add_to_cart_link_describedby_104" data-quantity="1" class="button product_type_simple add_to_cart_button ajax_add_to_cart" data-product_id="104" data-product_sku="CZAP-01" aria-label="Dodaj do koszyka: „Czapka wełniana”" rel="nofollow" data-success_message="„Czapka wełniana” został dodany do koszyka" role="button">Dodaj do koszyka</a>\t<span id="woocommerce_loop_add_to_cart_link_describedby_104" class="screen-reader-text">\n\t\t\t</span>',
    );
  });

  it('9.7: the same without role', async () => {
    const html = await new Client().page(`/sklep/?${query}&wc=9.7`);
    const button = loopButton(html, 104)!;
    expect(button).not.toContain('role=');
    expect(button).toContain('data-success_message="„Czapka wełniana” został dodany do koszyka"');
    expect(button).toContain('<span id="woocommerce_loop_add_to_cart_link_describedby_104"');
  });

  it('8.9: the link alone, its describedby text in aria-describedby, no success message, no role', async () => {
    const html = await new Client().page(`/sklep/?${query}&wc=8.9`);
    expect(loopButton(html, 104)).toBe(
      '<a href="/sklep/?cart_redirect_after_add=no&amp;wc=8.9&amp;add-to-cart=104" data-quantity="1" class="button product_type_simple add_to_cart_button ajax_add_to_cart" data-product_id="104" data-product_sku="CZAP-01" aria-label="Dodaj do koszyka: „Czapka wełniana”" aria-describedby="" rel="nofollow">Dodaj do koszyka</a>',
    );
    expect(loopButton(html, 103)).toBe(
      '<a href="/produkt/bluza-z-kapturem/" data-quantity="1" class="button product_type_variable" data-product_id="103" data-product_sku="BLZ-200" aria-label="Wybierz opcje dla „Bluza z kapturem”" aria-describedby="Ten produkt ma wiele wariantów. Opcje można wybrać na stronie produktu" rel="nofollow">Wybierz opcje</a>',
    );
    expect(html).not.toContain('woocommerce_loop_add_to_cart_link_describedby_');
  });
});

describe('mini-cart remove links, in the fragments that fill the Cart widgets', () => {
  it.each([
    ['10.4', '<a role="button" href="', true],
    ['9.7', '<a href="', true],
    ['8.9', '<a href="', false],
  ])('%s: starts %s, success message %s', async (wc, start, message) => {
    const client = new Client();
    const referer = `${server.url}/sklep/?wc=${wc}`;
    const { fragments } = await client.ajax('add_to_cart', { product_id: '101' }, { referer });
    const link = removeLink(fragments[MINI_CART]!)!;
    expect(link.startsWith(`${start}/koszyk/?remove_item=`)).toBe(true);
    expect(link.includes('data-success_message="„Kubek ceramiczny Poranek” został usunięty z koszyka"')).toBe(
      message,
    );
    // The View cart and Checkout buttons are the same in every version.
    expect(fragments[MINI_CART]).toContain(
      '<p class="woocommerce-mini-cart__buttons buttons"><a href="/koszyk/" class="button wc-forward">Zobacz koszyk</a><a href="/zamowienie/" class="button checkout wc-forward">Zamówienie</a></p>',
    );
  });

  it('an answer follows its own query first, then the page that asked, then the cookie', async () => {
    const client = new Client();
    client.jar.set('qa_settings', 'wc%3D8.9');
    await client.ajax('add_to_cart', { product_id: '101' });
    const link = async (endpoint: string, referer?: string) =>
      removeLink(
        (await client.ajax(endpoint, {}, referer ? { referer: `${server.url}${referer}` } : {})).fragments[
          MINI_CART
        ]!,
      )!;
    expect(await link('get_refreshed_fragments')).not.toContain('data-success_message');
    expect(await link('get_refreshed_fragments', '/sklep/?wc=9.7')).toMatch(
      /^<a href=.*data-success_message/,
    );
    expect(await link('?wc-ajax=get_refreshed_fragments&wc=10.4', '/sklep/?wc=9.7')).toMatch(
      /^<a role="button"/,
    );
  });
});

describe('notices', () => {
  it.each([
    [
      '10.4',
      '<div class="woocommerce-message" role="alert">\n\t\t„Kubek ceramiczny Poranek” został dodany do koszyka. <a href="/koszyk/" class="button wc-forward">Zobacz koszyk</a>\t</div>',
    ],
    [
      '9.7',
      '<div class="woocommerce-message" role="alert">\n\t\t„Kubek ceramiczny Poranek” został dodany do koszyka. <a href="/koszyk/" class="button wc-forward">Zobacz koszyk</a>\t</div>',
    ],
    [
      '8.9',
      '<div class="woocommerce-message" role="alert">\n\t\t<a href="/koszyk/" tabindex="1" class="button wc-forward">Zobacz koszyk</a> „Kubek ceramiczny Poranek” został dodany do koszyka.\t</div>',
    ],
  ])('%s: the added message as wc_add_to_cart_message words it, in success.php', async (wc, notice) => {
    const client = new Client();
    await client.addByLink(101, `cart_redirect_after_add=no&wc=${wc}`);
    const html = await client.page(`/sklep/?wc=${wc}`);
    expect(html).toContain(
      `<div class="woocommerce-notices-wrapper" data-island="notices">\n${notice}\n</div>`,
    );
  });

  it.each([
    ['10.4', '<div class="cart-empty woocommerce-info" role="status">'],
    ['9.7', '<div class="cart-empty woocommerce-info">'],
    ['8.9', '<div class="cart-empty woocommerce-info">'],
  ])('%s: notice.php’s info notice (the empty cart) is %s', async (wc, opening) => {
    const html = await new Client().page(`/koszyk/?wc=${wc}`);
    expect(html).toContain(
      `<div class="wc-empty-cart-message">\n\t${opening}\n\t\tTwój koszyk jest pusty.\t</div>\n</div>`,
    );
  });

  it('the error list is the same in every version', async () => {
    const lists = await Promise.all(
      ['10.4', '9.7', '8.9'].map(async (wc) => {
        const client = new Client();
        expect((await client.get(`/sklep/?wc=${wc}&add-to-cart=999`)).status).toBe(302);
        return tag(await client.page(`/sklep/?wc=${wc}`), /<ul class="woocommerce-error"[^]*?<\/ul>/);
      }),
    );
    expect(lists[0]).toMatch(/^<ul class="woocommerce-error" role="alert">\n\t\t\t<li>/);
    expect(new Set(lists).size).toBe(1);
  });
});

describe('store notice', () => {
  it.each([
    ['10.4', ' role="complementary" aria-label="Komunikat sklepu"', '<a role="button" href="#"'],
    ['9.7', '', '<a href="#"'],
    ['8.9', '', '<a href="#"'],
  ])('%s: the notice%s, its link %s', async (wc, label, link) => {
    const html = await new Client().page(`/?wc=${wc}`);
    const notice = tag(html, /<p data-island="store-notice"[^]*?<\/p>/)!;
    expect(
      notice.startsWith(`<p data-island="store-notice"${label} class="woocommerce-store-notice demo_store"`),
    ).toBe(true);
    expect(notice).toContain(` ${link} class="woocommerce-store-notice__dismiss-link">Zamknij</a></p>`);
  });
});
