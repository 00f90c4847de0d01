/**
 * What the form writes to its server nodes while its events run: the selects' options and values, the
 * variation id, the quantity and the button. Written at once, not from a later render, because the next
 * step of the same event chain reads them (the check reads the selects) and so do the listeners of
 * WooCommerce's events (a theme reading the button or the id in `show_variation`).
 */
import { setShown } from '../../shared/island';
import type { OptionState } from './matching';
import type { Attribute } from './markup';
import { type ButtonState, quantityFor } from './rules';
import type { VariationEntry } from './variation-data';

const BUTTON_CLASSES: Record<ButtonState, string> = {
  'selection-needed': 'wc-variation-selection-needed',
  unavailable: 'wc-variation-is-unavailable',
  purchasable: '',
};

export function setButton(form: HTMLElement, state: ButtonState): void {
  const button = form.querySelector<HTMLElement>('.single_add_to_cart_button');
  const box = form.querySelector<HTMLElement>('.woocommerce-variation-add-to-cart');
  if (!button) return;
  button.classList.remove('disabled', 'wc-variation-selection-needed', 'wc-variation-is-unavailable');
  if (state !== 'purchasable') button.classList.add('disabled', BUTTON_CLASSES[state]);
  button.setAttribute('aria-disabled', String(state !== 'purchasable'));
  box?.classList.toggle('woocommerce-variation-add-to-cart-enabled', state === 'purchasable');
  box?.classList.toggle('woocommerce-variation-add-to-cart-disabled', state !== 'purchasable');
}

/** A bubbling change event, which jQuery handlers hear as they hear WooCommerce's `trigger('change')`. */
export const fireChange = (field: Element): boolean =>
  field.dispatchEvent(new Event('change', { bubbles: true }));

/** Every variation id field, with a change event even when the id stays (WooCommerce always fires one). */
export function setVariationId(form: HTMLElement, id: string): void {
  for (const input of form.querySelectorAll<HTMLInputElement>(
    'input[name="variation_id"], input.variation_id',
  )) {
    input.value = id;
    fireChange(input);
  }
}

/**
 * The variation's quantity rules: min, max, empty → min, sold individually → 1 and the field hidden. A
 * change event even when the value stays, as WooCommerce fires one for each variation found.
 */
export function setQuantity(form: HTMLElement, entry: VariationEntry): void {
  const quantity = form.querySelector<HTMLInputElement>('.quantity input.qty, input.qty[name="quantity"]');
  if (!quantity) return;
  const rule = quantityFor(quantity.value, entry);
  const box = quantity.closest<HTMLElement>('.quantity');
  quantity.min = String(rule.min);
  if (rule.max === undefined) quantity.removeAttribute('max');
  else quantity.max = String(rule.max);
  if (box) setShown(box, !rule.hidden);
  quantity.value = String(rule.value);
  fireChange(quantity);
}

/** A value set on a select must have its option, even one pruned away (a swatch the shopper insists on). */
export function ensureOption(attribute: Attribute, value: string): void {
  if (value && ![...attribute.select.options].some((o) => o.value === value))
    attribute.select.replaceChildren(
      ...(attribute.placeholder ? [attribute.placeholder] : []),
      ...attribute.options,
    );
}

/** Removes the options no variation offers, disables inactive ones and sets the settled value. */
export function applyOptions(
  attribute: Attribute,
  states: readonly OptionState[],
  value: string,
): Map<string, OptionState> {
  const map = new Map<string, OptionState>();
  const keep: HTMLOptionElement[] = [];
  attribute.options.forEach((option, j) => {
    const state = states[j]!;
    map.set(option.value, state);
    if (state === 'absent') return;
    // Written only when they change, as jQuery's addClass does (a forced toggle writes nothing when it holds).
    const inactive = state === 'inactive';
    if (option.disabled !== inactive) option.disabled = inactive;
    option.classList.toggle('attached', true);
    option.classList.toggle('enabled', !inactive);
    keep.push(option);
  });
  const { select, placeholder } = attribute;
  const current = [...select.options].filter((o) => o !== placeholder);
  if (current.length !== keep.length || current.some((o, j) => o !== keep[j]))
    select.replaceChildren(...(placeholder ? [placeholder] : []), ...keep);
  select.value = value;
  return map;
}
