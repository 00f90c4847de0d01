/** The params globals of the checkout (its script, the Store API, REST, the installment widget). Apart, so a page loads only the readers its islands use. */
import { flag, record, text } from './php-read';
import { WC_AJAX_URL, paramsReader } from './params-reader';

/** The installment widget's settings (Przelewy24 installments' `p24InstallmentsData`). */
export const installmentParams = /* @__PURE__ */ paramsReader('p24InstallmentsData', {
  enabled: [flag, true],
  show: [flag, true],
  showSimulator: [flag, false],
  widgetType: [text, 'mini'],
  config: [record, {}],
});

/** WordPress's REST settings (`wpApiSettings`, printed with the `wp-api-request` handle). */
export const restParams = /* @__PURE__ */ paramsReader('wpApiSettings', {
  root: [text, '/wp-json/'],
  nonce: [text, ''],
});

/** WooCommerce's classic checkout params (`wc_checkout_params`, handle `wc-checkout`). */
export const checkoutParams = /* @__PURE__ */ paramsReader('wc_checkout_params', {
  wc_ajax_url: [text, WC_AJAX_URL],
  update_order_review_nonce: [text, ''],
  apply_coupon_nonce: [text, ''],
  remove_coupon_nonce: [text, ''],
  /** 'yes' where guests may check out: the create-account box then shows its fields when ticked. */
  option_guest_checkout: [text, ''],
  /** Where the order is placed (WooCommerce prints `?wc-ajax=checkout`). */
  checkout_url: [text, '/?wc-ajax=checkout'],
  /** The message (HTML) shown when the shop's answer is not one the checkout understands. */
  i18n_checkout_error: [text, 'The order could not be placed. Please try again.'],
  /** '1' on the checkout page itself: the order review is asked for once at load. */
  is_checkout: [text, ''],
  /** Printed by the plugin where WooCommerce's checkout.js stays on the page and asks for the order review. */
  wc_islands_classic_checkout: [flag, false],
});

/** The Store API nonce WooCommerce Blocks prints (`wcBlocksMiddlewareConfig`, handle `wc-blocks-middleware`). */
export const storeApiParams = /* @__PURE__ */ paramsReader('wcBlocksMiddlewareConfig', {
  storeApiNonce: [text, ''],
});
