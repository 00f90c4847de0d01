/**
 * When stored cart fragments may be shown and when they must be fetched again on page load. Pure: the
 * caller reads storage, cookie and clock; this decides.
 */
import { FRAGMENT_EXPIRY_MS } from '../constants';
import { MINI_CART, parseFragments } from './check';

export interface StoredCart {
  /** Both session and local storage work. */
  storage: boolean;
  /** sessionStorage[fragment_name], raw. */
  fragments: string | null;
  /** sessionStorage[cart_hash_key]. */
  sessionHash: string | null;
  /** The `woocommerce_cart_hash` cookie ('' when absent: an empty cart). */
  cookieHash: string;
  /** sessionStorage['wc_cart_created'], raw (epoch ms). */
  createdAt: string | null;
  now: number;
}

export type RefreshReason =
  'no storage' | 'no cart_created' | 'Fragment expired' | 'No fragment' | 'cart hash changed';

export type Freshness =
  | { refresh: true; reason: RefreshReason }
  | { refresh: false; fragments: Record<string, string>; refreshAt: number | null };

export function freshness(stored: StoredCart): Freshness {
  if (!stored.storage) return { refresh: true, reason: 'no storage' };
  const created = stored.createdAt === null ? Number.NaN : Number(stored.createdAt);
  const hasCreated = Number.isFinite(created) && created > 0;
  // A hash needs its creation time; a creation time that is there but unreadable is broken data either way.
  if ((stored.sessionHash || stored.createdAt) && !hasCreated)
    return { refresh: true, reason: 'no cart_created' };
  // "More than 24 hours": at exactly 24 h the fragments still count (the timer refreshes them then).
  if (hasCreated && stored.now - created > FRAGMENT_EXPIRY_MS)
    return { refresh: true, reason: 'Fragment expired' };
  const fragments = parseFragments(stored.fragments);
  if (!fragments || !(MINI_CART in fragments)) return { refresh: true, reason: 'No fragment' };
  if ((stored.sessionHash ?? '') !== stored.cookieHash) return { refresh: true, reason: 'cart hash changed' };
  return { refresh: false, fragments, refreshAt: hasCreated ? created + FRAGMENT_EXPIRY_MS : null };
}
