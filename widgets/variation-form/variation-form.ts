/**
 * One variation form's event chain, without React: WooCommerce's VariationForm, with the swatch plugin's
 * part. It hears WooCommerce's events on the bus (ours, and those jQuery code triggers) and handles each
 * where it is heard, synchronously, in WooCommerce's order: the selects, the variation id, the quantity,
 * the button, the clear link, the product's details and the panel are written at once (server-nodes.ts,
 * product-meta.ts, panel.ts), because the next step of the chain and the events' listeners read them; the
 * no-match message too (panel.ts), as WooCommerce's VariationForm shows it.
 *
 * What the shopper sees of the choice is a snapshot the island renders (subscribe, getSnapshot): the chosen
 * values, each value's state, the stock hints. Two steps wait for that render, as WooCommerce takes them
 * after its chain: showing a found variation (`show_variation`), and focusing the first option after a
 * reset. The snapshot carries them as calls (`show`, `focus`, a new one each time) the island makes once it
 * has rendered it. The object is the handle `wc_variation_form` hands out (handle.ts).
 */
import { announce } from '../../shared/announcer';
import { emit, on, type Variation, type WooEventName, type WooEvents } from '../../shared/bus';
import { STOCK_LABEL_THRESHOLD, VARIATION_INITIAL_CHECK_MS } from '../../shared/constants';
import { addToCartVariationParams, swatchesParams } from '../../shared/params-product';
import { createHandle, swatchesPlugin, type VariationFormHandle, wrap } from './handle';
import { createVariationLookup } from './lookup';
import { type Attribute, chosenOf, type FormMarkup } from './markup';
import type { OptionState } from './matching';
import { createPanel } from './panel';
import { resetMeta, showImage, showMeta } from './product-meta';
import { buttonState, stockLeft } from './rules';
import {
  applyOptions,
  ensureOption,
  fireChange,
  setButton,
  setQuantity,
  setVariationId,
} from './server-nodes';
import type { SwatchSettings } from './swatch-state';
import type { VariationEntry } from './variation-data';
import { createVariations } from './variations';

/** What the shopper sees of the choice, per attribute in the form's order. */
export interface FormView {
  chosen: Record<string, string>;
  /** Each value's state given the other choices (none until the first check, and in ajax mode). */
  states?: Array<Map<string, OptionState>> | undefined;
  /** 'N left' per value (stock display on, one attribute open). */
  left: Array<Map<string, number>>;
  /** Values that ever had a hint: they keep their (emptied) hint, as the plugin's do. */
  hinted: Array<ReadonlySet<string>>;
  /** Shows a found variation, once the view has rendered this snapshot (a new call for each one found). */
  show?: (() => void) | undefined;
  /** Asked by `reset_focus`: focuses the first option, once the view has rendered the reset choice. */
  focus?: () => void;
}

export interface VariationForm extends VariationFormHandle {
  /** The swatch plugin's options, as the swatches read them. */
  settings: SwatchSettings;
  /** Calls `listener` with each new snapshot; returns the unsubscribe. */
  subscribe(listener: (view: FormView) => void): () => void;
  getSnapshot(): FormView;
  /** Listens to the form and its events, the first check 100 ms later as WooCommerce's; returns the stop. */
  start(): () => void;
  /** Chooses `value` ('' clears) through the swatch `item`, as the swatch plugin does. */
  choose(attribute: Attribute, value: string, item: HTMLElement): void;
}

type Warn = (message: string, detail?: unknown) => void;

/** The swatch plugin's event on each chosen item, as it marks them again after every change. */
function itemsUpdated(attributes: Attribute[]): void {
  for (const { select, swatches } of attributes)
    for (const li of swatches?.list.children ?? [])
      if (select.value && (li as HTMLElement).dataset.value === select.value)
        emit('wvs-item-updated', [select.value, select.value], li);
}

/** A native listener; returns its removal. */
function listen(target: EventTarget | null, type: string, listener: (event: Event) => void): () => void {
  target?.addEventListener(type, listener);
  return () => target?.removeEventListener(type, listener);
}

/** A node in the page's jQuery (handle.ts's `wrap`), as far as the form's change listener uses it. */
type JQueryOn = Record<'on' | 'off', (type: string, listener: (event: Event) => void) => void>;

