// @vitest-environment node
/**
 * The demo shop's cart pages: shop archive, cart page, simple product pages, the notices page, the no-JS cart
 * actions with their one-shot notices, and the shop settings switches (query and `qa_settings` cookie).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../fixtures/catalogue.mjs';
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
  request(
    path: string,
    options: { method?: string; body?: URLSearchParams | FormData; headers?: Record<string, string> } = {},
  ): Promise<Response> {
    return this.send(server.url + path, {
      method: options.method ?? (options.body ? 'POST' : 'GET'),
      headers: options.headers,
      body: options.body,
    });
  }

  async page(path: string): Promise<string> {
    const res = await this.request(path);
    expect(res.status, path).toBe(200);
    return res.text();
  }

  async ajax(endpoint: string, form: Record<string, string>): Promise<FragmentsResponse> {
    const res = await this.request(`/?wc-ajax=${endpoint}`, { body: new URLSearchParams(form) });
    return (await res.json()) as FragmentsResponse;
  }
}

interface FragmentsResponse {
  fragments: Record<string, string>;
  cart_hash: string;
}

const MINI_CART = 'div.widget_shopping_cart_content';
const COUNT = 'a.cart-contents span.cart-wrap';
const NEW_PAGES = ['/sklep/', '/koszyk/', '/produkt/kubek-poranek/', '/powiadomienia/'];

const count = (html: string, re: RegExp) => [...html.matchAll(re)].length;
const ajaxButtons = (html: string) => count(html, /<a [^>]*class="[^"]*\bajax_add_to_cart\b[^"]*"/g);
/** Product ids of the shop grid, in order. */
const gridIds = (html: string) =>
  [
    ...(html.match(/<ul class="products[^]*?<\/ul>/)?.[0] ?? '').matchAll(
      /<li class="product [^"]*post-(\d+)/g,
    ),
  ].map((m) => Number(m[1]));
const productById = (id: number) => products.find((p) => p.id === id)!;
const prices = (id: number) => {
  const p = productById(id);
  return p.type === 'variable' ? p.variations.map((v: { price: number }) => v.price) : [p.price];
};

