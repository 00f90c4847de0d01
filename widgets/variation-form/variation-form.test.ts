// @vitest-environment jsdom
/**
 * The variation form's chain without React: the form's markup, `createVariationForm`, and the bus. What a
 * view would do is done by hand: read the snapshot, and call `show` / `focus` once it "has rendered".
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emit, on, type WooEventName } from '../../shared/bus';
import { readForm } from './markup';
import { createVariationForm, type VariationForm } from './variation-form';

function variation(id: number, kolor: string, rozmiar: string, extra: Record<string, unknown> = {}) {
  return {
    variation_id: id,
    attributes: { attribute_pa_kolor: kolor, attribute_pa_rozmiar: rozmiar },
    sku: `K-${id}`,
    price_html: `<span class="price">${id} zł</span>`,
    image: { src: `/img/k-${kolor}.svg`, full_src: `/img/k-${kolor}-1200.svg` },
    max_qty: '',
    ...extra,
  };
}

const VARIATIONS = [
  variation(201, 'czerwony', 's', { max_qty: 2, variation_stock_left: 2 }),
  variation(202, 'czerwony', 'm', { image_id: 7 }),
  variation(203, 'niebieski', 's', { variation_is_active: false }),
  variation(204, 'niebieski', 'm', { variation_is_visible: false }),
];

function render(variations: unknown = VARIATIONS, swatches = false): HTMLFormElement {
  const json = JSON.stringify(variations).replace(/"/g, '&quot;');
  const row = (name: string, values: string[]) =>
    `<tr><th class="label"><label>${name}</label></th><td class="value"><select name="attribute_pa_${name}"><option value="">Wybierz</option>${values
      .map((v) => `<option value="${v}">${v}</option>`)
      .join('')}</select>${
      swatches
        ? `<ul class="variable-items-wrapper" data-attribute_name="attribute_pa_${name}">${values
            .map((v) => `<li class="variable-item" data-value="${v}" tabindex="0"></li>`)
            .join('')}</ul>`
        : ''
    }</td></tr>`;
  document.body.innerHTML = `<div class="product">
<div class="images"><div class="woocommerce-product-gallery__image"><a href="/img/k-1200.svg"><img class="wp-post-image" src="/img/k.svg"></a></div></div>
<form class="variations_form" data-product_id="102" data-product_variations="${json}">
<table class="variations"><tbody>${row('kolor', ['czerwony', 'niebieski'])}${row('rozmiar', ['s', 'm'])}</tbody></table>
<a class="reset_variations" href="#">Wyczyść</a><div class="reset_variations_alert" role="alert"></div>
<div class="single_variation_wrap"><div class="single_variation"></div>
<div class="woocommerce-variation-add-to-cart"><div class="quantity"><input class="qty" name="quantity" value="1"></div>
<button class="single_add_to_cart_button">Dodaj</button><input type="hidden" name="variation_id" value=""></div></div>
</form>
<div class="product_meta"><span class="sku">KOSZ</span></div>
</div>`;
  return document.querySelector('form')!;
}

const $ = <T extends Element = HTMLElement>(selector: string) => document.querySelector<T>(selector)!;
const field = (name: string) => $<HTMLSelectElement>(`select[name="attribute_pa_${name}"]`);
function pick(name: string, value: string): void {
  field(name).value = value;
  field(name).dispatchEvent(new Event('change', { bubbles: true }));
}

const EVENTS: WooEventName[] = [
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
];

const cleanups: Array<() => void> = [];
/** The bus events on the form and the fields' change events, as listeners bound before the form's hear them. */
function record(form: HTMLElement): string[] {
  const log: string[] = [];
  for (const name of EVENTS)
    cleanups.push(
      on(name, (args, target) => {
        if (!form.contains(target)) return;
        const [first] = args as unknown[];
        const id = (first as { variation_id?: number } | undefined)?.variation_id;
        log.push(id ? `${name}(${id})` : name);
      }),
    );
  for (const input of form.querySelectorAll<HTMLInputElement>('select, input'))
    input.addEventListener('change', () => log.push(`change ${input.name}`));
  return log;
}

/** Made and started, as the island does at mount; its first check 100 ms later. */
function start(form: HTMLElement): VariationForm {
  const vf = createVariationForm(readForm(form), (message) => warnings.push(message));
  cleanups.push(vf.start());
  return vf;
}

