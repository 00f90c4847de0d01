<?php
/**
 * Settings: flavour, loading mode, hydration strategies; the build's manifest and the classic scripts it says
 * the islands replace.
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
	$dir   = plugin_dir_path( WC_ISLANDS_FILE ) . 'dist/';
	$saved = wc_islands_saved_options();
	return array(
		// 'preact' (bundled, self-contained) or 'react' (WordPress's react, react-dom, react-jsx-runtime): the
		// settings page's choice (includes/admin.php), 'preact' until one is saved.
		'flavour'                      => $saved['flavour'],
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
 * The build's manifest, dist/<flavour>/manifest.json (the preact one when the chosen flavour's is missing):
 * each island's chunk, strategy and adopt selector, the page services, and the classic script handles each
 * island replaces (`replaces`: handle => names). Read and decoded once per request for each file. A missing
 * or unreadable manifest gives a notice and an empty array, so nothing is replaced.
 *
 * @return array
 */
function wc_islands_manifest() {
	static $manifests = array();
	$settings = wc_islands_settings();
	$file     = $settings['dist_dir'] . $settings['flavour'] . '/manifest.json';
	if ( 'preact' !== $settings['flavour'] && ! is_readable( $file ) ) {
		$file = $settings['dist_dir'] . 'preact/manifest.json';
	}
	if ( ! isset( $manifests[ $file ] ) ) {
		$manifests[ $file ] = wc_islands_read_manifest( $file );
	}
	return $manifests[ $file ];
}

/**
 * Decodes one manifest file; an empty array, with a notice, when it is missing, not JSON or has no `replaces`.
 *
 * @param string $file Path of a dist/<flavour>/manifest.json.
 * @return array
 */
function wc_islands_read_manifest( $file ) {
	if ( ! is_readable( $file ) ) {
		wc_islands_manifest_notice( sprintf( '%s is missing: the plugin has not been built (npm run build), so no classic script is replaced.', $file ) );
		return array();
	}
	$manifest = json_decode( (string) file_get_contents( $file ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
	if ( ! is_array( $manifest ) ) {
		wc_islands_manifest_notice( sprintf( '%1$s is not valid JSON (%2$s), so no classic script is replaced.', $file, json_last_error_msg() ) );
		return array();
	}
	if ( ! isset( $manifest['replaces'] ) || ! is_array( $manifest['replaces'] ) ) {
		wc_islands_manifest_notice( sprintf( '%s has no replaces list (an older build?), so no classic script is replaced.', $file ) );
		return array();
	}
	return $manifest;
}

/**
 * Reports a manifest problem: _doing_it_wrong() in WordPress (shown with WP_DEBUG), else the PHP error log.
 *
 * @param string $message What is wrong.
 */
function wc_islands_manifest_notice( $message ) {
	if ( function_exists( '_doing_it_wrong' ) ) {
		_doing_it_wrong( 'wc_islands_manifest', esc_html( $message ), esc_html( WC_ISLANDS_VERSION ) );
		return;
	}
	error_log( 'WC Islands: ' . $message ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- outside WordPress only.
}

/**
 * The classic scripts the islands replace: handle => what replaces it ('cart-fragments, mini-cart'), from the
 * manifest's `replaces` (widgets/manifest.json in the sources). Empty when the manifest cannot be read.
 *
 * @return array
 */
function wc_islands_replaceable_scripts() {
	$manifest = wc_islands_manifest();
	$scripts  = array();
	foreach ( isset( $manifest['replaces'] ) ? $manifest['replaces'] : array() as $handle => $islands ) {
		if ( ! is_string( $handle ) || '' === $handle || ! is_array( $islands ) ) {
			continue;
		}
		$names = array_filter( $islands, 'is_string' );
		if ( $names ) {
			$scripts[ $handle ] = implode( ', ', $names );
		}
	}
	return $scripts;
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
