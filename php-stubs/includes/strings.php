<?php
/**
 * The words the islands take from WooCommerce's ('woocommerce') and WordPress's ('default') translations, as
 * their l10n() calls name them. Written by `npm run i18n` from the islands' sources: do not edit.
 *
 * @package WC_Islands
 */

defined( 'ABSPATH' ) || exit;

/**
 * Domain => msgid => the msgid in the site's language.
 *
 * @return array
 */
function wc_islands_translated_strings() {
	// phpcs:disable WordPress.WP.I18n.TextDomainMismatch -- these are WooCommerce's and WordPress's own strings.
	return array(
		'woocommerce' => array(
			'Close (Esc)' => __( 'Close (Esc)', 'woocommerce' ),
			'Next' => __( 'Next', 'woocommerce' ),
			'Next (arrow right)' => __( 'Next (arrow right)', 'woocommerce' ),
			'Previous' => __( 'Previous', 'woocommerce' ),
			'Previous (arrow left)' => __( 'Previous (arrow left)', 'woocommerce' ),
			'This product cannot be added to the cart.' => __( 'This product cannot be added to the cart.', 'woocommerce' ),
			'Toggle fullscreen' => __( 'Toggle fullscreen', 'woocommerce' ),
		),
		'default' => array(
			'(opens in a new tab)' => __( '(opens in a new tab)' ),
			'An unknown error occurred.' => __( 'An unknown error occurred.' ),
			'Media upload failed. If this is a photo or a large image, please scale it down and try again.' => __( 'Media upload failed. If this is a photo or a large image, please scale it down and try again.' ),
			'The response is not a valid JSON response.' => __( 'The response is not a valid JSON response.' ),
			'You are probably offline.' => __( 'You are probably offline.' ),
		),
	);
}
