/**
 * The islands' event bus. Event names and argument order are WooCommerce's jQuery triggers, so a theme that listens with jQuery and an island that listens here hear the
 * same thing. Elements travel as plain DOM elements; the jQuery bridge wraps them as `$button` etc.
 */

export type Fragments = Record<string, string>;
/** What asked for a new order review; shipping methods are sent unless `update_shipping_method` is false. */
export interface UpdateCheckoutArgs {
  update_shipping_method?: boolean;
  current_target?: Element | null;
}
/** A variation object as WooCommerce prints it; islands validate the fields they read. */
export type Variation = Record<string, unknown>;

export interface WooEvents {
  // add-to-cart.js / cart-fragments.js, on document.body
  adding_to_cart: [button: Element | null, data: Record<string, string>];
  added_to_cart: [fragments: Fragments, cartHash: string, button: Element | null];
  removed_from_cart: [fragments: Fragments, cartHash: string, button: Element | null];
  wc_cart_button_updated: [button: Element | null];
  'ajax_request_not_sent.adding_to_cart': [fragments: false, cartHash: false, button: Element | null];
  wc_fragment_refresh: [];
  wc_fragments_refreshed: [];
  wc_fragments_loaded: [];
  wc_fragments_ajax_error: [];
  updated_wc_div: [];
  item_removed_from_classic_cart: [];
  /** Asked of the cart page by other scripts: post the cart form again (a truthy argument keeps the notices). */
  wc_update_cart: [keepNotices?: unknown];
  // cart.js, on document.body
  updated_cart_totals: [];
  wc_cart_emptied: [];
  updated_shipping_method: [];
  applied_coupon: [code: string];
  removed_coupon: [code: string];
  country_to_state_changed: [country?: string, wrapper?: Element];
  // country-select.js and address-i18n.js, on document.body: the state field, then the address format
  country_to_state_changing: [country: string, wrapper: Element];
  wc_address_i18n_ready: [];
  // checkout.js, on document.body
  updated_checkout: [data?: unknown];
  update_checkout: [args?: UpdateCheckoutArgs];
  init_checkout: [];
  payment_method_selected: [];
  checkout_error: [messages: string];
  applied_coupon_in_checkout: [code: string];
  removed_coupon_in_checkout: [code: string];
  // password-strength-meter.js, on document.body, at each keystroke in a new password: the meter added (the
  // first), shown again (the later ones), hidden (the field emptied)
  'wc-password-strength-added': [];
  'wc-password-strength-show': [];
  'wc-password-strength-hide': [];
  // add-to-cart-variation.js, on form.variations_form
  check_variations: [];
  found_variation: [variation: Variation];
  reset_data: [];
  show_variation: [variation: Variation, purchasable: boolean];
  hide_variation: [];
  update_variation_values: [];
  woocommerce_update_variation_values: [];
  woocommerce_variation_select_change: [];
  woocommerce_variation_has_changed: [];
  reset_image: [];
  announce_reset: [];
  clear_reset_announcement: [];
  reset_focus: [];
  /** WooCommerce passes its VariationForm instance; the variation-form island passes its handle. */
  wc_variation_form: [variationForm: object];
  reload_product_variations: [];
  // single-product.js: on the tabs wrapper and on select#rating once ready, and around each gallery's set-up
  init: [];
  'wc-product-gallery-before-init': [gallery: Element, params: unknown];
  'wc-product-gallery-after-init': [gallery: Element, params: unknown];
  /** On the product gallery (`.images`): back to the first slide. */
  woocommerce_gallery_reset_slide_position: [];
  /** On the product gallery (`.images`), after a variation's image swap: zoom starts again on the new image. */
  woocommerce_gallery_init_zoom: [];
  // frontend.js of Variation Swatches: init and loaded on the document, the others on a swatch `li`
  woo_variation_swatches_init: [];
  woo_variation_swatches_loaded: [plugin: object];
  'wvs-item-updated': [selected: string, value: string];
  'wvs-selected-item': [name: string, value: string | number, select: Element, form: Element];
  'wvs-unselected-item': [name: string, value: string | number, select: Element, form: Element];
}

/** Questions asked with jQuery's `triggerHandler`: any listener answering `false` vetoes. */
export interface WooVetoes {
  'should_send_ajax_request.adding_to_cart': [button: Element | null];
  // checkout.js asks these on form.checkout: a gateway answering false stops the order (or its redirect).
  checkout_place_order: [checkout: object];
  [gateway: `checkout_place_order_${string}`]: unknown[];
  checkout_place_order_success: [result: unknown, checkout: object];
}

export type WooEventName = keyof WooEvents;
type Listener<A extends unknown[]> = (args: A, target: Element) => void;
type VetoListener<A extends unknown[]> = (args: A, target: Element) => boolean | undefined;

