// @vitest-environment node
/**
 * The demo shop's classic checkout: the /zamowienie/ page (form, fields, payment section, params), the
 * update_order_review endpoint and the Store API cart-extensions route with its Nonce header; the forms around
 * the checkout form (login, coupon, create account) and coupons applied on the checkout.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoServer, startServer } from '../../fixtures/server.mjs';
import { CookieClient } from './cookie-client';

let server: DemoServer;
beforeAll(async () => {
  server = await startServer({ port: 0 });
});
afterAll(async () => {
  await server?.close();
});

class Client extends CookieClient {
  async page(path = '/zamowienie/'): Promise<string> {
    const res = await this.send(server.url + path);
    expect(res.status).toBe(200);
    return res.text();
  }
  review(form: Record<string, string>, headers: Record<string, string> = {}): Promise<Response> {
    return this.send(`${server.url}/?wc-ajax=update_order_review`, {
      method: 'POST',
      body: new URLSearchParams(form),
      headers,
    });
  }
  raw(url: string, init: RequestInit & { headers?: Record<string, string> } = {}): Promise<Response> {
    return this.send(url, init);
  }
  async wcAjax(endpoint: string, form: Record<string, string>): Promise<[number, string]> {
    const res = await this.send(`${server.url}/?wc-ajax=${endpoint}`, {
      method: 'POST',
      body: new URLSearchParams(form),
    });
    return [res.status, await res.text()];
  }
  async reviewTable(): Promise<string> {
    const res = await this.review({ security: 'a1b2c3d4e5' });
    const body = (await res.json()) as { fragments: Record<string, string> };
    return body.fragments['.woocommerce-checkout-review-order-table']!;
  }
  extensions(body: unknown, nonce?: string): Promise<Response> {
    return this.send(`${server.url}/wp-json/wc/store/v1/cart/extensions`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'Content-Type': 'application/json', ...(nonce ? { Nonce: nonce } : {}) },
    });
  }
}

const storeNonce = (html: string) => /"storeApiNonce":"(\w+)"/.exec(html)?.[1] ?? '';

describe('/zamowienie/', () => {
  it('prints the fields as woocommerce_form_field does, the headings and the nonce as the templates do', async () => {
    const html = await new Client().page('/zamowienie/?ship_to_different=0');
    expect(html).toContain(
      '<p class="form-row form-row-first validate-required" id="billing_first_name_field" data-priority="10"><label for="billing_first_name" class="required_field">Imię&nbsp;<span class="required" aria-hidden="true">*</span></label><span class="woocommerce-input-wrapper"><input type="text" class="input-text " name="billing_first_name" id="billing_first_name" placeholder=""  value="" aria-required="true" autocomplete="given-name" /></span></p>',
    );
    expect(html).toMatch(
      /<p class="form-row form-row-wide validate-required validate-email" id="billing_email_field" data-priority="110">/,
    );
    expect(html).toContain(
      '<label for="billing_company" class="">Nazwa firmy&nbsp;<span class="optional">(opcjonalne)</span></label>',
    );
    // No `required` attribute on the text fields: checkout.js validates, not the browser.
    expect(html).not.toMatch(/<input [^>]*name="billing_[a-z_0-9]+"[^>]* required[ >]/);
    expect(html).toContain(
      '<strong>Polska</strong><input type="hidden" name="billing_country" id="billing_country" value="PL" aria-required="true" autocomplete="country" class="country_to_state" readonly="readonly" />',
    );
    expect(html).toMatch(
      /<p class="form-row form-row-wide address-field validate-state" id="billing_state_field" style="display: none">/,
    );
    expect(html).toContain('<h3>Szczegóły płatności</h3>');
    expect(html).toContain('<h3 id="order_review_heading">Twoje zamówienie</h3>');
    // Printed shown whether or not the box is ticked: the island (and, before it, the theme's CSS) hides it.
    expect(html).toContain('<div class="shipping_address">');
    expect(html).not.toMatch(/id="ship-to-different-address-checkbox"[^>]*checked/);
    expect(html).toContain('<input type="hidden" name="_wp_http_referer" value="/zamowienie/">');
    expect(html).toContain(
      'id="shipping_method_0_flat_rate1" value="flat_rate:1" class="shipping_method" />',
    );
  });

  it('prints the checkout form, payment methods, field descriptions and params', async () => {
    const html = await new Client().page();
    expect(html).toContain('<form name="checkout" method="post" class="checkout woocommerce-checkout"');
    expect(html).toContain('id="customer_details"');
    expect(html).toMatch(/<div class="shipping_address">[\s\S]*id="p24_installment"/);
    expect(html).toContain('<ul class="wc_payment_methods payment_methods methods">');
    expect(html.match(/<li class="wc_payment_method payment_method_\w+">/g)).toHaveLength(3);
    expect(html.match(/class="p24-method" data-method-id="\d+"/g)!.length).toBeGreaterThanOrEqual(4);
    expect(html).toContain('<input type="hidden" name="p24_method" value="">');
    expect(html).toContain('<span class="description" id="billing_phone-description" aria-hidden="true">');
    expect(html).toContain('aria-describedby="billing_phone-description"');
    expect(html).toContain('id="place_order"');
    expect(html).toContain('<wc-order-attribution-inputs></wc-order-attribution-inputs>');
    expect(html).toContain('"update_order_review_nonce":"a1b2c3d4e5"');
    expect(storeNonce(html)).toMatch(/^[0-9a-f]{10}$/);
    expect(html).toMatch(
      /var p24InstallmentsData = \{.*"enabled":"1".*"showSimulator":"1","widgetType":"mini"\}/,
    );
  });

  it('prints the installment settings as the QA settings say', async () => {
    const client = new Client();
    expect(await client.page('/zamowienie/?installments=none')).not.toContain('p24InstallmentsData');
    const off = await client.page(
      '/zamowienie/?installments=off&installments_simulator=0&installments_widget=max',
    );
    expect(off).toMatch(/"enabled":"","show":"1","showSimulator":"","widgetType":"max"/);
  });
});

describe('update_order_review', () => {
  it("answers WooCommerce's shape and keeps the posted gateway and bank", async () => {
    const client = new Client();
    await client.page();
    const res = await client.review({
      security: 'a1b2c3d4e5',
      payment_method: 'przelewy24',
      post_data: 'billing_first_name=Ala&p24_method=31',
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { fragments: Record<string, string> };
    expect(body).toMatchObject({ result: 'success', messages: '', reload: false });
    expect(Object.keys(body.fragments)).toEqual([
      '.woocommerce-checkout-review-order-table',
      '.woocommerce-checkout-payment',
    ]);
    expect(body.fragments['.woocommerce-checkout-payment']).toContain(
      '<input type="hidden" name="p24_method" value="31">',
    );
    expect(body.fragments['.woocommerce-checkout-payment']).toMatch(/p24-method active" data-method-id="31"/);
    const unknown = await client.review({ security: 'a1b2c3d4e5', post_data: 'p24_method=999' });
    expect(((await unknown.json()) as typeof body).fragments['.woocommerce-checkout-payment']).toContain(
      'name="p24_method" value=""',
    );
  });

  it('refuses a wrong security nonce and logs the request; QA faults apply', async () => {
    const client = new Client();
    server.clearRequests();
    const res = await client.review({ security: 'nope' });
    expect([res.status, await res.text()]).toEqual([403, '-1']);
    expect(server.requests.at(-1)).toMatchObject({ endpoint: 'wc-ajax:update_order_review', status: 403 });
    const failing = await client.review(
      { security: 'a1b2c3d4e5' },
      { 'X-QA-Fault': 'update_order_review=500' },
    );
    expect(failing.status).toBe(500);
  });
});

describe('Store API cart extensions', () => {
  it('checks the Nonce header and stores the data under the namespace', async () => {
    const client = new Client();
    const nonce = storeNonce(await client.page());
    server.clearRequests();
    const missing = await client.extensions({ namespace: 'przelewy24', data: { clean: true } });
    expect([missing.status, ((await missing.json()) as { code: string }).code]).toEqual([
      401,
      'woocommerce_rest_missing_nonce',
    ]);
    const stale = await client.extensions({ namespace: 'przelewy24', data: { clean: true } }, 'deadbeef00');
    expect(stale.status).toBe(401);
    const other = await client.extensions({ namespace: 'inny', data: {} }, nonce);
    expect(other.status).toBe(400);
    const ok = await client.extensions({ namespace: 'przelewy24', data: { payment_method: '154' } }, nonce);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('Nonce')).toBe(nonce);
    expect(await ok.json()).toMatchObject({ extensions: { przelewy24: { payment_method: '154' } } });
    expect(server.requests.map((r) => [r.endpoint, r.status, r.headers.nonce ?? null])).toEqual([
      ['rest:/wc/store/v1/cart/extensions', 401, null],
      ['rest:/wc/store/v1/cart/extensions', 401, 'deadbeef00'],
      ['rest:/wc/store/v1/cart/extensions', 400, nonce],
      ['rest:/wc/store/v1/cart/extensions', 200, nonce],
    ]);
    expect(server.requests.at(-1)?.body).toEqual({
      namespace: 'przelewy24',
      data: { payment_method: '154' },
    });
  });
});

/** The amount of a `tr.<name>` row of the review (its first price), as printed text. */
const rowAmount = (table: string, name: string) =>
  new RegExp(`<tr class="${name}[^"]*">[\\s\\S]*?<bdi>([^&<]+)`).exec(table)?.[1];
