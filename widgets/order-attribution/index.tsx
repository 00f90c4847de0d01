/**
 * Order attribution's island: hands the sixteen fields of the visit the recorder (visit.ts, run by the loader
 * on every page) keeps to each `<wc-order-attribution-inputs>` (hidden inputs) and to the block checkout
 * (`wc/store/checkout` extension data under `woocommerce/order-attribution`), and again whenever tracking is
 * switched (`wc_order_attribution.setOrderTracking(allow)`, the WP Consent API). Its roots are those elements
 * and the checkout block, adopted wherever and whenever they appear: a page without a form loads none of it.
 */
import { useLayoutEffect } from 'react';
import { defineIsland, type IslandProps } from '../../shared/island';
import { orderAttributionParams } from '../../shared/params-site';
import { fillInputs, INPUTS_TAG } from './fill-inputs';
import type { FieldValues } from './inputs';
import { attributionData as current, visit } from './visit';

const CHECKOUT_STORE = 'wc/store/checkout';
const EXTENSION_NAMESPACE = 'woocommerce/order-attribution';

interface CheckoutDispatch {
  __internalSetExtensionData(namespace: string, data: FieldValues, replace?: boolean): void;
}
interface WpData {
  dispatch?: (store: string) => Partial<CheckoutDispatch> | undefined;
  subscribe?: (listener: () => void) => () => void;
}
const w = window as unknown as { wp?: { data?: WpData } };

type Warn = (message: string, detail?: unknown) => void;

const prefix = () => orderAttributionParams().params.prefix;

/** Checkout blocks on the page, each told again at every switch. */
const checkouts = new Set<() => void>();
let defined = false;

/** Once per page: the element defined (filling those already there) and every switch pushed to all roots. */
function defineOnce(warn: Warn): void {
  if (defined) return;
  defined = true;
  visit.changed = () => {
    const values = current();
    for (const element of document.querySelectorAll(INPUTS_TAG)) fillInputs(element, values, prefix());
    for (const toCheckout of checkouts) toCheckout();
  };
  if (customElements.get(INPUTS_TAG)) {
    warn(`<${INPUTS_TAG}> is already defined (is WooCommerce's order-attribution.js still enqueued?)`);
    return visit.changed();
  }
  // As the classic script defines it: it fills itself when connected (markup that arrives later, e.g. a
  // refreshed checkout, too); `.values = …` fills it with other values.
  customElements.define(
    INPUTS_TAG,
    class extends HTMLElement {
      connectedCallback() {
        fillInputs(this, current(), prefix());
      }
      get values(): FieldValues {
        return current();
      }
      set values(values: FieldValues) {
        fillInputs(this, values, prefix());
      }
    },
  );
}

function OrderAttribution({ root, warn }: IslandProps<undefined>) {
  useLayoutEffect(() => {
    defineOnce(warn);
    if (root.localName === INPUTS_TAG) return;
    const controller = new AbortController();
    const toCheckout = (store = checkout()) => {
      try {
        store?.__internalSetExtensionData(EXTENSION_NAMESPACE, current(), true);
      } catch (error) {
        warn('the checkout store refused the attribution data', error);
      }
    };
    checkouts.add(toCheckout);
    toCheckout();
    watchCheckout(toCheckout, controller.signal);
    return () => {
      checkouts.delete(toCheckout);
      controller.abort();
    };
  }, [root, warn]);
  return null;
}

export default defineIsland({ name: 'order-attribution', Component: OrderAttribution });

function checkout(): CheckoutDispatch | undefined {
  try {
    const store = w.wp?.data?.dispatch?.(CHECKOUT_STORE);
    return typeof store?.__internalSetExtensionData === 'function' ? (store as CheckoutDispatch) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The checkout block's store may register after us: wait for it through `wp.data.subscribe` (and for
 * `wp.data` itself until the page has loaded), push once when it appears, then stop listening.
 */
function watchCheckout(toCheckout: (store: CheckoutDispatch) => void, signal: AbortSignal): void {
  if (checkout()) return;
  const subscribe = () => {
    const data = w.wp?.data;
    if (typeof data?.subscribe !== 'function') return false;
    const unsubscribe = data.subscribe(() => {
      const store = signal.aborted ? undefined : checkout();
      if (!store) return;
      unsubscribe();
      toCheckout(store);
    });
    signal.addEventListener('abort', unsubscribe);
    return true;
  };
  if (subscribe() || document.readyState === 'complete') return;
  addEventListener(
    'load',
    () => {
      const store = checkout();
      if (store) toCheckout(store);
      else subscribe();
    },
    { once: true, signal },
  );
}
