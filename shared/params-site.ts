/** The params globals every page reads (WooCommerce, the cart, order attribution, Salient). Apart, so a page loads only the readers its islands use. */
import { CART_URL, FRAGMENT_REQUEST_TIMEOUT_MS } from './constants';
import { flag, numeric, recordOf, shape, text } from './php-read';
import { AJAX_URL, WC_AJAX_URL, paramsReader } from './params-reader';

export const woocommerceParams = /* @__PURE__ */ paramsReader('woocommerce_params', {
  ajax_url: [text, AJAX_URL],
  wc_ajax_url: [text, WC_AJAX_URL],
  i18n_password_show: [text, 'Pokaż hasło'],
  i18n_password_hide: [text, 'Ukryj hasło'],
});

export const addToCartParams = /* @__PURE__ */ paramsReader('wc_add_to_cart_params', {
  ajax_url: [text, AJAX_URL],
  wc_ajax_url: [text, WC_AJAX_URL],
  i18n_view_cart: [text, 'Zobacz koszyk'],
  cart_url: [text, CART_URL],
  is_cart: [flag, false],
  cart_redirect_after_add: [flag, true],
});

export const cartFragmentsParams = /* @__PURE__ */ paramsReader('wc_cart_fragments_params', {
  cart_hash_key: [text, 'wc_cart_hash'],
  fragment_name: [text, 'wc_fragments'],
  request_timeout: [numeric, FRAGMENT_REQUEST_TIMEOUT_MS],
});

/** WooCommerce's order-attribution params, each with the shop's default; read empty, the defaults. */
const attributionParams = /* @__PURE__ */ shape({
  lifetime: [numeric, 0.00001],
  session: [numeric, 30],
  base64: [flag, false],
  ajaxurl: [text, AJAX_URL],
  prefix: [text, 'wc_order_attribution_'],
  allowTracking: [flag, true],
  // Ours (the WP Consent API integration): store nothing until the visitor consents to this category.
  consentRequired: [flag, false],
  consentCategory: [text, 'marketing'],
});

export const orderAttributionParams = /* @__PURE__ */ paramsReader('wc_order_attribution', {
  params: [attributionParams, /* @__PURE__ */ attributionParams({})],
  fields: [recordOf(text), {} as Record<string, string>],
});

/**
 * Whether the page is Salient's: the theme prints `nectarOptions` on every page. Behaviour that is Salient's
 * own (the account tabs, the related products' fade-in) applies only there, so other themes keep theirs.
 */
export const salientPage = (): boolean =>
  typeof (globalThis as { nectarOptions?: unknown }).nectarOptions === 'object';

/**
 * Salient's theme options, those an island follows (the theme prints many more: nobody here reads them, so
 * they are neither read nor checked). All strings in the page; the shop's values as defaults.
 */
export const themeOptions = /* @__PURE__ */ paramsReader('nectarOptions', {
  smooth_scroll: [flag, false],
  mobile_header_format: [text, 'centered-menu'],
  ajax_add_to_cart: [flag, false],
  woo_sidebar_toggles: [flag, true],
  woo_sticky_sidebar: [flag, false],
  woo_related_upsell_carousel: [flag, false],
});

/** Salient's front-end labels; empty when the theme printed none, and the islands translate their own. */
export const themeI18n = /* @__PURE__ */ paramsReader('nectar_front_i18n', {
  menu: [text, 'Menu'],
  next: [text, ''],
  previous: [text, ''],
  close: [text, ''],
});
