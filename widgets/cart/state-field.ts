/**
 * The shipping calculator's state field, fitted to the chosen country as WooCommerce's country-select script
 * fits it, from the states WooCommerce prints (`wc_country_select_params`), when the shopper opens the
 * calculator or changes its country.
 */
import { emit } from '../../shared/bus';
import { setShown } from '../../shared/island';
import { paramsReader } from '../../shared/params-reader';
import { text } from '../../shared/php-read';
import { type StateField, stateFieldFor } from './state-rules';

/** WooCommerce's country-select params: the states of each country, for the calculator's state field. */
const countryParams = /* @__PURE__ */ paramsReader('wc_country_select_params', {
  countries: [text, '{}'],
  i18n_select_state_text: [text, 'Select an option…'],
});

/** Every calculator's state field fitted to its chosen country. */
export function fitCalculatorStates(): void {
  const { countries, i18n_select_state_text } = countryParams(true);
  let states: unknown = null;
  try {
    states = JSON.parse(countries);
  } catch {
    // A malformed map: every country gets a free-text state field.
  }
  for (const select of document.querySelectorAll<HTMLSelectElement>(
    '.woocommerce-shipping-calculator select.country_to_state',
  ))
    fitStateField(select, stateFieldFor(states, select.value), i18n_select_state_text);
}

/**
 * The shipping calculator's state field made to fit its country, as WooCommerce's country-select script does:
 * hidden with its row for a country without states, a select of the states, or a text field; the value kept
 * where it still fits. Then `country_to_state_changed` with the country and the calculator.
 */
function fitStateField(select: HTMLSelectElement, field: StateField, chooseText: string): void {
  const wrapper = select.closest('.woocommerce-shipping-calculator');
  const box = wrapper?.querySelector<HTMLInputElement | HTMLSelectElement>('#calc_shipping_state');
  const row = box?.closest<HTMLElement>('.form-row');
  if (!wrapper || !box || !row) return;
  const make = <K extends 'input' | 'select'>(tag: K, className: string) => {
    const el = document.createElement(tag);
    el.id = box.id;
    el.name = box.name;
    el.className = className;
    box.replaceWith(el);
    return el;
  };
  const value = box.value;
  setShown(row, field.kind !== 'hidden');
  if (field.kind === 'hidden') make('input', 'hidden').type = 'hidden';
  else if (field.kind === 'text') {
    if (box instanceof HTMLSelectElement || box.type === 'hidden') make('input', 'input-text').type = 'text';
  } else {
    const list = box instanceof HTMLSelectElement ? box : make('select', 'state_select');
    list.replaceChildren(
      new Option(chooseText, ''),
      ...field.options.map(([code, name]) => new Option(name, code)),
    );
    list.value = value;
    if (list.selectedIndex < 0) list.value = '';
  }
  emit('country_to_state_changed', [select.value, wrapper]);
}
