/**
 * Readers for the params globals that WordPress, WooCommerce, Salient and the plugins print
 * (`var wc_add_to_cart_params = {…}`): one shape per global, every key with the shop's default. A missing
 * global gives the defaults; a malformed key gives one warning naming the global and key, and its default —
 * never a crash. The readers are shared/php-read.ts's: these globals are read at boot on every page, where
 * zod would cost ~5 KiB gzip before the first island could mount.
 */
import {
  CART_URL,
  FRAGMENT_REQUEST_TIMEOUT_MS,
  STOCK_LABEL_THRESHOLD,
  SWATCH_LABEL_SEPARATOR,
} from './constants';
import { flag, listOf, numeric, type Read, record, recordOf, recordOrList, shape, text } from './php-read';

type Shape = Record<string, readonly [read: Read<unknown>, fallback: unknown]>;
type Output<S extends Shape> = { [K in keyof S]: S[K][1] extends infer D ? Widen<D> : never };
type Widen<T> = T extends string ? string : T extends number ? number : T extends boolean ? boolean : T;

const warned = new Set<string>();
function warnOnce(key: string, message: string): void {
  if (warned.has(key)) return;
  warned.add(key);
  console.warn(`[islands] params: ${message}`);
}

/**
 * Builds the reader of one global from its shape (key → [reader, default]). Each key is read on its own, so
 * one malformed key costs only that key (with a warning), never the whole object. Reads `window[name]` on
 * each call: pages and tests may reprint it.
 */
export function paramsReader<S extends Shape>(name: string, shape: S): () => Output<S> {
  return () => {
    const raw = (globalThis as Record<string, unknown>)[name];
    const isObject = typeof raw === 'object' && raw !== null && !Array.isArray(raw);
    if (raw === undefined) warnOnce(name, `${name} is not printed on this page; using the defaults`);
    else if (!isObject) warnOnce(name, `${name} is not an object; using the defaults`);
    const input = (isObject ? raw : {}) as Record<string, unknown>;
    const output: Record<string, unknown> = {};
    for (const [key, [read, fallback]] of Object.entries(shape)) {
      const value = input[key];
      output[key] = fallback;
      if (value === undefined) continue;
      try {
        output[key] = read(value);
      } catch (error) {
        warnOnce(
          `${name}.${key}`,
          `${name}.${key} is malformed (${(error as Error).message}); using the default`,
        );
      }
    }
    return output as Output<S>;
  };
}

const AJAX_URL = '/wp-admin/admin-ajax.php';
const WC_AJAX_URL = '/?wc-ajax=%%endpoint%%';

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
  ajax_url: [text, AJAX_URL],
  wc_ajax_url: [text, WC_AJAX_URL],
  cart_hash_key: [text, 'wc_cart_hash'],
  fragment_name: [text, 'wc_fragments'],
  request_timeout: [numeric, FRAGMENT_REQUEST_TIMEOUT_MS],
});

export const addToCartVariationParams = /* @__PURE__ */ paramsReader('wc_add_to_cart_variation_params', {
  wc_ajax_url: [text, WC_AJAX_URL],
  i18n_no_matching_variations_text: [
    text,
    'Sorry, no product matches your selection. Please choose a different combination.',
  ],
  i18n_make_a_selection_text: [text, 'Choose product options before adding it to the cart.'],
  i18n_unavailable_text: [text, 'Sorry, this product is unavailable. Please choose a different combination.'],
  i18n_reset_alert_text: [
    text,
    'Your selection has been reset. Choose some product options before adding it to the cart.',
  ],
});

export const singleProductParams = /* @__PURE__ */ paramsReader('wc_single_product_params', {
  i18n_required_rating_text: [text, 'Proszę wybrać ocenę'],
  i18n_rating_options: [
    listOf(text),
    ['1 z 5 gwiazdek', '2 z 5 gwiazdek', '3 z 5 gwiazdek', '4 z 5 gwiazdek', '5 z 5 gwiazdek'],
  ],
  i18n_product_gallery_trigger_text: [text, 'Wyświetl galerię zdjęć na pełnym ekranie'],
  review_rating_required: [flag, true],
  flexslider: [record, {}],
  zoom_enabled: [flag, false],
  zoom_options: [recordOrList, {}],
  photoswipe_enabled: [flag, true],
  photoswipe_options: [record, {}],
  flexslider_enabled: [flag, false],
});

