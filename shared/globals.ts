/**
 * Named globals the islands read are checked for what they are, not for being truthy: an element with a
 * matching `id` (`<div id="wcIslands">`) is a window property too, and a form's named inputs are properties
 * of the form. Pure apart from reading `globalThis`.
 */

/** A plain object as a script literal prints it (`{…}`), never a DOM node, list or class instance. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** Whether `value` is an object carrying every one of `methods` as a function (and is no DOM node). */
export function hasMethods<K extends string>(
  value: unknown,
  methods: readonly K[],
): value is Record<K, (...args: never[]) => unknown> {
  if (typeof value !== 'object' || value === null || (typeof Node === 'function' && value instanceof Node))
    return false;
  return methods.every((name) => typeof (value as Record<string, unknown>)[name] === 'function');
}
