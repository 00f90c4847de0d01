/**
 * The cart-fragments service: keeps the page's cart fragments (mini-cart, header count) fresh. On start the
 * stored fragments are shown when still fresh, or fetched again; later refreshes come from
 * `wc_fragment_refresh` / `updated_wc_div`, the 24 h timer, another tab's cart change, and a
 * back/forward-cache restore. Cart widgets set to hide when empty are shown or hidden before the first fill.
 * Only where WooCommerce prints `wc_cart_fragments_params`. `start` returns the stop.
 */
import { emit, on, type Fragments } from '../../shared/bus';
import * as cart from '../../shared/cart';
import { getCookie } from '../../shared/cookies';
import { FRAGMENT_EXPIRY_MS } from '../../shared/constants';
import { defineService, setShown } from '../../shared/island';
import { cartFragmentsParams } from '../../shared/params-site';
import { yieldToBrowser } from '../../shared/yield';

function start(): () => void {
  // WooCommerce loads its cart-fragments script, and prints these params with it, only where something shows
  // the cart (its Cart widget, a theme's header cart): elsewhere there is nothing to keep fresh.
  if (!('wc_cart_fragments_params' in window)) return () => {};
  cart.listenForCartChanges();
  const stops: Array<() => void> = [];
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  stops.push(() => {
    stopped = true;
    clearTimeout(timer);
  });

  const refreshAt = (at: number) => {
    clearTimeout(timer);
    // Timers longer than ~24.8 days overflow; 24 h never does.
    timer = setTimeout(() => void cart.refresh(), Math.max(0, at - Date.now()));
  };

  // Before anything fills a Cart widget, so an empty cart's never shows.
  stops.push(hideEmptyCartWidgets());
  stops.push(
    on('wc_fragment_refresh', () => void cart.refresh()),
    on('updated_wc_div', () => void cart.refresh()),
    on('wc_fragments_refreshed', () => refreshAt(Date.now() + FRAGMENT_EXPIRY_MS)),
  );
  const listen = (type: string, listener: (event: never) => void) => {
    addEventListener(type, listener as EventListener);
    stops.push(() => removeEventListener(type, listener as EventListener));
  };
  // Restored from the back/forward cache: the cart may have changed meanwhile.
  listen('pageshow', (event: PageTransitionEvent) => {
    if (event.persisted) void cart.refresh();
  });

  // Page load. A page's first storage access and its first request are each slow on a phone: each gets a
  // task of its own, so none of them makes a long task of the service's start.
  void (async () => {
    await yieldToBrowser();
    if (stopped) return;
    const store = cart.pageCartStore();
    const decision = cart.freshness({
      storage: store !== null,
      ...(store?.read() ?? { fragments: null, sessionHash: null, createdAt: null }),
      cookieHash: getCookie('woocommerce_cart_hash') ?? '',
      now: Date.now(),
    });
    if (store) rememberChanges(store, stops, listen);
    await yieldToBrowser();
    if (stopped) return;
    if (decision.refresh) void cart.refresh();
    else {
      cart.applyFragments(decision.fragments);
      emit('wc_fragments_loaded', []);
      if (decision.refreshAt !== null) refreshAt(decision.refreshAt);
    }
  })();
  return () => stops.forEach((stop) => stop());
}

/**
 * Cart widgets set to hide when empty (`.hide_cart_widget_if_empty` inside): shown only while the
 * `woocommerce_items_in_cart` cookie counts items, and as soon as an add starts. Returns the stop.
 */
function hideEmptyCartWidgets(): () => void {
  const show = (shown: boolean) => {
    for (const marker of document.querySelectorAll('.hide_cart_widget_if_empty')) {
      const widget = marker.closest<HTMLElement>('.widget_shopping_cart');
      if (widget) setShown(widget, shown);
    }
  };
  // An absent cookie (an empty cart) reads NaN, which is not above 0 either.
  show(+getCookie('woocommerce_items_in_cart')! > 0);
  return on('adding_to_cart', () => show(true));
}

/** Stores every cart change, and takes the changes another tab stored. */
function rememberChanges(
  store: cart.CartStore,
  stops: Array<() => void>,
  listen: (type: string, listener: (event: never) => void) => void,
): void {
  const remember = ([fragments, cartHash]: [Fragments, string, Element | null]) => {
    const checked = cart.fragmentsOf(fragments);
    if (!checked) return;
    // The creation time starts with the first cart change of a session that had no cart hash yet.
    store.write(checked, cartHash, store.sessionHash() ? 'keep' : 'now');
  };
  stops.push(on('added_to_cart', remember), on('removed_from_cart', remember));

  // Another tab changed the cart. Its fresh fragments arrive in the event itself (nothing is read back from
  // localStorage) and are taken only when they belong to the cart hash the server set as a cookie; a hash
  // that still differs from this tab's asks the server.
  const hashKey = cartFragmentsParams().cart_hash_key;
  listen('storage', (event: StorageEvent) => {
    if (event.storageArea !== localStorage) return;
    if (event.key === store.sharedKey) {
      const cookieHash = getCookie('woocommerce_cart_hash') ?? '';
      const shared = cart.sharedFragments(event.newValue, cookieHash);
      if (!shared || cookieHash === (store.sessionHash() ?? '')) return;
      cart.applyFragments(shared);
      store.write(shared, cookieHash, 'keep');
      emit('wc_fragments_loaded', []);
    } else if (event.key === hashKey) {
      if ((event.newValue ?? '') !== (store.sessionHash() ?? '')) void cart.refresh();
    }
  });
}

export default defineService({ name: 'cart-fragments', start });
