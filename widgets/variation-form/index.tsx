/**
 * The variation form island. Root: `form.variations_form` — marked with `data-island="variation-form"`, or
 * adopted by the registry when a template or a quick-view plugin prints the form without it (forms that
 * appear later are found by the runtime, which scans again a second after every request). See README.md.
 *
 * The flow mirrors WooCommerce's and the swatch plugin's events, in their order, so jQuery code keeps
 * hearing them (README.md lists them per action). Each is handled where it is heard on the bus,
 * synchronously, so a plugin triggering one with jQuery gets the same treatment as ours. What the shopper
 * sees of the choice (swatches, names, stock hints, the clear link) is state, rendered after the chain; a
 * found variation is shown (`show_variation`) once that render is done, after the chain, as WooCommerce
 * shows it after its own.
 */
import { Fragment, useLayoutEffect, useRef, useState } from 'react';
import { announce } from '../../shared/announcer';
import { emit, type Variation, type WooEventName, type WooEvents } from '../../shared/bus';
import { STOCK_LABEL_THRESHOLD, VARIATION_INITIAL_CHECK_MS } from '../../shared/constants';
import { useBus, useListener, useParams, useServerNode } from '../../shared/hooks';
import { defineIsland, type IslandProps } from '../../shared/island';
import { addToCartVariationParams, swatchesParams } from '../../shared/params-product';
import type { OptionState } from './matching';
import { createHandle, swatchesPlugin } from './handle';
import { createVariationLookup } from './lookup';
import { type Attribute, chosenOf, type FormMarkup, readForm } from './markup';
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
import { Swatches } from './Swatches';
import { useSwatchTooltip } from './useSwatchTooltip';
import type { VariationEntry } from './variation-data';
import { createVariations } from './variations';
import { useVariationPanel } from './VariationPanel';

export type { VariationFormHandle } from './handle';

/** What the shopper sees of the choice, per attribute in the form's order. */
interface View {
  chosen: Record<string, string>;
  /** Each value's state given the other choices (undefined until the first check, and in ajax mode). */
  states: Array<Map<string, OptionState>> | undefined;
  /** 'N left' per value (stock display on, one attribute open). */
  left: Array<Map<string, number>>;
}

/** A bus event on this form (or inside it: `show_variation` fires on the panel). */
function useFormEvent<N extends WooEventName>(
  form: HTMLFormElement,
  name: N,
  handler: (args: WooEvents[N]) => void,
): void {
  useBus(name, (args, target) => {
    if (form.contains(target)) handler(args);
  });
}

/** The swatch plugin's event on each chosen item, as it marks them again after every change. */
function itemsUpdated(attributes: Attribute[]): void {
  for (const { select, swatches } of attributes)
    for (const li of swatches?.list.children ?? [])
      if (select.value && (li as HTMLElement).dataset.value === select.value)
        emit('wvs-item-updated', [select.value, select.value], li);
}

/** The chosen value's name after the attribute's label (": Czerwony"), when the label option is on. */
function SelectedName({ label, text }: { label: HTMLElement; text: string }) {
  const [span] = useState(() => {
    const found = label.querySelector<HTMLElement>('.woo-selected-variation-item-name');
    if (found) return found;
    const made = Object.assign(document.createElement('span'), {
      className: 'woo-selected-variation-item-name',
    });
    made.dataset.default = '';
    return made;
  });
  useLayoutEffect(() => {
    if (!span.isConnected) label.append(span);
  }, [label, span]);
  useLayoutEffect(() => {
    span.textContent = text;
  }, [span, text]);
  return null;
}

