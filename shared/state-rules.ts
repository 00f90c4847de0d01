/**
 * The state field's rule for an address (DOM-free, for ./state-field.ts): which field the chosen country gets,
 * from the country → states map WooCommerce prints for its country-select script.
 */

/** The state field for a country: none (hidden with its row), a list to choose from, or free text. */
export type StateField =
  { kind: 'hidden' } | { kind: 'select'; options: Array<[string, string]> } | { kind: 'text' };

/** The printed map (`wc_country_select_params.countries`, JSON, quotes maybe as `&quot;`); null when malformed. */
export function parseStates(json: string): unknown {
  try {
    return JSON.parse(json.replace(/&quot;/g, '"')) as unknown;
  } catch {
    return null;
  }
}

/**
 * An empty list hides the field, a list makes it a select, a country not in the map (or a malformed map)
 * gets a text field.
 */
export function stateFieldFor(countries: unknown, country: string): StateField {
  const states = (countries as Record<string, unknown> | null)?.[country];
  if (!states || typeof states !== 'object') return { kind: 'text' };
  const options = Object.entries(states).map(([code, name]) => [code, String(name)] as [string, string]);
  return options.length ? { kind: 'select', options } : { kind: 'hidden' };
}
