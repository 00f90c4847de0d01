// @vitest-environment node
/**
 * The demo shop's classic checkout: the /zamowienie/ page (form, fields, payment section, params), the
 * update_order_review endpoint and the Store API cart-extensions route with its Nonce header.
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
