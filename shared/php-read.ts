/**
 * Readers for values that come from PHP, without a schema library: `wp_localize_script` prints every scalar
 * as a string ("1", "", "yes", "5000"), data attributes are strings, and JSON may hold either. Each reader
 * accepts the PHP spellings and returns the JavaScript value, or throws an Error saying what is wrong. The
 * params globals are read on every page at boot, where a schema library would cost more than the code.
 */

import { isPlainObject } from './globals';

/** Reads one value; throws an Error whose message says what is wrong. */
export type Read<T> = (value: unknown) => T;

const TRUE = new Set(['1', 'true', 'yes', 'on']);
const FALSE = new Set(['0', 'false', 'no', 'off', '']);

const kind = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);
/** What PHP prints a scalar as: text or a number. */
const isScalar = (value: unknown): value is string | number =>
  typeof value === 'string' || typeof value === 'number';

/** Every reader's one error: what it expected, and what it got (a scalar as printed, anything else its kind). */
const wrong = (expected: string, value: unknown): never => {
  throw new Error(`expected ${expected}, got ${isScalar(value) ? `"${value}"` : kind(value)}`);
};

/** PHP's FILTER_VALIDATE_BOOLEAN: true/"1"/"yes"/"on"/1 and false/"0"/"no"/"off"/""/0/null. */
export const flag: Read<boolean> = (value) => {
  if (typeof value === 'boolean') return value;
  if (value === null) return false;
  const word = isScalar(value) ? String(value).trim().toLowerCase() : '?';
  return TRUE.has(word) || (!FALSE.has(word) && wrong('a yes/no value', value));
};

/** A finite number, or a string holding one ("5000", "0.00001"). */
export const numeric: Read<number> = (value) => {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  return Number.isFinite(n) ? n : wrong('a number', value);
};

/** Text; numbers are accepted and stringified (PHP prints ids either way). */
export const text: Read<string> = (value) => (isScalar(value) ? String(value) : wrong('text', value));

/** A JSON object (PHP's associative array), which is a plain one. */
export const record: Read<Record<string, unknown>> = (value) =>
  isPlainObject(value) ? value : wrong('an object', value);

/** An object, or a list (PHP prints an empty associative array as `[]`). */
export const recordOrList: Read<Record<string, unknown> | unknown[]> = (value) =>
  Array.isArray(value) ? value : record(value);

/** A list whose every item `item` reads. */
export const listOf =
  <T>(item: Read<T>): Read<T[]> =>
  (value) =>
    Array.isArray(value)
      ? value.map((entry, index) => within(String(index), item, entry))
      : wrong('a list', value);

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
    // Every reader throws an Error (`Read`).
    throw new Error(`${key}: ${(error as Error).message}`, { cause: error });
  }
}
