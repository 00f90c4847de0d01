/**
 * Malformed input (cases in malformed-cases.ts): on each island's host page, case after case is inserted
 * next to the page's own markup, mounted (hydration forced to `load`), clicked where the case says, checked
 * and removed again — no uncaught exception, exactly the warnings the case names (one, naming the island
 * and the problem; none for tolerated input), the server markup still usable (links keep their href, forms
 * their action, text stays, nothing left blocked). Then the page's own islands must still work.
 */
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { decodeContainer } from '../../../widgets/order-attribution/cookies-format';
import { bringAllIntoView, islandsNotMounted, openShop, type Shop } from '../harness';
import { type Case, type IslandSpec, type Op, SPECS } from './malformed-cases';
import { pages, probe, realErrors, table } from './helpers';

let shop: Shop;
let open: ReturnType<typeof pages>;
beforeAll(async () => {
  shop = await openShop();
  open = pages(shop);
});
afterEach(() => open.closeContexts());

interface Result {
  island: string;
  name: string;
  warnings: string[];
  uncaught: string[];
  problems: string[];
  ms: number;
}

/** In the page: builds, mounts, checks and removes each case of `specs`. */
async function runCases(specs: IslandSpec[]): Promise<Result[]> {
  type Probe = { uncaught: string[]; warns: string[] };
  const hx = (window as unknown as { __hx: Probe }).__hx;
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
  const frame = () => new Promise((r) => requestAnimationFrame(() => r(undefined)));
  // The server's own markup of this page, before any island touched it. Its inline <style> goes: this second
  // render carries another CSP nonce, and a parsed document inherits the page's policy (a violation).
  const html = (await (await fetch(location.href)).text()).replace(/<style[\s\S]*?<\/style>/g, '');
  const pristine = new DOMParser().parseFromString(html, 'text/html');
  const stage = document.createElement('div');
  stage.id = 'hx-stage';
  document.body.append(stage);
  const parse = (html: string) => {
    const template = document.createElement('template');
    template.innerHTML = html;
    return template.content;
  };
  const apply = (root: Element, nodes: Node[], op: Op): [Element, Node[]] => {
    const targets = (sel?: string) => (sel ? [...root.querySelectorAll(sel)] : [root]);
    switch (op.op) {
      case 'attr':
        for (const el of targets(op.sel))
          if (op.value === null) el.removeAttribute(op.name);
          else el.setAttribute(op.name, op.value);
        break;
      case 'remove':
        for (const el of root.querySelectorAll(op.sel)) el.remove();
        break;
      case 'html':
        for (const el of targets(op.sel)) el.innerHTML = op.html;
        break;
      case 'texts': {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement?.localName;
          if (node.nodeValue?.trim() && parent !== 'script' && parent !== 'style') node.nodeValue = op.text;
        }
        break;
      }
      case 'tag': {
        const el = document.createElement(op.tag);
        for (const { name, value } of root.attributes) el.setAttribute(name, value);
        el.append(...root.childNodes);
        return [el, nodes.map((n) => (n === root ? el : n))];
      }
      case 'wrap': {
        const wrapper = parse(`${op.before}<hx-slot></hx-slot>${op.after}`);
        wrapper.querySelector('hx-slot')!.replaceWith(...nodes);
        return [root, [...wrapper.childNodes]];
      }
      case 'repeat': {
        const first = root.querySelector(op.sel);
        if (!first) break;
        const copies = document.createDocumentFragment();
        for (let i = 1; i < op.times; i++) {
          const copy = first.cloneNode(true) as Element;
          for (const name of op.vary ?? []) copy.setAttribute(name, `${copy.getAttribute(name) ?? ''}-${i}`);
          copies.append(copy);
        }
        first.after(copies);
        break;
      }
      case 'twice':
        return [root, [...nodes, root.cloneNode(true)]];
      case 'append':
        (op.sel ? root.querySelector(op.sel) : root)?.insertAdjacentHTML('beforeend', op.html);
        break;
      case 'variations': {
        const selects = [...root.querySelectorAll('.variations select')] as HTMLSelectElement[];
        const names = selects.map((s) => s.dataset.attribute_name || s.name);
        const values = selects.map((s) => [...s.options].map((o) => o.value).filter(Boolean));
        const list = [];
        for (let i = 0; i < op.count; i++) {
          const attributes: Record<string, string> = {};
          names.forEach((name, k) => {
            const own = values[k]!;
            attributes[name] =
              k === 0
                ? own[i % own.length]!
                : k === 1
                  ? own[Math.floor(i / values[0]!.length) % own.length]!
                  : '';
          });
          list.push({
            variation_id: 100_000 + i,
            attributes,
            sku: `V${i}`,
            is_in_stock: true,
            is_purchasable: true,
            variation_is_active: true,
            variation_is_visible: true,
          });
        }
        root.setAttribute('data-product_variations', JSON.stringify(list));
        break;
      }
    }
    return [root, nodes];
  };
  const islandWarnings = (from: number) => hx.warns.slice(from).filter((w) => w.startsWith('[islands] '));

  const results: Result[] = [];
  for (const spec of specs) {
    const source =
      'select' in spec.source ? pristine.querySelector(spec.source.select)?.outerHTML : spec.source.html;
    if (!source) throw new Error(`${spec.island}: no ${JSON.stringify(spec.source)} on ${location.pathname}`);
    for (const c of spec.cases as Case[]) {
      const started = performance.now();
      const problems: string[] = [];
      let root = parse(source).firstElementChild!;
      // At once (nested roots too), so each warning belongs to its case.
      for (const el of [root, ...root.querySelectorAll('[data-island]')])
        el.setAttribute('data-island-strategy', 'load');
      let nodes: Node[] = [root];
      for (const op of c.ops) [root, nodes] = apply(root, nodes, op);
      let placed: Node[] = nodes;
      if (spec.context) {
        const context = parse(spec.context);
        context.querySelector('slot')!.replaceWith(...nodes);
        placed = [...context.childNodes];
      }
      const holder = document.createElement('div');
      holder.append(...placed);
      // What must survive: links with their href, forms with their action, the text.
      const links = [...holder.querySelectorAll('a[href]')].map((a) => [a, a.getAttribute('href')] as const);
      const forms = [...holder.querySelectorAll('form[action]')].map(
        (f) => [f, f.getAttribute('action')] as const,
      );
      // (Option texts aside: a variation form removes the options no variation offers.)
      const readable = holder.cloneNode(true) as Element;
      for (const option of readable.querySelectorAll('option')) option.remove();
      const texts: string[] = [];
      const walker = document.createTreeWalker(readable, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node && texts.length < 50; node = walker.nextNode()) {
        const value = node.nodeValue?.trim() ?? '';
        if (value.length > 2 && node.parentElement?.localName !== 'script') texts.push(value);
      }

      const warnsFrom = hx.warns.length;
      const uncaughtFrom = hx.uncaught.length;
      stage.append(...holder.childNodes);
      stage.scrollIntoView({ block: 'start' }); // `visible` islands mount when seen
      const roots = () => [...stage.querySelectorAll('[data-island]')];
      const settled = () =>
        roots().every((r) => r.hasAttribute('data-island-mounted') || r.hasAttribute('data-island-failed'));
      for (let t = 0; t < 150 && !settled(); t++) await sleep(10);
      await frame();
      const expected = c.warn ? (c.warnings ?? 1) : 0;
      if (c.click) stage.querySelector<HTMLElement>(c.click)?.click();
      // Warnings may come a little later (a variation form checks 100 ms after mounting; a click's request).
      const wait = c.click ? 3000 : spec.island === 'variation-form' ? 400 : 200;
      for (let t = 0; t < wait / 10 && islandWarnings(warnsFrom).length < expected; t++) await sleep(10);
      await sleep(spec.island === 'variation-form' ? 150 : 30);

      for (const [a, href] of links)
        if (a.getAttribute('href') !== href) problems.push(`a link lost its href ${href}`);
      for (const [f, action] of forms)
        if (f.getAttribute('action') !== action) problems.push('a form lost its action');
      const text = stage.textContent ?? '';
      const lost = texts.filter((w) => !text.includes(w));
      if (lost.length) problems.push(`text lost: ${lost.slice(0, 3).join(' ')}`);
      const blocked = stage.querySelectorAll('[inert], [aria-busy="true"], .loading, .processing, .updating');
      if (blocked.length) problems.push(`${blocked.length} element(s) left blocked`);
      if (!roots().length && !stage.childNodes.length) problems.push('the markup is gone');
      if (stage.querySelector('[data-hx]') && !c.ops.some((o) => JSON.stringify(o).includes('data-hx')))
        problems.push('markup appeared');
      // Nothing the island wrote reads NaN, undefined or [object Object] (unless the input said so).
      const written = [
        stage.textContent ?? '',
        ...[...stage.querySelectorAll('*')].flatMap((el) => [...el.attributes].map((a) => a.value)),
      ].join(' ');
      const given = JSON.stringify(c.ops) + source;
      for (const junk of ['NaN', 'undefined', '[object Object]'])
        if (written.includes(junk) && !given.includes(junk)) problems.push(`"${junk}" written`);

      stage.replaceChildren(); // unmounts: cleanups run
      await frame();
      results.push({
        island: spec.island,
        name: c.name,
        warnings: islandWarnings(warnsFrom),
        uncaught: hx.uncaught.slice(uncaughtFrom),
        problems,
        ms: Math.round(performance.now() - started),
      });
    }
  }
  stage.remove();
  return results;
}

