/**
 * One variation form (SPEC §2 variation form, §4 add-to-cart variable, §5 variations and quantity;
 * reference §3). The flow mirrors WooCommerce's events so jQuery code keeps hearing them: a changed
 * option fires `woocommerce_variation_select_change`, `check_variations` and
 * `woocommerce_variation_has_changed`; the check ends in `found_variation` → `show_variation`, or in
 * `reset_data` → `reset_image` + `hide_variation`. Each of those is handled where it is heard on the bus,
 * so a plugin triggering one with jQuery gets the same treatment as ours.
 */
import { announce } from '../../shared/announcer';
import { emit, on, type Variation, type WooEventName, type WooEvents } from '../../shared/bus';
import {
  STOCK_LABEL_THRESHOLD,
  VARIATION_DISPLAY_DELAY_MS,
  VARIATION_INITIAL_CHECK_MS,
  VARIATION_SLIDE_MS,
} from '../../shared/constants';
import { RequestError, wcAjax } from '../../shared/http';
import { _n, sprintf } from '../../shared/i18n';
import { setShown } from '../../shared/island';
import { addToCartVariationParams, swatchesParams } from '../../shared/params';
import { createMatcher, type Matcher, type OptionState } from './matching';
import { resetImage, resetMeta, showImage, showMeta } from './product-meta';
import { buttonState, type ButtonState, fillTemplate, quantityFor, stockLeft } from './rules';
import { readSwatchList, stateNote, type SwatchList, type SwatchSettings } from './swatches';
import { readVariation, readVariationList, type VariationEntry } from './variation-data';

/** What `wc_variation_form` hands to listeners (WooCommerce passes its VariationForm instance). */
export interface VariationFormHandle {
  form: HTMLFormElement;
  productId: number;
  /** Variations are looked up on the server (`data-product_variations` false or empty). */
  useAjax: boolean;
  variationData: Variation[];
  /** The swatch plugin's wrapper `data-threshold_min` / `data-threshold_max` (ajax-variation thresholds). */
  threshold: { min: number | undefined; max: number | undefined };
  /** The current choice: `attribute_x` → value ('' = not chosen). */
  chosen(): Record<string, string>;
}

interface Attribute {
  name: string;
  select: HTMLSelectElement;
  placeholder: HTMLOptionElement | null;
  /** The server's options (placeholder excluded), kept so pruned ones can come back. */
  options: HTMLOptionElement[];
  values: string[];
  nameSpan: HTMLElement | null;
  swatches: SwatchList | undefined;
}

const BUTTON_CLASSES: Record<ButtonState, string> = {
  'selection-needed': 'wc-variation-selection-needed',
  unavailable: 'wc-variation-is-unavailable',
  purchasable: '',
};

const reducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The slide each element is in (direction, and its animation once started). */
interface Slide {
  down: boolean;
  animation?: Animation;
}
const slides = new WeakMap<HTMLElement, Slide>();

/**
 * WooCommerce's 200 ms slides (SPEC §9), as height animations; none with reduced motion. Only a change of
 * visibility slides, and a slide the other way stops the one under way. Heights are read in the next
 * frame, when the browser lays out anyway, not forced mid-click. A slide up hides the element at its end
 * and then calls `hidden`.
 */
function slide(el: HTMLElement, down: boolean, hidden?: () => void): void {
  const last = slides.get(el);
  if (last?.down === down) return;
  last?.animation?.cancel();
  slides.delete(el);
  const shown = !el.hidden && el.style.display !== 'none';
  if (shown === down) return;
  setShown(el, true);
  const end = () => {
    slides.delete(el);
    if (!down) {
      setShown(el, false);
      hidden?.();
    }
  };
  if (reducedMotion() || typeof el.animate !== 'function') return end();
  const current: Slide = { down };
  slides.set(el, current);
  requestAnimationFrame(() => {
    if (slides.get(el) !== current) return;
    const full = `${el.scrollHeight}px`;
    current.animation = el.animate(
      { height: down ? ['0px', full] : [full, '0px'], overflow: ['hidden', 'hidden'] },
      VARIATION_SLIDE_MS,
    );
    current.animation.onfinish = end;
  });
}

function readThreshold(form: HTMLFormElement, key: 'threshold_min' | 'threshold_max'): number | undefined {
  const value = form.closest<HTMLElement>(`[data-${key}]`)?.dataset[key];
  const n = value === undefined || value.trim() === '' ? Number.NaN : Number(value);
  return Number.isFinite(n) ? n : undefined;
}

