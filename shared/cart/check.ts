/**
 * The one check of cart fragments, whoever sent them (the shop's answers, this tab's storage, another
 * tab's copy, a theme's jQuery trigger): `{selector: html}` with every value a string. Pure, no DOM.
 */
import type { Fragments } from '../bus';

/** The fragment every mini-cart needs; stored fragments without it are not worth showing. */
export const MINI_CART = 'div.widget_shopping_cart_content';

/** `{selector: html}` with every value a string (whoever wrote it), else null. */
export function fragmentsOf(value: unknown): Fragments | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  return Object.values(value).every((html) => typeof html === 'string') ? (value as Fragments) : null;
}

/** Fragments stored as JSON (a storage value may be anything another version of this code wrote). */
export function parseFragments(raw: string | null): Fragments | null {
  if (!raw) return null;
  try {
    return fragmentsOf(JSON.parse(raw));
  } catch {
    return null;
  }
}

/** Fragments and cart hash of a wc-ajax answer, if it carries fragments. */
export function readFragments(answer: unknown): { fragments: Fragments; cartHash: string } | undefined {
  if (typeof answer !== 'object' || answer === null) return undefined;
  const { fragments, cart_hash } = answer as { fragments?: unknown; cart_hash?: unknown };
  const checked = fragmentsOf(fragments);
  if (!checked) return undefined;
  return { fragments: checked, cartHash: typeof cart_hash === 'string' ? cart_hash : '' };
}
