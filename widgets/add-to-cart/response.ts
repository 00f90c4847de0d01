/**
 * What an add-to-cart answer means (SPEC §7): `error` + `product_url` → go to the product; otherwise,
 * with `cart_redirect_after_add`, go to the cart; otherwise the fragments are swapped. Pure, so every
 * branch is unit-tested.
 */
import * as z from 'zod/mini';
import { safeUrl } from '../../shared/http';

const fragmentsSchema = z.record(z.string(), z.string());
const answerSchema = z.object({
  error: z.optional(z.unknown()),
  product_url: z.optional(z.unknown()),
  fragments: z.optional(z.unknown()),
  cart_hash: z.optional(z.unknown()),
});

export type CartOutcome =
  | { kind: 'ignore' }
  | { kind: 'redirect'; url: string; reason: 'error' | 'cart' }
  | { kind: 'fragments'; fragments: Record<string, string>; cartHash: string }
  | { kind: 'invalid'; reason: string };

/** Fragments and cart hash of an answer, if it carries them. */
export function readFragments(
  answer: unknown,
): { fragments: Record<string, string>; cartHash: string } | undefined {
  if (typeof answer !== 'object' || answer === null) return undefined;
  const { fragments, cart_hash } = answer as { fragments?: unknown; cart_hash?: unknown };
  const parsed = z.safeParse(fragmentsSchema, fragments);
  if (!parsed.success) return undefined;
  return { fragments: parsed.data, cartHash: typeof cart_hash === 'string' ? cart_hash : '' };
}

export function addToCartOutcome(
  answer: unknown,
  settings: { redirectAfterAdd: boolean; cartUrl: string; base: string },
): CartOutcome {
  if (answer === null || answer === undefined || answer === '') return { kind: 'ignore' };
  const parsed = z.safeParse(answerSchema, answer);
  if (!parsed.success) return { kind: 'invalid', reason: 'the answer is not an object' };
  if (parsed.data.error && parsed.data.product_url) {
    const url = safeUrl(parsed.data.product_url, settings.base);
    return url
      ? { kind: 'redirect', url, reason: 'error' }
      : { kind: 'invalid', reason: 'product_url is not a link into this shop' };
  }
  if (parsed.data.error) return { kind: 'invalid', reason: 'the shop refused the product' };
  if (settings.redirectAfterAdd) {
    const url = safeUrl(settings.cartUrl, settings.base);
    if (url) return { kind: 'redirect', url, reason: 'cart' };
  }
  const read = readFragments(answer);
  if (!read) return { kind: 'invalid', reason: 'the answer has no fragments' };
  return { kind: 'fragments', ...read };
}