/** `data-custom_data` as WooCommerce's request sends it: an object's keys nested under `custom_data[…]`. */
function customData(form: HTMLFormElement): Record<string, string> {
  const text = form.dataset.custom_data;
  if (text === undefined) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null)
      return Object.fromEntries(
        Object.entries(parsed).map(([key, value]) => [
          `custom_data[${key}]`,
          typeof value === 'string' ? value : JSON.stringify(value),
        ]),
      );
  } catch {
    // not JSON: sent as the plain string jQuery would read
  }
  return { custom_data: text };
}

export function mountVariationForm(
  form: HTMLFormElement,
  signal: AbortSignal,
  warn: (message: string, detail?: unknown) => void,
): VariationFormHandle | undefined {
  const product = form.closest('.product') ?? document;
  const productId = Number(form.dataset.product_id);
  if (!Number.isInteger(productId) || productId <= 0) {
    warn(
      `data-product_id "${form.dataset.product_id ?? ''}" is not a product id; the form posts without help`,
    );
    return undefined;
  }
  const params = addToCartVariationParams();
  const swatchOptions = swatchesParams();
  const settings: SwatchSettings = {
    clickableOutOfStock: swatchOptions.clickable_out_of_stock,
    clearOnReselect: swatchOptions.clear_on_reselect,
    deselectUnavailable: swatchOptions.deselect_unavailable,
    outOfStockText: swatchOptions.out_of_stock_tooltip_text,
    unavailableText: swatchOptions.unavailable_tooltip_text,
    separator: swatchOptions.variation_label_separator,
    showLabel: swatchOptions.show_variation_label,
  };

  const panel = form.querySelector<HTMLElement>('.single_variation');
  const button = form.querySelector<HTMLElement>('.single_add_to_cart_button');
  const buttonBox = form.querySelector<HTMLElement>('.woocommerce-variation-add-to-cart');
  const resetLink = form.querySelector<HTMLElement>('.reset_variations');
  const resetAlert = form.querySelector<HTMLElement>('.reset_variations_alert');
  const idInputs = [
    ...form.querySelectorAll<HTMLInputElement>('input[name="variation_id"], input.variation_id'),
  ];
  const quantity = form.querySelector<HTMLInputElement>('.quantity input.qty, input.qty[name="quantity"]');

  // ------------------------------------------------------------------------------------ attributes
  const attributes: Attribute[] = [];
  let nameless = 0;
  for (const select of form.querySelectorAll<HTMLSelectElement>('.variations select')) {
    const name = select.dataset.attribute_name || select.name;
    if (!name) {
      nameless++;
      continue;
    }
    const options = [...select.options].filter((o) => o.value !== '');
    const row = select.closest('tr');
    const label = row?.querySelector<HTMLElement>('.label') ?? null;
    let nameSpan: HTMLElement | null = null;
    if (settings.showLabel && label) {
      nameSpan = label.querySelector('.woo-selected-variation-item-name');
      if (!nameSpan) {
        nameSpan = Object.assign(document.createElement('span'), {
          className: 'woo-selected-variation-item-name',
        });
        nameSpan.dataset.default = '';
        label.append(nameSpan);
      }
    }
    attributes.push({
      name,
      select,
      placeholder: [...select.options].find((o) => o.value === '') ?? null,
      options,
      values: options.map((o) => o.value),
      nameSpan,
      swatches: undefined,
    });
  }
  // One warning for one problem: no usable select at all, or some selects without a name.
  if (!attributes.length) {
    warn('the form has no attribute selects in .variations; nothing to choose');
    return undefined;
  }
  if (nameless)
    warn(`${nameless} select(s) in .variations have neither data-attribute_name nor name; left alone`);
  const byName = new Map(attributes.map((a) => [a.name, a]));

  // ------------------------------------------------------------------------------------ variations
  let entries: VariationEntry[] = [];
  let matcher: Matcher | undefined;
  const rawToEntry = new WeakMap<object, VariationEntry>();
  const loadVariations = () => {
    const list = readVariationList(form.dataset.product_variations, warn);
    entries = list === 'ajax' ? [] : list;
    matcher = list === 'ajax' ? undefined : createMatcher(attributes, entries);
    for (const entry of entries) rawToEntry.set(entry.raw, entry);
  };
  loadVariations();
  const entryOf = (raw: Variation): VariationEntry | undefined => {
    const known = rawToEntry.get(raw);
    if (known) return known;
    const entry = readVariation(raw);
    if (typeof entry === 'string') {
      warn(`a variation object was ignored: it ${entry}`, raw);
      return undefined;
    }
    rawToEntry.set(raw, entry);
    return entry;
  };

  const chosen = (): Record<string, string> =>
    Object.fromEntries(attributes.map((a) => [a.name, a.select.value]));

  const handle: VariationFormHandle = {
    form,
    productId,
    get useAjax() {
      return !matcher;
    },
    get variationData() {
      return entries.map((e) => e.raw);
    },
    threshold: { min: readThreshold(form, 'threshold_min'), max: readThreshold(form, 'threshold_max') },
    chosen,
  };

  // ------------------------------------------------------------------------------------ options
  let optionStates: Array<Map<string, OptionState>> | undefined;

  /** A value set on a select must have its option, even one pruned away (a swatch the shopper insists on). */
  const ensureOption = (attribute: Attribute, value: string) => {
    if (value && ![...attribute.select.options].some((o) => o.value === value))
      attribute.select.replaceChildren(
        ...(attribute.placeholder ? [attribute.placeholder] : []),
        ...attribute.options,
      );
  };

  /** Local mode: clear invalid choices, then remove options no variation offers and disable inactive ones. */
  const prune = () => {
    if (!matcher) return;
    const settled = matcher.settle(chosen());
    const states = matcher.options(settled);
    optionStates = attributes.map((attribute, i) => {
      const map = new Map<string, OptionState>();
      const keep: HTMLOptionElement[] = [];
      attribute.options.forEach((option, j) => {
        const state = states[i]![j]!;
        map.set(option.value, state);
        if (state === 'absent') return;
        option.disabled = state === 'inactive';
        option.classList.add('attached');
        option.classList.toggle('enabled', state !== 'inactive');
        keep.push(option);
      });
      const current = [...attribute.select.options].filter((o) => o !== attribute.placeholder);
      if (current.length !== keep.length || current.some((o, j) => o !== keep[j]))
        attribute.select.replaceChildren(...(attribute.placeholder ? [attribute.placeholder] : []), ...keep);
      attribute.select.value = settled[attribute.name] ?? '';
      return map;
    });
    emit('woocommerce_update_variation_values', [], form);
  };

  // ------------------------------------------------------------------------------------ display
  const setButton = (state: ButtonState) => {
    if (!button) return;
    button.classList.remove('disabled', 'wc-variation-selection-needed', 'wc-variation-is-unavailable');
    if (state !== 'purchasable') button.classList.add('disabled', BUTTON_CLASSES[state]);
    button.setAttribute('aria-disabled', String(state !== 'purchasable'));
    buttonBox?.classList.toggle('woocommerce-variation-add-to-cart-enabled', state === 'purchasable');
    buttonBox?.classList.toggle('woocommerce-variation-add-to-cart-disabled', state !== 'purchasable');
  };

  const setVariationId = (id: string) => {
    for (const input of idInputs) {
      if (input.value === id) continue;
      input.value = id;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    }
  };

  let noMatch: HTMLElement | undefined;
  let noMatchTimer: ReturnType<typeof setTimeout> | undefined;
  const clearNoMatch = () => {
    clearTimeout(noMatchTimer);
    noMatch?.remove();
    noMatch = undefined;
  };
  /** 'No product matches': shown 300 ms after the check (SPEC §9), so quick re-choices do not flash it. */
  const showNoMatch = () => {
    clearNoMatch();
    noMatchTimer = setTimeout(() => {
      noMatch = document.createElement('div');
      noMatch.hidden = true; // slides in
      noMatch.setAttribute('role', 'alert');
      const p = document.createElement('p');
      p.className = 'wc-no-matching-variations woocommerce-info';
      p.textContent = params.i18n_no_matching_variations_text;
      noMatch.append(p);
      (panel ?? form.querySelector('.variations'))?.after(noMatch);
      slide(noMatch, true);
    }, VARIATION_DISPLAY_DELAY_MS);
  };

  const template = (id: string) => document.getElementById(id)?.textContent ?? undefined;
  const panelHtml = (entry: VariationEntry): string => {
    if (!entry.variation_is_visible)
      return fillTemplate(
        template('tmpl-unavailable-variation-template') ??
          `<p role="alert">${params.i18n_unavailable_text.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`)}</p>`,
        entry.raw,
      );
    return fillTemplate(
      template('tmpl-variation-template') ??
        '<div class="woocommerce-variation-description">{{{ data.variation.variation_description }}}</div>' +
          '<div class="woocommerce-variation-price">{{{ data.variation.price_html }}}</div>' +
          '<div class="woocommerce-variation-availability">{{{ data.variation.availability_html }}}</div>',
      entry.raw,
    );
  };

  const setQuantity = (entry: VariationEntry) => {
    if (!quantity) return;
    const rule = quantityFor(quantity.value, entry);
    const box = quantity.closest<HTMLElement>('.quantity');
    quantity.min = String(rule.min);
    if (rule.max === undefined) quantity.removeAttribute('max');
    else quantity.max = String(rule.max);
    if (box) setShown(box, !rule.hidden);
    if (quantity.value !== String(rule.value)) {
      quantity.value = String(rule.value);
      quantity.dispatchEvent(new Event('change', { bubbles: true }));
    }
  };

  const syncLabelsAndSwatches = () => {
    const current = chosen();
    attributes.forEach((attribute, i) => {
      const value = current[attribute.name] ?? '';
      attribute.swatches?.sync(value, optionStates?.[i]);
      if (attribute.nameSpan) {
        const option = attribute.options.find((o) => o.value === value);
        const title = value ? (option?.textContent?.trim() ?? value) : '';
        attribute.nameSpan.textContent = title ? `${settings.separator} ${title}` : '';
      }
    });
    const any = attributes.some((a) => current[a.name]);
    if (resetLink) {
      setShown(resetLink, any);
      resetLink.style.visibility = any ? 'visible' : 'hidden';
    }
    syncStockHints(current);
  };

  /** 'N left' under each value of the one attribute still open (swatches with stock display on). */
  const syncStockHints = (current: Record<string, string>, off = false) => {
    const open = attributes.filter((a) => !current[a.name]);
    const show =
      !off && swatchOptions.show_variation_stock && matcher && attributes.length > 1 && open.length === 1;
    for (const attribute of attributes)
      for (const item of attribute.swatches?.items ?? []) {
        let left: number | undefined;
        if (show && attribute === open[0]) {
          const index = matcher!.find({ ...current, [attribute.name]: item.dataset.value ?? '' });
          left = stockLeft(entries[index], swatchOptions.stock_label_threshold || STOCK_LABEL_THRESHOLD);
        }
        let info = item.querySelector<HTMLElement>('.wvs-stock-left-info');
        if (left !== undefined && !info) {
          info = Object.assign(document.createElement('span'), { className: 'wvs-stock-left-info' });
          info.dataset.wvsStockInfo = '';
          item.append(info);
        }
        if (info) info.textContent = left === undefined ? '' : sprintf(_n('%d left', '%d left', left), left);
        item.classList.toggle('wvs-show-stock-left-info', left !== undefined);
      }
  };

  // ------------------------------------------------------------------------------------ lookups
  const answers = new Map<string, VariationEntry | null>();
  let lookup: AbortController | undefined;
  let initialCheck = true;

  const found = (entry: VariationEntry | null, initial: boolean) => {
    if (entry) emit('found_variation', [entry.raw], form);
    else {
      emit('reset_data', [], form);
      if (!initial) showNoMatch();
    }
  };

  /** Ajax mode: the server's answer, remembered per combination; a newer lookup cancels the older one. */
  const askServer = async (current: Record<string, string>, initial: boolean) => {
    const key = JSON.stringify(attributes.map((a) => current[a.name]));
    lookup?.abort();
    if (answers.has(key)) return found(answers.get(key)!, initial);
    const controller = new AbortController(); // aborted by a newer lookup or the unmount
    lookup = controller;
    form.setAttribute('aria-busy', 'true');
    form.classList.add('processing');
    try {
      const answer = await wcAjax(
        'get_variation',
        { ...current, product_id: productId, ...customData(form) },
        { urlTemplate: params.wc_ajax_url, signal: controller.signal },
      );
      let entry: VariationEntry | null = null;
      if (answer && typeof answer === 'object' && !Array.isArray(answer)) {
        entry = entryOf(answer as Variation) ?? null;
      } else if (answer !== false && answer !== null && answer !== '' && !Array.isArray(answer)) {
        warn(
          'get_variation answered something that is neither a variation nor false; treated as no match',
          answer,
        );
      }
      answers.set(key, entry);
      found(entry, initial);
    } catch (error) {
      if (error instanceof RequestError && error.kind === 'aborted') return;
      // The choice stays; the button is left to the server, which finds the variation from the posted options.
      warn('get_variation failed; the form will post the chosen options for the server to match', error);
      emit('reset_data', [], form);
      setButton('purchasable');
    } finally {
      if (lookup === controller) {
        lookup = undefined;
        form.removeAttribute('aria-busy');
        form.classList.remove('processing');
      }
    }
  };

  const check = () => {
    const initial = initialCheck;
    clearNoMatch();
    emit('update_variation_values', [], form);
    const current = chosen();
    if (attributes.every((a) => current[a.name])) {
      if (matcher) {
        const index = matcher.find(current);
        found(index === -1 ? null : entries[index]!, initial);
      } else void askServer(current, initial);
    } else {
      lookup?.abort();
      emit('reset_data', [], form);
    }
    syncLabelsAndSwatches();
  };

  // ------------------------------------------------------------------------------------ handlers
  const unsubscribe: Array<() => void> = [];
  const onForm = <N extends WooEventName>(name: N, handler: (args: WooEvents[N], target: Element) => void) =>
    unsubscribe.push(on(name, (args, target) => form.contains(target) && handler(args, target)));

  onForm('check_variations', check);
  onForm('update_variation_values', prune);
  onForm('found_variation', ([raw]) => {
    const entry = entryOf(raw);
    if (!entry) return;
    showMeta(product, entry);
    if (showImage(product, entry.image)) dispatchResizeSoon();
    if (panel) panel.innerHTML = panelHtml(entry); // the server's own HTML (price, availability, description)
    setVariationId(String(entry.id));
    setQuantity(entry);
    const purchasable = buttonState(entry) === 'purchasable';
    if (panel) slide(panel, true); // an empty panel slides no height: just shown, as WooCommerce does
    emit('show_variation', [entry.raw, purchasable], panel ?? form);
  });
  onForm('show_variation', ([raw, purchasable]) => {
    const entry = entryOf(raw);
    setButton(
      entry && !entry.variation_is_visible ? 'selection-needed' : purchasable ? 'purchasable' : 'unavailable',
    );
  });
  onForm('reset_data', () => {
    resetMeta(product);
    emit('reset_image', [], form);
    setVariationId('');
    // Slides up with the variation's text still in it; emptied once hidden.
    if (panel) slide(panel, false, () => panel.replaceChildren());
    emit('hide_variation', [], panel ?? form);
  });
  onForm('reset_image', () => {
    resetImage(product);
    dispatchResizeSoon();
  });
  onForm('hide_variation', () => {
    setButton('selection-needed');
    syncStockHints({}, true); // the swatch plugin resets its stock info here; a check recounts after
  });
  onForm('reload_product_variations', () => {
    loadVariations();
    answers.clear();
    emit('check_variations', [], form);
  });

  let resizeTimer: ReturnType<typeof setTimeout> | undefined;
  /** Sliders and zoom measure again after an image swap (WooCommerce fires window resize 20 ms later). */
  function dispatchResizeSoon() {
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(() => window.dispatchEvent(new Event('resize')), 20);
  }

  const changed = () => {
    if (resetAlert) resetAlert.textContent = '';
    setVariationId('');
    if (matcher) emit('woocommerce_variation_select_change', [], form);
    emit('check_variations', [], form);
    emit('woocommerce_variation_has_changed', [], form);
  };

  form.addEventListener(
    'change',
    (event) => {
      const select = event.target;
      if (select instanceof HTMLSelectElement && attributes.some((a) => a.select === select)) changed();
    },
    { signal },
  );

  const reset = () => {
    for (const attribute of attributes) attribute.select.value = '';
    changed();
    const text = params.i18n_reset_alert_text;
    if (resetAlert) resetAlert.textContent = text;
    else announce(text);
    emit('announce_reset', [], form);
    // reset_focus: back to the first option, as the link that had focus is now hidden.
    const first = attributes[0]!;
    const target =
      first.swatches && !first.swatches.radios
        ? first.swatches.items.find((i) => i.tabIndex === 0)
        : first.swatches
          ? first.swatches.items[0]?.querySelector<HTMLElement>('input')
          : first.select;
    target?.focus();
  };
  resetLink?.setAttribute('role', 'button');
  resetLink?.addEventListener(
    'click',
    (event) => {
      event.preventDefault();
      reset();
    },
    { signal },
  );
  resetLink?.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      reset();
    },
    { signal },
  );

  // A click on the greyed button explains why instead of posting (SPEC §5).
  button?.addEventListener(
    'click',
    (event) => {
      if (!button.classList.contains('disabled')) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      window.alert(
        button.classList.contains('wc-variation-is-unavailable')
          ? params.i18n_unavailable_text
          : params.i18n_make_a_selection_text,
      );
    },
    { signal },
  );

  // ------------------------------------------------------------------------------------ swatches
  const choose = (attribute: Attribute, value: string) => {
    if (value && settings.deselectUnavailable && matcher) {
      // Pro's deselect_unavailable: a value no variation has with the other choices clears those choices.
      const wanted = { ...chosen(), [attribute.name]: value };
      if (matcher.find(wanted, swatchOptions.disable_out_of_stock) === -1)
        for (const other of attributes) if (other !== attribute) other.select.value = '';
    }
    ensureOption(attribute, value);
    attribute.select.value = value;
    attribute.select.dispatchEvent(new Event('change', { bubbles: true }));
    attribute.select.dispatchEvent(new Event('click', { bubbles: true }));
  };
  // The tooltip code loads on the first hover or focus. If it cannot (offline, or a chunk gone after a
  // deploy), one warning and no tooltips: the swatches work without them.
  let tooltip: Promise<typeof import('./tooltip') | undefined> | undefined;
  const loadTooltip = () =>
    (tooltip ??= import('./tooltip').catch(
      (error: unknown) => void warn('swatch tooltips failed to load', error),
    ));
  for (const list of form.querySelectorAll<HTMLElement>('ul.variable-items-wrapper[data-attribute_name]')) {
    const attribute = byName.get(list.dataset.attribute_name ?? '');
    if (!attribute) {
      warn(`a swatch list names attribute "${list.dataset.attribute_name}" that has no select; left alone`);
      continue;
    }
    attribute.swatches = readSwatchList(list, settings, (value) => choose(attribute, value), signal);
    const states = () => optionStates?.[attributes.indexOf(attribute)];
    wireTooltips(list, attribute, states, settings, loadTooltip, signal);
  }
  if (attributes.some((a) => a.swatches)) form.classList.add('wvs-loaded');

  syncLabelsAndSwatches();
  setButton('selection-needed');
  const initialTimer = setTimeout(() => {
    emit('check_variations', [], form);
    initialCheck = false;
    emit('wc_variation_form', [handle], form);
  }, VARIATION_INITIAL_CHECK_MS);
  signal.addEventListener('abort', () => {
    for (const off of unsubscribe) off();
    clearTimeout(initialTimer);
    clearTimeout(resizeTimer);
    clearNoMatch();
    lookup?.abort();
  });
  return handle;
}

/** Tooltips on hover and focus; the positioning code loads the first time one is wanted. */
function wireTooltips(
  list: HTMLElement,
  attribute: Attribute,
  states: () => Map<string, OptionState> | undefined,
  settings: SwatchSettings,
  loadTooltip: () => Promise<typeof import('./tooltip') | undefined>,
  signal: AbortSignal,
): void {
  const show = (event: Event) => {
    const item = (event.target as Element).closest<HTMLElement>('li.variable-item');
    if (!item || !attribute.swatches?.items.includes(item)) return;
    const name = item.dataset.wvstooltip ?? item.dataset.title ?? '';
    const map = states();
    const note = stateNote(map ? (map.get(item.dataset.value ?? '') ?? 'absent') : undefined, settings);
    void loadTooltip().then((tooltip) => tooltip?.showTooltip(item, [name, note]));
  };
  const hide = () => void loadTooltip().then((tooltip) => tooltip?.hideTooltip());
  list.addEventListener('pointerover', show, { signal });
  list.addEventListener('focusin', show, { signal });
  list.addEventListener('pointerleave', hide, { signal });
  list.addEventListener('focusout', hide, { signal });
  signal.addEventListener('abort', hide);
}