/** Events that fire on the variation form rather than on document.body. */
export const FORM_EVENTS: ReadonlySet<WooEventName> = new Set<WooEventName>([
  'check_variations',
  'found_variation',
  'reset_data',
  'show_variation',
  'hide_variation',
  'update_variation_values',
  'woocommerce_update_variation_values',
  'woocommerce_variation_select_change',
  'woocommerce_variation_has_changed',
  'reset_image',
  'announce_reset',
  'clear_reset_announcement',
  'reset_focus',
  'wc_variation_form',
  'reload_product_variations',
]);

/**
 * Events the bus hears from jQuery (the bridge listens to each). The single-product ones are only told:
 * `init` is too common a name to take from every jQuery plugin.
 */
export const WOO_EVENT_NAMES: readonly WooEventName[] = [
  'adding_to_cart',
  'added_to_cart',
  'removed_from_cart',
  'wc_cart_button_updated',
  'ajax_request_not_sent.adding_to_cart',
  'wc_fragment_refresh',
  'wc_fragments_refreshed',
  'wc_fragments_loaded',
  'wc_fragments_ajax_error',
  'updated_wc_div',
  'item_removed_from_classic_cart',
  'wc_update_cart',
  'updated_checkout',
  'update_checkout',
  'init_checkout',
  'payment_method_selected',
  'woocommerce_gallery_reset_slide_position',
  ...FORM_EVENTS,
];

/**
 * The page's jQuery, once bridged, carries every event: bus listeners then hear it from one jQuery handler,
 * at the place jQuery gives that handler, as WooCommerce's own handlers sit among the theme's. Returns false
 * when the event never reached that handler, so the bus delivers it itself.
 */
export type BusCarrier = (name: WooEventName, args: unknown[], target: Element) => boolean;

/** Who else hears an event after the bus (native events for WooCommerce Blocks). */
export interface BusOutlet {
  emit(name: WooEventName, args: unknown[], target: Element): void;
  veto(name: keyof WooVetoes, args: unknown[], target: Element): boolean;
}

const listeners = new Map<string, Set<Listener<never>>>();
const vetoListeners = new Map<string, Set<VetoListener<never>>>();
const outlets = new Set<BusOutlet>();
let carrier: BusCarrier | undefined;

function set<T>(map: Map<string, Set<T>>, name: string): Set<T> {
  let s = map.get(name);
  if (!s) {
    s = new Set();
    map.set(name, s);
  }
  return s;
}

/** Listen to an event; returns the unsubscribe function. `target` is body, or the form for variation events. */
export function on<N extends WooEventName>(name: N, listener: Listener<WooEvents[N]>): () => void {
  const s = set(listeners, name);
  s.add(listener as Listener<never>);
  return () => s.delete(listener as Listener<never>);
}

/** Answer a veto question (return false to cancel). */
export function onVeto<N extends keyof WooVetoes>(name: N, listener: VetoListener<WooVetoes[N]>): () => void {
  const s = set(vetoListeners, name);
  s.add(listener as VetoListener<never>);
  return () => s.delete(listener as VetoListener<never>);
}

/** Deliver to bus listeners only (the bridge uses this for events that came from jQuery). */
export function deliver(name: WooEventName, args: unknown[], target: Element): void {
  for (const listener of [...(listeners.get(name) ?? [])]) {
    try {
      (listener as Listener<unknown[]>)(args, target);
    } catch (error) {
      // One broken listener must not stop the others (nor the island that emitted).
      console.warn(`[islands] a listener of "${name}" threw`, error);
    }
  }
}

/** Fire an event: through jQuery when bridged (else straight to the bus), then to every outlet. */
export function emit<N extends WooEventName>(
  name: N,
  args: WooEvents[N],
  target: Element = document.body,
): void {
  if (!carrier?.(name, args, target)) deliver(name, args, target);
  for (const outlet of outlets) outlet.emit(name, args, target);
}

/** Ask whether an action may go ahead: false when any listener (bus or jQuery) answers false. */
export function veto<N extends keyof WooVetoes>(
  name: N,
  args: WooVetoes[N],
  target: Element = document.body,
): boolean {
  let allowed = true;
  for (const listener of [...(vetoListeners.get(name) ?? [])]) {
    try {
      if ((listener as VetoListener<unknown[]>)(args, target) === false) allowed = false;
    } catch (error) {
      console.warn(`[islands] a listener of "${name}" threw`, error);
    }
  }
  for (const outlet of outlets) if (!outlet.veto(name, args, target)) allowed = false;
  return allowed;
}

export function setCarrier(next: BusCarrier): () => void {
  carrier = next;
  return () => {
    if (carrier === next) carrier = undefined;
  };
}

export function addOutlet(outlet: BusOutlet): () => void {
  outlets.add(outlet);
  return () => outlets.delete(outlet);
}