function VariationForm({ props: markup, warn }: IslandProps<FormMarkup>) {
  const { form, productId, attributes } = markup;
  const params = useParams(addToCartVariationParams);
  const options = useParams(swatchesParams);
  const [settings] = useState<SwatchSettings>(() => ({
    clickableOutOfStock: options.clickable_out_of_stock,
    disableOutOfStock: options.disable_out_of_stock,
    clearOnReselect: options.clear_on_reselect,
    deselectUnavailable: options.deselect_unavailable,
    outOfStockText: options.out_of_stock_tooltip_text,
    unavailableText: options.unavailable_tooltip_text,
    separator: options.variation_label_separator,
    showLabel: options.show_variation_label,
  }));
  const [product] = useState<ParentNode>(() => form.closest('.product') ?? document);
  const [variations] = useState(() => createVariations(form, attributes, warn));
  const [lookup] = useState(() =>
    createVariationLookup(form, productId, params.wc_ajax_url, variations.entryOf, warn),
  );
  useLayoutEffect(() => lookup.cancel, [lookup]);
  const panel = useVariationPanel(form, {
    noMatch: params.i18n_no_matching_variations_text,
    unavailable: params.i18n_unavailable_text,
  });
  const tooltip = useSwatchTooltip(warn);
  const resetLink = useServerNode(form, '.reset_variations');
  const resetAlert = useServerNode(form, '.reset_variations_alert');
  const button = useServerNode(form, '.single_add_to_cart_button');

  // The chain's own state: set and read within one event chain, before any render.
  const optionStates = useRef<Array<Map<string, OptionState>> | undefined>(undefined);
  const initialCheck = useRef(true);
  const resizeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const focusFirst = useRef(false);
  /** A found variation waiting for the render that shows it. */
  const shown = useRef<VariationEntry | undefined>(undefined);
  /** Values that had a stock hint keep their (emptied) hint, as the plugin's do. */
  const [hinted] = useState(() => attributes.map(() => new Set<string>()));

  const chosen = () => chosenOf(attributes);
  const stockHints = (current: Record<string, string>, off = false): View['left'] => {
    const open = attributes.filter((a) => !current[a.name]);
    const { matcher, entries } = variations;
    const show =
      !off && options.show_variation_stock && matcher && attributes.length > 1 && open.length === 1;
    return attributes.map((attribute, i) => {
      const left = new Map<string, number>();
      if (show && attribute === open[0])
        for (const { value } of attribute.swatches?.items ?? []) {
          const entry = entries[matcher.find({ ...current, [attribute.name]: value })];
          const n = stockLeft(entry, options.stock_label_threshold || STOCK_LABEL_THRESHOLD);
          if (n === undefined) continue;
          left.set(value, n);
          hinted[i]!.add(value);
        }
      return left;
    });
  };
  const [view, setView] = useState<View>(() => {
    const current = chosen();
    return { chosen: current, states: undefined, left: stockHints(current) };
  });
  const syncView = () => {
    const current = chosen();
    setView({ chosen: current, states: optionStates.current, left: stockHints(current) });
  };

  const rerender = () => setView((last) => ({ ...last }));

  /** Sliders and zoom measure again after an image swap (WooCommerce fires window resize 20 ms later). */
  const dispatchResizeSoon = () => {
    clearTimeout(resizeTimer.current);
    resizeTimer.current = setTimeout(() => window.dispatchEvent(new Event('resize')), 20);
  };

  /** Local mode: clear invalid choices, then remove options no variation offers and disable inactive ones. */
  const prune = () => {
    const { matcher } = variations;
    if (!matcher) return;
    const settled = matcher.settle(chosen());
    const states = matcher.options(settled);
    optionStates.current = attributes.map((a, i) => {
      const was = a.select.value;
      const map = applyOptions(a, states[i]!, settled[a.name] ?? '');
      // WooCommerce clears an invalid choice with a change event, which runs the chain again.
      if (a.select.value !== was) fireChange(a.select);
      return map;
    });
    emit('woocommerce_update_variation_values', [], form);
  };

  const found = (entry: (typeof variations.entries)[number] | null, initial: boolean) => {
    if (entry) emit('found_variation', [entry.raw], form);
    else {
      emit('reset_data', [], form);
      if (!initial) panel.showNoMatch();
    }
  };

  const full = (current: Record<string, string>) => attributes.every((a) => current[a.name]);
  const check = () => {
    const initial = initialCheck.current;
    const { matcher, entries } = variations;
    panel.clearNoMatch();
    // In ajax mode WooCommerce leaves a full choice to the server without updating the options.
    if (matcher || !full(chosen())) emit('update_variation_values', [], form);
    const current = chosen();
    if (full(current)) {
      if (matcher) {
        const index = matcher.find(current);
        found(index === -1 ? null : entries[index]!, initial);
      } else
        lookup.ask(current, JSON.stringify(attributes.map((a) => current[a.name])), {
          found: (entry) => found(entry, initial),
          failed(error) {
            // The choice stays; the button is left to the server, which matches the posted options.
            warn(
              'get_variation failed; the form will post the chosen options for the server to match',
              error,
            );
            emit('reset_data', [], form);
            setButton(form, 'purchasable');
          },
        });
    } else {
      lookup.cancel();
      emit('reset_data', [], form);
    }
    syncView();
  };

  /** The variation's image in the gallery's first slot (none: the original back); sliders measure again. */
  const updateImage = (entry: VariationEntry | undefined) => {
    showImage(product, entry?.image);
    dispatchResizeSoon();
  };

  useFormEvent(form, 'check_variations', check);
  useFormEvent(form, 'update_variation_values', prune);
  useFormEvent(form, 'found_variation', ([raw]) => {
    const entry = variations.entryOf(raw);
    if (!entry) return;
    showMeta(product, entry);
    updateImage(entry);
    setVariationId(form, String(entry.id));
    setQuantity(form, entry);
    shown.current = entry;
    rerender();
  });
  // Shown after the chain and its render, as WooCommerce does: found_variation listeners may edit it.
  useLayoutEffect(() => {
    const entry = shown.current;
    if (!entry) return;
    shown.current = undefined;
    panel.fill(entry);
    panel.slideDown();
    emit('show_variation', [entry.raw, buttonState(entry) === 'purchasable'], panel.panel ?? form);
  });
  useFormEvent(form, 'show_variation', ([raw, purchasable]) => {
    const entry = variations.entryOf(raw);
    const hidden = entry && !entry.variation_is_visible;
    setButton(form, hidden ? 'selection-needed' : purchasable ? 'purchasable' : 'unavailable');
  });
  useFormEvent(form, 'reset_data', () => {
    shown.current = undefined;
    resetMeta(product);
    emit('reset_image', [], form);
    panel.slideUp();
    emit('hide_variation', [], panel.panel ?? form);
  });
  useFormEvent(form, 'reset_image', () => updateImage(undefined));
  useFormEvent(form, 'hide_variation', () => {
    setButton(form, 'selection-needed');
    // The swatch plugin resets its stock info here; the check that follows a change counts again.
    setView((last) => ({ ...last, left: stockHints({}, true) }));
  });
  useFormEvent(form, 'reload_product_variations', () => {
    variations.reload();
    lookup.forget();
    emit('check_variations', [], form);
  });

  useFormEvent(form, 'woocommerce_variation_has_changed', () => itemsUpdated(attributes));
  useFormEvent(form, 'clear_reset_announcement', () => {
    if (resetAlert) resetAlert.textContent = '';
  });
  useFormEvent(form, 'announce_reset', () => {
    const text = params.i18n_reset_alert_text;
    if (resetAlert) resetAlert.textContent = text;
    else announce(text);
  });
  useFormEvent(form, 'reset_focus', () => {
    focusFirst.current = true; // once the swatches show the reset choice
    rerender();
  });

  // Made once: what it reads (the form, the variations, the image swap) stays the same for the island's life.
  const [handle] = useState(() =>
    createHandle(
      markup,
      variations,
      () => initialCheck.current,
      (raw) => updateImage(raw ? variations.entryOf(raw as Variation) : undefined),
    ),
  );

  const changed = () => {
    setVariationId(form, '');
    emit('clear_reset_announcement', [], form);
    if (variations.matcher) emit('woocommerce_variation_select_change', [], form);
    emit('check_variations', [], form);
    emit('woocommerce_variation_has_changed', [], form);
  };
  useListener(form, 'change', (event) => {
    if (attributes.some((a) => a.select === event.target)) changed();
  });

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
  useListener(resetLink, 'click', reset);
  useListener(resetLink, 'keydown', reset);

  // A click on the greyed button explains why instead of posting.
  useListener(button, 'click', (event) => {
    if (!button?.classList.contains('disabled')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    window.alert(
      button.classList.contains('wc-variation-is-unavailable')
        ? params.i18n_unavailable_text
        : params.i18n_make_a_selection_text,
    );
  });

  /** Sets a select and fires its change, as the swatch plugin's `val(value).trigger('change')`. */
  const setSelect = (attribute: Attribute, value: string) => {
    ensureOption(attribute, value);
    attribute.select.value = value;
    fireChange(attribute.select);
  };
  const choose = (attribute: Attribute, value: string, item: HTMLElement) => {
    const { select, swatches, name } = attribute;
    setSelect(attribute, value);
    select.dispatchEvent(new Event('click', { bubbles: true }));
    // The plugin's event on the item, its value read as jQuery's .data() reads it (a radio's as text).
    const v = item.dataset.value ?? '';
    const read = swatches?.radios || String(+v) !== v ? v : +v;
    emit(value ? 'wvs-selected-item' : 'wvs-unselected-item', [name, read, select, form], item);
    // deselect_unavailable, where the plugin does it (its wvs-selected-item handler): a value no variation
    // has with the other choices clears those, each with its change, and is chosen again.
    const { matcher } = variations;
    if (!value || !settings.deselectUnavailable || !matcher) return;
    if (matcher.find({ ...chosen(), [name]: value }, options.disable_out_of_stock) !== -1) return;
    for (const other of attributes) if (other !== attribute) setSelect(other, '');
    setSelect(attribute, value);
  };

  const any = attributes.some((a) => view.chosen[a.name]);
  // By visibility, as WooCommerce's script and stylesheet do (the link keeps its room), fading in when shown.
  useLayoutEffect(() => {
    if (!resetLink) return;
    if (any && resetLink.style.visibility !== 'visible') resetLink.animate?.({ opacity: [0, 1] }, 400);
    resetLink.style.visibility = any ? 'visible' : 'hidden';
  }, [resetLink, any]);

  // After a reset, focus goes back to the first option, as the link that had it is now hidden.
  useLayoutEffect(() => {
    if (!focusFirst.current) return;
    focusFirst.current = false;
    const { select, swatches } = attributes[0]!;
    const target = !swatches
      ? select
      : swatches.list.querySelector<HTMLElement>(
          swatches.radios ? ':scope > li.variable-item input' : ':scope > li.variable-item[tabindex="0"]',
        );
    target?.focus();
  });

  useLayoutEffect(() => {
    if (markup.nameless)
      warn(
        `${markup.nameless} select(s) in .variations have neither data-attribute_name nor name; left alone`,
      );
    for (const name of markup.strayLists)
      warn(`a swatch list names attribute "${name}" that has no select; left alone`);
    if (attributes.some((a) => a.swatches)) form.classList.add('wvs-loaded');
    resetLink?.setAttribute('role', 'button');
    setButton(form, 'selection-needed');
    const timer = setTimeout(() => {
      emit('check_variations', [], form);
      emit('wc_variation_form', [handle], form);
      initialCheck.current = false;
      // The swatch plugin starts on wc_variation_form when its script is on the page (its options are).
      if ('woo_variation_swatches_options' in window) {
        emit('woo_variation_swatches_init', [], document.documentElement);
        itemsUpdated(attributes);
        emit('woo_variation_swatches_loaded', [swatchesPlugin(handle, attributes)], document.documentElement);
      }
    }, VARIATION_INITIAL_CHECK_MS);
    return () => {
      clearTimeout(timer);
      clearTimeout(resizeTimer.current);
    };
  }, [markup, attributes, form, handle, resetLink, warn]);

  return (
    <>
      {attributes.map((attribute, i) => {
        const value = view.chosen[attribute.name] ?? '';
        const title = value
          ? (attribute.options.find((o) => o.value === value)?.textContent?.trim() ?? value)
          : '';
        return (
          <Fragment key={attribute.name}>
            {settings.showLabel && attribute.label && (
              <SelectedName label={attribute.label} text={title ? `${settings.separator} ${title}` : ''} />
            )}
            {attribute.swatches && (
              <Swatches
                markup={attribute.swatches}
                settings={settings}
                value={value}
                states={view.states?.[i]}
                left={view.left[i]!}
                hinted={hinted[i]!}
                choose={(v, item) => choose(attribute, v, item)}
                tooltip={tooltip}
              />
            )}
          </Fragment>
        );
      })}
      {panel.message}
      {tooltip.element}
    </>
  );
}

export default defineIsland({
  name: 'variation-form',
  props: readForm,
  Component: VariationForm,
});
