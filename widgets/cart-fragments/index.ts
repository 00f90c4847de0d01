/**
 * Cart fragments (SPEC §4, §7 get_refreshed_fragments, reference §2): on page load the stored fragments
 * are shown when still fresh, or fetched again; later refreshes come from `wc_fragment_refresh` /
 * `updated_wc_div`, the 24 h timer, another tab's cart change, and a back/forward-cache restore.
 * One controller per page, however many roots mark it.
 */
import { emit, on } from '../../shared/bus';
import { getCookie } from '../../shared/cookies';
import { FRAGMENT_EXPIRY_MS } from '../../shared/constants';
import { wcAjax } from '../../shared/http';
import { defineLegacyIsland, warnIsland } from '../../shared/island';
import { cartFragmentsParams } from '../../shared/params';
import { readFragments } from '../add-to-cart/response';
import { freshness } from './freshness';
import { cartStore, storageWorks } from './storage';
import { applyFragments, dimFragments, listenForCartChanges } from './swap';

const NAME = 'cart-fragments';
let started = false;

function startController(): void {
  if (started) return;
  started = true;
  listenForCartChanges();
  const params = cartFragmentsParams();
  const storage = storageWorks();
  const store = cartStore({ fragmentName: params.fragment_name, hashKey: params.cart_hash_key });
  const cookieHash = () => getCookie('woocommerce_cart_hash') ?? '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: Promise<void> | undefined;

  const refreshAt = (at: number) => {
    clearTimeout(timer);
    // Timers longer than ~24.8 days overflow; 24 h never does.
    timer = setTimeout(() => void refresh(), Math.max(0, at - Date.now()));
  };

  /** One refresh at a time: triggers during a refresh share it. */
  function refresh(): Promise<void> {
    inFlight ??= (async () => {
      const undim = dimFragments();
      try {
        const answer = await wcAjax(
          'get_refreshed_fragments',
          { time: Date.now() },
          { timeout: params.request_timeout },
        );
        const read = readFragments(answer);
        if (!read) throw new Error('the answer has no fragments');
        applyFragments(read.fragments);
        if (storage) store.write(read.fragments, read.cartHash, read.cartHash ? 'now' : 'keep');
        emit('wc_fragments_refreshed', []);
      } catch (error) {
        undim();
        // SPEC §8: an error event, nothing for the shopper (the server markup stays).
        warnIsland(NAME, 'the fragments could not be refreshed', error);
        emit('wc_fragments_ajax_error', []);
      } finally {
        inFlight = undefined;
      }
    })();
    return inFlight;
  }

  // Page load
  const decision = freshness({ storage, ...store.read(), cookieHash: cookieHash(), now: Date.now() });
  if (decision.refresh) void refresh();
  else {
    applyFragments(decision.fragments);
    emit('wc_fragments_loaded', []);
    if (decision.refreshAt !== null) refreshAt(decision.refreshAt);
  }

  on('wc_fragment_refresh', () => void refresh());
  on('updated_wc_div', () => void refresh());
  on('wc_fragments_refreshed', () => refreshAt(Date.now() + FRAGMENT_EXPIRY_MS));
  if (!storage) return;

  const remember = ([fragments, cartHash]: [Record<string, string>, string, Element | null]) => {
    if (!fragments || typeof fragments !== 'object') return;
    // The creation time starts with the first cart change of a session that had no cart hash yet.
    store.write(fragments, cartHash, store.sessionHash() ? 'keep' : 'now');
  };
  on('added_to_cart', remember);
  on('removed_from_cart', remember);

  // Another tab changed the cart: take its fragments from the shared copy, or ask the server.
  addEventListener('storage', (event) => {
    if (event.key !== params.cart_hash_key || event.storageArea !== localStorage) return;
    const hash = event.newValue ?? '';
    if (hash === (store.sessionHash() ?? '')) return;
    const shared = store.shared(hash);
    if (!shared) return void refresh();
    applyFragments(shared);
    store.write(shared, hash, 'keep');
    emit('wc_fragments_loaded', []);
  });

  // Restored from the back/forward cache: the cart may have changed meanwhile.
  addEventListener('pageshow', (event) => {
    if (event.persisted) void refresh();
  });
}

export default defineLegacyIsland({
  mount() {
    startController();
  },
});