export function createVariationForm(markup: FormMarkup, warn: Warn): VariationForm {
  const { form, productId, attributes } = markup;
  const params = addToCartVariationParams();
  const options = swatchesParams(true); // printed only where the swatch plugin's script is
  const product = form.closest('.product') ?? document;
  const variations = createVariations(form, attributes, warn);
  const lookup = createVariationLookup(form, productId, params.wc_ajax_url, variations.entryOf, warn);
  const panel = createPanel(form, params);
  const resetLink = form.querySelector<HTMLElement>('.reset_variations');
  const resetAlert = form.querySelector('.reset_variations_alert');
  const button = form.querySelector<HTMLElement>('.single_add_to_cart_button');
  const chosen = () => chosenOf(attributes);
  const full = (current: Record<string, string>) => attributes.every((a) => current[a.name]);
  let loading = true;

  /** 'N left' for each value of the one attribute still open, when the stock display is on. */
  const stockHints = (current: Record<string, string>): FormView['left'] => {
    const open = attributes.filter((a) => !current[a.name]);
    const { matcher, entries } = variations;
    const threshold = options.stock_label_threshold || STOCK_LABEL_THRESHOLD;
    const show = matcher && options.show_variation_stock && attributes.length > 1 && open.length === 1;
    return attributes.map((attribute) => {
      const left = new Map<string, number>();
      if (show && attribute === open[0])
        for (const { value } of attribute.swatches?.items ?? []) {
          const n = stockLeft(entries[matcher.find({ ...current, [attribute.name]: value })], threshold);
          if (n !== undefined) left.set(value, n);
        }
      return left;
    });
  };
  /** The choice as the selects hold it, with its stock hints; `hinted` grows by the values hinted now. */
  const choice = (hinted: FormView['hinted']) => {
    const current = chosen();
    const left = stockHints(current);
    return {
      chosen: current,
      left,
      hinted: hinted.map((had, i) => (left[i]!.size ? new Set([...had, ...left[i]!.keys()]) : had)),
    };
  };

  // The snapshot: replaced, never changed, so the view sees each new one.
  const listeners = new Set<(view: FormView) => void>();
  let snapshot: FormView = choice(attributes.map(() => new Set()));
  const update = (patch: Partial<FormView>) => {
    snapshot = { ...snapshot, ...patch };
    for (const listener of listeners) listener(snapshot);
  };

  /**
   * The variation's image in the gallery's first slot (none: the original back). 20 ms later, as WooCommerce
   * (its timers are never cancelled either): window resize (sliders and zoom measure again), then on the
   * galleries (`.images`) of the product (of the page, for a form outside any, whose image the swap changed)
   * `woocommerce_gallery_reset_slide_position` when the image id differs from the form's `current-image`
   * (compared as WooCommerce does: a numeric id never equals the attribute), then `woocommerce_gallery_init_zoom`.
   */
  const updateImage = (entry: VariationEntry | undefined) => {
    showImage(product, entry?.image);
    const id = entry?.raw.image_id || '';
    setTimeout(() => {
      dispatchEvent(new Event('resize'));
      const moved = form.getAttribute('current-image') !== id;
      form.setAttribute('current-image', id as string); // the DOM makes a number text
      const galleries = product.querySelectorAll('.images');
      if (moved) for (const g of galleries) emit('woocommerce_gallery_reset_slide_position', [], g);
      for (const g of galleries) emit('woocommerce_gallery_init_zoom', [], g);
    }, 20);
  };

  /** Local mode: clear invalid choices, then remove options no variation offers and disable inactive ones. */
  const prune = () => {
    const { matcher } = variations;
    if (!matcher) return;
    const settled = matcher.settle(chosen());
    const states = matcher.options(settled);
    update({
      states: attributes.map((a, i) => {
        const was = a.select.value;
        const map = applyOptions(a, states[i]!, settled[a.name] ?? '');
        // WooCommerce clears an invalid choice with a change event, which runs the chain again.
        if (a.select.value !== was) fireChange(a.select);
        return map;
      }),
    });
    emit('woocommerce_update_variation_values', [], form);
  };

  const found = (entry: VariationEntry | null, initial: boolean) => {
    if (entry) emit('found_variation', [entry.raw], form);
    else {
      emit('reset_data', [], form);
      if (!initial) panel.showNoMatch();
    }
  };

  /** A failed lookup keeps the choice; the button is left to the server, which matches the posted options. */
  const lookupFailed = (error: unknown) => {
    warn('get_variation failed; the server will match the posted options', error);
    emit('reset_data', [], form);
    setButton(form, 'purchasable');
  };

  /** By visibility, as WooCommerce's script and stylesheet do (the link keeps its room), fading in when shown. */
  const toggleResetLink = () => {
    if (!resetLink) return;
    const any = attributes.some((a) => a.select.value);
    if (any && resetLink.style.visibility !== 'visible') resetLink.animate?.({ opacity: [0, 1] }, 400);
    resetLink.style.visibility = any ? 'visible' : 'hidden';
  };

  const check = () => {
    const initial = loading;
    const { matcher, entries } = variations;
    panel.clearNoMatch();
    // In ajax mode WooCommerce leaves a full choice to the server without updating the options.
    if (matcher || !full(chosen())) emit('update_variation_values', [], form);
    const current = chosen();
    if (!full(current)) {
      lookup.cancel();
      emit('reset_data', [], form);
    } else if (matcher) {
      const index = matcher.find(current);
      found(index === -1 ? null : entries[index]!, initial);
    } else
      lookup.ask(current, JSON.stringify(attributes.map((a) => current[a.name])), {
        found: (entry) => found(entry, initial),
        failed: lookupFailed,
      });
    toggleResetLink();
    update(choice(snapshot.hinted));
  };

  // Shown after the chain and its render, as WooCommerce does: found_variation listeners may edit it.
  const showFound = (entry: VariationEntry) => {
    panel.show(entry);
    emit('show_variation', [entry.raw, buttonState(entry) === 'purchasable'], panel.el ?? form);
  };

  const foundVariation = ([raw]: WooEvents['found_variation']) => {
    const entry = variations.entryOf(raw);
    if (!entry) return;
    showMeta(product, entry);
    updateImage(entry);
    setVariationId(form, String(entry.id));
    setQuantity(form, entry);
    update({ show: () => showFound(entry) });
  };

  const showVariation = ([raw, purchasable]: WooEvents['show_variation']) => {
    const entry = variations.entryOf(raw);
    const hidden = entry && !entry.variation_is_visible;
    setButton(form, hidden ? 'selection-needed' : purchasable ? 'purchasable' : 'unavailable');
  };

  const resetData = () => {
    update({ show: undefined }); // a variation found but not shown yet stays unshown
    resetMeta(product);
    emit('reset_image', [], form);
    panel.hide();
    emit('hide_variation', [], panel.el ?? form);
  };

  const hideVariation = () => {
    setButton(form, 'selection-needed');
    // The swatch plugin resets its stock info here; the check that follows a change counts again.
    update({ left: attributes.map(() => new Map()) });
  };

  const reload = () => {
    variations.reload();
    lookup.forget();
    emit('check_variations', [], form);
  };

  const changed = (event: Event) => {
    if (!attributes.some((a) => a.select === event.target)) return;
    setVariationId(form, '');
    emit('clear_reset_announcement', [], form);
    if (variations.matcher) emit('woocommerce_variation_select_change', [], form);
    emit('check_variations', [], form);
    emit('woocommerce_variation_has_changed', [], form);
  };

  // The link that had focus is now hidden; the rendered swatches hold the reset choice's tab stop.
  const focusFirst = () => {
    const { select, swatches } = attributes[0]!;
    const target = !swatches
      ? select
      : swatches.list.querySelector<HTMLElement>(
          swatches.radios ? ':scope > li.variable-item input' : ':scope > li.variable-item[tabindex="0"]',
        );
    target?.focus();
  };

  // As WooCommerce: every select emptied, then each one's change (the chain runs for each).
  const reset = (event: Event) => {
    if (event instanceof KeyboardEvent && event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    for (const attribute of attributes) attribute.select.value = '';
    for (const attribute of attributes) fireChange(attribute.select);
    emit('announce_reset', [], form);
    emit('reset_data', [], form);
    emit('reset_focus', [], form);
  };

  // A click on the greyed button explains why instead of posting.
  const buttonClicked = (event: Event) => {
    if (!button?.classList.contains('disabled')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    window.alert(
      button.classList.contains('wc-variation-is-unavailable')
        ? params.i18n_unavailable_text
        : params.i18n_make_a_selection_text,
    );
  };

  /** Sets a select and fires its change, as the swatch plugin's `val(value).trigger('change')`. */
  const setSelect = (attribute: Attribute, value: string) => {
    ensureOption(attribute, value);
    attribute.select.value = value;
    fireChange(attribute.select);
  };

  /** A bus event on this form (or inside it: `show_variation` fires on the panel). */
  const onForm = <N extends WooEventName>(name: N, handler: (args: WooEvents[N]) => void) =>
    on(name, (args, target) => {
      if (form.contains(target)) handler(args);
    });

  const vf: VariationForm = Object.assign(
    createHandle(
      markup,
      variations,
      () => loading,
      (raw) => updateImage(raw ? variations.entryOf(raw as Variation) : undefined),
    ),
    {
      settings: options,
      subscribe: (listener: (view: FormView) => void) => (
        listeners.add(listener),
        () => listeners.delete(listener)
      ),
      getSnapshot: () => snapshot,

      start() {
        const stops = [
          onForm('check_variations', check),
          onForm('update_variation_values', prune),
          onForm('found_variation', foundVariation),
          onForm('show_variation', showVariation),
          onForm('reset_data', resetData),
          onForm('reset_image', () => updateImage(undefined)),
          onForm('hide_variation', hideVariation),
          onForm('reload_product_variations', reload),
          onForm('woocommerce_variation_has_changed', () => itemsUpdated(attributes)),
          onForm('clear_reset_announcement', () => {
            if (resetAlert) resetAlert.textContent = '';
          }),
          onForm('announce_reset', () => {
            const text = params.i18n_reset_alert_text;
            if (resetAlert) resetAlert.textContent = text;
            else announce(text);
          }),
          onForm('reset_focus', () => update({ focus: () => focusFirst() })),
          // The selects' changes, heard as WooCommerce's script hears them: through the page's jQuery when it
          // has one, which also hears a script's `val( v ).trigger( 'change' )` (no native event fires).
          (($form) =>
            ($form as unknown) === form
              ? listen(form, 'change', changed)
              : ($form.on('change', changed), () => $form.off('change', changed)))(wrap(form) as JQueryOn),
          listen(resetLink, 'click', reset),
          listen(resetLink, 'keydown', reset),
          listen(button, 'click', buttonClicked),
        ];
        if (markup.nameless)
          warn(
            `${markup.nameless} select(s) in .variations have neither data-attribute_name nor name; left alone`,
          );
        for (const name of markup.strayLists)
          warn(`a swatch list names attribute "${name}" that has no select; left alone`);
        if (attributes.some((a) => a.swatches)) form.classList.add('wvs-loaded');
        resetLink?.setAttribute('role', 'button');
        toggleResetLink();
        setButton(form, 'selection-needed');
        // The first check, then the form handed out in a task of its own (the same delay keeps the order): the
        // two with the check's render made one long task.
        const firstCheck = setTimeout(() => emit('check_variations', [], form), VARIATION_INITIAL_CHECK_MS);
        const timer = setTimeout(() => {
          emit('wc_variation_form', [vf], form);
          loading = false;
          // The swatch plugin starts on wc_variation_form when its script is on the page (its options are).
          if ('woo_variation_swatches_options' in window) {
            emit('woo_variation_swatches_init', [], document.documentElement);
            itemsUpdated(attributes);
            emit('woo_variation_swatches_loaded', [swatchesPlugin(vf, attributes)], document.documentElement);
          }
        }, VARIATION_INITIAL_CHECK_MS);
        return () => {
          for (const stop of stops) stop();
          clearTimeout(firstCheck);
          clearTimeout(timer);
          lookup.cancel();
          panel.stop();
        };
      },

      choose(attribute: Attribute, value: string, item: HTMLElement) {
        const { select, swatches, name } = attribute;
        setSelect(attribute, value);
        select.dispatchEvent(new Event('click', { bubbles: true }));
        // The plugin's event on the item, its value read as jQuery's .data() reads it (a radio's as text).
        const v = item.dataset.value ?? '';
        const read = swatches?.radios || String(+v) !== v ? v : +v;
        emit(value ? 'wvs-selected-item' : 'wvs-unselected-item', [name, read, select, form], item);
        // deselect_unavailable, where the plugin does it (its wvs-selected-item handler): a value no
        // variation has with the other choices clears those, each with its change, and is chosen again.
        const { matcher } = variations;
        if (!value || !options.deselect_unavailable || !matcher) return;
        if (matcher.find({ ...chosen(), [name]: value }, options.disable_out_of_stock) !== -1) return;
        for (const other of attributes) if (other !== attribute) setSelect(other, '');
        setSelect(attribute, value);
      },
    },
  );
  return vf;
}
