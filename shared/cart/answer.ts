/**
 * What an add_to_cart answer means: `error` + `product_url` → go to the product; otherwise, with
 * `cart_redirect_after_add`, go to the cart (an error without `product_url` too, as WooCommerce does);
 * otherwise an error is the shop's refusal, which the shopper is told, and anything else has its fragments
 * swapped. Pure, so every branch is unit-tested. zod/mini is fine here: only the add-to-cart island, loaded
 * for a shopper who adds, reads it.
 */
import * as z from 'zod/mini';
import type { Fragments } from '../bus';
import { safeUrl } from '../http';
import { readFragments } from './check';

const answerSchema = z.object({
  error: z.optional(z.unknown()),
  product_url: z.optional(z.unknown()),
  fragments: z.optional(z.unknown()),
  cart_hash: z.optional(z.unknown()),
});

export type CartOutcome =
  | { kind: 'ignore' }
  | { kind: 'redirect'; url: string; reason: 'error' | 'cart' }
  | { kind: 'fragments'; fragments: Fragments; cartHash: string }
  | { kind: 'invalid'; reason: string; refused?: true };

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
  if (settings.redirectAfterAdd) {
    const url = safeUrl(settings.cartUrl, settings.base);
    if (url) return { kind: 'redirect', url, reason: 'cart' };
  }
  if (parsed.data.error) return { kind: 'invalid', reason: 'the shop refused the product', refused: true };
  const read = readFragments(answer);
  if (!read) return { kind: 'invalid', reason: 'the answer has no fragments' };
  return { kind: 'fragments', ...read };
}
