// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emit, on } from '../../shared/bus';
import { renderIsland } from '../../shared/render';
import island, { type VariationFormHandle } from './index';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const COLOURS = ['czerwony', 'niebieski', 'zielony'];
const SIZES = ['s', 'm', 'l'];

function variation(id: number, kolor: string, rozmiar: string, extra: Record<string, unknown> = {}) {
  return {
    variation_id: id,
    attributes: { attribute_pa_kolor: kolor, attribute_pa_rozmiar: rozmiar },
    sku: `K-${kolor}-${rozmiar}`.toUpperCase(),
    weight_html: `${id / 100} kg`,
    dimensions_html: '',
    is_in_stock: true,
    is_purchasable: true,
    variation_is_active: true,
    variation_is_visible: true,
    is_sold_individually: 'no',
    min_qty: 1,
    max_qty: '',
    price_html: `<span class="price">${id} zł</span>`,
    availability_html: '',
    variation_description: '',
    image: { src: `/img/k-${kolor}.svg`, full_src: `/img/k-${kolor}-1200.svg`, alt: `Koszulka ${kolor}` },
    image_id: id * 10,
    ...extra,
  };
}

const VARIATIONS = [
  variation(201, 'czerwony', 's'),
  variation(202, 'czerwony', 'm'),
  variation(203, 'czerwony', 'l', { is_in_stock: false }),
  variation(204, 'niebieski', 's', { variation_is_active: false }),
  variation(205, 'niebieski', 'm', { variation_is_visible: false }),
  variation(206, 'niebieski', 'l', { is_purchasable: false }),
  variation(207, 'zielony', '', { min_qty: 2, max_qty: 4 }),
];

function swatchList(name: string, values: string[]) {
  return `<ul role="radiogroup" aria-label="${name}" class="variable-items-wrapper button-variable-items-wrapper" data-attribute_name="attribute_pa_${name}">${values
    .map(
      (v) =>
        `<li aria-checked="false" tabindex="0" class="variable-item button-variable-item" title="${v}" data-title="${v}" data-wvstooltip="${v}" data-value="${v}" role="radio"><div class="variable-item-contents"><span class="variable-item-span">${v}</span></div></li>`,
    )
    .join('')}</ul>`;
}