describe('shop archive /sklep/', () => {
  it('prints the archive shell, ≥ 16 AJAX buttons, the result count and the ordering form with islands markers', async () => {
    const html = await new Client().page('/sklep/');
    expect(html).toMatch(
      /<body class="[^"]*\barchive\b[^"]*\bpost-type-archive-product\b[^"]*\bwoocommerce\b[^"]*\bwoocommerce-page\b/,
    );
    expect(html).toContain('<nav class="woocommerce-breadcrumb"');
    expect(html).toMatch(/<h1 class="[^"]*\bpage-title\b[^"]*">Sklep<\/h1>/);
    expect(html).toContain('<div class="woocommerce-notices-wrapper" data-island="notices"></div>');
    expect(html).toContain('<ul class="products columns-4" data-island="add-to-cart">');
    expect(ajaxButtons(html)).toBeGreaterThanOrEqual(16);
    expect(gridIds(html)).toHaveLength(20);
    // Plain links too: variable products and the out-of-stock one.
    expect(html).toMatch(/class="button product_type_variable" [^>]*>Wybierz opcje<\/a>/);
    expect(html).toMatch(/<li class="product [^"]*\boutofstock\b[^]*?>Czytaj więcej<\/a>/);
    expect(html).toContain('data-product_sku="KUB-001"');
    expect(html).toContain('data-success_message="„Kubek ceramiczny Poranek” został dodany do koszyka"');
    expect(html).toContain('aria-describedby="woocommerce_loop_add_to_cart_link_describedby_101"');

    expect(html).toContain(
      `<p class="woocommerce-result-count" data-island="result-count">Wyświetlanie 1–20 z ${products.length} wyników</p>`,
    );
    const form = html.match(/<form class="woocommerce-ordering"[^]*?<\/form>/)?.[0] ?? '';
    expect(form).toMatch(/^<form class="woocommerce-ordering" method="get" data-island="catalog-ordering">/);
    expect(form).toContain('<select name="orderby" class="orderby" aria-label="Zamówienie w sklepie">');
    expect([...form.matchAll(/<option value="([^"]+)"/g)].map((m) => m[1])).toEqual([
      'menu_order',
      'popularity',
      'rating',
      'date',
      'price',
      'price-desc',
    ]);
    expect(form).toContain('<option value="menu_order" selected>Domyślne sortowanie</option>');
    expect(form).toContain('<input type="hidden" name="paged" value="1">');

    // Header islands: every page refreshes fragments.
    expect(html).toContain('<li class="nectar-woo-cart">');
    expect(html).toContain('<div class="widget woocommerce widget_shopping_cart" data-island="mini-cart">');
  });

  it('prints loop buttons with the arguments woocommerce_template_loop_add_to_cart passes', async () => {
    const client = new Client();
    const html = await client.page('/sklep/?orderby=price');
    const li = (id: number) =>
      html.match(new RegExp(`<li class="product [^"]*post-${id}\\b[^]*?</li>`))?.[0] ?? '';
    // The add link is the page being shown with add-to-cart in its query; role only when the add stays here.
    expect(li(122)).toContain(
      '<a href="/sklep/?orderby=price&amp;add-to-cart=122" aria-describedby="woocommerce_loop_add_to_cart_link_describedby_122" data-quantity="1" class="button product_type_simple add_to_cart_button ajax_add_to_cart" data-product_id="122" data-product_sku="MYD-01" aria-label="Dodaj do koszyka: „Mydło lawendowe”" rel="nofollow" data-success_message="„Mydło lawendowe” został dodany do koszyka">Dodaj do koszyka</a>\t<span id="woocommerce_loop_add_to_cart_link_describedby_122" class="screen-reader-text">\n\t\t\t</span>\n</li>',
    );
    // Variable: no success message, the describedby text says why the link leads to the product.
    expect(li(102)).toMatch(
      /<a href="\/produkt\/koszulka-bawelniana\/" aria-describedby="woocommerce_loop_add_to_cart_link_describedby_102" data-quantity="1" class="button product_type_variable" data-product_id="102" data-product_sku="KOSZ-100" aria-label="Wybierz opcje dla „Koszulka bawełniana”" rel="nofollow">Wybierz opcje<\/a>\t<span [^>]*>\n\t\tTen produkt ma wiele wariantów/,
    );
    // Out of stock simple: an empty success message, a plain link.
    const out = (await client.page('/sklep/')).match(
      /<li class="product [^"]*\boutofstock\b[^]*?<\/li>/,
    )?.[0];
    expect(out).toMatch(/ rel="nofollow" data-success_message="">Czytaj więcej<\/a>/);
    const noRedirect = await client.page('/sklep/?cart_redirect_after_add=no');
    expect(noRedirect).toMatch(/ data-success_message="[^"]+" role="button">Dodaj do koszyka<\/a>/);
    expect(noRedirect).not.toMatch(/product_type_variable"[^>]* role="button"/);
  });

  it('prints the breadcrumbs WC_Breadcrumb gives with woocommerce_breadcrumb defaults', async () => {
    const client = new Client();
    const crumbs = async (path: string) =>
      (await client.page(path)).match(/<nav class="woocommerce-breadcrumb"[^]*?<\/nav>/)?.[0];
    const home = `<a href="${server.url}">Strona główna</a>&nbsp;&#47;&nbsp;`; // home_url(): no trailing slash
    const nav = '<nav class="woocommerce-breadcrumb" aria-label="Ścieżka nawigacyjna">';
    expect(await crumbs('/sklep/')).toBe(`${nav}${home}Sklep</nav>`);
    expect(await crumbs('/sklep/page/2/')).toBe(
      `${nav}${home}<a href="/sklep/">Sklep</a>&nbsp;&#47;&nbsp;Strona 2</nav>`,
    );
    expect(await crumbs('/sklep/?product_cat=kuchnia')).toBe(`${nav}${home}Kuchnia</nav>`);
    // A product: no shop crumb (the product base does not hold the shop page), its category, itself.
    expect(await crumbs('/produkt/kubek-poranek/')).toBe(
      `${nav}${home}<a href="/sklep/?product_cat=kuchnia">Kuchnia</a>&nbsp;&#47;&nbsp;Kubek ceramiczny Poranek</nav>`,
    );
  });

  it('keeps the other query parameters in the ordering form and selects the current orderby', async () => {
    const html = await new Client().page('/sklep/?orderby=price&flavour=react&product_cat=kuchnia&paged=1');
    const form = html.match(/<form class="woocommerce-ordering"[^]*?<\/form>/)?.[0] ?? '';
    expect(form).toContain('<option value="price" selected>');
    expect(form).not.toMatch(/<option value="menu_order" selected/);
    expect(form).toContain('<input type="hidden" name="flavour" value="react">');
    expect(form).toContain('<input type="hidden" name="product_cat" value="kuchnia">');
    expect(form).not.toMatch(/type="hidden" name="orderby"/);
    expect(count(form, /name="paged"/g)).toBe(1);
    const kitchen = products.filter((p) => p.category === 'Kuchnia').length;
    expect(gridIds(html)).toHaveLength(kitchen);
    expect(html).toContain(`Wyświetlanie wszystkich ${kitchen} wyników`);
  });

  it('orders by the orderby query', async () => {
    const client = new Client();
    const byPrice = gridIds(await client.page('/sklep/?orderby=price'));
    const mins = byPrice.map((id) => Math.min(...prices(id)));
    expect(mins).toEqual([...mins].sort((a, b) => a - b));
    expect(mins[0]).toBe(Math.min(...products.flatMap((p) => prices(p.id))));

    const byPriceDesc = gridIds(await client.page('/sklep/?orderby=price-desc'));
    const maxes = byPriceDesc.map((id) => Math.max(...prices(id)));
    expect(maxes).toEqual([...maxes].sort((a, b) => b - a));

    const byDate = gridIds(await client.page('/sklep/?orderby=date'));
    expect(byDate).toEqual([...byDate].sort((a, b) => b - a));

    // Every order is deterministic, and unknown values fall back to the default.
    for (const orderby of ['popularity', 'rating']) {
      const once = gridIds(await client.page(`/sklep/?orderby=${orderby}`));
      expect(gridIds(await client.page(`/sklep/?orderby=${orderby}`))).toEqual(once);
    }
    expect(gridIds(await client.page('/sklep/?orderby=nonsense'))).toEqual(
      gridIds(await client.page('/sklep/')),
    );
  });

  it('paginates 20 a page via ?paged=2 and /sklep/page/2/; out of range is a 404', async () => {
    const client = new Client();
    const first = gridIds(await client.page('/sklep/'));
    const second = await client.page('/sklep/page/2/');
    expect(gridIds(second)).toEqual(gridIds(await client.page('/sklep/?paged=2')));
    expect([...first, ...gridIds(second)].sort()).toEqual(products.map((p) => p.id).sort());
    expect(gridIds(second)).toHaveLength(products.length - 20);
    expect(second).toContain(`Wyświetlanie 21–${products.length} z ${products.length} wyników`);
    expect(second).toContain('<span aria-current="page" class="page-numbers current">2</span>');
    expect((await client.request('/sklep/page/9/')).status).toBe(404);
    expect((await client.request('/sklep/page/2')).status).toBe(301);
  });

  it('prints the Cart widgets as WC_Widget_Cart does: empty placeholders the fragments fill, none on the cart and checkout', async () => {
    const client = new Client();
    await client.ajax('add_to_cart', { product_id: '108' });
    const html = await client.page('/sklep/');
    // Last in the sidebar and never hidden by the server: the cart-fragments script decides, from the cookie.
    expect(html).toMatch(
      /<aside id="sidebar"[^]*<div class="widget woocommerce widget_shopping_cart" data-island="mini-cart">\n<h2 class="widgettitle">Koszyk<\/h2>\n<div class="hide_cart_widget_if_empty"><div class="widget_shopping_cart_content"><\/div><\/div>\n<\/div>\n<\/aside>/,
    );
    expect(html).toContain(
      '<div class="widget woocommerce widget_shopping_cart" data-island="mini-cart">\n<h2 class="widgettitle screen-reader-text">Koszyk</h2>\n<div class="widget_shopping_cart_content"></div>\n</div>',
    );
    expect(html).not.toContain('Świeca sojowa Las</a>');
    const { fragments } = await client.ajax('get_refreshed_fragments', { time: '1' });
    expect(html).toContain(fragments[COUNT]);
    expect(fragments[MINI_CART]).toContain('Świeca sojowa Las');
    for (const path of ['/koszyk/', '/zamowienie/', '/zamowienie-blokowe/']) {
      expect(await client.page(path), path).not.toContain('widget_shopping_cart');
    }
  });
});