/** The page's own islands, mounted before the cases ran. */
const ownMounted = (page: Page) =>
  page.$$eval('[data-island][data-island-mounted]', (roots) =>
    roots.map((r) => r.getAttribute('data-island')),
  );

/** After the cases: the page's own islands still do their job. */
const CHECKS: Record<string, (page: Page) => Promise<void>> = {
  async '/'(page) {
    await page.click('.woocommerce-store-notice__dismiss-link');
    await expect.poll(() => page.isVisible('p.woocommerce-store-notice')).toBe(false);
    expect(await page.locator('#header-outer .logo-clone').count()).toBe(1);
  },
  async '/produkt/koszulka-bawelniana/'(page) {
    await page.click('#tab-title-reviews a');
    await expect.poll(() => page.isVisible('#tab-reviews')).toBe(true);
    expect(await page.isVisible('#tab-description')).toBe(false);
  },
  async '/moje-konto/'(page) {
    await page.click('#password + .show-password-input');
    expect(await page.getAttribute('#password', 'type')).toBe('text');
  },
  async '/zamowienie/'(page) {
    await page.click('.p24-method[data-method-id="154"]');
    expect(await page.inputValue('[data-island="payment-methods"] input[type=hidden]')).toBe('154');
  },
};

const slowest: Array<readonly [number, string]> = [];
const summary = new Map<string, { cases: number; warned: number; tolerated: number; passed: number }>();
afterAll(async () => {
  const rows = [...summary].map(([island, s]) => [
    island,
    String(s.cases),
    String(s.warned),
    String(s.tolerated),
    String(s.passed),
  ]);
  const sum = (k: 'cases' | 'warned' | 'tolerated' | 'passed') =>
    String([...summary.values()].reduce((n, s) => n + s[k], 0));
  console.log(
    `\nMalformed input\n${table(['island', 'cases', 'warn', 'tolerated', 'passed'], [...rows, ['all', sum('cases'), sum('warned'), sum('tolerated'), sum('passed')]])}\n`,
  );
  const top = slowest.sort((a, b) => b[0] - a[0]).slice(0, 5);
  console.log(`Slowest cases: ${top.map(([ms, name]) => `${name} ${ms} ms`).join('; ')}\n`);
  await shop?.close();
});

