/**
 * Where WooCommerce keeps cart fragments: fragments in sessionStorage under `fragment_name`, the cart hash
 * under `cart_hash_key` in session and local storage, `wc_cart_created`.
 * Ours on top: the newest fragments are announced to other tabs under `<fragment_name>_shared` and removed
 * at once, so the markup travels only in the `storage` event and never stays in localStorage, which
 * outlives the browser session (what a script once wrote there would be shown on every later visit).
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
  /** The key another tab's fresh fragments arrive under, in a `storage` event's `newValue`. */
  sharedKey: string;
}

/**
 * Another tab's fragments from a `storage` event's value, only when they belong to `cookieHash`, the cart
 * hash the server last set as a cookie; null otherwise (the caller asks the server).
 */
export function sharedFragments(value: string | null, cookieHash: string): Record<string, string> | null {
  try {
    const shared = JSON.parse(value ?? 'null') as { hash?: unknown; fragments?: unknown } | null;
    // Another tab wrote it, maybe another version of this code: only a map of strings is markup.
    return cookieHash && shared?.hash === cookieHash ? fragmentsOf(shared.fragments) : null;
  } catch {
    return null;
  }
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
    sharedKey,
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
        // Announced before the hash, whose event makes a tab without them ask the server; removed at once,
        // so no markup outlives this moment in localStorage.
        localStorage.setItem(sharedKey, JSON.stringify({ hash: cartHash, fragments }));
        localStorage.removeItem(sharedKey);
        localStorage.setItem(keys.hashKey, cartHash);
      }, undefined);
    },
  };
}

/** This page's store (keys from `wc_cart_fragments_params`), or null when storage refuses writes. */
export function pageCartStore(): CartStore | null {
  if (!storageWorks()) return null;
  const params = cartFragmentsParams();
  const store = cartStore({ fragmentName: params.fragment_name, hashKey: params.cart_hash_key });
  // A copy an earlier version of this code kept there: markup is never read back from localStorage.
  localStorage.removeItem(store.sharedKey);
  return store;
}