describe('cart fragments', () => {
  it('add_to_cart, remove_from_cart and get_refreshed_fragments carry the mini-cart and the header count', async () => {
    const client = new Client();
    const added = await client.ajax('add_to_cart', { product_id: '119', quantity: '2' });
    expect(Object.keys(added.fragments).sort()).toEqual([COUNT, MINI_CART].sort());
    expect(added.fragments[COUNT]).toContain('<span class="cart-count">2</span>');
    const key = added.fragments[MINI_CART]!.match(/data-cart_item_key="([0-9a-f]+)"/)?.[1] ?? '';

    const refreshed = await client.ajax('get_refreshed_fragments', { time: '1' });
    expect(refreshed.fragments).toEqual(added.fragments);
    expect(await client.page('/koszyk/')).toContain(refreshed.fragments[COUNT]);

    const removed = await client.ajax('remove_from_cart', { cart_item_key: key });
    expect(Object.keys(removed.fragments).sort()).toEqual([COUNT, MINI_CART].sort());
    expect(removed.fragments[COUNT]).toContain('<span class="cart-count">0</span>');
  });
});

describe('cart page /koszyk/', () => {
  it('shows the empty message, then rows after an add, then the one-shot removal notice with undo', async () => {
    const client = new Client();
    const empty = await client.page('/koszyk/');
    expect(empty).toMatch(/<body class="[^"]*\bwoocommerce-cart\b/);
    expect(empty).toContain('"is_cart":"1"');
    expect(empty).toContain('<div class="woocommerce-notices-wrapper" data-island="notices"></div>');
    expect(empty).toContain(
      '<div class="wc-empty-cart-message">\n\t<div class="cart-empty woocommerce-info" role="status">\n\t\tTwój koszyk jest pusty.\t</div>\n</div>',
    );
    expect(empty).toMatch(/<a class="button wc-backward" href="\/sklep\/">\s*Wróć do sklepu\s*<\/a>/);
    expect(empty).not.toContain('woocommerce-cart-form');

    await client.ajax('add_to_cart', { product_id: '101', quantity: '3' });
    await client.ajax('add_to_cart', { product_id: '116' });
    const full = await client.page('/koszyk/');
    expect(full).not.toContain('Twój koszyk jest pusty.');
    expect(full).toContain('<form class="woocommerce-cart-form" action="/koszyk/" method="post">');
    expect(full).toContain(
      '<table class="shop_table shop_table_responsive cart woocommerce-cart-form__contents" cellspacing="0">',
    );
    expect(count(full, /<tr class="woocommerce-cart-form__cart-item cart_item">/g)).toBe(2);
    expect(full).toMatch(
      /<td class="product-remove"><a [^>]*href="\/koszyk\/\?remove_item=[0-9a-f]+&amp;_wpnonce=/,
    );
    // The thumbnail links to the product with the image's alt (the product name), as cart.php prints it.
    expect(full).toMatch(
      /<td class="product-thumbnail"><a href="\/produkt\/kubek-poranek\/"><img [^>]*alt="Kubek ceramiczny Poranek"/,
    );
    expect(full).toMatch(
      /<td scope="row" role="rowheader" class="product-name" data-title="Produkt"><a href="\/produkt\/kubek-poranek\/">Kubek ceramiczny Poranek<\/a>/,
    );
    expect(full).toContain('<td class="product-price" data-title="Cena">');
    const quantity =
      full.match(/<td class="product-quantity"[^>]*>(<div class="quantity"[^]*?<\/div>)<\/td>/)?.[1] ?? '';
    expect(quantity).toMatch(
      /^<div class="quantity" data-island="quantity">\s*<label class="screen-reader-text" for="/,
    );
    expect(quantity).toMatch(
      /<input type="number" [^>]*class="input-text qty text" name="cart\[[0-9a-f]+\]\[qty\]" value="3" aria-label="Ilość produktu" min="0" step="1" [^>]*inputmode="numeric" autocomplete="off">/,
    );
    expect(full).toContain('<td class="product-subtotal" data-title="Kwota">');
    expect(full).toContain('<div class="cart-collaterals">');
    expect(full).toContain('147,00&nbsp;'); // 3 × 49 zł
    expect(full).toMatch(
      /<a href="\/zamowienie\/" class="checkout-button button alt wc-forward">\s*Przejdź do płatności\s*<\/a>/,
    );
    expect(full).toContain(
      '<input type="radio" name="shipping_method[0]" data-index="0" id="shipping_method_0_free_shipping1" value="free_shipping:1" class="shipping_method" checked="checked"><label for="shipping_method_0_free_shipping1">Darmowa wysyłka</label>',
    );
    expect(full).toContain(
      '<input type="radio" name="shipping_method[0]" data-index="0" id="shipping_method_0_flat_rate2" value="flat_rate:2" class="shipping_method"><label for="shipping_method_0_flat_rate2">Kurier: <span class="woocommerce-Price-amount amount">',
    );
    expect(full).toContain(
      '<div class="coupon"><label for="coupon_code" class="screen-reader-text">Kupon:</label> <input type="text" name="coupon_code" class="input-text" id="coupon_code" value="" placeholder="Kod kuponu"> <button type="submit" class="button" name="apply_coupon" value="Zastosuj kupon">Zastosuj kupon</button></div>',
    );

    const href = full
      .match(/href="(\/koszyk\/\?remove_item=[^"]+)" class="remove"/)?.[1]
      ?.replace(/&amp;/g, '&');
    const remove = await client.request(href!);
    expect(remove.status).toBe(302);
    expect(remove.headers.get('location')).toBe('/koszyk/');
    const after = await client.page('/koszyk/');
    const notice =
      after.match(/<div class="woocommerce-message" role="alert">\n\t\t([^]*?)\t<\/div>/)?.[1] ?? '';
    expect(notice).toMatch(
      /^„Kubek ceramiczny Poranek” usunięto\. <a href="\/koszyk\/\?undo_item=[0-9a-f]+&amp;_wpnonce=[0-9a-f]+" class="restore-item">Cofnij\?<\/a>$/,
    );
    expect(count(after, /<tr class="woocommerce-cart-form__cart-item/g)).toBe(1);
    expect(await client.page('/koszyk/')).not.toContain('woocommerce-message');

    const undo = notice.match(/href="([^"]+)"/)![1]!.replace(/&amp;/g, '&');
    expect((await client.request(undo)).status).toBe(302);
    expect(count(await client.page('/koszyk/'), /<tr class="woocommerce-cart-form__cart-item/g)).toBe(2);
  });

  it('updates quantities from the cart form (0 removes a row)', async () => {
    const client = new Client();
    await client.ajax('add_to_cart', { product_id: '109' });
    await client.ajax('add_to_cart', { product_id: '111' });
    const html = await client.page('/koszyk/');
    const keys = [...html.matchAll(/name="cart\[([0-9a-f]+)\]\[qty\]"/g)].map((m) => m[1]!);
    const nonce = html.match(/name="woocommerce-cart-nonce" value="([0-9a-f]+)"/)?.[1] ?? '';
    expect(keys).toHaveLength(2);
    const body = new URLSearchParams({
      [`cart[${keys[0]}][qty]`]: '4',
      [`cart[${keys[1]}][qty]`]: '0',
      'woocommerce-cart-nonce': nonce,
      update_cart: 'Zaktualizuj koszyk',
    });
    const res = await client.request('/koszyk/', { body });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/koszyk/');
    const after = await client.page('/koszyk/');
    expect(after).toContain(
      '<div class="woocommerce-message" role="alert">\n\t\tKoszyk został zaktualizowany.\t</div>',
    );
    expect(count(after, /<tr class="woocommerce-cart-form__cart-item/g)).toBe(1);
    expect(after).toMatch(/name="cart\[[0-9a-f]+\]\[qty\]" value="4"/);
  });
});

describe('simple product page /produkt/<slug>/', () => {
  it('prints the product, the add-to-cart form and the meta; unknown products are 404', async () => {
    const client = new Client();
    const html = await client.page('/produkt/kubek-poranek/');
    expect(html).toMatch(/<body class="[^"]*\bsingle-product\b[^"]*\bwoocommerce\b[^"]*\bwoocommerce-page\b/);
    expect(html).toContain('<title>Kubek ceramiczny Poranek – Sklep Demo</title>');
    expect(html).toContain('"postID":"101"');
    expect(html).toContain('<div class="woocommerce-notices-wrapper" data-island="notices"></div>');
    expect(html).toMatch(/<div id="product-101" class="product type-product [^"]*\bproduct-type-simple\b/);
    expect(html).toContain('<h1 class="product_title entry-title">Kubek ceramiczny Poranek</h1>');
    expect(html).toContain('<div class="woocommerce-product-details__short-description">');
    expect(html).toMatch(
      /<div class="summary entry-summary" data-island="add-to-cart">\s*<h1 class="product_title/,
    );
    const form = html.match(/<form class="cart"[^]*?<\/form>/)?.[0] ?? '';
    expect(form).toMatch(
      /^<form class="cart" action="\/produkt\/kubek-poranek\/" method="post" enctype="multipart\/form-data">/,
    );
    expect(form).toMatch(
      /<div class="quantity" data-island="quantity">\s*<label class="screen-reader-text" for="quantity_101">[^<]+<\/label>\s*<input type="number" id="quantity_101" class="input-text qty text" name="quantity" value="1" aria-label="Ilość produktu" min="1" step="1"/,
    );
    expect(form).toContain(
      '<button type="submit" name="add-to-cart" value="101" class="single_add_to_cart_button button alt">Dodaj do koszyka</button>',
    );
    expect(html).toContain('<span class="sku">KUB-001</span>');
    expect(html).toMatch(/<span class="posted_in">Kategoria: <a [^>]*>Kuchnia<\/a>/);

    const single = await client.page('/produkt/zegarek-drewniany/');
    const singleForm = single.match(/<form class="cart"[^]*?<\/form>/)?.[0] ?? '';
    // Sold individually: min = max = 1, so quantity-input.php prints a hidden field, still in its div.quantity.
    expect(singleForm).toMatch(
      /<div class="quantity" data-island="quantity">\s*<label [^>]*>[^<]+<\/label>\s*<input type="hidden" id="quantity_\d+" class="input-text qty text" name="quantity" value="1" aria-label="Ilość produktu" min="1" max="1" step="1"/,
    );

    expect(await client.page('/produkt/wazon-ceramiczny/')).toMatch(/name="quantity" value="1" [^>]*max="5"/);
    expect(await client.page('/produkt/rekawiczki-skorzane/')).not.toContain('<form class="cart"');
    // Variable products have a page too (tests/unit/demo-server-variations.test.ts), with the variation form.
    expect(await client.page('/produkt/koszulka-bawelniana/')).not.toContain('<form class="cart"');
    expect((await client.request('/produkt/nie-ma-takiego/')).status).toBe(404);
  });

  it('the form POST adds server-side and flashes the notice once (redirect to the cart when that setting is on)', async () => {
    const client = new Client();
    client.jar.set('qa_settings', encodeURIComponent('cart_redirect_after_add=no'));
    const form = new FormData();
    form.set('quantity', '1');
    form.set('add-to-cart', '101');
    const res = await client.request('/produkt/kubek-poranek/', { body: form });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/produkt/kubek-poranek/');
    expect(client.jar.get('woocommerce_items_in_cart')).toBe('1');

    const page = await client.page('/produkt/kubek-poranek/');
    expect(page).toContain(
      '<div class="woocommerce-message" role="alert">\n\t\t„Kubek ceramiczny Poranek” został dodany do koszyka. <a href="/koszyk/" class="button wc-forward">Zobacz koszyk</a>\t</div>',
    );
    expect(page).toContain('<span class="cart-count">1</span>');
    expect(await client.page('/produkt/kubek-poranek/')).not.toContain('woocommerce-message');

    // Default setting: to the cart, where the notice shows.
    const other = new Client();
    const body = new FormData();
    body.set('quantity', '2');
    body.set('add-to-cart', '104');
    const toCart = await other.request('/produkt/czapka-welniana/', { body });
    expect(toCart.headers.get('location')).toBe('/koszyk/');
    const cart = await other.page('/koszyk/');
    expect(cart).toMatch(
      /<div class="woocommerce-message" role="alert">\s*2 &times; „Czapka wełniana” dodano do koszyka\./,
    );
    expect(cart).toMatch(/name="cart\[[0-9a-f]+\]\[qty\]" value="2"/);

    // A second sold-individually add fails with an error notice on the product page.
    const watch = new FormData();
    watch.set('quantity', '1');
    watch.set('add-to-cart', '116');
    await other.request('/produkt/zegarek-drewniany/', { body: watch });
    await other.page('/koszyk/');
    const again = await other.request('/produkt/zegarek-drewniany/', { body: watch });
    expect(again.headers.get('location')).toBe('/produkt/zegarek-drewniany/');
    expect(await other.page('/produkt/zegarek-drewniany/')).toMatch(
      /<ul class="woocommerce-error" role="alert">\s*<li>\s*Nie możesz dodać kolejnej sztuki produktu „Zegarek drewniany”/,
    );
  });
});

describe('notices test page /powiadomienia/', () => {
  it('holds a message without a role, then a role=alert error list, and the two min=2 quantity fields', async () => {
    const html = await new Client().page('/powiadomienia/');
    const wrapper =
      html.match(
        /<div class="woocommerce-notices-wrapper" data-island="notices">([^]*?)<\/ul>\s*<\/div>/,
      )?.[1] ?? '';
    expect(wrapper).toMatch(
      /^\s*<div class="woocommerce-message">[^<]+<\/div>\s*<ul class="woocommerce-error" role="alert">/,
    );
    expect(count(wrapper, /<li\b/g)).toBe(2);
    expect(html.indexOf('class="qa-tall"')).toBeLessThan(html.indexOf('woocommerce-notices-wrapper'));

    const quantities = [...html.matchAll(/<div class="quantity" data-island="quantity">[^]*?<\/div>/g)].map(
      (m) => m[0],
    );
    expect(quantities).toHaveLength(2);
    for (const q of quantities)
      expect(q).toMatch(/<input type="number" [^>]*class="input-text qty text"[^>]*value="1"[^>]*min="2"/);
    expect(html).toMatch(/<td class="product-quantity"><div class="quantity" data-island="quantity">/);
    expect(html.match(/<div class="quantity" data-island="quantity">/g)).toHaveLength(2);
  });
});

describe('settings switches', () => {
  it('enable_ajax_add_to_cart=no drops the ajax class and wc_add_to_cart_params', async () => {
    const client = new Client();
    const on = await client.page('/sklep/');
    expect(on).toContain('<script id="wc-add-to-cart-js-extra">');
    const off = await client.page('/sklep/?enable_ajax_add_to_cart=no');
    expect(ajaxButtons(off)).toBe(0);
    expect(count(off, /class="button product_type_simple add_to_cart_button"/g)).toBe(ajaxButtons(on));
    expect(off).not.toContain('wc_add_to_cart_params');
    expect(off).not.toContain('wc-add-to-cart-js-extra');
    expect(off).toContain('<script id="wc-cart-fragments-js-extra">');
    expect(ajaxButtons(await client.page('/?enable_ajax_add_to_cart=no'))).toBe(0);
  });

  it('theme_ajax_add_to_cart=1 prints nectarOptions.ajax_add_to_cart "1" (default "0")', async () => {
    const client = new Client();
    expect(await client.page('/sklep/')).toContain('"ajax_add_to_cart":"0"');
    expect(await client.page('/sklep/?theme_ajax_add_to_cart=1')).toContain('"ajax_add_to_cart":"1"');
  });

  it('reads the same switches from the qa_settings cookie; a query parameter wins', async () => {
    const client = new Client();
    client.jar.set(
      'qa_settings',
      encodeURIComponent('enable_ajax_add_to_cart=no&theme_ajax_add_to_cart=1&cart_redirect_after_add=no'),
    );
    const html = await client.page('/sklep/');
    expect(ajaxButtons(html)).toBe(0);
    expect(html).not.toContain('wc_add_to_cart_params');
    expect(html).toContain('"ajax_add_to_cart":"1"');

    client.jar.set('qa_settings', 'cart_redirect_after_add=no'); // unencoded works too
    const cart = await client.page('/koszyk/');
    expect(cart).toContain('"cart_redirect_after_add":"no"');
    expect(await client.page('/koszyk/?cart_redirect_after_add=yes')).toContain(
      '"cart_redirect_after_add":"yes"',
    );

    // The no-JS link follows the cookie's setting: back to the same page, not to the cart.
    const add = await client.request('/sklep/?add-to-cart=110');
    expect(add.headers.get('location')).toBe('/sklep/');
    expect(await client.page('/sklep/')).toContain('„Kawa ziarnista 1 kg” został dodany do koszyka.');
  });
});

describe('new pages', () => {
  it('are listed in the fixture index with a description', async () => {
    const pages = listPages();
    for (const path of NEW_PAGES) {
      const page = pages.find((p) => p.path === path);
      expect(page?.description, path).toBeTruthy();
    }
    const index = await new Client().page('/fixtures/');
    for (const path of NEW_PAGES) expect(index).toContain(`<code>${path}</code>`);
  });

  it('strict CSP: no style attribute, <style> or inline handler, with an empty and a full cart and a notice', async () => {
    const client = new Client();
    const paths = [
      ...NEW_PAGES,
      '/sklep/page/2/',
      '/produkt/zegarek-drewniany/',
      '/produkt/rekawiczki-skorzane/',
    ];
    const check = async () => {
      for (const path of paths) {
        const res = await client.request(`${path}?csp=strict`);
        expect(res.status, path).toBe(200);
        expect(res.headers.get('content-security-policy'), path).toContain("style-src 'self'");
        const html = await res.text();
        expect(html, path).not.toMatch(/\sstyle=/);
        expect(html, path).not.toMatch(/<style\b(?! id="wc-islands-inline-css" nonce=")/);
        expect(html, path).not.toMatch(/\son[a-z]+=/);
      }
    };
    await check();
    await client.ajax('add_to_cart', { product_id: '101' });
    await client.request('/sklep/?add-to-cart=102'); // an error notice
    await client.request('/produkt/kubek-poranek/?add-to-cart=101'); // a success notice
    await check();
  });

  it('marks every quantity field and notices wrapper as islands', async () => {
    const client = new Client();
    await client.ajax('add_to_cart', { product_id: '101' });
    for (const path of [...NEW_PAGES, '/']) {
      const html = await client.page(path);
      expect(count(html, /<div class="quantity"/g), path).toBe(
        count(html, /<div class="quantity" data-island="quantity">/g),
      );
      expect(count(html, /class="woocommerce-notices-wrapper"/g), path).toBe(
        count(html, /class="woocommerce-notices-wrapper" data-island="notices"/g),
      );
      expect(count(html, /<ul class="products/g), path).toBe(
        count(html, /<ul class="products columns-\d" data-island="add-to-cart">/g),
      );
    }
  });
});
