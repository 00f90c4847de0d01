/** The shipping calculator's state field rule (DOM-free, for ./state-field.ts). */

/** The calculator's state field for a country: none (hidden), a list to choose from, or free text. */
export type StateField =
  { kind: 'hidden' } | { kind: 'select'; options: Array<[string, string]> } | { kind: 'text' };

/**
 * From WooCommerce's printed country → states map (`wc_country_select_params.countries`, JSON): an empty
 * list hides the field, a list makes it a select, a country not in the map gets a text field.
 */
export function stateFieldFor(countries: unknown, country: string): StateField {
  const states = (countries as Record<string, unknown> | null)?.[country];
  if (!states || typeof states !== 'object') return { kind: 'text' };
  const options = Object.entries(states).map(([code, name]) => [code, String(name)] as [string, string]);
  return options.length ? { kind: 'select', options } : { kind: 'hidden' };
}
