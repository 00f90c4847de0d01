/**
 * The hidden inputs inside `<wc-order-attribution-inputs>`. DOM in, DOM out; only the island (pages with a
 * form or the checkout block) loads it.
 */
import type { FieldValues } from './inputs';

export const INPUTS_TAG = 'wc-order-attribution-inputs';

/**
 * Fills one `<wc-order-attribution-inputs>`: a hidden input `{prefix}{field}` per field, created when absent
 * and updated in place otherwise; null is ''. Values only ever go to `input.value`. A second element in the
 * same form is a duplicate (several checkout hooks may print one): it is emptied, so each field is posted once.
 */
export function fillInputs(element: Element, values: FieldValues, prefix: string): void {
  const form = element.closest('form');
  if (form && form.querySelector(INPUTS_TAG) !== element) {
    element.replaceChildren();
    return;
  }
  const inputs = [...element.querySelectorAll('input')];
  for (const [field, value] of Object.entries(values)) {
    const name = prefix + field;
    let input = inputs.find((candidate) => candidate.name === name);
    if (!input) {
      input = element.ownerDocument.createElement('input');
      input.type = 'hidden';
      input.name = name;
      element.append(input);
    }
    input.value = value ?? '';
  }
}
