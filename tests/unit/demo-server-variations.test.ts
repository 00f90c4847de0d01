// @vitest-environment node
/**
 * The demo shop's variable products: their pages (variable.php form, Variation Swatches markup, footer
 * templates, params), the printed variation data, get_variation, the no-JS form post and the swatch QA
 * settings. The product ids and special combinations tested here are the fixtures' contract with the
 * variation-form island (fixtures/README.md lists them).
 */
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, unlistedProducts } from '../../fixtures/catalogue.mjs';
import { listPages, renderPage } from '../../fixtures/render.mjs';
import { type DemoServer, startServer } from '../../fixtures/server.mjs';
import { CookieClient } from './cookie-client';

let server: DemoServer;

beforeAll(async () => {
  server = await startServer({ port: 0 });
});

afterAll(async () => {
  await server?.close();
});

/** Keeps cookies between requests and never follows redirects. Forms go as multipart, like the product form. */
class Client extends CookieClient {
  request(path: string, form?: Record<string, string>, multipart = false): Promise<Response> {
    let body: FormData | URLSearchParams | undefined;
    if (form && multipart) {
      body = new FormData();
      for (const [name, value] of Object.entries(form)) body.set(name, value);
    } else if (form) body = new URLSearchParams(form);
    return this.send(server.url + path, { method: form ? 'POST' : 'GET', body });
  }

  async page(path: string): Promise<string> {
    const res = await this.request(path);
    expect(res.status, path).toBe(200);
    return res.text();
  }

  async getVariation(form: Record<string, string>): Promise<Variation | false> {
    const res = await this.request('/?wc-ajax=get_variation', form);
    expect(res.status).toBe(200);
    return (await res.json()) as Variation | false;
  }
}

interface Variation {
  variation_id: number;
  attributes: Record<string, string>;
  sku: string;
  is_in_stock: boolean;
  is_purchasable: boolean;
  is_sold_individually: 'yes' | 'no';
  variation_is_active: boolean;
  variation_is_visible: boolean;
  min_qty: number;
  max_qty: number | '';
  display_price: number;
  price_html: string;
  variation_description: string;
  weight: string;
  weight_html: string;
  dimensions_html: string;
  image: { src: string };
  [key: string]: unknown;
}

const window = new Window();
const parse = (html: string) => new window.DOMParser().parseFromString(html, 'text/html');

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#039;': "'",
};
const unescape = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#039);/g, (e) => ENTITIES[e]!);

/** `data-product_variations` of the page's form, parsed (regex: the large page is 2.5 MB). */
function variationsOf(html: string): Variation[] | false {
  const raw = html.match(/<form class="variations_form cart"[^>]*\sdata-product_variations="([^"]*)"/)?.[1];
  expect(raw).toBeDefined();
  return JSON.parse(unescape(raw!)) as Variation[] | false;
}

const byId = (list: Variation[]) => new Map(list.map((v) => [v.variation_id, v]));

/** The variable fixtures: slug, id, attribute taxonomies, swatch types ('' = plain select), variation count. */
const VARIABLE = [
  {
    slug: 'koszulka-bawelniana',
    id: 102,
    attributes: ['pa_kolor', 'pa_rozmiar'],
    types: ['color', 'button'],
    count: 9,
  },
  { slug: 'bluza-z-kapturem', id: 103, attributes: ['pa_kolor', 'pa_rozmiar'], types: ['', ''], count: 5 },
  { slug: 'sweter-z-golfem', id: 126, attributes: ['pa_kolor', 'pa_rozmiar'], types: ['', ''], count: 12 },
  {
    slug: 'skarpety-we-wzory',
    id: 127,
    attributes: ['pa_wzor', 'pa_kolor'],
    types: ['radio', 'color'],
    count: 34,
  },
  {
    slug: 'plytka-ceramiczna',
    id: 128,
    attributes: ['pa_kolor', 'pa_format', 'pa_wykonczenie'],
    types: ['color', 'button', 'button'],
    count: 1000,
  },
  {
    slug: 'kurtka-przeciwdeszczowa',
    id: 129,
    attributes: ['pa_kolor', 'pa_rozmiar', 'pa_material'],
    types: ['color', 'button', 'button'],
    count: 148,
  },
];

/** Every key of WC_Product_Variable::get_available_variation that the islands and the classic script read. */
const VARIATION_KEYS = [
  'attributes',
  'availability_html',
  'backorders_allowed',
  'dimensions',
  'dimensions_html',
  'display_price',
  'display_regular_price',
  'image',
  'image_id',
  'is_downloadable',
  'is_in_stock',
  'is_purchasable',
  'is_sold_individually',
  'is_virtual',
  'max_qty',
  'min_qty',
  'price_html',
  'sku',
  'variation_description',
  'variation_id',
  'variation_is_active',
  'variation_is_visible',
  'variation_stock_left',
  'weight',
  'weight_html',
];

