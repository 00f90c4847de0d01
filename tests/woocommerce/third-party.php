<?php
/**
 * Plugin Name: Third-party plugins in the test shop
 * Description: For the real-WooCommerce suite only (a must-use plugin the script copies in): the plugins of the
 * compatibility matrix (tests/woocommerce/setup-plugins.php installs those the site has) load only for a
 * browser whose cookie islands_plugins names them, so each runs for its own flows and nothing else of the suite
 * sees it. CartFlows' swatches take the place of the shop's Variation Swatches (both draw the same selects).
 * Such a page also lists, as JSON in #islands-test-jquery-users, the scripts printed on it that declare jQuery,
 * which the flows report as why jQuery stays on it.
 */

defined( 'ABSPATH' ) || exit;

/** The matrix: each plugin's key (its wordpress.org slug) and main file. */
function islands_test_third_party_plugins() {
	return array(
		'variation-swatches-woo'    => 'variation-swatches-woo/variation-swatches-woo.php',
		'yith-woocommerce-wishlist' => 'yith-woocommerce-wishlist/init.php',
		'side-cart-woocommerce'     => 'side-cart-woocommerce/xoo-wsc-main.php',
		'woo-ajax-add-to-cart'      => 'woo-ajax-add-to-cart/woo-ajax-add-to-cart.php',
		'flexible-checkout-fields'  => 'flexible-checkout-fields/flexible-checkout-fields.php',
	);
}

/** The keys the browser's cookie asks for. */
function islands_test_wanted_plugins() {
	$cookie = isset( $_COOKIE['islands_plugins'] ) ? sanitize_text_field( wp_unslash( $_COOKIE['islands_plugins'] ) ) : ''; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput
	return array_filter( explode( ',', $cookie ) );
}

// The matrix's plugins are stored inactive (setup-plugins.php activates them once, for their activation hooks
// and defaults, then takes them off the stored list): the cookie adds them to a request's list. Adding rather
// than hiding keeps them out of what wp-admin writes back when it switches another plugin.
add_filter(
	'option_active_plugins',
	function ( $plugins ) {
		$wanted = islands_test_wanted_plugins();
		$matrix = islands_test_third_party_plugins();
		$on     = array();
		foreach ( $wanted as $key ) {
			if ( isset( $matrix[ $key ] ) && file_exists( WP_PLUGIN_DIR . '/' . $matrix[ $key ] ) ) {
				$on[] = $matrix[ $key ];
			}
		}
		if ( ! $on ) {
			return $plugins;
		}
		$plugins = (array) $plugins;
		// CartFlows' swatches take the place of Variation Swatches.
		if ( in_array( 'variation-swatches-woo', $wanted, true ) ) {
			$plugins = array_diff( $plugins, array( 'woo-variation-swatches/woo-variation-swatches.php' ) );
		}
		return array_values( array_unique( array_merge( $plugins, $on ) ) );
	}
);

if ( islands_test_wanted_plugins() ) {
	add_action(
		'wp_print_footer_scripts',
		function () {
			$scripts = wp_scripts();
			$users   = array();
			foreach ( $scripts->done as $handle ) {
				$script = $scripts->registered[ $handle ] ?? null;
				if ( $script && $script->src && array_intersect( array( 'jquery', 'jquery-core' ), (array) $script->deps ) ) {
					$users[ $handle ] = ltrim( wp_make_link_relative( strtok( (string) $script->src, '?' ) ), '/' );
				}
			}
			printf( '<script type="application/json" id="islands-test-jquery-users">%s</script>', wp_json_encode( $users ) );
		},
		100
	);
}
