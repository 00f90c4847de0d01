/**
 * An address form: the checkout's billing or shipping fields, or My account's edit-address form. Root: the
 * address wrapper (`div.woocommerce-billing-fields`, `div.woocommerce-shipping-fields`,
 * `div.woocommerce-address-fields`). Does what WooCommerce's country-select and address-i18n scripts do,
 * without jQuery or selectWoo (the country and state stay native selects):
 * - At load `wc_address_i18n_ready` (once a page), then each address with a country is fitted to it.
 * - When the country changes (a DOM change, or jQuery's `change` / `refresh` another script triggers): the
 *   state field fits the country (shared/state-field.ts: a select of its states, a text field, or hidden with
 *   its row; the value kept where it fits), `country_to_state_changed` when it changed, the country's format
 *   applied (./formats.ts: labels, required marks, placeholders, hidden rows, priority order), then
 *   `country_to_state_changing`, each with the country and the wrapper.
 * Where the plugin keeps WooCommerce's scripts (`wc_country_select_params.wc_islands_classic_address`) the
 * island leaves the address to them. Without `wc_country_select_params` the state field stays as printed.
 */
import { useLayoutEffect, useState } from 'react';
import { emit } from '../../shared/bus';
import { useListener, useParams } from '../../shared/hooks';
import { defineIsland, type IslandProps } from '../../shared/island';
import { countrySelectParams, fitStateField, stateFieldOf } from '../../shared/state-field';
import { formatAddress } from './formats';
import { readFormats } from './params';
import { useJQueryCountryChange } from './use-jquery-change';

const COUNTRY = 'select.country_to_state, input.country_to_state';
const STATE = '#billing_state, #shipping_state, #calc_shipping_state';

/** The ready event is the page's, told once before the first address is fitted. */
let readyTold = false;

function Address({ root, warn }: IslandProps<undefined>) {
  const classic = useParams(countrySelectParams).wc_islands_classic_address;
  const [formats] = useState(() => (classic ? null : readFormats(warn)));
  // Without the printed states, every country would look stateless: the field stays as printed.
  const [states] = useState(() => 'wc_country_select_params' in globalThis);

  const fit = (country: string) => {
    const box = states ? root.querySelector<HTMLInputElement | HTMLSelectElement>(STATE) : null;
    if (box) {
      const { field, chooseText } = stateFieldOf(country);
      if (fitStateField(box, field, chooseText).changed) emit('country_to_state_changed', [country, root]);
    }
    if (formats) formatAddress(root, country, formats);
    emit('country_to_state_changing', [country, root]);
  };

  useListener(classic ? null : root, 'change', (event) => {
    const field = event.target as Element;
    if (field.matches(COUNTRY)) fit((field as HTMLInputElement).value);
  });
  useJQueryCountryChange(classic ? null : root, COUNTRY, (field) => fit(field.value));

  useLayoutEffect(() => {
    if (classic) return;
    if (!readyTold) {
      readyTold = true;
      emit('wc_address_i18n_ready', []);
    }
    const country = root.querySelector<HTMLInputElement>('#billing_country, #shipping_country');
    if (country?.value) fit(country.value);
    // Once, at mount: later changes come through the listener.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

export default defineIsland({ name: 'address', Component: Address });
