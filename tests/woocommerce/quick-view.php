<?php
/**
 * Plugin Name: Quick view in the test shop
 * Description: For the real-WooCommerce suite only (a must-use plugin the script copies in), about Addonify's
 * quick view. A browser carrying the cookie islands_quick_view=off gets the shop without it, as if it were not
 * installed: its script puts jQuery on every page, so the flows about a shop whose plugins need no jQuery ask
 * for the shop without it, as they do for the test gateway. And Addonify's one known PHP notice stays out of
 * the log, which must show everything else.
 */

defined( 'ABSPATH' ) || exit;

if ( isset( $_COOKIE['islands_quick_view'] ) && 'off' === $_COOKIE['islands_quick_view'] ) { // phpcs:ignore WordPress.Security.ValidatedSanitizedInput
	add_filter(
		'option_active_plugins',
		function ( $plugins ) {
			return array_values( array_diff( (array) $plugins, array( 'addonify-quick-view/addonify-quick-view.php' ) ) );
		}
	);
}

// Addonify 1.2.15 reads its translated labels before `init` on every request, which WordPress 6.7 and later
// note once per request; the note is about Addonify's loading order, not about what the flows test.
add_filter(
	'doing_it_wrong_trigger_error',
	function ( $trigger, $function_name, $message ) {
		if ( '_load_textdomain_just_in_time' === $function_name && false !== strpos( (string) $message, '<code>addonify-quick-view</code>' ) ) {
			return false;
		}
		return $trigger;
	},
	10,
	3
);
