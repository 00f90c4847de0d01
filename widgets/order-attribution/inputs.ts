/**
 * The field values from the cookies, and the consent answer of a WP Consent API event: what the visit
 * recorder (every page) needs. No DOM, no cookies, no globals. Filling the inputs is fill-inputs.ts, in the
 * island's own chunk.
 */
import { ATTRIBUTION_FIELDS } from './attribution';
import type { Jar } from './cookies-format';

/** Field name → value (`null`: unknown, or tracking off). */
export type FieldValues = Record<string, string | null>;

const own = (object: object, key: string) => Object.hasOwn(object, key);

/**
 * The values of `fields` (field → `container.key`, as `wc_order_attribution.fields` prints them; the
 * sixteen defaults when empty) read from the cookies; all null when tracking is off. A path naming no
 * stored value gives null (never something inherited, such as `current.constructor`).
 */
export function fieldValues(jar: Jar, fields: Readonly<Record<string, string>>, allow: boolean): FieldValues {
  const paths = Object.entries(Object.keys(fields).length ? fields : ATTRIBUTION_FIELDS);
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
 * A `wp_listen_for_consent_change` event's answer for `category` (`detail` = `{ marketing: 'allow' }`):
 * true, false, or undefined when the event says nothing about it.
 */
export function consentAnswer(detail: unknown, category: string): boolean | undefined {
  if (typeof detail !== 'object' || detail === null || !own(detail, category)) return undefined;
  const answer = (detail as Record<string, unknown>)[category];
  return answer === 'allow' ? true : answer === 'deny' ? false : undefined;
}
