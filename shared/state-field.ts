/**
 * An address's state field fitted to its country, as WooCommerce's country-select script fits it, for every
 * island that shows an address with a country (the cart's shipping calculator, the checkout and account
 * addresses). The rule of which field a country gets is ./state-rules.ts.
 */
import { setShown } from './island';
import { paramsReader } from './params-reader';
import { flag, text } from './php-read';
import { parseStates, type StateField, stateFieldFor } from './state-rules';

/**
 * WooCommerce's country-select params: the states of each country. `wc_islands_classic_address` is the
 * plugin's word that WooCommerce's own address scripts stay on the page and do this themselves.
 */
export const countrySelectParams = /* @__PURE__ */ paramsReader('wc_country_select_params', {
  countries: [text, '{}'],
  i18n_select_state_text: [text, 'Select an option…'],
  wc_islands_classic_address: [flag, false],
});

/** The printed states, parsed once per call; a malformed map gives every country a text field. */
export function stateFieldOf(country: string): { field: StateField; chooseText: string } {
  const { countries, i18n_select_state_text } = countrySelectParams(true);
  return { field: stateFieldFor(parseStates(countries), country), chooseText: i18n_select_state_text };
}

type Box = HTMLInputElement | HTMLSelectElement;

/** Attributes the new field keeps from the one it replaces: autofill, and what assistive tech reads. */
const KEPT = ['autocomplete', 'aria-required', 'aria-describedby', 'data-input-classes'];

/** A new field in the old one's place, with its id, name and the attributes worth keeping. */
function replaceBox<K extends 'input' | 'select'>(
  box: Box,
  tag: K,
  className: string,
): HTMLElementTagNameMap[K] {
  const next = document.createElement(tag);
  next.id = box.id;
  next.name = box.name;
  for (const name of KEPT) {
    const value = box.getAttribute(name);
    if (value !== null) next.setAttribute(name, value);
  }
  next.className = `${className} ${box.dataset.inputClasses ?? ''}`.trim();
  box.replaceWith(next);
  return next;
}

/**
 * Makes the state field `box` fit `field`: hidden with its row for a country without states, a select of
 * the states (the row shown), or a text field; the value kept where it still fits. A refilled select is
 * told `change`, as WooCommerce tells it. Returns the field now in place, and whether WooCommerce would
 * announce `country_to_state_changed` (not when a text field simply stays one).
 */
export function fitStateField(
  box: Box,
  field: StateField,
  chooseText: string,
): { box: Box; changed: boolean } {
  const row = box.closest<HTMLElement>('.form-row');
  const value = box.value;
  let placeholder = box.getAttribute('placeholder') || box.getAttribute('data-placeholder') || '';
  if (placeholder === chooseText) placeholder = '';

  if (field.kind === 'hidden') {
    const hidden = replaceBox(box, 'input', 'hidden');
    hidden.type = 'hidden';
    if (row) setShown(row, false);
    return { box: hidden, changed: true };
  }
  if (field.kind === 'text') {
    if (box instanceof HTMLInputElement && box.type !== 'hidden') return { box, changed: false };
    const input = replaceBox(box, 'input', 'input-text');
    input.type = 'text';
    input.placeholder = placeholder;
    if (row) setShown(row, true);
    return { box: input, changed: true };
  }
  if (row) setShown(row, true);
  const list = box instanceof HTMLSelectElement ? box : replaceBox(box, 'select', 'state_select');
  list.replaceChildren(
    new Option(chooseText, ''),
    ...field.options.map(([code, name]) => new Option(name, code)),
  );
  list.value = value;
  if (list.selectedIndex < 0) list.value = '';
  list.dispatchEvent(new Event('change', { bubbles: true }));
  return { box: list, changed: true };
}
