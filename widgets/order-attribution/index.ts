/**
 * Order attribution: on every page,
 * decides the traffic source and writes the sourcebuster-format cookies (attribution.ts, cookies-format.ts),
 * then hands the sixteen fields to every `<wc-order-attribution-inputs>` (hidden inputs) and to the block
 * checkout (`wc/store/checkout` extension data under `woocommerce/order-attribution`). Tracking follows
 * `wc_order_attribution.params.allowTracking`, the runtime switch `wc_order_attribution.setOrderTracking(allow)`
 * and, when the shop requires it, the WP Consent API. A page service: the loader starts it on every page.
 */
import { defineService, warnIsland } from '../../shared/island';
import { orderAttributionParams } from '../../shared/params-site';
import { attribute } from './attribution';
import {
  cookieName,
  deleteCookieStrings,
  encodeContainer,
  parseCookieHeader,
  readJar,
  setCookieString,
  type Jar,
} from './cookies-format';
import { consentAnswer, type FieldValues, fieldValues, fillInputs, INPUTS_TAG } from './inputs';

const CHECKOUT_STORE = 'wc/store/checkout';
const EXTENSION_NAMESPACE = 'woocommerce/order-attribution';

interface CheckoutDispatch {
  __internalSetExtensionData(namespace: string, data: FieldValues, replace?: boolean): void;
}
interface WpData {
  dispatch?: (store: string) => Partial<CheckoutDispatch> | undefined;
  subscribe?: (listener: () => void) => () => void;
}
type Global = Record<string, unknown>;
const w = window as unknown as {
  wp?: { data?: WpData };
  wc_order_attribution?: Global;
  wp_has_consent?: (category: string) => boolean;
};

export default defineService({
  name: 'order-attribution',
  start() {
    const controller = new AbortController();
    const { signal } = controller;
    const warn = (message: string, detail?: unknown) => warnIsland('order-attribution', message, detail);
    const { params, fields } = orderAttributionParams();
    const host = location.hostname;
    let tracking = false;
    let jar: Jar = {};
    let values: FieldValues = fieldValues(jar, fields, false);

    const consented = () => {
      if (!params.consentRequired) return true;
      try {
        return typeof w.wp_has_consent === 'function' && w.wp_has_consent(params.consentCategory) === true;
      } catch {
        return false;
      }
    };

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
      values = fieldValues(jar, fields, tracking);
      for (const element of document.querySelectorAll(INPUTS_TAG)) fillInputs(element, values, params.prefix);
      toCheckout();
    };

    const setOrderTracking = (allow: boolean) => {
      if (!allow) {
        for (const assignment of deleteCookieStrings(host)) document.cookie = assignment;
        jar = {};
        tracking = false;
      } else if (!tracking) {
        const cookies = parseCookieHeader(document.cookie);
        const result = attribute(
          {
            url: location.href,
            referrer: document.referrer,
            host,
            userAgent: navigator.userAgent,
            now: Date.now(),
            random: Math.random,
          },
          readJar((name) => cookies.get(name)),
          { lifetimeMonths: params.lifetime, sessionMinutes: params.session },
        );
        for (const { container, value, expires } of result.writes)
          document.cookie = setCookieString(
            cookieName(container),
            encodeContainer(value, params.base64),
            host,
            expires,
          );
        jar = result.jar;
        tracking = true;
      }
      push();
    };

    // The classic script's public API, on its global (created when the shop printed none).
    const global = (w.wc_order_attribution ??= {});
    global.setOrderTracking = (allow: unknown) => setOrderTracking(Boolean(allow));
    global.getAttributionData = () => ({ ...values });

    defineInputsElement(
      () => values,
      () => params.prefix,
      warn,
    );

    // A consent change counts whether or not the shop requires consent up front, as in WooCommerce's own
    // WP Consent API integration: a denial stops tracking and deletes the cookies, a grant starts it again.
    document.addEventListener(
      'wp_listen_for_consent_change',
      (event) => {
        const answer = consentAnswer((event as CustomEvent).detail, params.consentCategory);
        if (answer !== undefined) setOrderTracking(answer && params.allowTracking);
      },
      { signal },
    );
    if (params.consentRequired) {
      document.addEventListener(
        'wp_consent_type_defined',
        () => setOrderTracking(consented() && params.allowTracking),
        { signal },
      );
    }

    setOrderTracking(params.allowTracking && consented());
    watchCheckout(checkout, toCheckout, signal);
    return () => controller.abort();
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