const hosts = [...new Set(SPECS.map((s) => s.host))];

describe.each(hosts)('islands on %s', (host) => {
  it('every case: no exception, the warnings it names, markup still usable; the page still works', async () => {
    const specs = SPECS.filter((s) => s.host === host);
    const shopPage = await open.open(host);
    const { page } = shopPage;
    await page.waitForLoadState('networkidle');
    await bringAllIntoView(page);
    // The page's own islands first (all but those waiting for an interaction or to be seen).
    // The review stars' form sits in a tab that is not open.
    const waiting = async () => (await islandsNotMounted(page)).filter((name) => name !== 'review-rating');
    await expect.poll(waiting, { timeout: 30_000 }).toEqual([]);
    const own = await ownMounted(page);
    const results = await page.evaluate(runCases, specs);
    slowest.push(...results.map((r) => [r.ms, `${r.island} — ${r.name}`] as const));

    const failures: string[] = [];
    for (const spec of specs) {
      const s = summary.get(spec.island) ?? { cases: 0, warned: 0, tolerated: 0, passed: 0 };
      summary.set(spec.island, s);
      for (const c of spec.cases) {
        const r = results.find((x) => x.island === spec.island && x.name === c.name)!;
        s.cases++;
        if (c.warn) s.warned++;
        else s.tolerated++;
        const wrong: string[] = [...r.problems, ...r.uncaught.map((u) => `uncaught ${u}`)];
        const expected = c.warn ? (c.warnings ?? 1) : 0;
        const pattern = new RegExp(`^\\[islands\\] ${spec.island}: .*(${c.warn})`, 's');
        if (r.warnings.length !== expected || (c.warn && !r.warnings.every((w) => pattern.test(w))))
          wrong.push(
            `warnings ${JSON.stringify(r.warnings.map((w) => w.slice(0, 160)))}, expected ${expected}${c.warn ? ` /${c.warn}/` : ''}`,
          );
        if (wrong.length) failures.push(`${spec.island} — ${c.name}: ${wrong.join('; ')}`);
        else s.passed++;
      }
    }
    // The page's own islands are all still there and mounted, and still work.
    expect(await ownMounted(page)).toEqual(own);
    await CHECKS[host]?.(page);
    expect((await probe(page)).uncaught).toEqual([]);
    expect(realErrors(shopPage).filter((e) => !e.includes('[islands]'))).toEqual([]);
    expect(failures).toEqual([]);
  }, 180_000);
});