/** The variation the snapshot's `show` shows, as a view would call it once rendered. */
function shown(vf: VariationForm): number[] {
  const ids: number[] = [];
  const stop = on('show_variation', ([variation]) => ids.push(variation.variation_id as number));
  vf.getSnapshot().show?.();
  stop();
  return ids;
}

let warnings: string[];
beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('matchMedia', () => ({ matches: true })); // reduced motion: slides end at once
  warnings = [];
});
afterEach(() => {
  cleanups.splice(0).forEach((cleanup) => cleanup());
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('createVariationForm: the chain through the bus', () => {
  it('starts waiting for a choice, then checks 100 ms later and hands itself to wc_variation_form', () => {
    const form = render();
    const log = record(form);
    let handed: unknown;
    let loading: boolean | undefined;
    cleanups.push(
      on('wc_variation_form', ([handle]) => {
        handed = handle;
        loading = (handle as VariationForm).loading;
      }),
    );
    const vf = start(form);
    expect($('.single_add_to_cart_button').className).toBe(
      'single_add_to_cart_button disabled wc-variation-selection-needed',
    );
    expect($('.reset_variations').style.visibility).toBe('hidden');
    expect($('.reset_variations').getAttribute('role')).toBe('button');
    expect(log).toEqual([]);
    vi.advanceTimersByTime(100);
    expect(log).toEqual([
      'check_variations',
      'update_variation_values',
      'woocommerce_update_variation_values',
      'reset_data',
      'reset_image',
      'hide_variation',
      'wc_variation_form',
    ]);
    expect(handed).toBe(vf);
    expect([loading, vf.loading]).toEqual([true, false]);
    expect(vf.$form).toBe(form);
  });

  it('hands itself to wc_variation_form in a task after the first check (each with its microtasks)', async () => {
    const form = render();
    const heard: string[] = [];
    cleanups.push(
      on('check_variations', () => {
        heard.push('check_variations');
        queueMicrotask(() => heard.push("the check's microtasks"));
      }),
      on('wc_variation_form', () => heard.push('wc_variation_form')),
    );
    start(form);
    await vi.advanceTimersByTimeAsync(100);
    expect(heard).toEqual(['check_variations', "the check's microtasks", 'wc_variation_form']);
  });

  it('a change runs the chain, writes the server nodes at once and leaves the variation for the view to show', () => {
    const form = render();
    const log = record(form);
    const vf = start(form);
    vi.advanceTimersByTime(100);
    log.length = 0;
    let notified = 0;
    cleanups.push(vf.subscribe(() => notified++));
    pick('kolor', 'czerwony');
    pick('rozmiar', 'm');
    expect(log).toEqual([
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
      'change attribute_pa_rozmiar',
      'change variation_id',
      'clear_reset_announcement',
      'woocommerce_variation_select_change',
      'check_variations',
      'update_variation_values',
      'woocommerce_update_variation_values',
      'found_variation(202)',
      'change variation_id',
      'change quantity',
      'woocommerce_variation_has_changed',
    ]);
    expect($<HTMLInputElement>('input[name="variation_id"]').value).toBe('202');
    expect($('.sku').textContent).toBe('K-202');
    expect($<HTMLImageElement>('.wp-post-image').getAttribute('src')).toBe('/img/k-czerwony.svg');
    expect($('.reset_variations').style.visibility).toBe('visible');
    expect(notified).toBeGreaterThan(0);

    const view = vf.getSnapshot();
    expect(view.chosen).toEqual({ attribute_pa_kolor: 'czerwony', attribute_pa_rozmiar: 'm' });
    expect([...view.states![1]!]).toEqual([
      ['s', 'available'],
      ['m', 'available'],
    ]);
    expect(view.show).toBeTypeOf('function');
    expect($('.single_variation').innerHTML).toBe(''); // not before the view has rendered
    log.length = 0;
    view.show!();
    expect(log).toEqual(['show_variation(202)']);
    expect($('.single_variation').innerHTML).toContain('202 zł');
    expect($('.single_add_to_cart_button').className).toBe('single_add_to_cart_button');
  });

  it('each snapshot is a new object; the ones handed out never change', () => {
    const form = render();
    const vf = start(form);
    const first = vf.getSnapshot();
    pick('kolor', 'niebieski');
    expect(vf.getSnapshot()).not.toBe(first);
    expect(first.chosen).toEqual({ attribute_pa_kolor: '', attribute_pa_rozmiar: '' });
    expect(first.states).toBeUndefined();
    expect(vf.getSnapshot().states![1]!.get('s')).toBe('inactive');
  });

  it('reset_data before the view has rendered leaves the found variation unshown', () => {
    const form = render();
    const vf = start(form);
    pick('kolor', 'czerwony');
    pick('rozmiar', 'm');
    expect(vf.getSnapshot().show).toBeDefined();
    emit('reset_data', [], form); // a plugin's trigger
    expect(vf.getSnapshot().show).toBeUndefined();
    expect($('.sku').textContent).toBe('KOSZ');
    expect($<HTMLImageElement>('.wp-post-image').getAttribute('src')).toBe('/img/k.svg');
  });

  it('a found variation a plugin triggers is handled like ours, and each one found asks to be shown', () => {
    const form = render();
    const vf = start(form);
    emit('found_variation', [VARIATIONS[1]!], form);
    const first = vf.getSnapshot().show;
    emit('found_variation', [VARIATIONS[1]!], form);
    expect(vf.getSnapshot().show).not.toBe(first);
    expect($<HTMLInputElement>('input[name="variation_id"]').value).toBe('202');
  });

  it('Clear: every select emptied with its change, then the reset announced, displayed and focus asked for', () => {
    vi.stubGlobal('wc_add_to_cart_variation_params', { i18n_reset_alert_text: 'Wybór wyczyszczony.' });
    const form = render();
    const log = record(form);
    const vf = start(form);
    pick('kolor', 'czerwony');
    log.length = 0;
    $('.reset_variations').click();
    expect(log.slice(-5)).toEqual([
      'announce_reset',
      'reset_data',
      'reset_image',
      'hide_variation',
      'reset_focus',
    ]);
    expect(log.filter((e) => e.startsWith('change attribute'))).toEqual([
      'change attribute_pa_kolor',
      'change attribute_pa_rozmiar',
    ]);
    expect($('.reset_variations_alert').textContent).toBe('Wybór wyczyszczony.');
    expect($('.reset_variations').style.visibility).toBe('hidden');
    const { focus } = vf.getSnapshot();
    expect(focus).toBeTypeOf('function');
    focus!();
    expect(document.activeElement).toBe(field('kolor'));
  });

  it("an invalid choice is cleared with its select's change, which runs the chain again", () => {
    const form = render();
    const log = record(form);
    start(form);
    pick('kolor', 'niebieski');
    log.length = 0;
    pick('rozmiar', 's'); // niebieski-s is inactive
    expect(log.filter((e) => e.startsWith('change attribute'))).toEqual([
      'change attribute_pa_rozmiar',
      'change attribute_pa_kolor',
    ]);
    expect(field('kolor').value).toBe('');
  });

  it('stock hints for the one open attribute; hide_variation empties them, the hinted values stay', () => {
    vi.stubGlobal('woo_variation_swatches_options', {
      show_variation_stock: '1',
      stock_label_threshold: '5',
    });
    const form = render(VARIATIONS, true);
    const vf = start(form);
    pick('kolor', 'czerwony');
    expect(vf.getSnapshot().left.map((m) => [...m])).toEqual([[], [['s', 2]]]);
    emit('hide_variation', [], $('.single_variation'));
    expect(vf.getSnapshot().left.map((m) => m.size)).toEqual([0, 0]);
    expect(vf.getSnapshot().hinted.map((s) => [...s])).toEqual([[], ['s']]);
  });

  it('a swatch choice sets its select, then fires the plugin event with the value read as jQuery reads it', () => {
    vi.stubGlobal('woo_variation_swatches_options', {});
    const form = render(VARIATIONS, true);
    const vf = start(form);
    const heard: unknown[][] = [];
    cleanups.push(on('wvs-selected-item', (args, target) => heard.push([...args, target])));
    const attribute = readForm(form).attributes[0]!;
    const item = form.querySelector<HTMLElement>('li[data-value="czerwony"]')!;
    vf.choose(attribute, 'czerwony', item);
    expect(field('kolor').value).toBe('czerwony');
    expect(heard).toEqual([['attribute_pa_kolor', 'czerwony', field('kolor'), form, item]]);
  });

  it('ajax mode: the answer is found, a no-match shows its message 300 ms later, the next check clears it', async () => {
    const answers: Record<string, unknown> = {
      'czerwony-s': variation(201, 'czerwony', 's'),
      'czerwony-m': false,
    };
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      const body = new URLSearchParams(String(init.body));
      const key = `${body.get('attribute_pa_kolor')}-${body.get('attribute_pa_rozmiar')}`;
      return Promise.resolve(new Response(JSON.stringify(answers[key] ?? false)));
    });
    const form = render(false);
    const vf = start(form);
    vi.advanceTimersByTime(100);
    expect(vf.useAjax).toBe(true);
    pick('kolor', 'czerwony');
    pick('rozmiar', 's');
    expect(form.getAttribute('aria-busy')).toBe('true');
    await vi.advanceTimersByTimeAsync(0);
    expect(form.hasAttribute('aria-busy')).toBe(false);
    expect(shown(vf)).toEqual([201]);
    pick('rozmiar', 'm');
    await vi.advanceTimersByTimeAsync(299);
    expect(form.querySelector('.wc-no-matching-variations')).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect($('.single_variation + [role="alert"] > .wc-no-matching-variations').textContent).toMatch(
      /no product matches/,
    );
    pick('rozmiar', 's'); // remembered: no request, and the message goes
    expect(form.querySelector('.wc-no-matching-variations')).toBeNull();
    expect(shown(vf)).toEqual([201]);
  });

  it("the handle's updateImage swaps the gallery's first image and puts it back", () => {
    const form = render();
    const vf = start(form);
    vf.updateImage(VARIATIONS[0]);
    expect($<HTMLImageElement>('.wp-post-image').getAttribute('src')).toBe('/img/k-czerwony.svg');
    vf.updateImage(false);
    expect($<HTMLImageElement>('.wp-post-image').getAttribute('src')).toBe('/img/k.svg');
  });

  it('stopped, it takes its no-match message away', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('false')));
    const form = render(false);
    start(form);
    vi.advanceTimersByTime(100);
    pick('kolor', 'czerwony');
    pick('rozmiar', 'm');
    await vi.advanceTimersByTimeAsync(300);
    expect(form.querySelector('.wc-no-matching-variations')).not.toBeNull();
    cleanups.pop()!();
    expect(form.querySelector('.wc-no-matching-variations')).toBeNull();
  });

  it('stopped, it hears nothing and its first check never comes', () => {
    const form = render();
    const heard: string[] = [];
    cleanups.push(on('wc_variation_form', () => heard.push('wc_variation_form')));
    const vf = createVariationForm(readForm(form), (message) => warnings.push(message));
    vf.start()();
    vi.advanceTimersByTime(100);
    pick('kolor', 'czerwony');
    expect(heard).toEqual([]);
    expect(vf.getSnapshot().chosen.attribute_pa_kolor).toBe('');
    expect($<HTMLInputElement>('input[name="variation_id"]').value).toBe('');
  });
});

