/**
 * Readers for values that come from PHP, without a schema library: `wp_localize_script` prints every scalar
 * as a string ("1", "", "yes", "5000"), data attributes are strings, and JSON may hold either. Each reader
 * accepts the PHP spellings and returns the JavaScript value, or throws an Error saying what is wrong. The
 * params globals are read on every page at boot, where a schema library would cost more than the code.
 */

/** Reads one value; throws an Error whose message says what is wrong. */
export type Read<T> = (value: unknown) => T;

const TRUE = new Set(['1', 'true', 'yes', 'on']);
const FALSE = new Set(['0', 'false', 'no', 'off', '']);

const kind = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** PHP's FILTER_VALIDATE_BOOLEAN: true/"1"/"yes"/"on"/1 and false/"0"/"no"/"off"/""/0/null. */
export const flag: Read<boolean> = (value) => {
  if (typeof value === 'boolean') return value;
  if (value === null) return false;
  if (typeof value !== 'number' && typeof value !== 'string')
    throw new Error(`expected a yes/no value, got ${kind(value)}`);
  const word = String(value).trim().toLowerCase();
  if (TRUE.has(word)) return true;
  if (FALSE.has(word)) return false;
  throw new Error(`"${String(value)}" is not a yes/no value`);
};

/** A finite number, or a string holding one ("5000", "0.00001"). */
export const numeric: Read<number> = (value) => {
  if (typeof value !== 'number' && typeof value !== 'string')
    throw new Error(`expected a number, got ${kind(value)}`);
  const n = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
  if (Number.isFinite(n)) return n;
  throw new Error(`"${String(value)}" is not a number`);
};

/** Text; numbers are accepted and stringified (PHP prints ids either way). */
export const text: Read<string> = (value) => {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  throw new Error(`expected text, got ${kind(value)}`);
};

/** A JSON object (PHP's associative array). */
export const record: Read<Record<string, unknown>> = (value) => {
  if (isRecord(value)) return value;
  throw new Error(`expected an object, got ${kind(value)}`);
};

/** An object, or a list (PHP prints an empty associative array as `[]`). */
export const recordOrList: Read<Record<string, unknown> | unknown[]> = (value) =>
  Array.isArray(value) ? value : record(value);

/** A list whose every item `item` reads. */
export const listOf =
  <T>(item: Read<T>): Read<T[]> =>
  (value) => {
    if (!Array.isArray(value)) throw new Error(`expected a list, got ${kind(value)}`);
    return value.map((entry, index) => within(String(index), item, entry));
  };

/** An object whose every value `item` reads. */
export const recordOf =
  <T>(item: Read<T>): Read<Record<string, T>> =>
  (value) =>
    Object.fromEntries(Object.entries(record(value)).map(([key, entry]) => [key, within(key, item, entry)]));

/** Fixed keys, each with its reader and its default for a missing key; a malformed key fails the whole. */
export const shape =
  <S extends Record<string, readonly [Read<unknown>, unknown]>>(
    fields: S,
  ): Read<{ [K in keyof S]: ReturnType<S[K][0]> }> =>
  (value) => {
    const input = record(value);
    const out: Record<string, unknown> = {};
    for (const [key, [read, fallback]] of Object.entries(fields))
      out[key] = input[key] === undefined ? fallback : within(key, read, input[key]);
    return out as { [K in keyof S]: ReturnType<S[K][0]> };
  };

/** Runs a reader on a nested value, naming its key in the error. */
function within<T>(key: string, read: Read<T>, value: unknown): T {
  try {
    return read(value);
  } catch (error) {
    throw new Error(`${key}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}