function render({ variations = VARIATIONS as unknown, swatches = false, customData = '' } = {}) {
  const json = variations === false ? 'false' : JSON.stringify(variations).replace(/"/g, '&quot;');
  const select = (name: string, values: string[]) =>
    `<select id="pa_${name}" name="attribute_pa_${name}" data-attribute_name="attribute_pa_${name}" data-show_option_none="yes"><option value="">Wybierz opcję</option>${values
      .map((v) => `<option value="${v}">${v.toUpperCase()}</option>`)
      .join('')}</select>${swatches ? swatchList(name, values) : ''}`;
  document.body.innerHTML = `<div class="product">
<div class="images"><div class="woocommerce-product-gallery__image" data-thumb="/img/k-100.svg"><a href="/img/k-1200.svg"><img class="wp-post-image" src="/img/k.svg" alt="Koszulka" data-large_image="/img/k-1200.svg"></a></div></div>
<div data-threshold_min="125" data-threshold_max="100">
<form class="variations_form cart" data-product_id="102" data-product_variations="${json}"${customData ? ` data-custom_data="${customData.replace(/"/g, '&quot;')}"` : ''}>
<table class="variations"><tbody>
<tr><th class="label"><label for="pa_kolor">Kolor</label></th><td class="value">${select('kolor', COLOURS)}</td></tr>
<tr><th class="label"><label for="pa_rozmiar">Rozmiar</label></th><td class="value">${select('rozmiar', SIZES)}<a class="reset_variations" href="#">Wyczyść</a></td></tr>
</tbody></table>
<div class="reset_variations_alert screen-reader-text" role="alert"></div>
<div class="single_variation_wrap"><div class="woocommerce-variation single_variation"></div>
<div class="woocommerce-variation-add-to-cart"><div class="quantity"><input class="qty" name="quantity" value="1" min="1"></div>
<button type="submit" class="single_add_to_cart_button button">Dodaj</button><input type="hidden" name="variation_id" class="variation_id" value="0"></div></div>
</form></div>
<div class="product_meta"><span class="sku">KOSZ-100</span></div>
<table><tr class="woocommerce-product-attributes-item--weight"><td class="woocommerce-product-attributes-item__value">0,2 kg</td></tr></table>
</div>`;
  return document.querySelector('form')!;
}

const unmounts: Array<() => void> = [];
let warnings: string[];
/** Renders the island on the form, as the registry does (props read first; a throw refuses the form). */
function mountVariationForm(form: HTMLFormElement): void {
  const warn = (message: string) => void warnings.push(message);
  act(() => {
    unmounts.push(renderIsland(island.Component, form, island.props!(form, warn), warn));
  });
}
function unmountAll(): void {
  act(() => unmounts.splice(0).forEach((unmount) => unmount()));
}
/** Timers (and the renders they cause) run inside act, as a browser would run them. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const click = (el: HTMLElement) => act(() => el.click());
const dispatch = (el: Element, event: Event) => act(() => void el.dispatchEvent(event));
const $ = <T extends Element = HTMLElement>(selector: string) => document.querySelector<T>(selector)!;
const pick = (name: string, value: string) => {
  const select = $<HTMLSelectElement>(`select[name="attribute_pa_${name}"]`);
  select.value = value;
  act(() => void select.dispatchEvent(new Event('change', { bubbles: true })));
};
const optionValues = (name: string) =>
  [...$<HTMLSelectElement>(`select[name="attribute_pa_${name}"]`).options].map(
    (o) => `${o.value}${o.disabled ? '(off)' : ''}`,
  );

async function mount(form = render()): Promise<VariationFormHandle> {
  let handle: VariationFormHandle | undefined;
  const off = on('wc_variation_form', ([h]) => (handle = h as VariationFormHandle));
  mountVariationForm(form);
  await advance(100);
  off();
  return handle!;
}

beforeEach(() => {
  vi.useFakeTimers();
  warnings = [];
  vi.stubGlobal('alert', vi.fn());
  vi.stubGlobal('matchMedia', () => ({ matches: true }));
});
afterEach(() => {
  unmountAll();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('variation form (local mode)', () => {
  it('starts with the button waiting for a selection and announces itself 100 ms later', async () => {
    const form = render();
    const seen: unknown[] = [];
    const off = on('wc_variation_form', ([handle]) => seen.push(handle));
    mountVariationForm(form);
    expect(seen).toEqual([]);
    await advance(100);
    off();
    expect(seen).toHaveLength(1);
    expect((seen[0] as VariationFormHandle).threshold).toEqual({ min: 125, max: 100 });
    expect((seen[0] as VariationFormHandle).useAjax).toBe(false);
    expect($('.single_add_to_cart_button').className).toContain('disabled wc-variation-selection-needed');
    expect($('.reset_variations').style.visibility).toBe('hidden');
  });

  it('shows the variation: SKU, weight, image, panel, id and an enabled button; reset restores all', async () => {
    // The reset announcement WooCommerce prints from 9.6 (before, Clear said nothing).
    vi.stubGlobal('wc_add_to_cart_variation_params', {
      i18n_reset_alert_text: 'Your selection has been reset.',
    });
    await mount();
    pick('kolor', 'czerwony');
    expect($('.reset_variations').style.visibility).toBe('visible');
    expect($('.woo-selected-variation-item-name').textContent).toBe(': CZERWONY');
    pick('rozmiar', 'm');
    expect($('.sku').textContent).toBe('K-CZERWONY-M');
    expect($('.woocommerce-product-attributes-item__value').textContent).toBe('2.02 kg');
    expect($<HTMLImageElement>('.wp-post-image').getAttribute('src')).toBe('/img/k-czerwony.svg');
    expect($('.woocommerce-product-gallery__image a').getAttribute('href')).toBe('/img/k-czerwony-1200.svg');
    expect($('.single_variation').innerHTML).toContain('<span class="price">202 zł</span>');
    expect($<HTMLInputElement>('.variation_id').value).toBe('202');
    expect($('.single_add_to_cart_button').classList.contains('disabled')).toBe(false);

    click($('.reset_variations'));
    expect($('.sku').textContent).toBe('KOSZ-100');
    expect($('.woocommerce-product-attributes-item__value').textContent).toBe('0,2 kg');
    expect($<HTMLImageElement>('.wp-post-image').getAttribute('src')).toBe('/img/k.svg');
    expect($('.woocommerce-product-gallery__image a').getAttribute('href')).toBe('/img/k-1200.svg');
    expect($<HTMLInputElement>('.variation_id').value).toBe('');
    expect($('.reset_variations_alert').textContent).toMatch(/reset/i);
    expect($('.reset_variations').style.visibility).toBe('hidden');
    expect(document.activeElement).toBe($('select[name="attribute_pa_kolor"]'));
    expect($('.single_add_to_cart_button').className).toContain('wc-variation-selection-needed');
  });

  it('removes options no variation offers and disables inactive ones, given the other choice', async () => {
    await mount();
    pick('kolor', 'niebieski');
    // niebieski-s is inactive; m (hidden) and l (not purchasable) are still offered.
    expect(optionValues('rozmiar')).toEqual(['', 's(off)', 'm', 'l']);
    pick('rozmiar', 'l');
    expect(optionValues('kolor')).toEqual(['', 'czerwony', 'niebieski', 'zielony']);
    pick('rozmiar', 's');
    // niebieski is inactive with s: the colour choice becomes invalid and is cleared
    expect($<HTMLSelectElement>('select[name="attribute_pa_kolor"]').value).toBe('');
    expect(optionValues('kolor')).toEqual(['', 'czerwony', 'niebieski(off)', 'zielony']);
  });

  it('a choice writes only the options whose state changed', async () => {
    await mount();
    pick('kolor', 'niebieski');
    const written: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const r of records) written.push(`${(r.target as HTMLOptionElement).value} ${r.attributeName}`);
    });
    for (const select of document.querySelectorAll('select'))
      observer.observe(select, { subtree: true, attributes: true });
    pick('kolor', 'czerwony'); // with no size chosen, every colour and size keeps its state
    await Promise.resolve(); // mutation records are delivered in a microtask
    observer.disconnect();
    expect(written).toEqual(['s disabled', 's class']); // niebieski-s was inactive; czerwony-s is not
  });

  it('says unavailable for an out-of-stock or unpurchasable match and selection-needed for a hidden one', async () => {
    await mount();
    pick('kolor', 'czerwony');
    pick('rozmiar', 'l');
    expect($('.single_add_to_cart_button').className).toContain('wc-variation-is-unavailable');
    click($('.single_add_to_cart_button'));
    expect(window.alert).toHaveBeenLastCalledWith(
      'Sorry, this product is unavailable. Please choose a different combination.',
    );
    pick('kolor', 'niebieski');
    pick('rozmiar', 'm');
    expect($('.single_add_to_cart_button').className).toContain('wc-variation-selection-needed');
    expect($('.single_variation').textContent).toMatch(/unavailable/);
    click($('.single_add_to_cart_button'));
    expect(window.alert).toHaveBeenLastCalledWith('Choose product options before adding it to the cart.');
  });

  it("matches 'any' values and applies the variation's quantity limits", async () => {
    await mount();
    const qty = $<HTMLInputElement>('input.qty');
    qty.value = '';
    pick('kolor', 'zielony');
    pick('rozmiar', 'l');
    expect($<HTMLInputElement>('.variation_id').value).toBe('207');
    expect([qty.value, qty.min, qty.max]).toEqual(['2', '2', '4']);
  });

  it('slides the panel up over 200 ms on reset, emptied once hidden; at once with reduced motion', async () => {
    const animations: Array<{ keyframes: unknown; duration: unknown; onfinish: (() => void) | null }> = [];
    const animate = vi.fn(function (keyframes: unknown, duration: unknown) {
      const animation = { keyframes, duration, onfinish: null, cancel: vi.fn() };
      animations.push(animation);
      return animation;
    });
    Object.defineProperty(HTMLElement.prototype, 'animate', { value: animate, configurable: true });
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => callback(0));
    try {
      for (const reduce of [false, true]) {
        vi.stubGlobal('matchMedia', (query: string) => ({
          matches: reduce && query === '(prefers-reduced-motion: reduce)',
        }));
        animations.length = 0;
        await mount();
        pick('kolor', 'czerwony');
        pick('rozmiar', 'm');
        const panel = $('.single_variation');
        expect(panel.hidden).toBe(false);
        animations.length = 0;
        click($('.reset_variations'));
        if (reduce) {
          expect(animations).toEqual([]);
          expect(panel.hidden).toBe(true);
          expect(panel.textContent).toBe('');
        } else {
          // still there, with its text, while it slides up
          expect(panel.hidden).toBe(false);
          expect(panel.textContent).toContain('202 zł');
          expect(animations).toHaveLength(1);
          expect(animations[0]).toMatchObject({
            keyframes: { height: [expect.stringMatching(/px$/), '0px'] },
            duration: 200,
          });
          animations[0]!.onfinish!();
          expect(panel.hidden).toBe(true);
          expect(panel.textContent).toBe('');
        }
        unmountAll();
      }
    } finally {
      delete (HTMLElement.prototype as { animate?: unknown }).animate;
    }
  });

  it('a variation found while the panel slides up stops the slide and shows the panel', async () => {
    const animation = { onfinish: null as (() => void) | null, cancel: vi.fn() };
    Object.defineProperty(HTMLElement.prototype, 'animate', { value: () => animation, configurable: true });
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => callback(0));
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    try {
      await mount();
      pick('kolor', 'czerwony');
      pick('rozmiar', 'm');
      pick('rozmiar', ''); // slides up
      pick('rozmiar', 's'); // found before the slide ended
      expect(animation.cancel).toHaveBeenCalled();
      expect($('.single_variation').hidden).toBe(false);
      expect($('.single_variation').textContent).toContain('201 zł');
    } finally {
      delete (HTMLElement.prototype as { animate?: unknown }).animate;
    }
  });

  it('hints stock only for visible variations, and hide_variation resets the hints', async () => {
    vi.stubGlobal('woo_variation_swatches_options', {
      show_variation_stock: '1',
      stock_label_threshold: '5',
    });
    const variations = VARIATIONS.map((v) =>
      v.variation_id === 201 || v.variation_id === 205 ? { ...v, max_qty: 2, variation_stock_left: 2 } : v,
    );
    await mount(render({ variations, swatches: true }));
    const hinted = () =>
      [...document.querySelectorAll<HTMLElement>('li.wvs-show-stock-left-info')].map(
        (li) => li.dataset.value,
      );
    pick('kolor', 'czerwony');
    expect(hinted()).toEqual(['s']);
    pick('kolor', 'niebieski'); // m (205) has 2 left but is hidden: no hint
    expect(hinted()).toEqual([]);
    pick('rozmiar', 'm'); // the hidden variation chosen: no stock info
    expect(hinted()).toEqual([]);
    expect($('.single_add_to_cart_button').className).toContain('wc-variation-selection-needed');
    pick('rozmiar', '');
    pick('kolor', 'czerwony');
    expect(hinted()).toEqual(['s']);
    act(() => emit('hide_variation', [], $('.single_variation'))); // a plugin hides the variation
    expect(hinted()).toEqual([]);
    expect(document.querySelector('.wvs-stock-left-info')?.textContent).toBe('');
  });

  it('fires the classic script events in its order: at load, on each change and on Clear', async () => {
    const form = render();
    const log = record();
    await mount(form); // listening first, like a theme script printed before us
    expect(log.splice(0)).toEqual([
      'check_variations',
      'update_variation_values',
      'woocommerce_update_variation_values',
      'reset_data',
      'reset_image',
      'hide_variation',
      'wc_variation_form',
    ]);
    pick('kolor', 'czerwony');
    expect(log.splice(0)).toEqual([
      'change attribute_pa_kolor',
      'change variation_id',
      'clear_reset_announcement',
      'woocommerce_variation_select_change',
      'check_variations',
      'update_variation_values',
      'woocommerce_update_variation_values',
      'reset_data',
      'reset_image',
      'hide_variation',
      'woocommerce_variation_has_changed',
    ]);
    pick('rozmiar', 's');
    // the variation shows once the change is handled, as WooCommerce shows it after its chain
    expect(log.splice(0)).toEqual([
      'change attribute_pa_rozmiar',
      'change variation_id',
      'clear_reset_announcement',
      'woocommerce_variation_select_change',
      'check_variations',
      'update_variation_values',
      'woocommerce_update_variation_values',
      'found_variation(201)',
      'change variation_id',
      'change quantity',
      'woocommerce_variation_has_changed',
      'show_variation(201,true)',
    ]);
    click($('.reset_variations'));
    const cleared = (name: string) => [
      `change ${name}`,
      'change variation_id',
      'clear_reset_announcement',
      'woocommerce_variation_select_change',
      'check_variations',
      'update_variation_values',
      'woocommerce_update_variation_values',
      'reset_data',
      'reset_image',
      'hide_variation',
      'woocommerce_variation_has_changed',
    ];
    // every select's change runs the chain, then the reset is announced, displayed and focused
    expect(log.splice(0)).toEqual([
      ...cleared('attribute_pa_kolor'),
      ...cleared('attribute_pa_rozmiar'),
      'announce_reset',
      'reset_data',
      'reset_image',
      'hide_variation',
      'reset_focus',
    ]);
  });

  it('an option made invalid by another choice is cleared with a change event, as WooCommerce does', async () => {
    const form = render();
    const log = record();
    await mount(form);
    pick('kolor', 'niebieski');
    log.length = 0;
    pick('rozmiar', 's'); // niebieski-s is inactive: the colour is cleared
    expect(log.filter((e) => e.startsWith('change '))).toEqual([
      'change attribute_pa_rozmiar',
      'change variation_id',
      'change attribute_pa_kolor',
      'change variation_id',
    ]);
    expect($<HTMLSelectElement>('select[name="attribute_pa_kolor"]').value).toBe('');
  });

  it('a found_variation listener may edit the variation before show_variation renders it', async () => {
    const off = on('found_variation', ([variation]) => {
      variation.price_html = '<span class="price">99 zł</span>';
    });
    await mount();
    pick('kolor', 'czerwony');
    pick('rozmiar', 'm');
    off();
    expect($('.single_variation').innerHTML).toContain('99 zł');
  });

  it("hands wc_variation_form WooCommerce's VariationForm members (plain elements without jQuery)", async () => {
    const form = render();
    let loading: boolean | undefined;
    const off = on('wc_variation_form', ([h]) => (loading = (h as VariationFormHandle).loading));
    const handle = await mount(form);
    off();
    expect(loading).toBe(true);
    expect(handle.loading).toBe(false);
    expect(handle.$form).toBe(form);
    expect(handle.$attributeFields).toEqual([...form.querySelectorAll('.variations select')]);
    expect(handle.$singleVariation).toBe($('.single_variation'));
    expect(handle.$singleVariationWrap).toBe($('.single_variation_wrap'));
    expect(handle.$resetVariations).toBe($('.reset_variations'));
    expect(handle.$resetAlert).toBe($('.reset_variations_alert'));
    expect(handle.$product).toBe($('.product'));
    expect(handle.variationData).toEqual(VARIATIONS);
    expect([handle.useAjax, handle.xhr]).toEqual([false, false]);
    pick('kolor', 'zielony');
    expect(handle.getChosenAttributes()).toEqual({
      count: 2,
      chosenCount: 1,
      data: { attribute_pa_kolor: 'zielony', attribute_pa_rozmiar: '' },
    });
  });
});

/** Every variation event and the change events on the fields, as listeners bound before the island hear them. */
function record(): string[] {
  const log: string[] = [];
  const names = [
    'woocommerce_variation_select_change',
    'check_variations',
    'update_variation_values',
    'woocommerce_update_variation_values',
    'found_variation',
    'show_variation',
    'reset_data',
    'reset_image',
    'hide_variation',
    'woocommerce_variation_has_changed',
    'clear_reset_announcement',
    'announce_reset',
    'reset_focus',
    'wc_variation_form',
    'woo_variation_swatches_init',
    'woo_variation_swatches_loaded',
    'wvs-item-updated',
    'wvs-selected-item',
    'wvs-unselected-item',
  ] as const;
  const show = (arg: unknown) =>
    arg instanceof Element
      ? arg.tagName.toLowerCase()
      : typeof arg === 'object' && arg && 'variation_id' in arg
        ? String(arg.variation_id)
        : String(arg);
  const offs = names.map((name) =>
    on(name, (args, target) => {
      if (name === 'wc_variation_form' || name === 'woo_variation_swatches_loaded') args = [];
      const at = target instanceof HTMLLIElement ? ` @${target.dataset.value}` : '';
      log.push(`${name}${at}${args.length ? `(${args.map(show).join(',')})` : ''}`);
    }),
  );
  for (const field of document.querySelectorAll<HTMLInputElement>(
    '.variations select, input.variation_id, input.qty',
  ))
    field.addEventListener('change', () => log.push(`change ${field.name}`));
  recorders.push(() => offs.forEach((off) => off()));
  return log;
}
const recorders: Array<() => void> = [];
afterEach(() => recorders.splice(0).forEach((off) => off()));

describe('variation form (ajax mode)', () => {
  it('asks get_variation once per combination, cancels stale lookups and shows no match', async () => {
    const answers: Record<string, unknown> = {
      'czerwony-s': variation(201, 'czerwony', 's'),
      'zielony-s': false,
    };
    const calls: string[] = [];
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      const body = new URLSearchParams(String(init.body));
      const key = `${body.get('attribute_pa_kolor')}-${body.get('attribute_pa_rozmiar')}`;
      calls.push(`${url} ${body.get('product_id')} ${key}`);
      // the first lookup answers late: it must lose to the newer one
      const delay = calls.length === 1 ? 500 : 10;
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => resolve(new Response(JSON.stringify(answers[key] ?? false), { status: 200 })),
          delay,
        );
        init.signal?.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(new DOMException('aborted', 'AbortError'));
        });
      });
    });
    const handle = await mount(render({ variations: false }));
    expect(handle.useAjax).toBe(true);
    pick('kolor', 'zielony');
    pick('rozmiar', 's'); // slow lookup for zielony-s starts
    pick('kolor', 'czerwony'); // fast lookup for czerwony-s replaces it
    await advance(600);
    expect(calls).toEqual([
      '/?wc-ajax=get_variation 102 zielony-s',
      '/?wc-ajax=get_variation 102 czerwony-s',
    ]);
    expect($<HTMLInputElement>('.variation_id').value).toBe('201');
    expect(document.querySelector('.wc-no-matching-variations')).toBeNull();

    pick('kolor', 'zielony');
    await advance(20);
    expect($<HTMLInputElement>('.variation_id').value).toBe('');
    await advance(300);
    expect($('.wc-no-matching-variations').textContent).toMatch(/no product matches/);

    pick('kolor', 'czerwony'); // remembered: answered at once, without a request
    expect($<HTMLInputElement>('.variation_id').value).toBe('201');
    expect(calls).toHaveLength(3);
    expect(document.querySelector('.wc-no-matching-variations')).toBeNull();
  });

  it('a full choice asks the server without update_variation_values, then shows what it found', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(new Response(JSON.stringify(variation(201, 'czerwony', 's')))),
    );
    const form = render({ variations: false });
    const log = record();
    await mount(form);
    log.length = 0;
    pick('kolor', 'czerwony');
    expect(log.splice(0).slice(3)).toEqual([
      'check_variations',
      'update_variation_values',
      'reset_data',
      'reset_image',
      'hide_variation',
      'woocommerce_variation_has_changed',
    ]);
    pick('rozmiar', 's');
    await advance(10);
    expect(log).toEqual([
      'change attribute_pa_rozmiar',
      'change variation_id',
      'clear_reset_announcement',
      'check_variations',
      'woocommerce_variation_has_changed',
      'found_variation(201)',
      'change variation_id',
      'change quantity',
      'show_variation(201,true)',
    ]);
  });

  it('a failed lookup warns, keeps the choice and lets the form post', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('oops', { status: 500 })));
    await mount(render({ variations: false }));
    pick('kolor', 'czerwony');
    pick('rozmiar', 'm');
    await advance(10);
    expect(warnings.join()).toMatch(/get_variation failed/);
    expect($<HTMLSelectElement>('select[name="attribute_pa_kolor"]').value).toBe('czerwony');
    expect($('.single_add_to_cart_button').classList.contains('disabled')).toBe(false);
  });
});

describe('variation form (ajax mode): data and faults', () => {
  const bodies: URLSearchParams[] = [];
  const answerWith = (respond: () => Promise<Response>) =>
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      bodies.push(new URLSearchParams(String(init.body)));
      return respond();
    });
  beforeEach(() => {
    bodies.length = 0;
  });

  it('posts data-custom_data with the chosen attributes and product_id (an object as custom_data[key])', async () => {
    answerWith(() => Promise.resolve(new Response(JSON.stringify(variation(201, 'czerwony', 's')))));
    await mount(render({ variations: false, customData: '{"zrodlo":"karta-produktu","n":2}' }));
    pick('kolor', 'czerwony');
    pick('rozmiar', 's');
    await advance(1);
    expect(Object.fromEntries(bodies[0]!)).toEqual({
      attribute_pa_kolor: 'czerwony',
      attribute_pa_rozmiar: 's',
      product_id: '102',
      'custom_data[zrodlo]': 'karta-produktu',
      'custom_data[n]': '2',
    });
    unmountAll();
    await mount(render({ variations: false, customData: 'plain text' }));
    pick('kolor', 'czerwony');
    pick('rozmiar', 's');
    await advance(1);
    expect(bodies[1]!.get('custom_data')).toBe('plain text');
  });

  it('shows no match only 300 ms after the answer', async () => {
    answerWith(() => Promise.resolve(new Response('false')));
    await mount(render({ variations: false }));
    pick('kolor', 'zielony');
    pick('rozmiar', 's');
    await advance(0); // the answer is in
    expect($<HTMLInputElement>('.variation_id').value).toBe('');
    await advance(299);
    expect(document.querySelector('.wc-no-matching-variations')).toBeNull();
    await advance(1);
    expect($('.wc-no-matching-variations').textContent).toMatch(/no product matches/);
    expect($('.wc-no-matching-variations').parentElement!.getAttribute('role')).toBe('alert');
    pick('rozmiar', 'm'); // the next change removes it
    expect(document.querySelector('.wc-no-matching-variations')).toBeNull();
  });

  const faults: Array<[string, () => Promise<Response>]> = [
    ['invalid JSON', () => Promise.resolve(new Response('<br /><b>Warning</b>: {"variation_id":'))],
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
  ];
  for (const [fault, respond] of faults)
    it(`${fault}: warns once, keeps the choice, and the next lookup works`, async () => {
      let failed = false;
      answerWith(() => {
        if (failed) return Promise.resolve(new Response(JSON.stringify(variation(202, 'czerwony', 'm'))));
        failed = true;
        return respond();
      });
      await mount(render({ variations: false }));
      pick('kolor', 'czerwony');
      pick('rozmiar', 's');
      await advance(400);
      expect(warnings).toEqual([expect.stringMatching(/get_variation failed/)]);
      expect($<HTMLSelectElement>('select[name="attribute_pa_kolor"]').value).toBe('czerwony');
      expect($<HTMLSelectElement>('select[name="attribute_pa_rozmiar"]').value).toBe('s');
      expect($<HTMLInputElement>('.variation_id').value).toBe('');
      expect(document.querySelector('.wc-no-matching-variations')).toBeNull();
      expect($('.single_add_to_cart_button').classList.contains('disabled')).toBe(false);
      expect($('form').hasAttribute('aria-busy')).toBe(false);
      pick('rozmiar', 'm');
      await advance(1);
      expect($<HTMLInputElement>('.variation_id').value).toBe('202');
      expect(warnings).toHaveLength(1);
    });

  it('an empty body is no match, without a warning; the choice stays', async () => {
    answerWith(() => Promise.resolve(new Response('')));
    await mount(render({ variations: false }));
    pick('kolor', 'czerwony');
    pick('rozmiar', 's');
    await advance(300);
    expect(warnings).toEqual([]);
    expect($('.wc-no-matching-variations')).not.toBeNull();
    expect($<HTMLSelectElement>('select[name="attribute_pa_rozmiar"]').value).toBe('s');
    expect($('.single_add_to_cart_button').className).toContain('wc-variation-selection-needed');
  });
});

describe('swatches', () => {
  const item = (name: string, value: string) =>
    $(`ul[data-attribute_name="attribute_pa_${name}"] li[data-value="${value}"]`);

  it('free plugin: an out-of-stock value can be chosen like any other, without a note', async () => {
    await mount(render({ swatches: true }));
    click(item('kolor', 'czerwony'));
    // czerwony-l is out of stock: the free plugin prints no option about it
    expect(item('rozmiar', 'l').className).not.toContain('disabled');
    expect(item('rozmiar', 'l').getAttribute('data-wvstooltip-out-of-stock') ?? '').toBe('');
    click(item('rozmiar', 'l'));
    expect($<HTMLSelectElement>('select[name="attribute_pa_rozmiar"]').value).toBe('l');
    expect($('.single_add_to_cart_button').className).toContain('wc-variation-is-unavailable');
  });

  it('reflect the option states and keep the hidden select in sync', async () => {
    // The paid plugin's option, with the note it prints for it.
    vi.stubGlobal('woo_variation_swatches_options', {
      disable_out_of_stock: '1',
      out_of_stock_tooltip_text: '(Brak w magazynie)',
    });
    await mount(render({ swatches: true }));
    click(item('kolor', 'czerwony'));
    expect($<HTMLSelectElement>('select[name="attribute_pa_kolor"]').value).toBe('czerwony');
    expect(item('kolor', 'czerwony').getAttribute('aria-checked')).toBe('true');
    // czerwony-l is out of stock: with the paid plugin's disable_out_of_stock, disabled with the note
    expect(item('rozmiar', 'l').className).toContain('disabled');
    expect(item('rozmiar', 'l').getAttribute('data-wvstooltip-out-of-stock')).toBe('(Brak w magazynie)');
    click(item('rozmiar', 'l'));
    expect($<HTMLSelectElement>('select[name="attribute_pa_rozmiar"]').value).toBe('');
    click(item('rozmiar', 's'));
    expect($<HTMLInputElement>('.variation_id').value).toBe('201');
  });

  it('server attributes the runtime treats as props (ref, key, children) are not copied; inline on* handlers stay', async () => {
    const form = render({ swatches: true });
    const li = form.querySelector<HTMLElement>('li[data-value="czerwony"]')!;
    for (const [name, value] of [
      ['ref', 'x'],
      ['key', 'k'],
      ['children', 'zastąpione'],
      ['dangerouslysetinnerhtml', 'x'],
      ['onclick', 'this.dataset.clicked = "1"'],
    ])
      li.setAttribute(name!, value!);
    await mount(form);
    const rendered = item('kolor', 'czerwony');
    expect(rendered.textContent).toBe('czerwony');
    expect(rendered.getAttribute('onclick')).toBe('this.dataset.clicked = "1"');
    for (const name of ['ref', 'key', 'children', 'dangerouslysetinnerhtml'])
      expect(rendered.hasAttribute(name)).toBe(false);
    click(item('kolor', 'czerwony'));
    expect($<HTMLSelectElement>('select[name="attribute_pa_kolor"]').value).toBe('czerwony');
  });

  it("fire the swatch plugin's events: init and loaded after wc_variation_form, item updates, selections", async () => {
    vi.stubGlobal('woo_variation_swatches_options', {});
    const form = render({ swatches: true });
    const log = record();
    let plugin: unknown;
    const off = on('woo_variation_swatches_loaded', ([p]) => (plugin = p));
    await mount(form);
    off();
    expect(log.splice(0).slice(-3)).toEqual([
      'wc_variation_form',
      'woo_variation_swatches_init',
      'woo_variation_swatches_loaded',
    ]);
    expect(plugin).toMatchObject({
      element: form,
      $element: form,
      product_id: 102,
      product_variations: VARIATIONS,
      is_ajax_variation: false,
      reset_variations: $('.reset_variations'),
      attributeFields: [...form.querySelectorAll('.variations select')],
      attributeSwatchesFields: [...form.querySelectorAll('ul.variable-items-wrapper')],
    });
    click(item('kolor', 'czerwony'));
    expect(log.splice(0).slice(-3)).toEqual([
      'woocommerce_variation_has_changed',
      'wvs-item-updated @czerwony(czerwony,czerwony)',
      'wvs-selected-item @czerwony(attribute_pa_kolor,czerwony,select,form)',
    ]);
    click(item('rozmiar', 's'));
    expect(log.splice(0).slice(-5)).toEqual([
      'woocommerce_variation_has_changed',
      'wvs-item-updated @czerwony(czerwony,czerwony)',
      'wvs-item-updated @s(s,s)',
      'wvs-selected-item @s(attribute_pa_rozmiar,s,select,form)',
      'show_variation(201,true)',
    ]);
    unmountAll();
    vi.stubGlobal('woo_variation_swatches_options', { clear_on_reselect: '1' });
    const again = render({ swatches: true });
    const log2 = record();
    await mount(again);
    click(item('kolor', 'czerwony'));
    click(item('kolor', 'czerwony')); // clear_on_reselect: a second click clears it
    expect(log2.at(-1)).toBe('wvs-unselected-item @czerwony(attribute_pa_kolor,czerwony,select,form)');
  });

  it('deselect_unavailable clears the other choices after wvs-selected-item, each with its change', async () => {
    vi.stubGlobal('woo_variation_swatches_options', { deselect_unavailable: '1', disable_out_of_stock: '1' });
    const form = render({ swatches: true });
    const log = record();
    await mount(form);
    click(item('rozmiar', 's'));
    log.length = 0;
    click(item('kolor', 'niebieski')); // niebieski-s is inactive
    const moments = log.filter((e) => /^(change attribute|wvs-selected)/.test(e));
    expect(moments[0]).toBe('change attribute_pa_kolor');
    expect(moments.slice(-3)).toEqual([
      'wvs-selected-item @niebieski(attribute_pa_kolor,niebieski,select,form)',
      'change attribute_pa_rozmiar',
      'change attribute_pa_kolor',
    ]);
    expect([...form.querySelectorAll('select')].map((s) => s.value)).toEqual(['niebieski', '']);
  });

  it('move and select with arrow keys, Home and End, skipping disabled items (roving tabindex)', async () => {
    await mount(render({ swatches: true }));
    // jsdom has no layout: every item counts as displayed
    for (const li of document.querySelectorAll('li.variable-item'))
      Object.defineProperty(li, 'offsetParent', { get: () => document.body });
    click(item('kolor', 'niebieski'));
    const sizes = [
      ...document.querySelectorAll<HTMLElement>('ul[data-attribute_name="attribute_pa_rozmiar"] li'),
    ];
    expect(sizes.map((li) => li.tabIndex)).toEqual([-1, 0, -1]); // s is inactive for niebieski
    act(() => sizes[1]!.focus());
    dispatch(sizes[1]!, new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    expect(document.activeElement).toBe(sizes[2]);
    expect($<HTMLSelectElement>('select[name="attribute_pa_rozmiar"]').value).toBe('l');
    dispatch(sizes[2]!, new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    expect(document.activeElement).toBe(sizes[1]); // wraps, skipping the disabled s
    dispatch(sizes[1]!, new KeyboardEvent('keydown', { key: 'End', bubbles: true }));
    expect($<HTMLSelectElement>('select[name="attribute_pa_rozmiar"]').value).toBe('l');
    expect(sizes.map((li) => li.tabIndex)).toEqual([-1, -1, 0]);
    // Focus asked for the tooltip chunk: let it arrive while this test's window still exists.
    await act(() => import('./tooltip'));
  });
});

describe('unmounting', () => {
  it("gives the server's swatch items back with their contents, and stops listening", async () => {
    const form = render({ swatches: true });
    const serverItems = [...document.querySelectorAll('li.variable-item')];
    const contents = serverItems.map((li) => li.firstChild);
    await mount(form);
    expect(document.querySelectorAll('li.variable-item')).toHaveLength(serverItems.length);
    expect(serverItems.some((li) => li.isConnected)).toBe(false); // the island's own items stand in
    expect(document.querySelector('li.variable-item')!.firstChild).toBe(contents[0]); // moved, not copied
    unmountAll();
    expect([...document.querySelectorAll('li.variable-item')]).toEqual(serverItems);
    expect(serverItems.map((li) => li.firstChild)).toEqual(contents);
    const heard: string[] = [];
    const off = on('check_variations', () => heard.push('check'));
    pick('kolor', 'czerwony');
    off();
    expect(heard).toEqual([]); // nobody turned the change into a check
    expect($('.woo-selected-variation-item-name').textContent).toBe('');
  });
});

describe('bad markup', () => {
  it('refuses a form without a product id, with a warning', () => {
    const form = render();
    form.removeAttribute('data-product_id');
    // The props reader refuses it: the registry warns with this message and mounts nothing.
    expect(() => island.props!(form, vi.fn())).toThrow(/data-product_id/);
    expect(warnings).toEqual([]);
  });
  it('treats unreadable variation JSON as ajax mode, with one warning', async () => {
    const form = render();
    form.setAttribute('data-product_variations', '[{"variation_id":');
    const handle = await mount(form);
    expect(handle.useAjax).toBe(true);
    expect(warnings).toHaveLength(1);
  });
});
