<?php
/**
 * The loader (script module or classic module script), its translations, and the replaced classic scripts.
 *
 * @package WC_Islands
 */

defined( 'ABSPATH' ) || exit;

/**
 * WordPress handles the react flavour reads through window.React, window.ReactDOM and window.ReactJSXRuntime.
 *
 * @return string[]
 */
function wc_islands_react_handles() {
	return array( 'react', 'react-dom', 'react-jsx-runtime' );
}

/**
 * The flavour to load: 'react' only where WordPress registers all three React handles (react-jsx-runtime
 * arrived in 6.6), else 'preact'.
 *
 * @param string $wanted Flavour from the settings.
 * @return string
 */
function wc_islands_resolve_flavour( $wanted ) {
	if ( 'react' !== $wanted ) {
		return 'preact';
	}
	foreach ( wc_islands_react_handles() as $handle ) {
		if ( ! wp_script_is( $handle, 'registered' ) ) {
			return 'preact';
		}
	}
	return 'react';
}

/**
 * Reads dist/<flavour>/islands.asset.php (written by build.mjs).
 *
 * @param string $dist_dir Folder holding the flavours, with a trailing slash.
 * @param string $flavour  'preact' or 'react'.
 * @return array|null array( 'dependencies' => string[], 'version' => string )
 */
function wc_islands_asset( $dist_dir, $flavour ) {
	$file = $dist_dir . $flavour . '/islands.asset.php';
	if ( ! is_readable( $file ) ) {
		return null;
	}
	$asset = require $file;
	if ( ! is_array( $asset ) || ! isset( $asset['version'] ) ) {
		return null;
	}
	return array(
		'dependencies' => isset( $asset['dependencies'] ) ? array_values( (array) $asset['dependencies'] ) : array(),
		'version'      => (string) $asset['version'],
	);
}

/**
 * Whether to register the loader as a script module (WordPress 6.5+) rather than a classic script.
 *
 * @param array $settings Settings.
 * @return bool
 */
function wc_islands_use_script_module( $settings ) {
	if ( 'classic' === $settings['mode'] ) {
		return false;
	}
	return function_exists( 'wp_register_script_module' ) && function_exists( 'wp_enqueue_script_module' );
}

/**
 * Registers and enqueues the loader on the front end (wp_enqueue_scripts).
 */
function wc_islands_enqueue_loader() {
	if ( is_admin() ) {
		return;
	}
	$settings = wc_islands_settings();
	$flavour  = wc_islands_resolve_flavour( $settings['flavour'] );
	$asset    = wc_islands_asset( $settings['dist_dir'], $flavour );
	if ( null === $asset && 'react' === $flavour ) {
		$flavour = 'preact';
		$asset   = wc_islands_asset( $settings['dist_dir'], $flavour );
	}
	if ( null === $asset ) {
		return; // Not built: nothing to load.
	}
	$src      = $settings['dist_url'] . $flavour . '/islands.js';
	$manifest = wc_islands_read_manifest( $settings['dist_dir'] . $flavour . '/manifest.json' );
	wc_islands_preload_urls( $settings['dist_url'] . $flavour . '/', $manifest );
	wc_islands_add_jquery_api_queue( $settings['dist_url'] . $flavour . '/', $manifest );
	wc_islands_add_gallery_style( $settings['dist_dir'] . $flavour . '/islands.css' );

	if ( wc_islands_use_script_module( $settings ) ) {
		// The react flavour reads WordPress's React from globals: classic scripts, printed before any module runs.
		foreach ( $asset['dependencies'] as $dependency ) {
			wp_enqueue_script( $dependency );
		}
		wp_register_script_module( WC_ISLANDS_HANDLE, $src, array(), $asset['version'] );
		wp_enqueue_script_module( WC_ISLANDS_HANDLE );
		// Async only without classic dependencies: modules are printed before the footer's classic scripts, and
		// the react flavour reads WordPress's React globals as it runs, so it stays deferred.
		wc_islands_module_is_async( empty( $asset['dependencies'] ) );
		if ( $settings['translations'] ) {
			wc_islands_print_module_translations( $settings['languages_dir'] );
		}
		return;
	}

	// Classic path: a footer script printed as <script type="module"> (wc_islands_module_script_tag).
	wp_register_script( WC_ISLANDS_HANDLE, $src, $asset['dependencies'], $asset['version'], true );
	if ( $settings['translations'] ) {
		wp_set_script_translations( WC_ISLANDS_HANDLE, WC_ISLANDS_TEXT_DOMAIN, $settings['languages_dir'] );
	}
	wp_enqueue_script( WC_ISLANDS_HANDLE );
}

