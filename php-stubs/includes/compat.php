<?php
/**
 * WooCommerce: the version the islands need, the features they declare compatible, and standing down (with
 * an admin notice) where WooCommerce is missing or older.
 *
 * @package WC_Islands
 */

defined( 'ABSPATH' ) || exit;

/**
 * The oldest WooCommerce whose markup the islands are tested on (the plugin header's `WC requires at least`).
 *
 * @return string
 */
function wc_islands_woocommerce_requirement() {
	return '8.9';
}

/**
 * The running WooCommerce's version, or '' when WooCommerce is not loaded.
 *
 * @return string
 */
function wc_islands_woocommerce_version() {
	return defined( 'WC_VERSION' ) ? (string) WC_VERSION : '';
}

/**
 * Whether WooCommerce is loaded and recent enough for the islands.
 *
 * @return bool
 */
function wc_islands_woocommerce_ready() {
	$version = wc_islands_woocommerce_version();
	return '' !== $version && version_compare( $version, wc_islands_woocommerce_requirement(), '>=' );
}

/**
 * Declares the plugin compatible with WooCommerce's order tables (HPOS) and the cart and checkout blocks
 * (before_woocommerce_init): it reads and writes no orders, and it leaves block pages to WooCommerce's own
 * scripts (the order-attribution island only adds the visit to the block checkout's extension data).
 */
function wc_islands_declare_woocommerce_features() {
	$util = 'Automattic\WooCommerce\Utilities\FeaturesUtil';
	if ( ! class_exists( $util ) || ! method_exists( $util, 'declare_compatibility' ) ) {
		return;
	}
	foreach ( wc_islands_compatible_features() as $feature ) {
		call_user_func( array( $util, 'declare_compatibility' ), $feature, WC_ISLANDS_FILE, true );
	}
}

/**
 * The WooCommerce features the plugin declares itself compatible with.
 *
 * @return string[]
 */
function wc_islands_compatible_features() {
	return array( 'custom_order_tables', 'cart_checkout_blocks' );
}

/**
 * On plugins_loaded (WooCommerce has defined its version by then): without WooCommerce, or with one older
 * than the islands need, the plugin takes back every front-end hook it added while loading, so the theme's
 * pages keep their classic scripts, and tells the administrator why.
 */
function wc_islands_check_woocommerce() {
	if ( wc_islands_woocommerce_ready() ) {
		return;
	}
	wc_islands_remove_loading_hooks();
	add_action( 'admin_notices', 'wc_islands_woocommerce_notice' );
}

/**
 * Removes the plugin's own callbacks (`wc_islands_*` functions) that the main file and the includes added while
 * the plugin loaded, all of which work on the shop's pages; keeps these checks, the translations' loading and
 * the admin hooks (added later, on plugins_loaded).
 */
function wc_islands_remove_loading_hooks() {
	global $wp_filter;
	$keep = array( 'wc_islands_check_woocommerce', 'wc_islands_declare_woocommerce_features', 'wc_islands_load_textdomain', 'wc_islands_add_admin_hooks' );
	foreach ( is_array( $wp_filter ) ? $wp_filter : array() as $hook => $registered ) {
		$callbacks = is_object( $registered ) && isset( $registered->callbacks ) ? $registered->callbacks : array();
		foreach ( $callbacks as $priority => $entries ) {
			foreach ( $entries as $entry ) {
				$function = isset( $entry['function'] ) ? $entry['function'] : null;
				if ( is_string( $function ) && 0 === strpos( $function, 'wc_islands_' ) && ! in_array( $function, $keep, true ) ) {
					remove_filter( $hook, $function, $priority );
				}
			}
		}
	}
}

/**
 * The admin notice shown while the plugin stands down.
 */
function wc_islands_woocommerce_notice() {
	if ( ! current_user_can( 'activate_plugins' ) ) {
		return;
	}
	$version = wc_islands_woocommerce_version();
	if ( '' === $version ) {
		/* translators: %s: the oldest WooCommerce version the plugin works with, e.g. 8.9. */
		$message = sprintf( __( 'WC Islands needs WooCommerce %s or later, and WooCommerce is not active. Until it is, the shop keeps its classic scripts.', 'wc-islands' ), wc_islands_woocommerce_requirement() );
	} else {
		/* translators: 1: the oldest WooCommerce version the plugin works with, e.g. 8.9; 2: the version installed. */
		$message = sprintf( __( 'WC Islands needs WooCommerce %1$s or later; this site runs %2$s. Until WooCommerce is updated, the shop keeps its classic scripts.', 'wc-islands' ), wc_islands_woocommerce_requirement(), $version );
	}
	printf( '<div class="notice notice-warning"><p>%s</p></div>', esc_html( $message ) );
}

/**
 * Loads the plugin's own translations (admin screens; the islands' strings come as JSON files) from the
 * folder the build writes them to.
 */
function wc_islands_load_textdomain() {
	load_plugin_textdomain( WC_ISLANDS_TEXT_DOMAIN, false, dirname( plugin_basename( WC_ISLANDS_FILE ) ) . '/dist/languages' );
}