/** A shop card as Variation Swatches by CartFlows prints it: a `div.variations_form` in the loop's `li.product`. */
function renderCard(): HTMLElement {
  const json = JSON.stringify(VARIATIONS).replace(/"/g, '&quot;');
  const row = (name: string, values: string[]) =>
    `<tr><td class="value"><div class="cfvsw-hidden-select"><select id="pa_${name}" name="attribute_pa_${name}" data-attribute_name="attribute_pa_${name}"><option value="">Wybierz</option>${values
      .map((v) => `<option value="${v}">${v}</option>`)
      .join('')}</select></div></td></tr>`;
  document.body.innerHTML = `<ul class="products"><li class="product">
<a href="/produkt/k/"><img src="/img/k-300x300.svg">
<div class="cfvsw_variations_form variations_form" data-product_variations="${json}" data-product_id="102">
<table class="cfvsw-shop-variations variations"><tbody>${row('kolor', ['czerwony', 'niebieski'])}${row('rozmiar', ['s', 'm'])}</tbody></table>
<a class="reset_variations" href="#">Wyczyść</a></div>
<h2>Koszulka</h2><span class="price">10 zł</span></a>
<a href="/produkt/k/" class="button product_type_variable cfvsw_ajax_add_to_cart" data-product_id="102">Wybierz opcje</a>
</li></ul>`;
  return document.querySelector('.variations_form')!;
}

describe('createVariationForm: any element holding the selects, as WooCommerce takes it', () => {
  it('a div.variations_form in a shop card runs the same chain, with no button or panel of its own', () => {
    const card = renderCard();
    const log = record(card);
    const vf = start(card);
    vi.advanceTimersByTime(100);
    log.length = 0;
    pick('kolor', 'czerwony');
    pick('rozmiar', 'm');
    expect(log).toContain('found_variation(202)');
    expect(vf.getChosenAttributes()).toEqual({
      count: 2,
      chosenCount: 2,
      data: { attribute_pa_kolor: 'czerwony', attribute_pa_rozmiar: 'm' },
    });
    expect(shown(vf)).toEqual([202]);
    expect($('.reset_variations').style.visibility).toBe('visible');
    expect(warnings).toEqual([]);
  });

  it('a root without a product id is refused with the reason', () => {
    const card = renderCard();
    card.removeAttribute('data-product_id');
    expect(() => readForm(card)).toThrow('data-product_id "" is not a product id');
  });

  it('a variation form holding another is refused with the reason; the inner one reads only its own selects', () => {
    const form = render();
    const inner = document.createElement('div');
    inner.className = 'variations_form';
    inner.dataset.product_id = '103';
    inner.innerHTML =
      '<table class="variations"><tr><td><select name="attribute_pa_wzor"><option value="">-</option><option value="a">a</option></select></td></tr></table>';
    form.append(inner);
    expect(() => readForm(form)).toThrow('nested .variations_form');
    expect(readForm(inner).attributes.map((a) => a.name)).toEqual(['attribute_pa_wzor']);
  });
});

describe('createVariationForm: the gallery events after an image swap, as WooCommerce 10.4 fires them', () => {
  it('20 ms after each swap: window resize, the slide reset when the image changed, then init_zoom, on the product’s .images', () => {
    const form = render();
    const log: string[] = [];
    const resize = () => log.push('resize');
    window.addEventListener('resize', resize);
    cleanups.push(() => window.removeEventListener('resize', resize));
    for (const name of ['woocommerce_gallery_reset_slide_position', 'woocommerce_gallery_init_zoom'] as const)
      cleanups.push(on(name, (_, target) => log.push(`${name} ${target.className}`)));
    start(form);
    vi.advanceTimersByTime(100); // the first check: reset_image puts the original back
    expect(log).toEqual([]);
    vi.advanceTimersByTime(20);
    expect(log).toEqual([
      'resize',
      'woocommerce_gallery_reset_slide_position images',
      'woocommerce_gallery_init_zoom images',
    ]);
    expect(form.getAttribute('current-image')).toBe('');
    log.length = 0;
    vi.advanceTimersByTime(100);
    pick('kolor', 'niebieski'); // no full choice: reset_image again, the image id stays ''
    vi.advanceTimersByTime(20);
    expect(log).toEqual(['resize', 'woocommerce_gallery_init_zoom images']);
    log.length = 0;
    pick('kolor', 'czerwony');
    pick('rozmiar', 'm');
    vi.advanceTimersByTime(20);
    // WooCommerce compares the attribute with the variation's numeric image_id: never equal.
    expect(log.filter((e) => e.includes('reset_slide_position'))).toHaveLength(1);
    expect(log.at(-1)).toBe('woocommerce_gallery_init_zoom images');
    expect(form.getAttribute('current-image')).toBe('7');
  });

  it('a form outside any .product: the page’s galleries, whose image its swap changed', () => {
    const form = render();
    const heard: string[] = [];
    for (const name of ['woocommerce_gallery_reset_slide_position', 'woocommerce_gallery_init_zoom'] as const)
      cleanups.push(on(name, (_, target) => heard.push(`${name} ${target.className}`)));
    document.body.append(form);
    start(form);
    vi.advanceTimersByTime(120);
    expect(heard).toEqual([
      'woocommerce_gallery_reset_slide_position images',
      'woocommerce_gallery_init_zoom images',
    ]);
  });
});