/**
 * The product gallery's layout before its island mounts (the build's islands.css), inline in the head of a
 * product page whose gallery the island drives: the slider's viewport and thumbnail row as the slider lays
 * them out, so mounting after the first paint moves nothing (ADR 29). Inline, since a stylesheet request would
 * hold the first paint; WooCommerce's own slider (wc-single-product kept) lays the gallery out otherwise.
 *
 * @param string $css_file The flavour's islands.css.
 */
function wc_islands_add_gallery_style( $css_file ) {
	if ( ! function_exists( 'is_product' ) || ! is_product() || ! is_readable( $css_file ) ) {
		return;
	}
	if ( ! in_array( 'wc-single-product', wc_islands_replaced_scripts(), true ) ) {
		return;
	}
	wp_register_style( WC_ISLANDS_HANDLE, false, array(), WC_ISLANDS_VERSION );
	wp_enqueue_style( WC_ISLANDS_HANDLE );
	wp_add_inline_style( WC_ISLANDS_HANDLE, (string) file_get_contents( $css_file ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a file of the plugin.
}

/**
 * The files every page needs right after the loader, as URLs: the build's manifest lists them (`preload`). Set
 * when the loader is enqueued (with its flavour's folder URL and manifest); called without arguments, read.
 *
 * @param string|null $folder_url The flavour's dist URL with a trailing slash, or null to read.
 * @param array       $manifest   That flavour's manifest.
 * @return string[]
 */
function wc_islands_preload_urls( $folder_url = null, $manifest = array() ) {
	static $urls = array();
	if ( null !== $folder_url ) {
		$urls  = array();
		$files = isset( $manifest['preload'] ) && is_array( $manifest['preload'] ) ? $manifest['preload'] : array();
		foreach ( $files as $file ) {
			// Only the build's own chunk names: the manifest is a file on disk, not trusted to be well formed.
			if ( is_string( $file ) && preg_match( '#^chunks/[A-Za-z0-9_-]+\.js$#', $file ) ) {
				$urls[] = $folder_url . $file;
			}
		}
	}
	return $urls;
}

/**
 * The jQuery plugin names of the replaced scripts (the manifest's `jqueryApi`: `wc_variation_form`,
 * `wc_product_gallery`, …) whose handles are replaced on this request.
 *
 * @param array $manifest The flavour's manifest.
 * @return string[]
 */
function wc_islands_jquery_api_names( $manifest ) {
	$api   = isset( $manifest['jqueryApi'] ) && is_array( $manifest['jqueryApi'] ) ? $manifest['jqueryApi'] : array();
	$names = array();
	foreach ( array_intersect_key( $api, array_flip( wc_islands_replaced_scripts() ) ) as $list ) {
		foreach ( (array) $list as $name ) {
			if ( is_string( $name ) && preg_match( '/^[A-Za-z_]\w*$/', $name ) ) {
				$names[] = $name;
			}
		}
	}
	return $names;
}

/**
 * Keeps WooCommerce's jQuery API callable from the moment jQuery is: plugins and themes call the jQuery plugins
 * of the scripts the islands replace (a quick view's `$( form ).wc_variation_form()`). A small script right
 * after jQuery (`jquery`'s `after` inline script, so only pages that print jQuery get it) queues those calls
 * until the runtime's jQuery chunk answers them, and preloads that chunk.
 *
 * @param string $folder_url The flavour's dist URL with a trailing slash.
 * @param array  $manifest   That flavour's manifest.
 */
function wc_islands_add_jquery_api_queue( $folder_url, $manifest ) {
	$names = wc_islands_jquery_api_names( $manifest );
	$file  = plugin_dir_path( WC_ISLANDS_FILE ) . 'assets/jquery-api-queue.js';
	if ( ! $names || ! wp_script_is( 'jquery', 'registered' ) || ! is_readable( $file ) ) {
		return;
	}
	$chunk  = isset( $manifest['jquery'] ) && is_string( $manifest['jquery'] ) && preg_match( '#^chunks/[A-Za-z0-9_-]+\.js$#', $manifest['jquery'] ) ? $folder_url . $manifest['jquery'] : '';
	// The function expression without its leading comments and closing semicolon: the call follows it.
	$source = file_get_contents( $file ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a file of the plugin.
	$source = rtrim( (string) preg_replace( '#^\s*(/\*.*?\*/\s*)+#s', '', (string) $source ), "; \n" );
	$script = sprintf( '%1$s( window.jQuery, %2$s, %3$s );', $source, wp_json_encode( $names ), wp_json_encode( $chunk ) );
	$after  = wp_scripts()->get_data( 'jquery', 'after' );
	if ( ! is_array( $after ) || ! in_array( $script, $after, true ) ) {
		wp_add_inline_script( 'jquery', $script, 'after' );
	}
}

/**
 * Prints a `<link rel="modulepreload">` per boot file in the head (wp_head), so the browser fetches them
 * beside the loader instead of finding them import by import, at the loader's low priority. No query string:
 * the loader's imports name the files bare, and their names change with their content.
 */
function wc_islands_print_preloads() {
	foreach ( wc_islands_preload_urls() as $url ) {
		printf( "<link rel=\"modulepreload\" href=\"%s\" fetchpriority=\"low\">\n", esc_url( $url ) );
	}
}

/**
 * Script modules get no translations before WordPress 7.0: hand the Jed data to wp.i18n ourselves, after
 * wp-i18n. The loader reads wp.i18n.getLocaleData( 'wc-islands' ) when it first translates.
 *
 * @param string $languages_dir Folder of the Jed files.
 */
function wc_islands_print_module_translations( $languages_dir ) {
	$file = $languages_dir . '/' . WC_ISLANDS_TEXT_DOMAIN . '-' . determine_locale() . '-' . WC_ISLANDS_HANDLE . '.json';
	$json = load_script_translations( $file, WC_ISLANDS_HANDLE, WC_ISLANDS_TEXT_DOMAIN );
	if ( ! $json ) {
		return;
	}
	$jed = json_decode( $json, true );
	if ( ! is_array( $jed ) || ! isset( $jed['locale_data'] ) || ! is_array( $jed['locale_data'] ) ) {
		return;
	}
	$locale_data = $jed['locale_data'];
	if ( isset( $locale_data[ WC_ISLANDS_TEXT_DOMAIN ] ) ) {
		$messages = $locale_data[ WC_ISLANDS_TEXT_DOMAIN ];
	} elseif ( isset( $locale_data['messages'] ) ) {
		$messages = $locale_data['messages'];
	} else {
		return;
	}
	wp_enqueue_script( 'wp-i18n' );
	wp_add_inline_script(
		'wp-i18n',
		sprintf(
			'wp.i18n.setLocaleData( %1$s, %2$s );',
			wp_json_encode( (object) $messages ),
			wp_json_encode( WC_ISLANDS_TEXT_DOMAIN )
		),
		'after'
	);
}

/**
 * Whether the loader's script module is printed async (set when it is enqueued; called without an argument,
 * read). A deferred module waits for the stylesheets and holds DOMContentLoaded with them; the islands mount
 * nothing before the document is parsed and styled, so the loader need not wait.
 *
 * @param bool|null $async New value, or null to read.
 * @return bool
 */
function wc_islands_module_is_async( $async = null ) {
	static $value = false;
	if ( null !== $async ) {
		$value = (bool) $async;
	}
	return $value;
}

/**
 * Script-module path: adds `async` to the loader's module tag (WordPress has no loading strategy for script
 * modules; they print through wp_print_script_tag with the id `<handle>-js-module`) and gives it a low fetch
 * priority, here rather than at registration, which only WordPress 6.9 reads.
 *
 * @param array $attributes Attributes of the tag being printed.
 * @return array
 */
function wc_islands_module_script_attributes( $attributes ) {
	if ( ! is_array( $attributes ) || ! isset( $attributes['id'] ) || WC_ISLANDS_HANDLE . '-js-module' !== $attributes['id'] ) {
		return $attributes;
	}
	if ( wc_islands_module_is_async() ) {
		$attributes['async'] = true;
	}
	$attributes['fetchpriority'] = 'low';
	return $attributes;
}

/**
 * Classic path: turns the loader's <script> into <script type="module" async fetchpriority="low"> (its
 * dependencies, if any, are classic scripts printed before it, so they have run when it does). The tag
 * WordPress filters may also hold the translations and inline scripts of the handle, so only the element with
 * our id is changed.
 *
 * @param string $tag    Markup printed for the handle.
 * @param string $handle Script handle.
 * @return string
 */
function wc_islands_module_script_tag( $tag, $handle ) {
	if ( WC_ISLANDS_HANDLE !== $handle ) {
		return $tag;
	}
	$id = preg_quote( WC_ISLANDS_HANDLE . '-js', '/' );
	return (string) preg_replace_callback(
		'/<script\b([^>]*\bid=(["\'])' . $id . '\2[^>]*)>/i',
		static function ( $match ) {
			$attributes = preg_replace( '/\stype=(["\'])[^"\']*\1/i', '', $match[1] );
			$attributes = preg_replace( '/\sasync(=(["\'])[^"\']*\2)?(?=[\s>]|$)/i', '', $attributes );
			$attributes = preg_replace( '/\sfetchpriority=(["\'])[^"\']*\1/i', '', $attributes );
			return '<script type="module" async fetchpriority="low"' . $attributes . '>';
		},
		$tag,
		1
	);
}

/**
 * Takes the file out of every replaced script while keeping the handle enqueued.
 *
 * Why not wp_dequeue_script(): WooCommerce localizes its params (wc_add_to_cart_params, …) at print time and
 * only for handles that are still enqueued, and a dequeued handle's wp_localize_script data is never printed.
 * A handle without a src is what WordPress prints as an alias: its localized data (`<handle>-js-extra`) and
 * its `before` inline scripts, no <script src>. So the islands find the same globals, printed by WordPress,
 * with the same ids and filters, and scripts that depend on a replaced handle still resolve. Its `after`
 * inline scripts call the replaced script's API and are dropped. Its dependencies are dropped too (jQuery,
 * BlockUI, js-cookie stay off the page), unless a script that stays on the page (cart.js, checkout.js, a
 * gateway's script) depends on the replaced handle: then they stay, and for `woocommerce` a small provider
 * of the jQuery helpers woocommerce.js would have defined is added (wc_islands_woocommerce_helpers()).
 */
function wc_islands_hollow_replaced_scripts() {
	static $original_deps = array();
	if ( is_admin() ) {
		return;
	}
	$scripts  = wp_scripts();
	$replaced = array();
	foreach ( wc_islands_replaced_scripts() as $handle ) {
		if ( ! isset( $scripts->registered[ $handle ] ) ) {
			continue;
		}
		$script = $scripts->registered[ $handle ];
		// A handle that still has its file was (re-)registered since the last pass: its dependencies are the real ones.
		if ( false !== $script->src || ! isset( $original_deps[ $handle ] ) ) {
			$original_deps[ $handle ] = (array) $script->deps;
		}
		$replaced[ $handle ] = $original_deps[ $handle ];
		$script->src         = false;
		unset( $script->extra['after'] );
		// Its translations belong to the file that is gone (WordPress would look them up from a missing path).
		if ( isset( $script->textdomain ) ) {
			$script->textdomain = null;
		}
	}
	$needed = wc_islands_replaced_handles_kept_scripts_need( $scripts, $replaced );
	foreach ( $replaced as $handle => $deps ) {
		// Links to other replaced handles stay: those print only their data (WordPress's strength meter words and
		// its estimator's address come through WooCommerce's meter), which the islands read.
		$scripts->registered[ $handle ]->deps = in_array( $handle, $needed, true ) ? $deps : array_values( array_intersect( $deps, array_keys( $replaced ) ) );
	}
	if ( in_array( 'woocommerce', $needed, true ) ) {
		$helpers = wc_islands_woocommerce_helpers();
		$before  = $scripts->get_data( 'woocommerce', 'before' );
		if ( ! is_array( $before ) || ! in_array( $helpers, $before, true ) ) {
			wp_add_inline_script( 'woocommerce', $helpers, 'before' );
		}
	}
}

/**
 * WooCommerce's country-select (`wc-country-select`) and address-i18n (`wc-address-i18n`) are emptied
 * together wherever WooCommerce queues them: the address island fits the checkout's and the account's
 * addresses (state field and country format), the cart island the shipping calculator's state field; their
 * printed params (`wc_country_select_params`, `wc_address_i18n_params`) stay for them. Both stay, files and
 * all, when either one is kept with its filter (`wc_islands_replace_wc-country-select`,
 * `wc_islands_replace_wc-address-i18n`), or when a script that stays on the page depends on either (cart.js or
 * checkout.js kept, a plugin's own address script): one half without the other would leave an address half
 * done. A gateway's script that depends on them only through emptied checkout.js does not keep them: the
 * checkout and address islands answer for that file.
 *
 * @param bool $replace Whether to replace the handle.
 * @return bool
 */
function wc_islands_replace_address_scripts( $replace ) {
	static $asking = false;
	if ( ! $replace || $asking ) {
		return $replace;
	}
	$pair   = array( 'wc-country-select', 'wc-address-i18n' );
	$asking = true;
	$both   = apply_filters( 'wc_islands_replace_wc-country-select', true ) && apply_filters( 'wc_islands_replace_wc-address-i18n', true );
	$asking = false;
	// Asked without wc_islands_replaced_scripts(), which runs this filter.
	$handles = (array) apply_filters( 'wc_islands_replaced_scripts', array_keys( wc_islands_replaceable_scripts() ) );
	if ( ! $both || array_diff( $pair, $handles ) ) {
		return false;
	}
	$scripts  = wp_scripts();
	$replaced = array();
	foreach ( $handles as $handle ) {
		if ( is_string( $handle ) && ( in_array( $handle, $pair, true ) || apply_filters( "wc_islands_replace_{$handle}", true ) ) ) {
			$replaced[ $handle ] = true;
		}
	}
	// A kept script needs them through its own dependencies and other kept handles; not through a replaced
	// handle (a gateway's script on checkout.js), whose island stands in for the file with the address island.
	$pending = array();
	foreach ( isset( $scripts->queue ) ? (array) $scripts->queue : array() as $handle ) {
		if ( ! isset( $replaced[ $handle ] ) && isset( $scripts->registered[ $handle ] ) ) {
			$pending = array_merge( $pending, (array) $scripts->registered[ $handle ]->deps );
		}
	}
	$seen = array();
	while ( $pending ) {
		$handle = array_pop( $pending );
		if ( in_array( $handle, $pair, true ) ) {
			return false;
		}
		if ( isset( $seen[ $handle ] ) || isset( $replaced[ $handle ] ) || ! isset( $scripts->registered[ $handle ] ) ) {
			continue;
		}
		$seen[ $handle ] = true;
		$pending         = array_merge( $pending, (array) $scripts->registered[ $handle ]->deps );
	}
	return true;
}

/**
 * WordPress's strength meter (`password-strength-meter`) and the loader of its 800 KiB estimator
 * (`zxcvbn-async`) go with WooCommerce's meter, and stay, files and all, when a script that stays on the page
 * calls WordPress's meter itself (emptied, they would keep only their dependencies).
 *
 * @param bool $replace Whether to replace the handle.
 * @return bool
 */
function wc_islands_replace_wordpress_strength_meter( $replace ) {
	if ( ! $replace || ! apply_filters( 'wc_islands_replace_wc-password-strength-meter', true ) ) {
		return false;
	}
	$scripts = wp_scripts();
	$meter   = array();
	foreach ( array( 'wc-password-strength-meter', 'password-strength-meter', 'zxcvbn-async' ) as $handle ) {
		$meter[ $handle ] = isset( $scripts->registered[ $handle ] ) ? (array) $scripts->registered[ $handle ]->deps : array();
	}
	return ! in_array( 'password-strength-meter', wc_islands_replaced_handles_kept_scripts_need( $scripts, $meter ), true );
}

/**
 * WooCommerce queues selectWoo and its stylesheet on the cart, checkout and account pages for country-select.js,
 * which turns country and state selects into search boxes when the library is there and leaves them plain
 * selects when it is not. The islands do not use it, so it goes from the queue: a script that declares it as a
 * dependency still gets it (WordPress prints dependencies whether queued or not), and then its stylesheet stays
 * or comes back in the footer. `wc_islands_replace_selectWoo` (false) keeps both.
 */
function wc_islands_drop_select_woo() {
	$scripts = wp_scripts();
	if ( is_admin() || ! apply_filters( 'wc_islands_replace_selectWoo', true ) || ! isset( $scripts->registered['selectWoo'] ) ) {
		return;
	}
	wp_dequeue_script( 'selectWoo' );
	$needed = wc_islands_replaced_handles_kept_scripts_need( $scripts, array( 'selectWoo' => (array) $scripts->registered['selectWoo']->deps ) );
	if ( $needed ) {
		if ( 'wp_print_footer_scripts' === current_action() && wp_style_is( 'select2', 'registered' ) ) {
			wp_enqueue_style( 'select2' );
		}
	} else {
		wp_dequeue_style( 'select2' );
	}
}

/**
 * The replaced handles that an enqueued script which stays on the page depends on, directly or through other
 * handles: those keep their dependencies.
 *
 * @param object $scripts  WP_Scripts.
 * @param array  $replaced Replaced handle => its dependencies as registered.
 * @return string[]
 */
function wc_islands_replaced_handles_kept_scripts_need( $scripts, $replaced ) {
	$needed  = array();
	$seen    = array();
	$pending = array();
	foreach ( isset( $scripts->queue ) ? (array) $scripts->queue : array() as $handle ) {
		if ( ! isset( $replaced[ $handle ] ) && isset( $scripts->registered[ $handle ] ) ) {
			$pending = array_merge( $pending, (array) $scripts->registered[ $handle ]->deps );
		}
	}
	while ( $pending ) {
		$handle = array_pop( $pending );
		if ( isset( $seen[ $handle ] ) ) {
			continue;
		}
		$seen[ $handle ] = true;
		if ( isset( $replaced[ $handle ] ) ) {
			$needed[] = $handle;
			$pending  = array_merge( $pending, $replaced[ $handle ] );
		} elseif ( isset( $scripts->registered[ $handle ] ) ) {
			$pending = array_merge( $pending, (array) $scripts->registered[ $handle ]->deps );
		}
	}
	return $needed;
}

/**
 * The helper WooCommerce's kept scripts call from woocommerce.js (cart.js and checkout.js scroll to their
 * notices with it), as a `before` script of the emptied `woocommerce` handle, so it runs after jQuery and
 * before them. The jQuery plugins they call (BlockUI) come from the dependencies kept beside it.
 *
 * @return string
 */
function wc_islands_woocommerce_helpers() {
	return '( function ( $ ) { if ( ! $ || $.scroll_to_notices ) { return; } $.scroll_to_notices = function ( target ) { var node = target && target[ 0 ]; if ( node ) { window.scrollTo( { top: node.getBoundingClientRect().top + window.pageYOffset - 100, behavior: \'smooth\' } ); } }; } )( window.jQuery );';
}

/**
 * Tells the checkout and cart islands that WooCommerce's checkout.js or cart.js stays on the page (its handle
 * is not replaced): that script then answers the shopper's actions itself, and the island stands aside, so
 * one action never makes two requests (`wc_checkout_params.wc_islands_classic_checkout`,
 * `wc_cart_params.wc_islands_classic_cart`); and the address island that country-select.js and
 * address-i18n.js stay (`wc_country_select_params.wc_islands_classic_address`).
 *
 * @param array  $params WooCommerce's script params.
 * @param string $handle Their script handle.
 * @return array
 */
function wc_islands_flag_classic_checkout( $params, $handle ) {
	$flags = array(
		'wc-checkout'       => 'wc_islands_classic_checkout',
		'wc-cart'           => 'wc_islands_classic_cart',
		'wc-country-select' => 'wc_islands_classic_address',
	);
	if ( isset( $flags[ $handle ] ) && is_array( $params ) && ! in_array( $handle, wc_islands_replaced_scripts(), true ) ) {
		$params[ $flags[ $handle ] ] = true;
	}
	return $params;
}

/**
 * Hands the consent settings to the order-attribution island: `consentRequired` and `consentCategory` in the
 * `wc_order_attribution.params` that WooCommerce localizes on `wc-order-attribution`.
 *
 * WooCommerce has no PHP filter for the whole params array (only one filter per value), and the localized
 * data is already a JavaScript string. So the keys are set by a `before` inline script of the same handle,
 * which WordPress prints right after the handle's localized data (`wc-order-attribution-js-extra`), and
 * which wc_islands_hollow_replaced_scripts() keeps (it drops `after` scripts). The script changes the object
 * only when it exists. Nothing is added while the settings are the island's defaults (off, 'marketing'), or
 * when WooCommerce has not registered the handle (order attribution switched off): then the island reads its
 * defaults.
 *
 * Runs with wc_islands_hollow_replaced_scripts() on each of its hooks, for handles registered late; the
 * script is added once.
 */
function wc_islands_add_attribution_consent() {
	if ( is_admin() ) {
		return;
	}
	$handle  = 'wc-order-attribution';
	$scripts = wp_scripts();
	if ( ! isset( $scripts->registered[ $handle ] ) ) {
		return;
	}
	$settings = wc_islands_settings();
	if ( ! $settings['attribution_consent_required'] && 'marketing' === $settings['attribution_consent_category'] ) {
		return;
	}
	$script = sprintf(
		'( function ( consent ) { var attribution = window.wc_order_attribution; if ( attribution && attribution.params ) { attribution.params.consentRequired = consent.consentRequired; attribution.params.consentCategory = consent.consentCategory; } } )( %s );',
		wp_json_encode(
			array(
				'consentRequired' => $settings['attribution_consent_required'],
				'consentCategory' => $settings['attribution_consent_category'],
			)
		)
	);
	$before = $scripts->get_data( $handle, 'before' );
	if ( is_array( $before ) && in_array( $script, $before, true ) ) {
		return;
	}
	wp_add_inline_script( $handle, $script, 'before' );
}

/**
 * At the body's opening (wp_body_open): WooCommerce's `woocommerce-no-js` body class becomes
 * `woocommerce-js` before anything of the body is painted. WooCommerce swaps it from the footer, so a browser
 * that paints the page before the footer first lays it out without scripts (the checkout's coupon form open)
 * and then shifts it. WooCommerce's own swap still runs there and finds nothing to do; a theme without
 * wp_body_open keeps that one alone.
 */
function wc_islands_print_js_class() {
	wp_print_inline_script_tag( "document.body.classList.replace('woocommerce-no-js','woocommerce-js');" );
}
