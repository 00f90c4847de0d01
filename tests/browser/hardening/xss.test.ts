/**
 * XSS: 36 payloads delivered through the URL (utm_* parameters, the referrer, the lightbox and tab hash),
 * data attributes (swatch titles, variation values, gallery captions, remove links) and server responses
 * (a variation's SKU, weight, dimensions and availability text; the love count; add_to_cart's product_url).
 * None may run — `window.__xss` stays unset and no CSP report is raised — and none may become markup where
 * the spec asks for text: every payload's markup carries `data-hx`, so any element with it is a failure.
 *
 * The pages run under the demo shop's strict policy turned into `Content-Security-Policy-Report-Only`: a
 * payload that ran would both set the flag and be reported, and one that was merely inserted as markup
 * would still be reported. Fragments and the variation's `*_html` fields are the server's own HTML by
 * design (docs/security.md): the availability text is sent as WooCommerce sends it, escaped inside
 * `<p class="stock">`.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mounted, openShop, type Shop, type ShopPage } from '../harness';
import { pages, probe, realErrors, table } from './helpers';

let shop: Shop;
let open: ReturnType<typeof pages>;
beforeAll(async () => {
  shop = await openShop();
  open = pages(shop);
});

/** Markup payloads; `%N%` becomes the payload's number, so a flag tells which one ran. */
const TEMPLATES = [
  '<img src=x data-hx onerror="window.__xss=%N%">',
  '"><img src=x data-hx onerror=window.__xss=%N%>',
  "'><svg data-hx onload=window.__xss=%N%>",
  '</script><script data-hx>window.__xss=%N%</script>',
  '<iframe data-hx srcdoc="<script>parent.__xss=%N%</script>"></iframe>',
  '<details data-hx open ontoggle=window.__xss=%N%>',
  '<input data-hx autofocus onfocus=window.__xss=%N%>',
  '<a data-hx href="javascript:window.__xss=%N%">x</a>',
  '<svg><script data-hx>window.__xss=%N%</script></svg>',
  '<math><mtext><img src=x data-hx onerror=window.__xss=%N%></mtext></math>',
  '<IMG SRC=x DATA-HX ONERROR=window.__xss=%N%>',
  '<img src=x data-hx onerror=&#119;indow.__xss=%N%>',
  '<scr<script>ipt data-hx>window.__xss=%N%</script>',
  '<!--<img src="--><img src=x data-hx onerror=window.__xss=%N%>-->',
  '<noscript><p title="</noscript><img src=x data-hx onerror=window.__xss=%N%>">',
  '<style data-hx>*{}</style><img src=x data-hx onerror=window.__xss=%N%>',
  '<body data-hx onload=window.__xss=%N%>',
  '<video data-hx><source onerror=window.__xss=%N%></video>',
  '<object data-hx data="javascript:window.__xss=%N%"></object>',
  '<embed data-hx src="javascript:window.__xss=%N%">',
  '<form data-hx><button formaction=javascript:window.__xss=%N%>x</button></form>',
  '<base data-hx href="javascript:window.__xss=%N%//">',
  '<meta data-hx http-equiv="refresh" content="0;url=javascript:window.__xss=%N%">',
  '<img src=x data-hx onerror=window.__xss=%N% ',
  '\u202e<img src=x data-hx onerror=window.__xss=%N%>',
  '<img src=x data-hx onerror=window.__xss=%N%>\u0000',
  '&lt;img src=x data-hx onerror=window.__xss=%N%&gt;',
  '&#60;img src=x data-hx onerror=window.__xss=%N%&#62;',
  '\\u003cimg src=x data-hx onerror=window.__xss=%N%\\u003e',
  '%3Cimg%20src%3Dx%20data-hx%20onerror%3Dwindow.__xss%3D%N%%3E',
  '{{{ data.variation.sku }}}<img src=x data-hx onerror=window.__xss=%N%>',
  '<# window.__xss=%N% #><img src=x data-hx onerror=window.__xss=%N%>',
  '<marquee data-hx onstart=window.__xss=%N%>x</marquee>',
  '<select data-hx autofocus onfocus=window.__xss=%N%><option>x</option></select>',
  '</textarea><img src=x data-hx onerror=window.__xss=%N%>',
  '</title></style><img src=x data-hx onerror=window.__xss=%N%>',
];
const PAYLOADS = TEMPLATES.map((t, i) => t.replaceAll('%N%', String(i + 1)));

