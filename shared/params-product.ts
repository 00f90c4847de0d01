/** The params globals of product pages (variations, swatches, the single-product script, Salient's love button). Apart, so a page loads only the readers its islands use. */
import { STOCK_LABEL_THRESHOLD, SWATCH_LABEL_SEPARATOR } from './constants';
import { flag, listOf, numeric, record, recordOrList, text } from './php-read';
import { AJAX_URL, WC_AJAX_URL, paramsReader } from './params-reader';

export const addToCartVariationParams = /* @__PURE__ */ paramsReader('wc_add_to_cart_variation_params', {
  wc_ajax_url: [text, WC_AJAX_URL],
  i18n_no_matching_variations_text: [
    text,
    'Sorry, no product matches your selection. Please choose a different combination.',
  ],
  i18n_make_a_selection_text: [text, 'Choose product options before adding it to the cart.'],
  i18n_unavailable_text: [text, 'Sorry, this product is unavailable. Please choose a different combination.'],
  // Printed from WooCommerce 9.6; before, Clear announced nothing (better than words in another language).
  i18n_reset_alert_text: [text, ''],
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
  flexslider_enabled: [flag, false],
});

export const swatchesParams = /* @__PURE__ */ paramsReader('woo_variation_swatches_options', {
  show_variation_label: [flag, true],
  clear_on_reselect: [flag, false],
  variation_label_separator: [text, SWATCH_LABEL_SEPARATOR],
  show_variation_stock: [flag, false],
  stock_label_threshold: [numeric, STOCK_LABEL_THRESHOLD],
  clickable_out_of_stock: [flag, false],
  deselect_unavailable: [flag, false],
  disable_out_of_stock: [flag, false],
  // Printed by the plugin's Pro version; without them its tooltips have no second line, and ours neither.
  out_of_stock_tooltip_text: [text, ''],
  unavailable_tooltip_text: [text, ''],
});

export const loveParams = /* @__PURE__ */ paramsReader('nectarLove', {
  ajaxurl: [text, AJAX_URL],
  loveNonce: [text, ''],
});
