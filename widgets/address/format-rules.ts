/**
 * The per-country address formats WooCommerce prints for its address-i18n script (DOM-free, for
 * ./formats.ts): which label, mark, placeholder, place and visibility each locale field gets.
 */

/** One field's format for a country: any of these may be missing. */
export interface FieldFormat {
  label?: string;
  placeholder?: string;
  required?: boolean;
  hidden?: boolean;
  priority?: number;
  class?: string[];
}

/** Country code (and `default`) → field key → its format, as printed. */
export type Locale = Record<string, Record<string, Record<string, unknown>>>;

/** A printed JSON object (quotes maybe as `&quot;`); null when it is not one. */
export function parseObject(json: string): Record<string, unknown> | null {
  try {
    const value = JSON.parse(json.replace(/&quot;/g, '"')) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** Lists merge by position, as a deep merge of the default and the country's format does. */
function merged(base: unknown, over: unknown): unknown {
  if (Array.isArray(base) && Array.isArray(over)) return [...over, ...base.slice(over.length)];
  return over === undefined ? base : over;
}

const asObject = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};

/**
 * The format of field `key` for `country`: the shop's default format with the country's on top (a country
 * without its own uses the default). PHP's booleans may come as 1/"1"/"" and numbers as strings.
 */
export function fieldFormat(locale: Locale, country: string, key: string): FieldFormat {
  const base = asObject(asObject(locale.default)[key]);
  const own = asObject(asObject(locale[country] ?? locale.default)[key]);
  const value = (name: string) => merged(base[name], own[name]);
  const format: FieldFormat = {};
  const label = value('label');
  const placeholder = value('placeholder');
  const required = value('required');
  const hidden = value('hidden');
  const priority = Number(value('priority'));
  const classes = value('class');
  if (typeof label === 'string') format.label = label;
  if (typeof placeholder === 'string') format.placeholder = placeholder;
  if (required !== undefined && required !== null) format.required = Boolean(required) && required !== '0';
  if (hidden !== undefined && hidden !== null)
    format.hidden = hidden === true || hidden === 1 || hidden === '1';
  if (value('priority') !== undefined && Number.isFinite(priority)) format.priority = priority;
  if (Array.isArray(classes)) format.class = classes.map(String);
  return format;
}

/**
 * The order of rows by priority, as WooCommerce sorts an address: a row without one is placed right after
 * the row before it; equal priorities keep their order. Returns the rows' indices in their new order.
 */
export function priorityOrder(priorities: ReadonlyArray<number | undefined>): number[] {
  let last = 0;
  const filled = priorities.map((priority) => {
    last = priority || last + 1;
    return last;
  });
  return filled.map((_, i) => i).sort((a, b) => (filled[a] ?? 0) - (filled[b] ?? 0));
}
