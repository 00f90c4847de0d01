/**
 * Order attribution's page service: hands the sixteen fields of the visit the recorder (visit.ts, run by the
 * loader before any island) keeps to every `<wc-order-attribution-inputs>` (hidden inputs) and to the block
 * checkout (`wc/store/checkout` extension data under `woocommerce/order-attribution`), and again whenever
 * tracking is switched (`wc_order_attribution.setOrderTracking(allow)`, the WP Consent API).
 */
import { defineService, warnIsland } from '../../shared/island';
import { orderAttributionParams } from '../../shared/params-site';
import { type FieldValues, fieldValues, fillInputs, INPUTS_TAG } from './inputs';
import { visit } from './visit';

const CHECKOUT_STORE = 'wc/store/checkout';
const EXTENSION_NAMESPACE = 'woocommerce/order-attribution';

interface CheckoutDispatch {
  __internalSetExtensionData(namespace: string, data: FieldValues, replace?: boolean): void;
}
interface WpData {
  dispatch?: (store: string) => Partial<CheckoutDispatch> | undefined;
  subscribe?: (listener: () => void) => () => void;
}
const w = window as unknown as { wp?: { data?: WpData }; wc_order_attribution?: Record<string, unknown> };

export default defineService({
  name: 'order-attribution',
  start() {
    const controller = new AbortController();
    const warn = (message: string, detail?: unknown) => warnIsland('order-attribution', message, detail);
    const { params, fields } = orderAttributionParams();
    let values: FieldValues = {};

    const checkout = (): CheckoutDispatch | undefined => {
      try {
        const store = w.wp?.data?.dispatch?.(CHECKOUT_STORE);
        return typeof store?.__internalSetExtensionData === 'function'
          ? (store as CheckoutDispatch)
          : undefined;
      } catch {
        return undefined;
      }
    };
    const toCheckout = (store = checkout()) => {
      try {
        store?.__internalSetExtensionData(EXTENSION_NAMESPACE, { ...values }, true);
      } catch (error) {
        warn('the checkout store refused the attribution data', error);
      }
    };

    const push = () => {
      values = fieldValues(visit.jar, fields, visit.tracking);
      for (const element of document.querySelectorAll(INPUTS_TAG)) fillInputs(element, values, params.prefix);
      toCheckout();
    };

    // The classic script's public API, on its global (setOrderTracking is the recorder's).
    (w.wc_order_attribution ??= {}).getAttributionData = () => ({ ...values });
    defineInputsElement(
      () => values,
      () => params.prefix,
      warn,
    );
    visit.changed = push;
    push();
    watchCheckout(checkout, toCheckout, controller.signal);
    return () => {
      visit.changed = () => {};
      controller.abort();
    };
  },
});

/**
 * The checkout block's store may register after us: wait for it through `wp.data.subscribe` (and for
 * `wp.data` itself until the page has loaded), push once when it appears, then stop listening.
 */
function watchCheckout(
  checkout: () => CheckoutDispatch | undefined,
  toCheckout: (store: CheckoutDispatch) => void,
  signal: AbortSignal,
): void {
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

/**
 * `<wc-order-attribution-inputs>` as the classic script defines it: it fills itself when connected (also for
 * markup that arrives later, e.g. a refreshed checkout); `.values = …` fills it with other values. Already defined means the
 * classic script still runs: then only the elements present at each push are filled.
 */
function defineInputsElement(
  current: () => FieldValues,
  prefix: () => string,
  warn: (message: string) => void,
): void {
  if (customElements.get(INPUTS_TAG)) {
    warn(`<${INPUTS_TAG}> is already defined (is WooCommerce's order-attribution.js still enqueued?)`);
    return;
  }
  customElements.define(
    INPUTS_TAG,
    class extends HTMLElement {
      connectedCallback() {
        fillInputs(this, current(), prefix());
      }
      get values(): FieldValues {
        return { ...current() };
      }
      set values(values: FieldValues) {
        fillInputs(this, values, prefix());
      }
    },
  );
}