const params = (html: string) =>
  JSON.parse(/var wc_checkout_params = (\{.*\});/.exec(html)![1]!) as Record<string, string>;

describe('the forms around the checkout form', () => {
  it('prints the login and coupon toggles and forms (hidden), the create-account box and the meter params', async () => {
    const html = await new Client().page();
    const hidden = '(?: style="display:none;"| hidden)';
    // Before the checkout form, in woocommerce_before_checkout_form's order: login, then coupon.
    expect(html).toMatch(
      new RegExp(
        `<div class="woocommerce-form-login-toggle">\\s*<div class="woocommerce-info" role="status">\\s*Masz już konto\\? <a href="#" class="showlogin">[^<]+</a>\\s*</div>\\s*</div>\\s*<form class="woocommerce-form woocommerce-form-login login" method="post"${hidden} data-island="password-toggle">[\\s\\S]*?</form>\\s*<div class="woocommerce-form-coupon-toggle">`,
      ),
    );
    expect(html).toContain(
      '<a href="#" role="button" aria-label="Kliknij, aby wpisać kod kuponu" aria-controls="woocommerce-checkout-form-coupon" aria-expanded="false" class="showcoupon">',
    );
    expect(html).toMatch(
      new RegExp(
        `<form class="checkout_coupon woocommerce-form-coupon" method="post"${hidden} id="woocommerce-checkout-form-coupon">[\\s\\S]*?<input type="text" name="coupon_code" class="input-text" placeholder="Kod kuponu" id="coupon_code" value="" />[\\s\\S]*?</form>\\s*<form name="checkout"`,
      ),
    );
    expect(html).toContain(
      '<input class="input-text woocommerce-Input" type="password" name="password" id="password" autocomplete="current-password" required aria-required="true" />',
    );
    // form-billing.php's account fields, after the billing fields and inside the checkout form.
    expect(html).toMatch(
      /<form name="checkout"[\s\S]*<div class="woocommerce-billing-fields"[^>]*>[\s\S]*?<div class="woocommerce-account-fields">\s*<p class="form-row form-row-wide create-account">[\s\S]*?id="createaccount" {2}type="checkbox" name="createaccount" value="1" \/>/,
    );
    expect(html).toContain(
      '<div class="create-account" data-island="password-toggle">\n<p class="form-row validate-required" id="account_password_field" data-priority=""><label for="account_password" class="required_field">Hasło do konta&nbsp;<span class="required" aria-hidden="true">*</span></label><span class="woocommerce-input-wrapper"><input type="password" class="input-text " name="account_password" id="account_password" placeholder="Hasło"  value="" aria-required="true" autocomplete="new-password" /></span></p>',
    );
    // The blocks with password fields (the login form, the new account's) are password-toggle roots, as the
    // plugin marks them, and the strength meter's params are printed as on the account page.
    expect(html).toContain('<div class="woocommerce">');
    expect(html).toMatch(
      /<form class="woocommerce-form woocommerce-form-login login"[^>]* data-island="password-toggle">/,
    );
    expect(html).toContain('"min_password_strength":"3"');
    expect(html).toContain('_zxcvbnSettings');
    // The coupon nonces are the ones the cart page's endpoints check (one nonce action for both pages).
    expect(params(html)).toMatchObject({
      option_guest_checkout: 'yes',
      apply_coupon_nonce: 'c0ffee0002',
      remove_coupon_nonce: 'c0ffee0003',
      update_order_review_nonce: 'a1b2c3d4e5',
    });
  });
});

