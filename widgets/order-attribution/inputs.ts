/**
 * What the island hands on: the field
 * values from the cookies, the hidden inputs inside `<wc-order-attribution-inputs>`, and the consent
 * answer of a WP Consent API event. DOM in, DOM out; no cookies, no globals.
 */
import { ATTRIBUTION_FIELDS } from './attribution';
import type { Jar } from './cookies-format';

/** Field name → value (`null`: unknown, or tracking off). */
export type FieldValues = Record<string, string | null>;

export const INPUTS_TAG = 'wc-order-attribution-inputs';

const own = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);

/**
 * The values of `fields` (field → `container.key`, as `wc_order_attribution.fields` prints them; the
 * sixteen defaults when empty) read from the cookies; all null when tracking is off. A path naming no
 * stored value gives null (never something inherited, such as `current.constructor`).
 */
export function fieldValues(jar: Jar, fields: Readonly<Record<string, string>>, allow: boolean): FieldValues {
  const paths = Object.keys(fields).length
    ? Object.entries(fields)
    : Object.entries(ATTRIBUTION_FIELDS).map(([field, path]) => [field, path.join('.')] as const);
  const values: FieldValues = {};
  for (const [field, path] of paths) {
    const [container = '', key = ''] = path.split('.');
    const stored = own(jar, container)
      ? (jar as Record<string, Record<string, string>>)[container]
      : undefined;
    const value = allow && stored && own(stored, key) ? stored[key] : undefined;
    values[field] = typeof value === 'string' ? value : null;
  }
  return values;
}

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

/**
 * A `wp_listen_for_consent_change` event's answer for `category` (`detail` = `{ marketing: 'allow' }`):
 * true, false, or undefined when the event says nothing about it.
 */
export function consentAnswer(detail: unknown, category: string): boolean | undefined {
  if (typeof detail !== 'object' || detail === null || !own(detail, category)) return undefined;
  const answer = (detail as Record<string, unknown>)[category];
  return answer === 'allow' ? true : answer === 'deny' ? false : undefined;
}