/**
 * Cart fragments read no markup of their own: their input is what storage holds. A tab's shared copy
 * (localStorage, announced by a storage event) and the session's copy (sessionStorage, read on load) in
 * every shape: a usable map of strings is shown without asking the server; anything else is fetched fresh, and never written into the page.
 */
describe('cart fragments from storage', () => {
  const MINI = 'div.widget_shopping_cart_content';
  const good = `<div class="widget_shopping_cart_content"><p class="hx-good">Z innej karty</p></div>`;
  const SHARED: Array<[name: string, value: string, usable: boolean, warn?: string]> = [
    ['not JSON', '{"hash":', false],
    ['null', 'null', false],
    ['a list', '[1,2]', false],
    ['a string', '"koszyk"', false],
    ['no fragments', '{"hash":"%H%"}', false],
    ['fragments null', '{"hash":"%H%","fragments":null}', false],
    ['fragments a list', `{"hash":"%H%","fragments":[${JSON.stringify(good)}]}`, false],
    ['a number for markup', `{"hash":"%H%","fragments":{"${MINI}":123}}`, false],
    ['an object for markup', `{"hash":"%H%","fragments":{"${MINI}":{"html":"x"}}}`, false],
    ['null for markup', `{"hash":"%H%","fragments":{"${MINI}":null}}`, false],
    ['another cart’s copy', `{"hash":"inny","fragments":{"${MINI}":${JSON.stringify(good)}}}`, false],
    ['a usable copy', `{"hash":"%H%","fragments":{"${MINI}":${JSON.stringify(good)}}}`, true],
    [
      'a usable copy in unicode',
      `{"hash":"%H%","fragments":{"${MINI}":${JSON.stringify(good.replace('Z innej karty', 'Zażółć 🙂 \u202e'))}}}`,
      true,
    ],
    [
      '10,000 fragments',
      `{"hash":"%H%","fragments":{${Array.from({ length: 10_000 }, (_, i) => `".hx-none-${i}":"<i></i>"`).join(',')},"${MINI}":${JSON.stringify(good)}}}`,
      true,
    ],
    [
      'a selector that is not one',
      `{"hash":"%H%","fragments":{"<<<":"<p></p>","${MINI}":${JSON.stringify(good)}}}`,
      true,
      '"<<<" is not a valid selector; fragment skipped',
    ],
  ];
  const SESSION: Array<[name: string, fragments: string | null, created: string | null, refetch: boolean]> = [
    ['not JSON', '{broken', '1', true],
    ['values that are not markup', `{"${MINI}":7}`, '1', true],
    ['no mini-cart fragment', '{"div.other":"<p></p>"}', '1', true],
    ['a creation time that is not a time', `{"${MINI}":${JSON.stringify(good)}}`, 'wczoraj', true],
    ['a creation time in the future', `{"${MINI}":${JSON.stringify(good)}}`, String(9e15), true],
    ['a usable copy', `{"${MINI}":${JSON.stringify(good)}}`, 'now', false],
  ];

  it('shared and session copies in every shape: shown when usable, else fetched fresh', async () => {
    const shopPage = await open.open('/');
    const { page } = shopPage;
    await page.waitForSelector('html[data-island-services~="cart-fragments"]', {
      state: 'attached',
      timeout: 30_000,
    });
    await page.waitForLoadState('networkidle');
    const keys = await page.evaluate(() => {
      const params = (window as unknown as { wc_cart_fragments_params: Record<string, string> })
        .wc_cart_fragments_params;
      return { name: params.fragment_name!, hash: params.cart_hash_key! };
    });
    const refreshes = () => shop.requests('wc-ajax:get_refreshed_fragments').length;
    // Refreshes the page has finished with: the shop counts a request when it arrives, and a storage event
    // during a refresh still under way joins it instead of asking again.
    await page.evaluate(() => {
      const w = window as unknown as {
        wcIslands: { on(name: string, f: () => void): void };
        __answered: number;
      };
      w.__answered = 0;
      for (const name of ['wc_fragments_refreshed', 'wc_fragments_ajax_error'])
        w.wcIslands.on(name, () => w.__answered++);
    });
    const answered = () => page.evaluate(() => (window as unknown as { __answered: number }).__answered);
    const s = summary.get('cart-fragments') ?? { cases: 0, warned: 0, tolerated: 0, passed: 0 };
    summary.set('cart-fragments', s);
    const failures: string[] = [];
    const check = async (name: string, run: () => Promise<string[]>, warn?: string) => {
      s.cases++;
      if (warn) s.warned++;
      else s.tolerated++;
      const wrong = await run().catch((e: unknown) => [String(e).split('\n')[0]!]);
      if (wrong.length) failures.push(`cart-fragments — ${name}: ${wrong.join('; ')}`);
      else s.passed++;
    };

    for (const [i, [name, template, usable, warn]] of SHARED.entries())
      await check(
        `shared copy: ${name}`,
        async () => {
          const before = refreshes();
          const done = await answered();
          const from = (await probe(page)).warns.length;
          const hash = `hx-${i}`;
          await page.evaluate(
            ([k, value, h]) => {
              // As another tab's change arrives: the server's cookie, the announced copy, then the hash.
              document.cookie = `woocommerce_cart_hash=${h}; path=/`;
              const event = (key: string, newValue: string) =>
                dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));
              event(`${k.name}_shared`, value);
              event(k.hash, h);
            },
            [keys, template.replaceAll('%H%', hash), hash] as const,
          );
          const wrong: string[] = [];
          if (usable) {
            await page.waitForSelector('.widget_shopping_cart_content .hx-good', {
              state: 'attached',
              timeout: 3000,
            });
            await page.waitForTimeout(50);
            if (refreshes() !== before) wrong.push('asked the server');
          } else {
            await expect.poll(refreshes, { timeout: 5000 }).toBe(before + 1);
            await expect.poll(answered).toBe(done + 1);
            if (await page.$('.widget_shopping_cart_content .hx-good')) wrong.push('showed an unusable copy');
          }
          const content = await page.$$eval('.widget_shopping_cart_content', (els) =>
            els.map((el) => el.textContent ?? '').join(' '),
          );
          if (/\b123\b|\[object Object\]|null/.test(content))
            wrong.push(`wrote ${JSON.stringify(content.trim())}`);
          const warns = (await probe(page)).warns.slice(from).filter((w) => w.startsWith('[islands] '));
          const expected = warn ? [warn] : [];
          if (
            warns.length !== expected.length ||
            !warns.every((w, k) => w.startsWith('[islands] cart-fragments:') && w.includes(expected[k]!))
          )
            wrong.push(`warnings ${JSON.stringify(warns)}`);
          return wrong;
        },
        warn,
      );

    for (const [name, fragments, created, refetch] of SESSION)
      await check(`session copy on load: ${name}`, async () => {
        await page.evaluate(
          ([k, f, c]) => {
            sessionStorage.clear();
            if (f !== null) sessionStorage.setItem(k.name, f);
            sessionStorage.setItem('wc_cart_created', c === 'now' ? String(Date.now()) : (c ?? ''));
            sessionStorage.setItem(k.hash, ''); // the cart-hash cookie's value: an empty cart
          },
          [keys, fragments, created] as const,
        );
        const before = refreshes();
        await page.reload();
        await page.waitForSelector('html[data-island-services~="cart-fragments"]', {
          state: 'attached',
          timeout: 30_000,
        });
        await page.waitForLoadState('networkidle');
        const wrong: string[] = [];
        if (refreshes() !== before + (refetch ? 1 : 0)) wrong.push(`${refreshes() - before} refreshes`);
        if (!refetch && !(await page.$('.widget_shopping_cart_content .hx-good')))
          wrong.push('the usable copy was not shown');
        const { uncaught, warns } = await probe(page);
        if (uncaught.length) wrong.push(`uncaught ${uncaught.join('; ')}`);
        const island = warns.filter((w) => w.startsWith('[islands] '));
        if (island.length) wrong.push(`warnings ${JSON.stringify(island)}`);
        return wrong;
      });

    expect((await probe(page)).uncaught).toEqual([]);
    expect(failures).toEqual([]);
  }, 120_000);
});

