<?php
/**
 * Settings: flavour, loading mode, hydration strategies and the classic scripts the islands replace.
 *
 * @package WC_Islands
 */

defined( 'ABSPATH' ) || exit;

/**
 * Hydration strategies the loader understands (shared/registry.ts).
 *
 * @return string[]
 */
function wc_islands_strategies() {
	return array( 'load', 'idle', 'visible', 'interaction', 'media' );
}

/**
 * Defaults of the `wc_islands_settings` filter.
 *
 * @return array
 */
function wc_islands_default_settings() {
	$dir = plugin_dir_path( WC_ISLANDS_FILE ) . 'dist/';
	return array(
		// 'preact' (bundled, self-contained) or 'react' (WordPress's react, react-dom, react-jsx-runtime).
		'flavour'                      => 'preact',
		// 'auto': a script module where WordPress has them (6.5+), else a classic <script type="module">.
		'mode'                         => 'auto',
		// Island name => strategy ('load', 'idle', 'visible', 'interaction', or 'media:<media query>').
		'strategies'                   => array(),
		// Add data-island to the roots WordPress and WooCommerce let us reach (includes/markup.php).
		'mark_roots'                   => true,
		// Print the Jed translations for the loader (loads wp-i18n).
		'translations'                 => true,
		'dist_dir'                     => $dir,
		'dist_url'                     => plugin_dir_url( WC_ISLANDS_FILE ) . 'dist/',
		'languages_dir'                => $dir . 'languages',
		// Order attribution: store nothing until the visitor consents (WP Consent API), and in which category.
		'attribution_consent_required' => false,
		'attribution_consent_category' => 'marketing',
	);
}

/**
 * The settings after the `wc_islands_settings` filter, normalised.
 *
 * @return array
 */
function wc_islands_settings() {
	$defaults = wc_islands_default_settings();
	$settings = apply_filters( 'wc_islands_settings', $defaults );
	$settings = wp_parse_args( is_array( $settings ) ? $settings : array(), $defaults );

	if ( ! in_array( $settings['flavour'], array( 'preact', 'react' ), true ) ) {
		$settings['flavour'] = 'preact';
	}
	if ( ! in_array( $settings['mode'], array( 'auto', 'module', 'classic' ), true ) ) {
		$settings['mode'] = 'auto';
	}
	$strategies = array();
	foreach ( (array) $settings['strategies'] as $island => $strategy ) {
		$parsed = wc_islands_parse_strategy( $strategy );
		if ( $parsed ) {
			$strategies[ sanitize_key( $island ) ] = $parsed;
		}
	}
	$settings['strategies']    = $strategies;
	$settings['mark_roots']    = (bool) $settings['mark_roots'];
	$settings['translations']  = (bool) $settings['translations'];
	$settings['dist_dir']      = trailingslashit( (string) $settings['dist_dir'] );
	$settings['dist_url']      = trailingslashit( (string) $settings['dist_url'] );
	$settings['languages_dir'] = untrailingslashit( (string) $settings['languages_dir'] );

	// A WP Consent API category ('marketing', 'statistics', …); empty or not a string: 'marketing'.
	$category = $settings['attribution_consent_category'];
	$category = is_string( $category ) ? sanitize_key( $category ) : '';

	$settings['attribution_consent_required'] = (bool) $settings['attribution_consent_required'];
	$settings['attribution_consent_category'] = '' !== $category ? $category : 'marketing';
	return $settings;
}

/**
 * Splits 'media:(min-width: 1000px)' into strategy and media query; null for an unknown strategy.
 *
 * @param mixed $value Strategy from the settings.
 * @return array|null array( 'strategy' => string, 'media' => string )
 */
function wc_islands_parse_strategy( $value ) {
	if ( ! is_string( $value ) ) {
		return null;
	}
	$parts    = explode( ':', $value, 2 );
	$strategy = trim( $parts[0] );
	if ( ! in_array( $strategy, wc_islands_strategies(), true ) ) {
		return null;
	}
	$media = 'media' === $strategy && isset( $parts[1] ) ? trim( $parts[1] ) : '';
	return array(
		'strategy' => $strategy,
		'media'    => $media,
	);
}

/**
 * The classic scripts the islands replace: handle => what replaces it.
 *
 * @return array
 */
function wc_islands_replaceable_scripts() {
	return array(
		// WooCommerce.
		'woocommerce'               => 'store-notice, coming-soon-banner, password-toggle',
		'wc-add-to-cart'            => 'add-to-cart',
		'wc-cart-fragments'         => 'cart-fragments, mini-cart',
		'wc-add-to-cart-variation'  => 'variation-form',
		'wc-single-product'         => 'tabs, review-rating, gallery',
		'wc-zoom'                   => 'gallery',
		'wc-flexslider'             => 'gallery',
		'wc-photoswipe'             => 'gallery',
		'wc-photoswipe-ui-default'  => 'gallery',
		'sourcebuster-js'           => 'order-attribution',
		'wc-order-attribution'      => 'order-attribution',
		// Variation Swatches for WooCommerce.
		'woo-variation-swatches'    => 'variation-form',
		// Salient (its options objects are localized on nectar-frontend) and Salient Social (love button).
		'nectar-frontend'           => 'header, sidebar, related-products, account-tabs, gallery, fullscreen-header, fullscreen-zoom',
		'nectar-single-product'     => 'gallery',
		'salient-social'            => 'love',
	);
}

/**
 * Handles to replace on this request. `wc_islands_replaced_scripts` filters the whole list;
 * `wc_islands_replace_<handle>` (true/false) switches one.
 *
 * @return string[]
 */
function wc_islands_replaced_scripts() {
	$handles = apply_filters( 'wc_islands_replaced_scripts', array_keys( wc_islands_replaceable_scripts() ) );
	$out     = array();
	foreach ( (array) $handles as $handle ) {
		if ( is_string( $handle ) && '' !== $handle && apply_filters( "wc_islands_replace_{$handle}", true ) ) {
			$out[] = $handle;
		}
	}
	return $out;
}