describe('placing an order with "create an account" ticked', () => {
  it('refuses an empty account password with an error naming its field, and takes a filled one', async () => {
    const client = new Client();
    await client.page();
    const order = {
      'woocommerce-process-checkout-nonce': '5e1f0a2b3c',
      payment_method: 'bacs',
      billing_first_name: 'Ala',
      billing_last_name: 'Nowak',
      billing_address_1: 'Długa 1',
      billing_postcode: '00-001',
      billing_city: 'Warszawa',
      billing_phone: '600100200',
      billing_email: 'ala@example.com',
    };
    const place = async (extra: Record<string, string>) =>
      JSON.parse((await client.wcAjax('checkout', { ...order, ...extra }))[1]) as Record<string, string>;
    expect(await place({ createaccount: '1', account_password: '' })).toMatchObject({
      result: 'failure',
      messages: expect.stringContaining('<li data-id="account_password">') as string,
    });
    expect(await place({ createaccount: '1', account_password: 'Mocne-Haslo-2026' })).toMatchObject({
      result: 'success',
    });
    expect(await place({ account_password: '' })).toMatchObject({ result: 'success' });
  });
});

describe('coupons on the checkout', () => {
  it('applies a code with the checkout nonce; the review shows its row with the remove link and a lower total', async () => {
    const client = new Client();
    const html = await client.page();
    const { apply_coupon_nonce: apply, remove_coupon_nonce: remove } = params(html);
    const before = await client.reviewTable();
    expect(before).not.toContain('cart-discount');
    expect(rowAmount(before, 'cart-subtotal')).toBe('98,00');
    expect(rowAmount(before, 'order-total')).toBe('112,99');

    expect(
      await client.wcAjax('apply_coupon', { security: apply!, coupon_code: 'RABAT10', billing_email: '' }),
    ).toEqual([
      200,
      '<div class="woocommerce-message" role="alert">\n\t\tKod kuponu został zastosowany.\t</div>',
    ]);
    const after = await client.reviewTable();
    expect(after).toContain(
      '<tr class="cart-discount coupon-rabat10">\n<th>Kupon: rabat10</th>\n<td>-<span class="woocommerce-Price-amount amount"><bdi>9,80&nbsp;',
    );
    expect(after).toContain(
      '<a role="button" aria-label="Usuń kupon rabat10" href="/zamowienie/?remove_coupon=rabat10" class="woocommerce-remove-coupon" data-coupon="rabat10">[Usuń]</a>',
    );
    // Between the subtotal and the shipping, as review-order.php orders them.
    expect(after).toMatch(
      /<tr class="cart-subtotal">[\s\S]*<tr class="cart-discount[\s\S]*<tr class="woocommerce-shipping-totals/,
    );
    expect(rowAmount(after, 'order-total')).toBe('103,19');
    // The page itself prints the same review.
    expect(rowAmount(await client.page(), 'order-total')).toBe('103,19');

    expect(await client.wcAjax('remove_coupon', { security: remove!, coupon: 'rabat10' })).toEqual([
      200,
      '<div class="woocommerce-message" role="alert">\n\t\tKupon został usunięty.\t</div>',
    ]);
    const removed = await client.reviewTable();
    expect(removed).not.toContain('cart-discount');
    expect(rowAmount(removed, 'order-total')).toBe('112,99');
  });

  it('answers an unknown code with an error notice and a wrong nonce with -1', async () => {
    const client = new Client();
    await client.page();
    const [status, body] = await client.wcAjax('apply_coupon', {
      security: 'c0ffee0002',
      coupon_code: 'nie-ma',
    });
    expect(status).toBe(200);
    expect(body).toMatch(/^<ul class="woocommerce-error" role="alert">[\s\S]*Kupon „nie-ma” nie istnieje!/);
    expect(await client.reviewTable()).not.toContain('cart-discount');
    expect(await client.wcAjax('apply_coupon', { security: 'b2c3d4e5f6', coupon_code: 'rabat10' })).toEqual([
      403,
      '-1',
    ]);
  });

  it('without JavaScript: the coupon form and the remove link work on the checkout itself', async () => {
    const client = new Client();
    await client.page();
    const applied = await client.raw(`${server.url}/zamowienie/`, {
      method: 'POST',
      body: new URLSearchParams({ coupon_code: 'rabat10', apply_coupon: 'Zastosuj kupon' }),
    });
    expect([applied.status, applied.headers.get('location')]).toEqual([302, '/zamowienie/']);
    const page = await client.page();
    expect(page).toContain('Kod kuponu został zastosowany.');
    expect(page).toContain('<tr class="cart-discount coupon-rabat10">');
    const dropped = await client.raw(`${server.url}/zamowienie/?remove_coupon=rabat10`);
    expect([dropped.status, dropped.headers.get('location')]).toEqual([302, '/zamowienie/']);
    const after = await client.page();
    expect(after).toContain('Kupon został usunięty.');
    expect(after).not.toContain('cart-discount');
  });
});
