/**
 * The swatch lists the Variation Swatches plugin prints beside each hidden select (plugins.md §1.2):
 * `ul.variable-items-wrapper[data-attribute_name]` of `li.variable-item[data-value]`. The lists stay the
 * server's nodes; this module only sets their state (selected, disabled, no-stock) and turns clicks and
 * keys into a value on the select, which is what the form reads and posts.
 *
 * Keyboard (beyond the plugin): colour, image and button lists are an APG radio group with a roving
 * tabindex (arrows move and select, Home/End, mirrored right-to-left; Space/Enter select). Radio-type
 * lists keep their native radio inputs, which do all of that by themselves.
 */
import type { OptionState } from './matching';
import { rovingIndex } from '../../shared/island';

export interface SwatchSettings {
  clickableOutOfStock: boolean;
  clearOnReselect: boolean;
  deselectUnavailable: boolean;
  outOfStockText: string;
  unavailableText: string;
  separator: string;
  showLabel: boolean;
}

export interface SwatchList {
  list: HTMLElement;
  items: HTMLElement[];
  radios: boolean;
  /** State of each item's value given the other choices (undefined: ajax mode, all enabled). */
  sync(value: string, states: ReadonlyMap<string, OptionState> | undefined): void;
}

export type SwatchChoice = (value: string, item: HTMLElement) => void;

type ItemState = 'enabled' | 'no-stock' | 'disabled';

function itemState(state: OptionState | undefined, settings: SwatchSettings): ItemState {
  if (state === undefined || state === 'available') return 'enabled';
  if (state === 'out-of-stock' && settings.clickableOutOfStock) return 'no-stock';
  return 'disabled';
}

/** The tooltip's second line for a state (the plugin's `data-wvstooltip-out-of-stock`). */
export function stateNote(state: OptionState | undefined, settings: SwatchSettings): string {
  if (state === 'out-of-stock') return settings.outOfStockText;
  if (state === 'inactive' || state === 'absent') return settings.unavailableText;
  return '';
}

export function readSwatchList(
  list: HTMLElement,
  settings: SwatchSettings,
  choose: SwatchChoice,
  signal: AbortSignal,
): SwatchList {
  const items = [...list.querySelectorAll<HTMLElement>(':scope > li.variable-item[data-value]')];
  const radios = items.some((item) => item.querySelector('input[type="radio"]'));
  const radioOf = (item: HTMLElement) => item.querySelector<HTMLInputElement>('input[type="radio"]');
  if (radios)
    for (const item of items) {
      // Native radios carry the semantics; a second radio role around each would nest focusable radios.
      item.setAttribute('role', 'none');
      item.removeAttribute('tabindex');
      item.removeAttribute('aria-checked');
    }
  let selected = '';
  const states = new Map<HTMLElement, ItemState>();

  const activate = (item: HTMLElement) => {
    const state = states.get(item) ?? 'enabled';
    const value = item.dataset.value ?? '';
    if (state === 'disabled' && !settings.deselectUnavailable) return;
    const reselect = value === selected;
    // Radio-style lists and clear_on_reselect toggle; otherwise a click on the chosen value keeps it.
    if (reselect && (radios || settings.clearOnReselect)) choose('', item);
    else if (!reselect) choose(value, item);
  };

  list.addEventListener(
    'click',
    (event) => {
      const item = (event.target as Element).closest<HTMLElement>('li.variable-item');
      if (!item || !items.includes(item)) return;
      if (radios) {
        // The label's click reaches the input as a second click: act on the input's only.
        if (!(event.target instanceof HTMLInputElement)) return;
        const value = item.dataset.value ?? '';
        if (value === selected) {
          event.target.checked = false;
          choose('', item);
        } else choose(value, item);
        return;
      }
      event.preventDefault();
      activate(item);
    },
    { signal },
  );
  if (!radios)
    list.addEventListener(
      'keydown',
      (event) => {
        const item = (event.target as Element).closest<HTMLElement>('li.variable-item');
        if (!item || !items.includes(item)) return;
        if (event.key === ' ' || event.key === 'Enter') {
          event.preventDefault();
          activate(item);
          return;
        }
        const reachable = items.filter(
          (i) => (states.get(i) !== 'disabled' || settings.deselectUnavailable) && i.offsetParent,
        );
        const to = rovingIndex(event, reachable.indexOf(item), reachable.length, list);
        const next = to === undefined ? undefined : reachable[to];
        if (!next) return;
        event.preventDefault();
        event.stopPropagation(); // a gallery or tabs listening for arrows must not move too
        next.focus();
        activate(next);
      },
      { signal },
    );

  const more = list.querySelector<HTMLElement>(':scope > .woo-variation-swatches-variable-item-more');
  // Inside a radiogroup the plugin's <li> is no list item: presentation only.
  more?.setAttribute('role', 'none');
  more?.addEventListener(
    'click',
    (event) => {
      event.preventDefault();
      const firstHidden = items.find((item) => !item.offsetParent);
      list.classList.remove('enabled-display-limit-mode');
      more.remove();
      // Focus the first item the limit hid, so keyboard users continue where the list grew.
      (firstHidden && radios ? radioOf(firstHidden) : firstHidden)?.focus();
    },
    { signal },
  );
  more?.querySelector('a')?.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== ' ') return;
      event.preventDefault();
      more.click();
    },
    { signal },
  );

  return {
    list,
    items,
    radios,
    sync(value, optionStates) {
      selected = value;
      let focusable: HTMLElement | undefined;
      for (const item of items) {
        const itemValue = item.dataset.value ?? '';
        const optionState = optionStates?.get(itemValue) ?? (optionStates ? 'absent' : undefined);
        const state = itemState(optionState, settings);
        const on = itemValue === value && value !== '';
        states.set(item, state);
        item.classList.toggle('selected', on);
        item.classList.toggle('disabled', state === 'disabled');
        item.classList.toggle('no-stock', state === 'no-stock');
        const note = stateNote(optionState, settings);
        if (note) item.setAttribute('data-wvstooltip-out-of-stock', note);
        else item.removeAttribute('data-wvstooltip-out-of-stock');
        const radio = radioOf(item);
        if (radio) {
          radio.checked = on;
          radio.disabled = state === 'disabled' && !settings.deselectUnavailable;
          continue;
        }
        item.setAttribute('aria-checked', String(on));
        // With deselect_unavailable a greyed value is still operable: not disabled for assistive tech.
        const operable = state !== 'disabled' || settings.deselectUnavailable;
        if (operable) item.removeAttribute('aria-disabled');
        else item.setAttribute('aria-disabled', 'true');
        item.tabIndex = -1;
        if (on || (!focusable && operable)) focusable = on ? item : (focusable ?? item);
      }
      // Roving tabindex: Tab reaches the group once, on the chosen item (else the first usable one).
      if (!radios) (focusable ?? items[0])?.setAttribute('tabindex', '0');
    },
  };
}