describe('variable product pages', () => {
  it('serve every variable product on /produkt/<slug>/ with the variation form inside the add-to-cart summary', async () => {
    const client = new Client();
    for (const { slug, id, attributes, types, count } of VARIABLE.filter((p) => p.count < 1000)) {
      const path = `/produkt/${slug}/`;
      const html = await client.page(path);
      const doc = parse(html);
      expect(doc.body.className, path).toMatch(
        new RegExp(`\\bsingle-product postid-${id} woo-variation-swatches wvs-behavior-blur\\b`),
      );
      const product = doc.querySelector(`div#product-${id}.product`)!;
      expect(product.classList.contains('product-type-variable'), path).toBe(true);
      const summary = product.querySelector(':scope > .summary.entry-summary[data-island="add-to-cart"]')!;
      const form = summary.querySelector('form.variations_form.cart')!;
      expect(form.getAttribute('data-island')).toBe('variation-form');
      expect(form.getAttribute('action')).toBe(path);
      expect(form.getAttribute('method')).toBe('post');
      expect(form.getAttribute('enctype')).toBe('multipart/form-data');
      expect(form.getAttribute('data-product_id')).toBe(String(id));
      expect(summary.querySelectorAll('form')).toHaveLength(1);

      // The swatch plugin's wrapper around the form, only when the product has swatches.
      const wrapper = form.parentElement!;
      if (types.some(Boolean)) {
        expect(wrapper.className, path).toBe('wvs-variations-wrapper');
        expect(wrapper.getAttribute('data-product_id')).toBe(String(id));
        expect(wrapper.getAttribute('data-threshold_min')).toBe('125');
        expect(wrapper.getAttribute('data-threshold_max')).toBe('100');
        expect(wrapper.getAttribute('data-total')).toBe(String(count));
      } else {
        expect(wrapper, path).toBe(summary);
        expect(html).not.toContain('variable-items-wrapper');
      }

      const table = form.querySelector(':scope > table.variations[role="presentation"]')!;
      expect(table.getAttribute('cellspacing')).toBe('0');
      const rows = [...table.querySelectorAll('tbody > tr')];
      expect(rows).toHaveLength(attributes.length);
      rows.forEach((row, i) => {
        const taxonomy = attributes[i]!;
        const name = `attribute_${taxonomy}`;
        const label = row.querySelector('th.label > label')!;
        expect(label.getAttribute('for')).toBe(taxonomy);
        const select = row.querySelector('td.value > select')!;
        expect(select.id).toBe(taxonomy);
        expect(select.getAttribute('name')).toBe(name);
        expect(select.getAttribute('data-attribute_name')).toBe(name);
        expect(select.getAttribute('data-show_option_none')).toBe('yes');
        const options = [...select.querySelectorAll('option')];
        expect(options[0]?.getAttribute('value')).toBe('');
        expect(options[0]?.textContent).toBe('Wybierz opcję');
        for (const option of options.slice(1)) expect(option.className).toBe('attached enabled');
        const list = row.querySelector('td.value > ul.variable-items-wrapper');
        if (types[i]) {
          expect(select.className).toBe('woo-variation-raw-select');
          expect(select.getAttribute('style')).toBe('display:none');
          expect(list?.classList.contains(`${types[i]}-variable-items-wrapper`), `${path} ${taxonomy}`).toBe(
            true,
          );
          expect(list?.getAttribute('role')).toBe('radiogroup');
          expect(list?.getAttribute('aria-label')).toBe(label.textContent);
          expect(list?.getAttribute('data-attribute_name')).toBe(name);
          const values = JSON.parse(list?.getAttribute('data-attribute_values') ?? 'null');
          expect(values).toEqual(options.slice(1).map((o) => o.getAttribute('value')));
          const items = [...list!.querySelectorAll('li.variable-item')];
          expect(items.map((li) => li.getAttribute('data-value'))).toEqual(values);
        } else {
          expect(select.hasAttribute('class')).toBe(false);
          expect(select.hasAttribute('style')).toBe(false);
          expect(list).toBeNull();
        }
        // The Clear link: in the last row's cell only, as variable.php (10.4) prints it: no role, no
        // `hidden` (the stylesheet hides it by visibility until something is chosen).
        const reset = row.querySelector('td.value > a.reset_variations');
        if (i === rows.length - 1) {
          expect(reset?.getAttribute('href')).toBe('#');
          expect(reset?.hasAttribute('role')).toBe(false);
          expect(reset?.getAttribute('aria-label')).toBe('Wyczyść opcje');
          expect(reset?.hasAttribute('hidden')).toBe(false);
          expect(reset?.textContent).toBe('Wyczyść');
        } else expect(reset).toBeNull();
      });

      const alert = form.querySelector(':scope > div.reset_variations_alert.screen-reader-text')!;
      expect(alert.getAttribute('role')).toBe('alert');
      expect(alert.getAttribute('aria-live')).toBe('polite');
      expect(alert.getAttribute('aria-relevant')).toBe('all');
      const wrap = form.querySelector(':scope > div.single_variation_wrap')!;
      const single = wrap.querySelector(':scope > div.woocommerce-variation.single_variation')!;
      expect(single.getAttribute('role')).toBe('alert');
      expect(single.getAttribute('aria-relevant')).toBe('additions');
      expect(single.innerHTML).toBe('');
      const buttons = wrap.querySelector(':scope > div.woocommerce-variation-add-to-cart.variations_button')!;
      const qty = buttons.querySelector('div.quantity[data-island="quantity"] input.qty[name="quantity"]')!;
      expect(qty.getAttribute('min')).toBe('1');
      expect(qty.getAttribute('value')).toBe('1');
      const button = buttons.querySelector('button.single_add_to_cart_button')!;
      expect(button.className).toBe(
        'single_add_to_cart_button button alt disabled wc-variation-selection-needed',
      );
      expect(button.getAttribute('type')).toBe('submit');
      expect(button.textContent).toBe('Dodaj do koszyka');
      expect(buttons.querySelector('input[type="hidden"][name="add-to-cart"]')?.getAttribute('value')).toBe(
        String(id),
      );
      expect(buttons.querySelector('input[type="hidden"][name="product_id"]')?.getAttribute('value')).toBe(
        String(id),
      );
      const variationId = buttons.querySelector('input[type="hidden"][name="variation_id"]')!;
      expect(variationId.className).toBe('variation_id');
      expect(variationId.getAttribute('value')).toBe('0');

      // The rest of the simple page: SKU, gallery (parent image first), tabs, reviews, related products.
      expect(summary.querySelector('.product_meta .sku')?.textContent).toBeTruthy();
      const first = product.querySelector('.woocommerce-product-gallery__image img')!;
      expect(first.getAttribute('src')).toBe(`/img/${slug}.svg`);
      expect(first.classList.contains('wp-post-image')).toBe(true);
      for (const key of ['weight', 'dimensions', ...attributes.map((t) => `attribute_${t}`)]) {
        expect(
          doc.querySelector(
            `#tab-additional_information .woocommerce-product-attributes-item--${key} .woocommerce-product-attributes-item__value`,
          ),
          `${path} ${key}`,
        ).not.toBeNull();
      }
      expect(doc.querySelectorAll('#tab-reviews ol.commentlist > li.review')).toHaveLength(3);
      expect(doc.querySelectorAll('section.related.products li.product')).toHaveLength(8);

      // The footer templates, before the islands loader.
      const variationTemplate = doc.querySelector('script[type="text/template"]#tmpl-variation-template')!;
      const template = parse(variationTemplate.innerHTML);
      expect(template.querySelector('.woocommerce-variation-description')?.textContent).toBe(
        '{{{ data.variation.variation_description }}}',
      );
      expect(template.querySelector('.woocommerce-variation-price')?.textContent).toBe(
        '{{{ data.variation.price_html }}}',
      );
      expect(template.querySelector('.woocommerce-variation-availability')?.textContent).toBe(
        '{{{ data.variation.availability_html }}}',
      );
      const unavailable = doc.querySelector(
        'script[type="text/template"]#tmpl-unavailable-variation-template',
      )!;
      expect(unavailable.innerHTML.trim()).toBe(
        '<p role="alert">Przepraszamy, ten produkt jest niedostępny. Wybierz inną kombinację.</p>',
      );
      expect(html.indexOf('id="tmpl-unavailable-variation-template"')).toBeLessThan(
        html.indexOf('/islands.js'),
      );
    }
  });

  it('prints neither templates nor variation params on simple product pages', async () => {
    const html = await new Client().page('/produkt/kubek-poranek/');
    expect(html).not.toContain('tmpl-variation-template');
    expect(html).not.toContain('wc_add_to_cart_variation_params');
    expect(html).not.toContain('woo_variation_swatches_options');
    expect(html).not.toContain('woo-variation-swatches');
  });

  it('prints the swatch items the plugin prints: colours inline and by class, buttons, radios, a display limit', async () => {
    const client = new Client();
    const shirt = parse(await client.page('/produkt/koszulka-bawelniana/'));
    const red = shirt.querySelector('ul.color-variable-items-wrapper > li[data-value="czerwony"]')!;
    expect(red.className).toBe('variable-item color-variable-item color-variable-item-czerwony');
    expect(red.getAttribute('aria-checked')).toBe('false');
    expect(red.getAttribute('tabindex')).toBe('0');
    expect(red.getAttribute('role')).toBe('radio');
    expect(red.getAttribute('data-attribute_name')).toBe('attribute_pa_kolor');
    expect(red.getAttribute('data-wvstooltip')).toBe('Czerwony');
    expect(red.getAttribute('title')).toBe('Czerwony');
    expect(red.getAttribute('data-title')).toBe('Czerwony');
    expect(red.innerHTML).toBe(
      // The plugin's inline colour (a strict CSP would block it: shop.css repeats it per term class).
      '<div class="variable-item-contents"><span class="variable-item-span variable-item-span-color" style="background-color:#c0392b;"></span></div>',
    );
    const wrapper = red.parentElement!;
    expect(wrapper.className).toBe('variable-items-wrapper color-variable-items-wrapper wvs-style-squared');
    const size = shirt.querySelector('ul.button-variable-items-wrapper > li.button-variable-item-m')!;
    expect(size.querySelector('span.variable-item-span.variable-item-span-button')?.textContent).toBe('M');

    const socks = parse(await client.page('/produkt/skarpety-we-wzory/'));
    const radio = socks.querySelector(
      'li.radio-variable-item-kropki label.variable-item-radio-input-wrapper',
    )!;
    const input = radio.querySelector('input.variable-item-radio-input[type="radio"]')!;
    expect(input.getAttribute('name')).toBe('wvs_radio_attribute_pa_wzor__127');
    expect(input.getAttribute('value')).toBe('kropki');
    expect(input.getAttribute('data-value')).toBe('kropki');
    expect(input.getAttribute('data-attribute_name')).toBe('attribute_pa_wzor');
    expect(
      radio.querySelector('span.variable-item-radio-value-wrapper > span.variable-item-radio-value')
        ?.textContent,
    ).toBe('Kropki');
    const colours = socks.querySelector('ul.color-variable-items-wrapper')!;
    expect(colours.classList.contains('enabled-display-limit-mode')).toBe(true);
    expect(colours.getAttribute('data-display-limit')).toBe('4');
    expect(colours.querySelectorAll('li.variable-item')).toHaveLength(9);
    const more = colours.lastElementChild!;
    expect(more.className).toBe('woo-variation-swatches-variable-item-more');
    expect(more.innerHTML).toBe('<a href="#" role="button">+5 więcej</a>');
    expect(
      socks
        .querySelector('ul.radio-variable-items-wrapper')
        ?.classList.contains('enabled-display-limit-mode'),
    ).toBe(false);
  });

  it('strict CSP: the raw selects lose their inline style (swatches.css hides them); ids stay unique', async () => {
    const client = new Client();
    const css = await (await client.request('/assets/swatches.css')).text();
    expect(css).toMatch(/\.woo-variation-raw-select\s*\{\s*display:\s*none;?\s*\}/);
    expect(css).toMatch(
      /\.enabled-display-limit-mode li\.variable-item:nth-child\(n \+ 5\)\s*\{\s*display:\s*none;/,
    );
    for (const colour of ['czerwony', 'niebieski', 'zielony', 'czarny', 'bialy', 'fioletowy', 'granatowy']) {
      expect(css).toContain(`.color-variable-item-${colour} .variable-item-span-color {`);
    }
    for (const { slug } of VARIABLE) {
      const res = await client.request(`/produkt/${slug}/?csp=strict`);
      expect(res.headers.get('content-security-policy')).toContain("style-src 'self'");
      const html = await res.text();
      expect(html, slug).not.toMatch(/\sstyle=/);
      expect(html, slug).not.toMatch(/<style\b(?! id="wc-islands-inline-css" nonce=")/);
      expect(html, slug).not.toMatch(/\son[a-z]+=/);
      const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
      expect(
        ids.filter((id, i) => ids.indexOf(id) !== i),
        slug,
      ).toEqual([]);
    }
  });

  it("the shirt's .product_meta also holds its weight and dimensions; the jacket's form has data-custom_data", async () => {
    const shirt = parse(await new Client().page('/produkt/koszulka-bawelniana/'));
    expect(shirt.querySelector('.product_meta .product_weight')?.textContent).toBe('0,2 kg');
    expect(shirt.querySelector('.product_meta .product_dimensions')?.textContent).toBe('30 × 20 × 2 cm');
    expect(shirt.querySelector('form.variations_form')?.hasAttribute('data-custom_data')).toBe(false);
    const sweater = parse(await new Client().page('/produkt/sweter-z-golfem/'));
    expect(sweater.querySelector('.product_meta .product_weight')).toBeNull();
    const jacket = parse(await new Client().page('/produkt/kurtka-przeciwdeszczowa/'));
    const data = jacket.querySelector('form.variations_form')!.getAttribute('data-custom_data');
    expect(JSON.parse(data!)).toEqual({ zrodlo: 'karta-produktu' });
  });

  it('preselects a value from the query, as WooCommerce reads $_REQUEST', async () => {
    const doc = parse(await new Client().page('/produkt/koszulka-bawelniana/?attribute_pa_kolor=zielony'));
    expect(doc.querySelector('select#pa_kolor option[selected]')?.getAttribute('value')).toBe('zielony');
    const item = doc.querySelector('li.color-variable-item-zielony')!;
    expect(item.classList.contains('selected')).toBe(true);
    expect(item.getAttribute('aria-checked')).toBe('true');
    const other = parse(
      await new Client().page('/produkt/koszulka-bawelniana/?attribute_pa_kolor=fioletowy'),
    );
    expect(other.querySelector('select#pa_kolor option[selected]')).toBeNull();
  });

  it('keeps the unlisted products out of the shop, the home teasers and related lists', async () => {
    const client = new Client();
    const hidden = unlistedProducts.map((p) => p.id);
    expect(hidden).toEqual([126, 127, 128, 129]);
    expect(products).toHaveLength(25);
    const pages = [
      await client.page('/'),
      await client.page('/sklep/'),
      await client.page('/sklep/page/2/'),
      await client.page('/produkt/koszulka-bawelniana/'),
      await client.page('/produkt/sweter-z-golfem/'),
    ];
    for (const html of pages) {
      for (const id of hidden)
        expect(html).not.toMatch(new RegExp(`<li class="product [^"]*\\bpost-${id}\\b`));
    }
    expect(pages[1]).toContain('Wyświetlanie 1–20 z 25 wyników');
  });

  it('lists each variable fixture in the index under the product page', async () => {
    const page = listPages().find((p) => p.file === 'product.html')!;
    expect(page.examples.map((e) => e.path)).toEqual(VARIABLE.map(({ slug }) => `/produkt/${slug}/`));
    for (const slug of VARIABLE.map((p) => p.slug)) expect(page.description).toContain(`/produkt/${slug}/`);
    const index = await new Client().page('/fixtures/');
    for (const example of page.examples) {
      expect(example.description).toBeTruthy();
      expect(index).toContain(`<code>${example.path}</code>`);
    }
  });

  it('renders the 1,000-variation page quickly and serves the variation images', async () => {
    const started = performance.now();
    const html = renderPage('/produkt/plytka-ceramiczna/')!;
    // ~70 ms cold, ~10 ms once the variation list is built; the bound leaves room for a busy machine.
    expect(performance.now() - started).toBeLessThan(1000);
    expect(html).toContain('data-total="1000"');
    const client = new Client();
    for (const name of [
      'plytka-ceramiczna-fioletowy',
      'plytka-ceramiczna-fioletowy-100x100',
      'sweter-z-golfem-bezowy-1200x1200',
    ]) {
      const res = await client.request(`/img/${name}.svg`);
      expect(res.status, name).toBe(200);
      expect(await res.text()).toMatch(
        /<title>(Płytka ceramiczna na wymiar – fioletowy|Sweter z golfem – beżowy)<\/title>/,
      );
    }
  });
});

describe('printed variations (data-product_variations)', () => {
  it('prints every variation object with all its keys, escaped like wp_json_encode', async () => {
    const client = new Client();
    for (const { slug, count } of VARIABLE) {
      const html = await client.page(`/produkt/${slug}/`);
      const list = variationsOf(html);
      if (slug === 'kurtka-przeciwdeszczowa') {
        expect(list).toBe(false);
        continue;
      }
      expect(Array.isArray(list), slug).toBe(true);
      expect((list as Variation[]).length, slug).toBe(count);
      for (const v of (list as Variation[]).slice(0, 50))
        expect(Object.keys(v).sort()).toEqual(VARIATION_KEYS);
    }
    // Non-ASCII as \u escapes, slashes escaped, as PHP's json_encode prints them.
    const raw = (await client.page('/produkt/koszulka-bawelniana/')).match(
      /data-product_variations="([^"]*)"/,
    )![1]!;
    expect(raw).toContain('\\/img\\/koszulka-bawelniana-czerwony.svg');
    expect(raw).toContain('\\u2013');
    expect(raw).not.toContain('–');
  });

  it('koszulka-bawelniana (102): the special combinations', async () => {
    const list = variationsOf(await new Client().page('/produkt/koszulka-bawelniana/')) as Variation[];
    const v = byId(list);
    expect([...v.keys()]).toEqual([201, 202, 203, 204, 205, 206, 207, 208, 209]);
    expect(v.get(201)).toMatchObject({
      attributes: { attribute_pa_kolor: 'czerwony', attribute_pa_rozmiar: 's' },
      max_qty: 3,
      variation_stock_left: 3,
      availability_html: '<p class="stock in-stock">Na stanie: 3</p>',
      variation_description: '<p>Ostatnie sztuki w tym kolorze i rozmiarze.</p>',
    });
    expect(v.get(202)?.sku).toBe('KOSZ-100');
    expect(v.get(205)?.sku).toBe('KOSZ-100-NIEBIESKI-M');
    expect(v.get(204)).toMatchObject({ variation_is_active: false, is_in_stock: true, is_purchasable: true });
    expect(v.get(206)).toMatchObject({
      is_purchasable: false,
      display_price: 0,
      price_html: '',
      variation_is_visible: true,
    });
    expect(v.get(207)).toMatchObject({
      variation_is_visible: false,
      variation_is_active: true,
      is_purchasable: true,
      max_qty: 2, // hidden, with little stock: its stock is never hinted
      variation_stock_left: 2,
    });
    expect(v.get(209)).toMatchObject({
      is_in_stock: false,
      max_qty: '',
      availability_html: '<p class="stock out-of-stock">Brak w magazynie</p>',
    });
    // Size L weighs more and is bigger than the parent (0,2 kg, 30 × 20 × 2 cm).
    expect(v.get(203)).toMatchObject({
      weight_html: '0,25 kg',
      dimensions_html: '32 &times; 22 &times; 2 cm',
    });
    expect(v.get(208)).toMatchObject({
      weight_html: '0,2 kg',
      dimensions_html: '30 &times; 20 &times; 2 cm',
    });
    expect(v.get(208)?.image.src).toBe('/img/koszulka-bawelniana-zielony.svg');
    expect(v.get(208)?.price_html).toContain('89,00');
    // Only the named ones are special.
    const plain = [202, 203, 205, 208].map((id) => v.get(id)!);
    for (const p of plain) {
      expect(p).toMatchObject({
        is_in_stock: true,
        is_purchasable: true,
        variation_is_active: true,
        variation_is_visible: true,
      });
    }
  });

  it('bluza-z-kapturem (103): any size, sold individually, min 2 / max 4', async () => {
    const v = byId(variationsOf(await new Client().page('/produkt/bluza-z-kapturem/')) as Variation[]);
    expect([...v.keys()]).toEqual([301, 302, 303, 304, 305]);
    for (const variation of v.values()) expect(variation.attributes.attribute_pa_rozmiar).toBe('');
    expect(v.get(301)).toMatchObject({ is_sold_individually: 'no', min_qty: 1, max_qty: '' });
    expect(v.get(303)?.is_purchasable).toBe(false);
    expect(v.get(304)).toMatchObject({ is_sold_individually: 'yes', min_qty: 1, max_qty: 1 });
    expect(v.get(305)).toMatchObject({ is_sold_individually: 'no', min_qty: 2, max_qty: 4 });
  });

  it('sweter-z-golfem (126) and skarpety-we-wzory (127): out of stock, inactive, missing combinations', async () => {
    const client = new Client();
    const sweater = byId(variationsOf(await client.page('/produkt/sweter-z-golfem/')) as Variation[]);
    expect(sweater.get(402)).toMatchObject({
      attributes: { attribute_pa_kolor: 'czarny', attribute_pa_rozmiar: 'm' },
      max_qty: 2,
    });
    expect(sweater.get(405)).toMatchObject({
      attributes: { attribute_pa_kolor: 'bezowy', attribute_pa_rozmiar: 's' },
      variation_is_active: false,
    });
    expect(sweater.get(412)).toMatchObject({
      attributes: { attribute_pa_kolor: 'granatowy', attribute_pa_rozmiar: 'xl' },
      is_in_stock: false,
    });

    const socks = variationsOf(await client.page('/produkt/skarpety-we-wzory/')) as Variation[];
    const combos = socks.map((v) => `${v.attributes.attribute_pa_wzor}-${v.attributes.attribute_pa_kolor}`);
    expect(combos).not.toContain('kratka-zolty');
    expect(combos).not.toContain('kratka-rozowy');
    const s = byId(socks);
    expect(s.get(515)).toMatchObject({
      attributes: { attribute_pa_wzor: 'kropki', attribute_pa_kolor: 'fioletowy' },
      is_in_stock: false,
    });
    expect(s.get(508)).toMatchObject({
      attributes: { attribute_pa_wzor: 'paski', attribute_pa_kolor: 'szary' },
      variation_is_active: false,
    });
  });

  it('plytka-ceramiczna (128): 1,000 variations over 3 attributes, a handful out of stock or inactive', async () => {
    const list = variationsOf(await new Client().page('/produkt/plytka-ceramiczna/')) as Variation[];
    expect(list).toHaveLength(1000);
    expect(list[0]?.variation_id).toBe(10001);
    expect(list[999]?.variation_id).toBe(11000);
    expect(new Set(list.map((v) => JSON.stringify(v.attributes))).size).toBe(1000);
    expect(list.filter((v) => !v.is_in_stock).map((v) => v.variation_id)).toEqual(
      [7, 132, 257, 382, 507, 632, 757, 882].map((n) => 10001 + n),
    );
    expect(list.filter((v) => !v.variation_is_active).map((v) => v.variation_id)).toEqual(
      [99, 299, 499, 699, 899].map((n) => 10001 + n),
    );
    // id = 10001 + 100·colour + 10·format + finish.
    expect(list[123]?.attributes).toEqual({
      attribute_pa_kolor: 'niebieski',
      attribute_pa_format: '20x20',
      attribute_pa_wykonczenie: 'szkliwione',
    });
  });
});

describe('get_variation', () => {
  it('answers the matching variation (all attributes posted as attribute_pa_x), or false', async () => {
    const client = new Client();
    const ask = (product_id: string, attributes: Record<string, string>) =>
      client.getVariation({ product_id, custom_data: '', ...attributes });
    expect(await ask('102', { attribute_pa_kolor: 'czerwony', attribute_pa_rozmiar: 'l' })).toMatchObject({
      variation_id: 203,
    });
    expect(await ask('102', { attribute_pa_kolor: 'zielony', attribute_pa_rozmiar: 's' })).toMatchObject({
      variation_id: 207,
      variation_is_visible: false,
    });
    // An attribute not posted at all: no match (find_matching_product_variation needs every set attribute).
    expect(await ask('102', { attribute_pa_kolor: 'czerwony' })).toBe(false);
    expect(await ask('103', { attribute_pa_kolor: 'szary', attribute_pa_rozmiar: 'm' })).toMatchObject({
      variation_id: 305,
      min_qty: 2,
      max_qty: 4,
    });
    expect(
      await ask('128', {
        attribute_pa_kolor: 'granatowy',
        attribute_pa_format: '60x120',
        attribute_pa_wykonczenie: 'olejowane',
      }),
    ).toMatchObject({ variation_id: 11000 });
  });

  it('kurtka-przeciwdeszczowa (129, AJAX mode): any material, missing combinations, special ones', async () => {
    const client = new Client();
    const ask = (attributes: Record<string, string>) =>
      client.getVariation({ product_id: '129', custom_data: '{"zrodlo":"test"}', ...attributes });
    const jacket = (kolor: string, rozmiar: string, material: string) =>
      ask({ attribute_pa_kolor: kolor, attribute_pa_rozmiar: rozmiar, attribute_pa_material: material });

    const black = await jacket('czarny', 'l', 'softshell');
    expect(black).toMatchObject({
      variation_id: 3004,
      attributes: { attribute_pa_kolor: 'czarny', attribute_pa_rozmiar: 'l', attribute_pa_material: '' },
    });
    // "any" also matches without the attribute posted.
    expect(await ask({ attribute_pa_kolor: 'czarny', attribute_pa_rozmiar: 'l' })).toMatchObject({
      variation_id: 3004,
    });
    expect(await jacket('czerwony', 'xs', 'nylon')).toMatchObject({ variation_id: 3007, display_price: 299 });
    expect(await jacket('zolty', 'xs', 'softshell')).toBe(false);
    expect(await jacket('zolty', 'xxl', 'softshell')).toBe(false);
    expect(await jacket('zolty', 's', 'softshell')).toMatchObject({ is_in_stock: true });
    expect(await jacket('bialy', 'm', 'nylon')).toMatchObject({ is_in_stock: false });
    expect(await jacket('szary', 'xl', 'softshell')).toMatchObject({ variation_is_active: false });
    expect(await jacket('fioletowy', 'm', 'nylon')).toBe(false);
    expect(await jacket('czerwony', 'm', '')).toBe(false);
    // The same answers through admin-ajax.
    const res = await client.request('/wp-admin/admin-ajax.php', {
      action: 'woocommerce_get_variation',
      product_id: '129',
      attribute_pa_kolor: 'niebieski',
      attribute_pa_rozmiar: 's',
      attribute_pa_material: 'poliester',
    });
    expect(((await res.json()) as Variation).attributes).toEqual({
      attribute_pa_kolor: 'niebieski',
      attribute_pa_rozmiar: 's',
      attribute_pa_material: 'poliester',
    });
  });
});

describe('the variation form without JavaScript', () => {
  const post = (client: Client, product: { id: number; slug: string }, fields: Record<string, string>) =>
    client.request(
      `/produkt/${product.slug}/`,
      {
        quantity: '1',
        'add-to-cart': String(product.id),
        product_id: String(product.id),
        variation_id: '0',
        ...fields,
      },
      true,
    );
  const SWEATER = { id: 126, slug: 'sweter-z-golfem' };
  const HOODIE = { id: 103, slug: 'bluza-z-kapturem' };

  it('adds the chosen variation (multipart POST of the selects) and redirects to the cart', async () => {
    const client = new Client();
    await client.page('/produkt/sweter-z-golfem/');
    const res = await post(client, SWEATER, {
      attribute_pa_kolor: 'czarny',
      attribute_pa_rozmiar: 'l',
      quantity: '2',
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/koszyk/');
    const cart = parse(await client.page('/koszyk/'));
    expect(cart.querySelector('.woocommerce-message')?.textContent).toContain(
      '2 × „Sweter z golfem” dodano do koszyka.',
    );
    expect(cart.querySelector('td.product-name a')?.textContent).toBe('Sweter z golfem - Czarny, L');
    const session = (await (await client.request('/__qa/session')).json()) as {
      cart: { variationId: number; quantity: number; attributes: Record<string, string> }[];
    };
    expect(session.cart).toEqual([
      expect.objectContaining({
        variationId: 403,
        quantity: 2,
        attributes: { attribute_pa_kolor: 'czarny', attribute_pa_rozmiar: 'l' },
      }),
    ]);
  });

  it('fills an "any" attribute from the post and keeps the chosen value on the cart row', async () => {
    const client = new Client();
    client.jar.set('qa_settings', encodeURIComponent('cart_redirect_after_add=no'));
    const res = await post(client, HOODIE, { attribute_pa_kolor: 'czerwony', attribute_pa_rozmiar: 'l' });
    expect(res.headers.get('location')).toBe('/produkt/bluza-z-kapturem/');
    const cart = parse(await client.page('/koszyk/'));
    expect(cart.querySelector('td.product-name a')?.textContent).toBe('Bluza z kapturem - Czerwony');
    expect(cart.querySelector('td.product-name dl.variation dd')?.textContent).toBe('L');
  });

  it('refuses missing, impossible, unavailable and out-of-range choices with an error notice', async () => {
    const client = new Client();
    client.jar.set('qa_settings', encodeURIComponent('cart_redirect_after_add=no'));
    const error = async () =>
      parse(await client.page('/produkt/sweter-z-golfem/'))
        .querySelector('ul.woocommerce-error')
        ?.textContent?.trim();

    await post(client, SWEATER, { attribute_pa_kolor: 'czarny', attribute_pa_rozmiar: '' });
    expect(await error()).toBe('Wybierz opcje produktu „Sweter z golfem”, zanim dodasz go do koszyka.');
    await post(client, SWEATER, { attribute_pa_kolor: 'granatowy', attribute_pa_rozmiar: 'xl' });
    expect(await error()).toBe(
      'Nie można dodać produktu „Sweter z golfem” do koszyka, ponieważ jest niedostępny.',
    );
    await post(client, SWEATER, { attribute_pa_kolor: 'bezowy', attribute_pa_rozmiar: 's' });
    expect(await error()).toBe('Wybrany wariant produktu „Sweter z golfem” jest niedostępny.');
    await post(client, SWEATER, { attribute_pa_kolor: 'czerwony', attribute_pa_rozmiar: 's' });
    expect(await error()).toBe(
      'Przepraszamy, żaden produkt nie pasuje do wybranych opcji. Wybierz inną kombinację.',
    );
    // A variation id whose fixed attribute contradicts the posted one.
    await post(client, SWEATER, {
      variation_id: '401',
      attribute_pa_kolor: 'bezowy',
      attribute_pa_rozmiar: 's',
    });
    expect(await error()).toBe(
      'Przepraszamy, żaden produkt nie pasuje do wybranych opcji. Wybierz inną kombinację.',
    );

    await post(client, HOODIE, { attribute_pa_kolor: 'szary', attribute_pa_rozmiar: 'm', quantity: '1' });
    expect(await error()).toBe(
      'Produkt „Bluza z kapturem” można zamówić w ilości od 2 do 4 szt. (w koszyku masz już 0).',
    );
    await post(client, HOODIE, { attribute_pa_kolor: 'szary', attribute_pa_rozmiar: 'm', quantity: '3' });
    await post(client, HOODIE, { attribute_pa_kolor: 'czarny', attribute_pa_rozmiar: 'm', quantity: '5' });
    await post(client, HOODIE, { attribute_pa_kolor: 'czarny', attribute_pa_rozmiar: 'm' });
    expect(await error()).toMatch(
      /^Nie możesz dodać kolejnej sztuki produktu „Bluza z kapturem” do koszyka\./,
    );
    const session = (await (await client.request('/__qa/session')).json()) as {
      cart: { variationId: number; quantity: number }[];
    };
    expect(session.cart.map((row) => [row.variationId, row.quantity])).toEqual([
      [305, 3],
      [304, 1],
    ]);
  });
});

describe('Variation Swatches options and QA settings', () => {
  const optionsOf = (html: string) => {
    const source = parse(html).querySelector('script#woo-variation-swatches-js-extra')?.textContent ?? '';
    return new Function(`${source}; return woo_variation_swatches_options;`)() as Record<string, string>;
  };

  it('prints wc_add_to_cart_variation_params and the plugin options as wp_localize_script strings', async () => {
    const client = new Client();
    const html = await client.page('/produkt/sweter-z-golfem/');
    const source = parse(html).querySelector('script#wc-add-to-cart-variation-js-extra')?.textContent ?? '';
    expect(new Function(`${source}; return wc_add_to_cart_variation_params;`)()).toEqual({
      wc_ajax_url: '/?wc-ajax=%%endpoint%%',
      i18n_no_matching_variations_text:
        'Przepraszamy, żaden produkt nie pasuje do wybranych opcji. Wybierz inną kombinację.',
      i18n_make_a_selection_text: 'Wybierz opcje produktu, zanim dodasz go do koszyka.',
      i18n_unavailable_text: 'Przepraszamy, ten produkt jest niedostępny. Wybierz inną kombinację.',
      i18n_reset_alert_text: 'Wybór został wyczyszczony. Wybierz opcje produktu, zanim dodasz go do koszyka.',
    });
    expect(optionsOf(html)).toEqual({
      show_variation_label: '1',
      clear_on_reselect: '',
      variation_label_separator: ':',
      is_mobile: '',
      show_variation_stock: '',
      stock_label_threshold: '5',
      cart_redirect_after_add: 'yes',
      enable_ajax_add_to_cart: 'yes',
      cart_url: '/koszyk/',
      is_cart: '',
      out_of_stock_tooltip_text: '(Brak w magazynie)',
      unavailable_tooltip_text: '(Niedostępne)',
    });
  });

  it('switches the options with query parameters or the qa_settings cookie', async () => {
    const client = new Client();
    const all =
      'clickable_out_of_stock=1&deselect_unavailable=1&disable_out_of_stock=1&show_variation_stock=1&clear_on_reselect=1';
    const on = optionsOf(
      await client.page(`/produkt/koszulka-bawelniana/?${all}&cart_redirect_after_add=no`),
    );
    expect(on).toMatchObject({
      clickable_out_of_stock: '1',
      deselect_unavailable: '1',
      disable_out_of_stock: '1',
      show_variation_stock: '1',
      clear_on_reselect: '1',
      cart_redirect_after_add: 'no',
    });
    client.jar.set('qa_settings', encodeURIComponent('clickable_out_of_stock=1&clear_on_reselect=1'));
    const cookie = optionsOf(await client.page('/produkt/koszulka-bawelniana/'));
    expect(cookie.clickable_out_of_stock).toBe('1');
    expect(cookie.clear_on_reselect).toBe('1');
    expect(cookie).not.toHaveProperty('deselect_unavailable');
    expect(cookie).not.toHaveProperty('disable_out_of_stock');
    expect(cookie.show_variation_stock).toBe('');
    // A query parameter wins over the cookie.
    expect(
      optionsOf(await client.page('/produkt/koszulka-bawelniana/?clear_on_reselect=0')).clear_on_reselect,
    ).toBe('');
  });
});
