/**
 * Which shopper actions in the checkout form ask for a new order review, as WooCommerce's classic checkout
 * decides it: shipping methods, the ship-to box and fields marked `update_totals_on_change` at once; an
 * address select on change; address text fields after typing (a second later) or, once typed in, on change.
 * An address with a required field left empty asks for nothing. An address line that an address-autocomplete
 * provider serves asks on leaving it, not while typed in or filled by the provider.
 */

/** Changes that update at once. */
const AT_ONCE =
  'select.shipping_method, input[name^="shipping_method"], #ship-to-different-address input, ' +
  '.update_totals_on_change select, .update_totals_on_change input[type="radio"], ' +
  '.update_totals_on_change input[type="checkbox"]';
const ADDRESS_SELECT = '.address-field select';
const TYPED = '.address-field input.input-text, .update_totals_on_change input.input-text';

/** Waiting after the last keystroke in an address field before asking. */
export const TYPING_PAUSE_MS = 1000;

/**
 * - `now`: update at once (the field's own change).
 * - `field`: the field is the one edited; update unless its address misses a required part.
 * - `typed`: as `field`, but only when the shopper typed in it since the last update.
 * - `queue`: typing; ask `field` after the pause.
 */
export type UpdateRule = 'now' | 'field' | 'typed' | 'queue';

/** `autocompleted`: an address-autocomplete provider serves the field (or is filling it in). */
export function updateRule(
  event: { type: string; key?: string },
  field: Element,
  autocompleted = false,
): UpdateRule | null {
  if (event.type === 'change') {
    if (field.matches(AT_ONCE)) return 'now';
    if (autocompleted) return null;
    if (field.matches(ADDRESS_SELECT)) return 'field';
    if (field.matches(TYPED)) return 'typed';
    return null;
  }
  if (autocompleted) return event.type === 'focusout' ? 'field' : null;
  if (event.type === 'keydown' && event.key !== 'Tab' && field.matches(TYPED)) return 'queue';
  return null;
}

/** False when the address block of the edited field has a required text field still empty. */
export function addressComplete(field: Element): boolean {
  const block = field.closest('div');
  if (!block) return true;
  for (const row of block.querySelectorAll('.address-field.validate-required')) {
    const input = row.querySelector<HTMLInputElement>('input.input-text');
    if (input && input.value === '') return false;
  }
  return true;
}
