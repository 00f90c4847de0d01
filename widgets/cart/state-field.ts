/**
 * The shipping calculator's state field, fitted to the chosen country (shared/state-field.ts, fetched the
 * first time the shopper opens the calculator or changes its country), then `country_to_state_changed` with
 * the country and the calculator where WooCommerce's country-select script tells it.
 */
import { emit } from '../../shared/bus';

/** Every calculator's state field fitted to its chosen country. */
export async function fitCalculatorStates(): Promise<void> {
  const { fitStateField, stateFieldOf } = await import('../../shared/state-field');
  for (const select of document.querySelectorAll<HTMLSelectElement>(
    '.woocommerce-shipping-calculator select.country_to_state',
  )) {
    const wrapper = select.closest('.woocommerce-shipping-calculator');
    const box = wrapper?.querySelector<HTMLInputElement | HTMLSelectElement>('#calc_shipping_state');
    if (!wrapper || !box?.closest('.form-row')) continue;
    const { field, chooseText } = stateFieldOf(select.value);
    if (fitStateField(box, field, chooseText).changed)
      emit('country_to_state_changed', [select.value, wrapper]);
  }
}
