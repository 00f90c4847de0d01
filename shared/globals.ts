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