/** Links a page might follow: never a script, never another site. */
const URL_PAYLOADS = [
  'javascript:window.__xss=101',
  'JaVaScRiPt:window.__xss=102',
  ' javascript:window.__xss=103',
  'java\tscript:window.__xss=104',
  'javascript&colon;window.__xss=105',
  'data:text/html,<script>parent.__xss=106</script>',
  'vbscript:msgbox(107)',
  '//evil.example/108',
  'https://evil.example/109',
  '\\\\evil.example/110',
  'javascript://%0Awindow.__xss=111',
  'blob:https://evil.example/112',
];

/** `&lt;` → `<`, as a textarea decodes it (no markup is parsed). */
const decoded = (s: string) =>
  s
    .replace(/&lt;|&#60;/g, '<')
    .replace(/&gt;|&#62;/g, '>')
    .replace(/&#119;/g, 'w')
    .replace(/&amp;/g, '&');
const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

interface Outcome {
  channel: string;
  cases: number;
  failures: string[];
}
const outcomes: Outcome[] = [];
afterAll(async () => {
  const rows = outcomes.map((o) => [o.channel, String(o.cases), String(o.cases - o.failures.length)]);
  const total = outcomes.reduce((n, o) => n + o.cases, 0);
  const passed = outcomes.reduce((n, o) => n + o.cases - o.failures.length, 0);
  console.log(
    `\nXSS cases\n${table(['channel', 'cases', 'passed'], [...rows, ['all', String(total), String(passed)]])}\n`,
  );
  await open?.closeContexts();
  await shop?.close();
});

/** The strict policy, reporting instead of blocking: a payload that ran is flagged and reported. */
async function reportOnly(context: BrowserContext): Promise<void> {
  await context.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch({ maxRedirects: 0 });
    const headers = { ...response.headers() };
    const policy = headers['content-security-policy'];
    if (policy) {
      delete headers['content-security-policy'];
      headers['content-security-policy-report-only'] = policy;
    }
    return route.fulfill({ response, headers });
  });
}

async function openXss(
  path: string,
  referer?: string,
  cookies: Array<{ name: string; value: string }> = [],
): Promise<ShopPage> {
  return open.open(path, {
    cookies: [{ name: 'qa_csp', value: 'strict' }, ...cookies],
    prepare: reportOnly,
    ...(referer ? { referer } : {}),
  });
}

/** Nothing ran and nothing became markup (in this document). */
async function unharmed(page: Page): Promise<string | undefined> {
  const state = await page.evaluate(() => ({
    flag: (window as unknown as { __xss?: unknown }).__xss,
    markup: document.querySelectorAll('[data-hx]').length,
  }));
  if (state.flag !== undefined) return `ran (flag ${String(state.flag)})`;
  if (state.markup) return `${state.markup} element(s) from the payload`;
  return undefined;
}

/** Runs the cases of one channel, collecting failures instead of stopping at the first. */
async function channel(
  name: string,
  shopPages: () => ShopPage[],
  cases: Array<() => Promise<string | undefined>>,
): Promise<void> {
  const outcome: Outcome = { channel: name, cases: cases.length, failures: [] };
  outcomes.push(outcome);
  for (const [i, run] of cases.entries()) {
    let failure: string | undefined;
    try {
      failure = await run();
    } catch (error) {
      failure = String(error).split('\n')[0];
    }
    if (failure) outcome.failures.push(`case ${i + 1}: ${failure}`);
  }
  for (const shopPage of shopPages()) {
    if (shopPage.page.isClosed()) continue;
    const { uncaught } = await probe(shopPage.page);
    if (uncaught.length) outcome.failures.push(`uncaught: ${uncaught.join('; ')}`);
    if (shopPage.cspViolations.length)
      outcome.failures.push(`CSP reports: ${shopPage.cspViolations.slice(0, 3).join('; ')}`);
    if (realErrors(shopPage).length) outcome.failures.push(`errors: ${realErrors(shopPage).join('; ')}`);
  }
  expect(outcome.failures).toEqual([]);
}

const SIMPLE = '/produkt/kubek-poranek/';
const SHIRT = '/produkt/koszulka-bawelniana/';
const JACKET = '/produkt/kurtka-przeciwdeszczowa/';
const UTM = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'];

describe('through the URL', () => {
  it('utm_* parameters and the referrer arrive in the attribution inputs as values only', async () => {
    const opened: ShopPage[] = [];
    const loads: Array<{ payloads: string[]; referrer: string }> = [];
    for (let i = 0; i < PAYLOADS.length; i += UTM.length)
      loads.push({
        payloads: PAYLOADS.slice(i, i + UTM.length),
        referrer: `https://evil.example/${encodeURIComponent(PAYLOADS[i / UTM.length]!)}`,
      });
    const inputs = (page: Page) =>
      page.$$eval('form.register wc-order-attribution-inputs input', (all) =>
        Object.fromEntries(
          (all as HTMLInputElement[]).map((i) => [i.name.replace('wc_order_attribution_', ''), i.value]),
        ),
      );
    const utmCases: Array<() => Promise<string | undefined>> = [];
    const referrerCases: Array<() => Promise<string | undefined>> = [];
    const results = new Map<number, Promise<{ page: Page; values: Record<string, string> }>>();
    const load = (n: number) => {
      if (!results.has(n))
        results.set(
          n,
          (async () => {
            const { payloads, referrer } = loads[n]!;
            const query = payloads.map((p, k) => `${UTM[k]}=${encodeURIComponent(p)}`).join('&');
            const shopPage = await openXss(`/moje-konto/?${query}`, referrer);
            opened.push(shopPage);
            await mounted(shopPage.page, 'order-attribution', 15_000);
            return { page: shopPage.page, values: await inputs(shopPage.page) };
          })(),
        );
      return results.get(n)!;
    };
    loads.forEach(({ payloads }, n) => {
      payloads.forEach((payload, k) =>
        utmCases.push(async () => {
          const { page, values } = await load(n);
          if (values[UTM[k]!] !== payload) return `${UTM[k]} is ${JSON.stringify(values[UTM[k]!])}`;
          return unharmed(page);
        }),
      );
      referrerCases.push(async () => {
        const { page, values } = await load(n);
        const referrer = await page.evaluate(() => document.referrer);
        if (!referrer.startsWith('https://evil.example/')) return `no referrer (${referrer})`;
        if (values.referrer !== referrer) return `referrer input is ${JSON.stringify(values.referrer)}`;
        return unharmed(page);
      });
    });
    for (let n = 0; n < loads.length; n += 4)
      await Promise.all([0, 1, 2, 3].map((k) => loads[n + k] && load(n + k)));
    await channel('URL: utm_* parameters', () => opened, utmCases);
    await channel('URL: referrer', () => opened, referrerCases);
  }, 120_000);

  it('the lightbox and tab hash opens nothing and inserts nothing', async () => {
    const shopPage = await openXss(SIMPLE);
    const { page } = shopPage;
    await mounted(page, 'gallery', 15_000);
    await mounted(page, 'tabs', 15_000);
    const hashes = PAYLOADS.flatMap((payload) =>
      ['#gallery-', '#gallery-1', '#tab-', '#'].map((prefix) => prefix + payload),
    );
    // One hash after another in the page (each answered by the islands' hashchange listeners).
    const results = await page.evaluate(async (all) => {
      const out: Array<string | undefined> = [];
      for (const hash of all) {
        location.hash = hash;
        await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
        const flag = (window as unknown as { __xss?: unknown }).__xss;
        out.push(
          document.querySelector('.islands-lightbox')
            ? 'a lightbox opened'
            : flag !== undefined
              ? `ran (flag ${String(flag)})`
              : document.querySelector('[data-hx]')
                ? 'markup from the payload'
                : undefined,
        );
      }
      return out;
    }, hashes);
    await page.waitForTimeout(300); // a lightbox would have loaded by now
    const cases = results.map(
      (result) => async () =>
        result ?? ((await page.$('.islands-lightbox')) ? 'a lightbox opened' : unharmed(page)),
    );
    // And a page loaded with such a hash.
    const loaded = await openXss(`${SIMPLE}#gallery-1${encodeURIComponent(PAYLOADS[0]!)}`);
    await mounted(loaded.page, 'gallery', 15_000);
    cases.push(async () => ((await loaded.page.$('.islands-lightbox')) ? 'opened' : unharmed(loaded.page)));
    await channel('URL: lightbox and tab hash', () => [shopPage, loaded], cases);
  });
});

describe('through data attributes', () => {
  it('swatch titles show in the tooltip as text', async () => {
    const shopPage = await openXss(SHIRT);
    const { page } = shopPage;
    await mounted(page, 'variation-form', 15_000);
    // Focus shows the tooltip (its code loads on the first one); each title in turn, in the page.
    const results = await page.evaluate(async (titles) => {
      const item = document.querySelector<HTMLElement>(
        'ul[data-attribute_name="attribute_pa_kolor"] li.variable-item',
      )!;
      const out: Array<string | undefined> = [];
      for (const title of titles) {
        item.blur();
        item.dataset.title = title;
        item.dataset.wvstooltip = title;
        item.focus();
        const shown = () =>
          document.querySelector('#wc-islands-swatch-tooltip:not([hidden]) .line')?.textContent;
        for (let t = 0; t < 200 && shown() !== title; t++) await new Promise((r) => setTimeout(r, 10));
        const flag = (window as unknown as { __xss?: unknown }).__xss;
        out.push(
          shown() !== title
            ? `tooltip shows ${JSON.stringify(shown())}`
            : flag !== undefined
              ? `ran (flag ${String(flag)})`
              : document.querySelector('[data-hx]')
                ? 'markup from the payload'
                : undefined,
        );
      }
      return out;
    }, PAYLOADS);
    const cases = results.map((result) => async () => result ?? unharmed(page));
    await channel('data: swatch titles', () => [shopPage], cases);
  });

  it('variation values are matched and shown as text', async () => {
    const shopPage = await openXss(SHIRT);
    const { page } = shopPage;
    await mounted(page, 'variation-form', 15_000);
    // A form of our own (adopted like a quick view's): one attribute whose values are the payloads.
    await page.evaluate((values) => {
      const product = document.createElement('div');
      product.className = 'product hx-product';
      const meta = document.createElement('div');
      meta.className = 'product_meta';
      const sku = document.createElement('span');
      sku.className = 'sku';
      sku.textContent = 'HX';
      meta.append(sku);
      const form = document.createElement('form');
      form.className = 'variations_form cart';
      form.dataset.product_id = '102';
      form.dataset.product_variations = JSON.stringify(
        values.map((value, i) => ({
          variation_id: 9001 + i,
          attributes: { attribute_pa_hx: value },
          sku: `HX-${i + 1}`,
          is_in_stock: true,
          is_purchasable: true,
          variation_is_active: true,
          variation_is_visible: true,
        })),
      );
      const table = document.createElement('table');
      table.className = 'variations';
      const row = table.insertRow();
      const label = row.insertCell();
      label.className = 'label';
      label.append(Object.assign(document.createElement('label'), { textContent: 'Wzór' }));
      const cell = row.insertCell();
      cell.className = 'value';
      const select = document.createElement('select');
      select.name = 'attribute_pa_hx';
      select.dataset.attribute_name = 'attribute_pa_hx';
      // The value as the browser reads it from esc_attr()'s output: entities decoded.
      const decode = (v: string) => {
        if (!v.includes('&')) return v;
        const textarea = document.createElement('textarea');
        textarea.innerHTML = v;
        return textarea.value;
      };
      select.append(new Option('Wybierz opcję', ''), ...values.map((v) => new Option(v, decode(v))));
      cell.append(select);
      const wrap = document.createElement('div');
      wrap.className = 'single_variation_wrap';
      const panel = document.createElement('div');
      panel.className = 'woocommerce-variation single_variation';
      const input = Object.assign(document.createElement('input'), { type: 'hidden', name: 'variation_id' });
      input.className = 'variation_id';
      wrap.append(panel, input);
      form.append(table, wrap);
      product.append(form, meta);
      document.querySelector('main')?.prepend(product);
    }, PAYLOADS);
    await page.waitForSelector('.hx-product form[data-island-mounted]', { state: 'attached' });
    const cases = PAYLOADS.map((payload, i) => async () => {
      await page.selectOption('.hx-product select', { value: decoded(payload) });
      const shown = await page.waitForFunction(
        (n) => {
          const sku = document.querySelector('.hx-product .sku')?.textContent;
          return sku === `HX-${n}` && document.querySelector('.hx-product .woo-selected-variation-item-name');
        },
        i + 1,
        { timeout: 3000 },
      );
      await shown.dispose();
      const label = await page.textContent('.hx-product .woo-selected-variation-item-name');
      if (label !== `: ${payload.trim()}`) return `label is ${JSON.stringify(label)}`;
      return unharmed(page);
    });
    await channel('data: variation values', () => [shopPage], cases);
  }, 90_000);

  it('gallery captions show in the lightbox as text', async () => {
    const product = await openXss(SIMPLE);
    await mounted(product.page, 'gallery', 15_000);
    const theme = await openXss('/portfolio/');
    await theme.page.locator('#gallery-1').scrollIntoViewIfNeeded(); // it mounts when seen
    await theme.page.waitForSelector('#gallery-1[data-island-mounted]', { state: 'attached' });
    const sources = ['data-caption', 'title', 'link title', 'gallery caption'] as const;
    const items = PAYLOADS.map((payload, i) => [payload, sources[i % sources.length]!] as const);
    // In each page, caption after caption: set it, click the image, read the lightbox, close it.
    const run = (page: Page, list: ReadonlyArray<readonly [string, string]>) =>
      page.evaluate(async (all) => {
        const wait = async (done: () => boolean) => {
          for (let t = 0; t < 300 && !done(); t++) await new Promise((r) => setTimeout(r, 10));
        };
        const out: Array<{ caption: string | null; flag: unknown; markup: number }> = [];
        for (const [payload, from] of all) {
          let link: HTMLElement;
          if (from === 'gallery caption') {
            document.querySelector('#gallery-1 .gallery-caption')!.textContent = payload;
            link = document.querySelector('#gallery-1 .gallery-item a')!;
          } else {
            const slide = document.querySelectorAll('.woocommerce-product-gallery__image')[1]!;
            const img = slide.querySelector('img')!;
            link = slide.querySelector('a')!;
            img.setAttribute('data-caption', from === 'data-caption' ? payload : '');
            img.title = from === 'title' ? payload : '';
            link.title = from === 'link title' ? payload : '';
          }
          link.click();
          await wait(() => !!document.querySelector('.islands-lightbox figcaption'));
          out.push({
            caption: document.querySelector('.islands-lightbox figcaption')?.textContent ?? null,
            flag: (window as unknown as { __xss?: unknown }).__xss,
            markup: document.querySelectorAll('[data-hx]').length,
          });
          document.querySelector<HTMLElement>('.islands-lightbox__close')?.click();
          await wait(() => !document.querySelector('.islands-lightbox'));
        }
        return out;
      }, list);
    const themeItems = items.filter(([, from]) => from === 'gallery caption');
    const productItems = items.filter(([, from]) => from !== 'gallery caption');
    const [themeResults, productResults] = await Promise.all([
      run(theme.page, themeItems),
      run(product.page, productItems),
    ]);
    const cases = [...productItems, ...themeItems].map(([payload, from], i) => async () => {
      const result = i < productItems.length ? productResults[i]! : themeResults[i - productItems.length]!;
      // A WordPress gallery caption is read trimmed.
      const expected = from === 'gallery caption' ? payload.trim() : payload;
      if (result.caption !== expected) return `${from}: caption is ${JSON.stringify(result.caption)}`;
      if (result.flag !== undefined) return `ran (flag ${String(result.flag)})`;
      if (result.markup) return 'markup from the payload';
      return undefined;
    });
    await channel('data: gallery captions', () => [product, theme], cases);
  });

  it('a remove link whose href is a script or another site is never followed', async () => {
    const shopPage = await openXss('/sklep/?add-to-cart=104', undefined, [
      { name: 'qa_settings', value: 'cart_redirect_after_add=no' },
    ]);
    const { page } = shopPage;
    await mounted(page, 'cart-fragments', 15_000);
    await page.waitForLoadState('networkidle');
    await page.route('**/?wc-ajax=remove_from_cart', (route) => route.fulfill({ status: 500, body: '' }));
    const link = 'aside#sidebar .remove_from_cart_button';
    const url = page.url();
    const cases = URL_PAYLOADS.map((href) => async () => {
      // Printed in the page's markup, so entities such as `&colon;` are decoded as a browser decodes them.
      await page.locator(link).evaluate((a, h) => {
        const template = document.createElement('template');
        template.innerHTML = `<a href="${h.replace(/"/g, '&quot;')}"></a>`;
        a.setAttribute('href', template.content.firstElementChild!.getAttribute('href')!);
      }, href);
      await page.click(link);
      await mounted(page, 'mini-cart'); // the first click wakes it
      await page.waitForFunction((l) => !document.querySelector(l)?.closest('[aria-busy="true"]'), link);
      await page.waitForTimeout(100);
      if (page.url() !== url) return `went to ${page.url()}`;
      return unharmed(page);
    });
    await channel('data: remove link href', () => [shopPage], cases);
  }, 90_000);
});

describe('through server responses', () => {
  it('a variation’s SKU, weight, dimensions and availability text stay text', async () => {
    const shopPage = await openXss(JACKET);
    const { page } = shopPage;
    await mounted(page, 'variation-form', 15_000);
    let current = '';
    await page.route('**/?wc-ajax=get_variation', (route) =>
      route.fulfill({
        json: {
          variation_id: 3001,
          attributes: { attribute_pa_kolor: 'czarny', attribute_pa_rozmiar: 'm', attribute_pa_material: '' },
          sku: current,
          weight_html: current,
          dimensions_html: current,
          availability_html: `<p class="stock in-stock">${escapeHtml(current)}</p>`,
          price_html: '<span class="price">10,00&nbsp;zł</span>',
          variation_description: '',
          is_in_stock: true,
          is_purchasable: true,
          variation_is_active: true,
          variation_is_visible: true,
          image: {},
        },
      }),
    );
    const pick = (attribute: string, value: string) =>
      page.click(
        `ul[data-attribute_name="attribute_pa_${attribute}"] li.variable-item[data-value="${value}"]`,
      );
    await pick('kolor', 'czarny');
    await pick('rozmiar', 'm');
    const texts = () =>
      page.evaluate(() => {
        const q = (s: string) => document.querySelector(s)?.textContent ?? null;
        return {
          sku: q('.product_meta .sku'),
          weight: q(
            '.woocommerce-product-attributes-item--weight .woocommerce-product-attributes-item__value',
          ),
          dimensions: q(
            '.woocommerce-product-attributes-item--dimensions .woocommerce-product-attributes-item__value',
          ),
          availability: q('.single_variation .woocommerce-variation-availability p.stock'),
        };
      });
    const fields = ['sku', 'weight', 'dimensions', 'availability'] as const;
    const perField = Object.fromEntries(
      fields.map((f) => [f, [] as Array<() => Promise<string | undefined>>]),
    );
    for (const [i, payload] of PAYLOADS.entries()) {
      let shown: Awaited<ReturnType<typeof texts>> | undefined;
      const show = async () => {
        if (shown) return shown;
        current = payload;
        if (i === 0) await pick('material', 'nylon');
        else
          await page.evaluate(() =>
            (
              window as unknown as { wcIslands: { emit: (n: string, a: unknown[], t?: Element) => void } }
            ).wcIslands.emit(
              'reload_product_variations',
              [],
              document.querySelector('form.variations_form')!,
            ),
          );
        await page.waitForFunction(
          (p) => document.querySelector('.product_meta .sku')?.textContent === p,
          payload,
          { timeout: 3000 },
        );
        shown = await texts();
        return shown;
      };
      for (const field of fields)
        perField[field]!.push(async () => {
          const value = (await show())[field];
          // weight_html and dimensions_html are decoded as WooCommerce shows them; still only text.
          // The availability text went through the HTML parser, which drops a NUL.
          const ok =
            field === 'sku'
              ? [payload]
              : field === 'availability'
                ? [payload.replace(/\0/g, '')]
                : [payload, decoded(payload)];
          if (!ok.includes(value ?? '')) return `${field} is ${JSON.stringify(value)}`;
          return unharmed(page);
        });
    }
    // Case by case, payload by payload: each payload's four fields are checked from one answer.
    const order = PAYLOADS.flatMap((_, i) => fields.map((f) => [f, i] as const));
    const failures = new Map<string, string[]>(fields.map((f) => [f, []]));
    for (const [field, i] of order) {
      const failure = await perField[field]![i]!().catch((e: unknown) => String(e).split('\n')[0]);
      if (failure) failures.get(field)!.push(`case ${i + 1}: ${failure}`);
    }
    for (const field of fields)
      await channel(`response: variation ${field}`, () => [shopPage], [
        ...PAYLOADS.map(
          (_, i) => async () => failures.get(field)!.find((f) => f.startsWith(`case ${i + 1}:`)),
        ),
      ]);
  }, 90_000);

  it('a love answer full of markup changes nothing but the count', async () => {
    const shopPage = await openXss('/blog/jak-dbac-o-ceramike/');
    const { page } = shopPage;
    await mounted(page, 'love', 15_000);
    let answered = 0; // each click gets the next payload as its answer
    await page.route('**/wp-admin/admin-ajax.php', (route) =>
      route.fulfill({
        body: `<span class="nectar-love-count">${PAYLOADS[answered++] ?? ''}</span>`,
        contentType: 'text/html',
      }),
    );
    const results = await page.evaluate(async (count) => {
      const love = document.querySelector<HTMLElement>('a.nectar-love')!;
      const number = () => love.querySelector('.nectar-love-count')!;
      const out: Array<string | undefined> = [];
      for (let i = 0; i < count; i++) {
        const before = number().textContent;
        love.click();
        for (let t = 0; t < 300 && !love.classList.contains('inactive'); t++)
          await new Promise((r) => setTimeout(r, 5));
        for (let t = 0; t < 300 && love.classList.contains('inactive'); t++)
          await new Promise((r) => setTimeout(r, 10));
        const flag = (window as unknown as { __xss?: unknown }).__xss;
        out.push(
          number().textContent !== before
            ? `count became ${JSON.stringify(number().textContent)}`
            : number().children.length
              ? 'markup in the count'
              : flag !== undefined
                ? `ran (flag ${String(flag)})`
                : document.querySelector('[data-hx]')
                  ? 'markup from the payload'
                  : undefined,
        );
      }
      return out;
    }, PAYLOADS.length);
    expect(answered).toBe(PAYLOADS.length);
    await channel(
      'response: love count',
      () => [shopPage],
      results.map((result) => async () => result),
    );
  });

  it('add_to_cart’s product_url is followed only into this shop', async () => {
    const shopPage = await openXss('/sklep/');
    const { page } = shopPage;
    await page.waitForLoadState('networkidle');
    let answer = '';
    await page.route('**/?wc-ajax=add_to_cart', (route) =>
      route.fulfill({ json: { error: true, product_url: answer } }),
    );
    const url = page.url();
    const button = 'ul.products .ajax_add_to_cart >> nth=0';
    // A JSON string has no entities: `javascript&colon;…` would be a harmless relative link here.
    const cases = URL_PAYLOADS.filter((href) => !href.includes('&')).map((href) => async () => {
      answer = href;
      await page.click(button);
      await mounted(page, 'add-to-cart'); // the first click wakes it: its add has started once it is there
      await page.waitForFunction(() => !document.querySelector('ul.products .ajax_add_to_cart.loading'));
      await page.waitForTimeout(50);
      if (page.url() !== url) return `went to ${page.url()}`;
      // A failed button falls back to its link: a fresh copy takes the next case.
      await page.locator(button).evaluate((b) => b.replaceWith(b.cloneNode(true)));
      return unharmed(page);
    });
    await channel('response: add_to_cart product_url', () => [shopPage], cases);
  }, 90_000);
});
