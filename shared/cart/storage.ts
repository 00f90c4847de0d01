/**
 * Where WooCommerce keeps cart fragments: fragments in sessionStorage under `fragment_name`, the cart hash
 * under `cart_hash_key` in session and local storage, `wc_cart_created`.
 * Ours on top: a copy of the newest fragments in localStorage (`<fragment_name>_shared`) so other tabs
 * can take a cart change without asking the server again.
 */
import { cartFragmentsParams } from '../params-site';
import { fragmentsOf } from './check';

const CREATED = 'wc_cart_created';

/** WooCommerce's own test: both storages must take a write (private modes and policies may refuse). */
export function storageWorks(): boolean {
  try {
    for (const storage of [sessionStorage, localStorage]) {
      storage.setItem('wc', 'test');
      storage.removeItem('wc');
    }
    return true;
  } catch {
    return false;
  }
}

export interface CartStore {
  read(): { fragments: string | null; sessionHash: string | null; createdAt: string | null };
  /** Stores fresh fragments and hash; the creation time is set when `created` says so. */
  write(fragments: Record<string, string>, cartHash: string, created: 'now' | 'keep'): void;
  sessionHash(): string | null;
  /** The copy another tab shared, when it belongs to `cartHash`. */
  shared(cartHash: string): Record<string, string> | null;
}

export function cartStore(keys: { fragmentName: string; hashKey: string }): CartStore {
  const sharedKey = `${keys.fragmentName}_shared`;
  const safe = <T>(fn: () => T, fallback: T): T => {
    try {
      return fn();
    } catch {
      return fallback;
    }
  };
  return {
    read: () =>
      safe(
        () => ({
          fragments: sessionStorage.getItem(keys.fragmentName),
          sessionHash: sessionStorage.getItem(keys.hashKey),
          createdAt: sessionStorage.getItem(CREATED),
        }),
        { fragments: null, sessionHash: null, createdAt: null },
      ),
    sessionHash: () => safe(() => sessionStorage.getItem(keys.hashKey), null),
    write(fragments, cartHash, created) {
      safe(() => {
        const json = JSON.stringify(fragments);
        sessionStorage.setItem(keys.fragmentName, json);
        sessionStorage.setItem(keys.hashKey, cartHash);
        if (created === 'now') sessionStorage.setItem(CREATED, String(Date.now()));
        // The shared copy first: another tab reacts to the hash key's storage event and reads it.
        localStorage.setItem(sharedKey, JSON.stringify({ hash: cartHash, fragments }));
        localStorage.setItem(keys.hashKey, cartHash);
      }, undefined);
    },
    shared(cartHash) {
      return safe(() => {
        const value = JSON.parse(localStorage.getItem(sharedKey) ?? 'null') as {
          hash?: unknown;
          fragments?: unknown;
        } | null;
        // Another tab wrote it, maybe another version of this code: only a map of strings is markup.
        return value?.hash === cartHash ? fragmentsOf(value.fragments) : null;
      }, null);
    },
  };
}

/** This page's store (keys from `wc_cart_fragments_params`), or null when storage refuses writes. */
export function pageCartStore(): CartStore | null {
  if (!storageWorks()) return null;
  const params = cartFragmentsParams();
  return cartStore({ fragmentName: params.fragment_name, hashKey: params.cart_hash_key });
}