/**
 * Order attribution reads no markup either, beyond its inputs element: its input is the `sbjs_*` cookies an
 * older script, another plugin or a truncating proxy left. Tracking is switched off (cookies deleted), the
 * damaged cookies written, tracking switched on again: the island reads what it can (an unreadable cookie
 * counts as absent, as the classic reader does), writes well-formed cookies back and fills the inputs with
 * text only.
 */
describe('order attribution from damaged cookies', () => {
  const COOKIES: Array<[name: string, cookie: string, value: string]> = [
    ['current not a container', 'sbjs_current', 'zepsute'],
    ['current of percent signs', 'sbjs_current', '%%%E0%A4%A'],
    ['current half written', 'sbjs_current', 'typ%3Dutm%7C%7C%7Csrc'],
    ['current in bad Base64', 'sbjs_current', 'AAAA'],
    ['current of 3,000 characters', 'sbjs_current', `typ%3D${'x'.repeat(3000)}`],
    ['current in unicode', 'sbjs_current', encodeURIComponent('typ=ź🙂|||src=\u202e')],
    ['current with markup', 'sbjs_current', encodeURIComponent('typ=<b data-hx>x</b>|||src=<i>')],
    ['current with an empty key', 'sbjs_current', encodeURIComponent('=utm|||typ=')],
    ['session pages not a number', 'sbjs_session', encodeURIComponent('pgs=NaN|||cpg=x')],
    ['session pages negative', 'sbjs_session', encodeURIComponent('pgs=-5')],
    ['visits not a number', 'sbjs_udata', encodeURIComponent('vst=abc|||uip=(none)|||uag=x')],
    ['first visit not a date', 'sbjs_first_add', encodeURIComponent('fd=wczoraj|||ep=/|||rf=(none)')],
  ];

  it('every damaged cookie: read as far as it goes, rewritten well-formed, inputs hold text', async () => {
    const shopPage = await open.open('/moje-konto/');
    const { page } = shopPage;
    await page.waitForSelector('[data-island="order-attribution"][data-island-mounted]', {
      state: 'attached',
      timeout: 30_000,
    });
    const s = summary.get('order-attribution') ?? { cases: 0, warned: 0, tolerated: 0, passed: 0 };
    summary.set('order-attribution', s);
    const failures: string[] = [];
    for (const [name, cookie, value] of COOKIES) {
      s.cases++;
      s.tolerated++;
      const result = await page.evaluate(
        ([c, v]) => {
          const hx = (window as unknown as { __hx: { uncaught: string[]; warns: string[] } }).__hx;
          const from = [hx.uncaught.length, hx.warns.length];
          const api = (window as unknown as { wc_order_attribution: { setOrderTracking(on: boolean): void } })
            .wc_order_attribution;
          api.setOrderTracking(false);
          document.cookie = `${c}=${v}; path=/`;
          api.setOrderTracking(true);
          const inputs = [
            ...document.querySelectorAll<HTMLInputElement>('form.register wc-order-attribution-inputs input'),
          ];
          return {
            values: Object.fromEntries(
              inputs.map((i) => [i.name.replace('wc_order_attribution_', ''), i.value]),
            ),
            uncaught: hx.uncaught.slice(from[0]),
            warns: hx.warns.slice(from[1]).filter((w) => w.startsWith('[islands] ')),
            markup: document.querySelectorAll('[data-hx]').length,
          };
        },
        [cookie, value] as const,
      );
      const cookies = Object.fromEntries(
        (await shopPage.context.cookies()).map((c) => [c.name, c.value] as const),
      );
      const wrong: string[] = [];
      if (result.uncaught.length) wrong.push(`uncaught ${result.uncaught.join('; ')}`);
      if (result.warns.length) wrong.push(`warnings ${JSON.stringify(result.warns)}`);
      if (result.markup) wrong.push('markup from a cookie');
      if (Object.keys(result.values).length !== 16) wrong.push(`${Object.keys(result.values).length} inputs`);
      const junk = Object.entries(result.values).filter(([, v]) => /NaN|undefined|\[object/.test(v));
      if (junk.length) wrong.push(`junk values ${JSON.stringify(junk)}`);
      if (!/^\d+$/.test(result.values.session_pages ?? ''))
        wrong.push(`session_pages ${result.values.session_pages}`);
      if (!/^\d+$/.test(result.values.session_count ?? ''))
        wrong.push(`session_count ${result.values.session_count}`);
      if (!decodeContainer(cookies.sbjs_current)?.typ)
        wrong.push(`sbjs_current not rewritten: ${cookies.sbjs_current}`);
      if (wrong.length) failures.push(`order-attribution — cookie ${name}: ${wrong.join('; ')}`);
      else s.passed++;
    }
    expect(failures).toEqual([]);
  }, 60_000);
});