export const orderAttributionParams = /* @__PURE__ */ paramsReader('wc_order_attribution', {
  params: [
    shape({
      lifetime: [numeric, 0.00001],
      session: [numeric, 30],
      base64: [flag, false],
      ajaxurl: [text, AJAX_URL],
      prefix: [text, 'wc_order_attribution_'],
      allowTracking: [flag, true],
      // Ours (the WP Consent API integration): store nothing until the visitor consents to this category.
      consentRequired: [flag, false],
      consentCategory: [text, 'marketing'],
    }),
    {
      lifetime: 0.00001,
      session: 30,
      base64: false,
      ajaxurl: AJAX_URL,
      prefix: 'wc_order_attribution_',
      allowTracking: true,
      consentRequired: false,
      consentCategory: 'marketing',
    },
  ],
  fields: [recordOf(text), {} as Record<string, string>],
});

export const swatchesParams = /* @__PURE__ */ paramsReader('woo_variation_swatches_options', {
  show_variation_label: [flag, true],
  clear_on_reselect: [flag, false],
  variation_label_separator: [text, SWATCH_LABEL_SEPARATOR],
  is_mobile: [flag, false],
  show_variation_stock: [flag, false],
  stock_label_threshold: [numeric, STOCK_LABEL_THRESHOLD],
  cart_redirect_after_add: [flag, true],
  enable_ajax_add_to_cart: [flag, true],
  cart_url: [text, CART_URL],
  is_cart: [flag, false],
  clickable_out_of_stock: [flag, false],
  deselect_unavailable: [flag, false],
  disable_out_of_stock: [flag, false],
  out_of_stock_tooltip_text: [text, '(Niedostępny)'],
  unavailable_tooltip_text: [text, '(Niedostępny)'],
});

/** Salient's theme options: all strings in the page; the shop's values as defaults. */
export const themeOptions = /* @__PURE__ */ paramsReader('nectarOptions', {
  delay_js: [flag, false],
  smooth_scroll: [flag, false],
  smooth_scroll_strength: [numeric, 50],
  quick_search: [flag, true],
  react_compat: [text, 'disabled'],
  header_entrance: [flag, false],
  body_border_func: [text, 'default'],
  disable_box_roll_mobile: [flag, false],
  body_border_mobile: [numeric, 0],
  dropdown_hover_intent: [text, 'default'],
  simplify_ocm_mobile: [flag, false],
  mobile_header_format: [text, 'centered-menu'],
  ocm_btn_position: [text, 'default'],
  left_header_dropdown_func: [text, 'default'],
  ajax_add_to_cart: [flag, false],
  ocm_remove_ext_menu_items: [text, 'remove_images'],
  woo_product_filter_toggle: [flag, false],
  woo_sidebar_toggles: [flag, true],
  woo_sticky_sidebar: [flag, false],
  woo_minimal_product_hover: [text, 'default'],
  woo_minimal_product_effect: [text, 'default'],
  woo_related_upsell_carousel: [flag, false],
  woo_product_variable_select: [text, 'default'],
  woo_using_cart_addons: [flag, false],
  view_transitions_effect: [text, ''],
});

export const loveParams = /* @__PURE__ */ paramsReader('nectarLove', {
  ajaxurl: [text, AJAX_URL],
  postID: [text, ''],
  rooturl: [text, '/'],
  disqusComments: [flag, false],
  loveNonce: [text, ''],
  mapApiKey: [text, ''],
});

/** Salient's front-end labels; Polish defaults when the theme printed none. */
export const themeI18n = /* @__PURE__ */ paramsReader('nectar_front_i18n', {
  menu: [text, 'Menu'],
  next: [text, 'Następny'],
  previous: [text, 'Poprzedni'],
  close: [text, 'Zamknij'],
});

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
  versionString: [text, 'wp/v2/'],
});

/** WooCommerce's classic checkout params (`wc_checkout_params`, handle `wc-checkout`). */
export const checkoutParams = /* @__PURE__ */ paramsReader('wc_checkout_params', {
  wc_ajax_url: [text, WC_AJAX_URL],
  update_order_review_nonce: [text, ''],
  is_checkout: [flag, false],
});

/** The Store API nonce WooCommerce Blocks prints (`wcBlocksMiddlewareConfig`, handle `wc-blocks-middleware`). */
export const storeApiParams = /* @__PURE__ */ paramsReader('wcBlocksMiddlewareConfig', {
  storeApiNonce: [text, ''],
});
