/**
 * Every business constant and timing of the shop, named once. Islands import from here instead of
 * repeating numbers, so a changed constant is changed in one place. The loader's boot file carries this
 * module, so a constant only one island reads (a text, a list) is that island's own, named once there.
 */

// Cart and add-to-cart
export const CART_URL = '/koszyk/';
export const FRAGMENT_REQUEST_TIMEOUT_MS = 5000;
export const FRAGMENT_EXPIRY_MS = 86_400_000; // 24 h
export const FRAGMENT_DIM_OPACITY = 0.6;
/** Ours, not the spec's: WooCommerce waits for ever; past this an add or remove is given up (the link works). */
export const CART_REQUEST_TIMEOUT_MS = 8000;
/** Ours too: every other call (variation lookups, REST, admin-ajax, the nonce refresh) gives up after this. */
export const REQUEST_TIMEOUT_MS = 8000;

// Timings and offsets
export const ANNOUNCE_DELAY_MS = 1000;
export const ALERT_FOCUS_DELAY_MS = 500;
export const RESULT_COUNT_ANNOUNCE_DELAY_MS = 2000;
export const NOTICE_SCROLL_OFFSET_PX = 100;
export const NOTICE_SCROLL_DURATION_MS = 1000;
export const FIELD_DESCRIPTION_SLIDE_MS = 250;
export const RELATED_FADE_IN_DELAY_MS = 100;
export const VARIATION_INITIAL_CHECK_MS = 100;
export const VARIATION_DISPLAY_DELAY_MS = 300;
export const VARIATION_SLIDE_MS = 200;
export const SWATCH_REINIT_AFTER_REQUEST_MS = 1000;

// Gallery (lightbox on, zoom off, slider off; lightbox without sharing, close-on-scroll, history, animations)
export const GALLERY_LIGHTBOX = true;
export const GALLERY_ZOOM = false;
export const GALLERY_SLIDER = false;
export const GALLERY_SLIDE_ANIMATION_MS = 500;
export const LIGHTBOX_ANIMATION_MS = 0;

// Variation swatches
export const SWATCH_LABEL_SEPARATOR = ':';
export const STOCK_LABEL_THRESHOLD = 5;
export const AJAX_VARIATION_THRESHOLD_MIN = 125;
export const AJAX_VARIATION_THRESHOLD_MAX = 100;

// Reviews
export const RATING_MIN = 1;
export const RATING_MAX = 5;

// Order attribution and tracking
export const ATTRIBUTION_COOKIE_LIFETIME_MONTHS = 0.00001;
export const TRACKING_DEFAULT_LIFETIME_MONTHS = 6;
export const ATTRIBUTION_SESSION_MINUTES = 30;
export const PROMO_CODE_MIN = 100_000;
export const PROMO_CODE_MAX = 999_999;
export const DIRECT_SOURCE = '(direct)';
export const DIRECT_MEDIUM = '(none)';

// Theme
export const DESKTOP_BREAKPOINT_PX = 1000;
/** The most a mobile browser's bars change the window height by when they show or hide while scrolling. */
export const BROWSER_BARS_MAX_PX = 150;
export const SMOOTH_SCROLL_STRENGTH = 50;

// Locale
export const LOCALE = 'pl';
