<?php
/**
 * jQuery for the scripts that use it without declaring it. Emptying the replaced handles drops jQuery where
 * nothing declares it (ADR 14), but many plugins' files and inline scripts call the global `jQuery` without
 * listing `jquery` as a dependency: on classic pages WooCommerce's scripts brought it. Before each print, every
 * script about to be printed that does not reach jQuery through its dependencies is checked (its file once per
 * handle and version, cached in an option; its inline scripts each time), and one that uses jQuery gets
 * `jquery` as a dependency, so WordPress prints jQuery before it. Pages where nothing uses it stay without it.
 *
 * @package WC_Islands
 */

defined( 'ABSPATH' ) || exit;

/**
 * The option caching what each script's file says: handle => array( 'key' => md5 of src and version, 'why' =>
 * '' (no jQuery) or a reason from wc_islands_read_script_reason() ). Autoloaded: most front-end pages read it.
 *
 * @return string
 */
function wc_islands_jquery_scan_option() {
	return 'wc_islands_jquery_scan';
}

/**
 * The handles that are jQuery itself: a script depending on any of them has it.
 *
 * @return string[]
 */
function wc_islands_jquery_handles() {
	return array( 'jquery', 'jquery-core', 'jquery-migrate' );
}

/**
 * Handles known not to use jQuery, never read: the loader (the islands use jQuery only when the page has it)
 * and WordPress's and WooCommerce's libraries that do not.
 *
 * @return string[]
 */
function wc_islands_jquery_free_handles() {
	return array( WC_ISLANDS_HANDLE, 'react', 'react-dom', 'react-jsx-runtime', 'wp-polyfill', 'regenerator-runtime', 'wp-hooks', 'wp-i18n', 'wp-url', 'wp-api-fetch', 'wp-dom-ready', 'lodash', 'underscore', 'js-cookie', 'wc-js-cookie', 'sourcebuster-js' );
}

/**
 * Folders of script files that use jQuery only where it is there, never read: WooCommerce's blocks (cart,
 * checkout, mini-cart, product button) bridge jQuery's events to theirs after checking `typeof jQuery`.
 *
 * @return string[]
 */
function wc_islands_jquery_free_folders() {
	return array( '/plugins/woocommerce/assets/client/blocks/' );
}

/**
 * Hosts of scripts made for any web page (payment and analytics SDKs): they cannot rely on a WordPress page's
 * jQuery. Scripts from other hosts are not read, so they keep jQuery unless marked with the filter.
 *
 * @return string[]
 */
function wc_islands_jquery_free_hosts() {
	return array( 'js.stripe.com', 'www.paypal.com', 'www.googletagmanager.com', 'www.google.com', 'www.gstatic.com' );
}

/**
 * Whether code uses the global jQuery: any `jQuery` identifier (`jQuery(`, `jQuery.`, `})( jQuery )`,
 * `window.jQuery`) outside comments and `typeof` checks. `$` alone is not jQuery on WordPress (noConflict).
 *
 * @param string $code JavaScript.
 * @return bool
 */
function wc_islands_code_uses_jquery( $code ) {
	$stripped = preg_replace( array( '#/\*.*?\*/#s', '#^[ \t]*//.*$#m', '/\btypeof\s*\(?\s*(?:window\s*\.\s*)?jQuery\b/' ), '', (string) $code );
	// On a regex error (a huge file), the code as it is: a mention in a comment keeps jQuery, which is safe.
	return 1 === preg_match( '/(?<![\w$])jQuery(?![\w$])/', null === $stripped ? (string) $code : $stripped );
}

/**
 * The file on this site's disk that a script URL serves, '' for a URL of another site, or null for a URL of
 * this site that no static .js file answers (a PHP endpoint, a path outside WordPress's folders).
 *
 * @param string $src Script URL as registered (absolute, protocol-relative or root-relative).
 * @return string|null
 */
function wc_islands_script_path( $src ) {
	$url = preg_replace( '#[?\#].*$#s', '', (string) $src );
	if ( '' === $url ) {
		return null;
	}
	$bare  = static function ( $value ) {
		return preg_replace( '#^(https?:)?//#i', '//', untrailingslashit( (string) $value ) );
	};
	$roots = array(
		$bare( plugins_url() ) => WP_PLUGIN_DIR,
		$bare( content_url() ) => WP_CONTENT_DIR,
		$bare( site_url() )    => ABSPATH,
	);
	// WordPress prints a root-relative src after its site URL.
	$url = 0 === strpos( $url, '/' ) && 0 !== strpos( $url, '//' ) ? $bare( site_url() ) . $url : $bare( $url );
	if ( 0 !== strpos( $url, '//' ) ) {
		return null;
	}
	uksort(
		$roots,
		static function ( $a, $b ) {
			return strlen( $b ) - strlen( $a );
		}
	);
	foreach ( $roots as $root => $dir ) {
		if ( 0 !== stripos( $url . '/', $root . '/' ) ) {
			continue;
		}
		$relative = rawurldecode( (string) substr( $url, strlen( $root ) + 1 ) );
		if ( ! preg_match( '/\.m?js$/i', $relative ) || preg_match( '#(^|/)\.\.(/|$)#', $relative ) ) {
			return null;
		}
		return trailingslashit( $dir ) . $relative;
	}
	return '';
}

/**
 * Why a script's file keeps jQuery, read from disk: 'file' (it uses jQuery), 'remote' (on another site: not
 * read, kept to be safe), 'unread' (this site's URL, but no readable .js file behind it), or '' (no jQuery; a
 * missing file answers 404 and runs nothing).
 *
 * @param string $src Script URL.
 * @return string
 */
function wc_islands_read_script_reason( $src ) {
	$path = wc_islands_script_path( $src );
	if ( '' === $path ) {
		$host = wp_parse_url( ( 0 === strpos( (string) $src, '//' ) ? 'https:' : '' ) . $src, PHP_URL_HOST );
		return in_array( strtolower( (string) $host ), wc_islands_jquery_free_hosts(), true ) ? '' : 'remote';
	}
	if ( null === $path ) {
		return 'unread';
	}
	if ( ! file_exists( $path ) ) {
		return '';
	}
	$code = is_readable( $path ) ? file_get_contents( $path, false, null, 0, 4 * MB_IN_BYTES ) : false; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
	if ( false === $code ) {
		return 'unread';
	}
	return wc_islands_code_uses_jquery( $code ) ? 'file' : '';
}

/**
 * The cached file verdicts (handle => array( 'key', 'why' )), read once per request; with $handle, records a
 * new verdict to be saved by wc_islands_save_jquery_scans().
 *
 * @param string|null $handle Handle whose verdict is new.
 * @param array       $entry  array( 'key' => string, 'why' => string ).
 * @return array
 */
function wc_islands_jquery_scans( $handle = null, $entry = array() ) {
	static $scans = null;
	static $dirty = false;
	if ( null === $scans ) {
		$scans = get_option( wc_islands_jquery_scan_option(), array() );
		$scans = is_array( $scans ) ? $scans : array();
	}
	if ( null !== $handle ) {
		// Latest last, so the oldest go when the list is trimmed.
		unset( $scans[ $handle ] );
		$scans[ $handle ] = $entry;
		$dirty            = true;
	} elseif ( true === $entry ) {
		$was   = $dirty;
		$dirty = false;
		return $was ? $scans : array();
	}
	return $scans;
}

/**
 * Saves the verdicts found on this request (at most 300 handles, the latest).
 */
function wc_islands_save_jquery_scans() {
	$scans = wc_islands_jquery_scans( null, true );
	if ( $scans ) {
		update_option( wc_islands_jquery_scan_option(), array_slice( $scans, -300, null, true ), true );
	}
}

/**
 * Why a registered script keeps jQuery without declaring it: 'filter', 'inline', 'file', 'remote', 'unread',
 * or '' when it does not. `wc_islands_script_uses_jquery` (true or false) decides for a handle; otherwise its
 * inline scripts are read, then its file (cached per src and version; the handles of
 * wc_islands_jquery_free_handles() and the files of wc_islands_jquery_free_folders() are never read).
 *
 * @param object $scripts WP_Scripts.
 * @param string $handle  A registered handle.
 * @return string
 */
function wc_islands_script_jquery_reason( $scripts, $handle ) {
	$script = $scripts->registered[ $handle ];
	$src    = is_string( $script->src ) ? $script->src : '';
	/**
	 * Whether a script uses jQuery without declaring it: true keeps jQuery for it, false says it does not; null
	 * (the default) lets the plugin read its inline scripts and file.
	 *
	 * @param bool|null $uses   The decision, or null.
	 * @param string    $handle Script handle.
	 * @param string    $src    Its URL ('' for a handle without a file).
	 */
	$uses = apply_filters( 'wc_islands_script_uses_jquery', null, $handle, $src );
	if ( is_bool( $uses ) ) {
		return $uses ? 'filter' : '';
	}
	foreach ( array( 'before', 'after' ) as $position ) {
		$inline = isset( $script->extra[ $position ] ) ? (array) $script->extra[ $position ] : array();
		if ( $inline && wc_islands_code_uses_jquery( implode( "\n", array_filter( $inline, 'is_string' ) ) ) ) {
			return 'inline';
		}
	}
	if ( '' === $src || in_array( $handle, wc_islands_jquery_free_handles(), true ) ) {
		return '';
	}
	foreach ( wc_islands_jquery_free_folders() as $folder ) {
		if ( false !== strpos( $src, $folder ) ) {
			return '';
		}
	}
	$key   = md5( $src . '|' . ( is_string( $script->ver ) ? $script->ver : '' ) );
	$scans = wc_islands_jquery_scans();
	if ( isset( $scans[ $handle ]['key'], $scans[ $handle ]['why'] ) && $key === $scans[ $handle ]['key'] ) {
		return (string) $scans[ $handle ]['why'];
	}
	$why = wc_islands_read_script_reason( $src );
	wc_islands_jquery_scans(
		$handle,
		array(
			'key' => $key,
			'why' => $why,
		)
	);
	return $why;
}

/**
 * Whether a script reaches jQuery through its dependencies.
 *
 * @param object $scripts WP_Scripts.
 * @param string $handle  A registered handle.
 * @return bool
 */
function wc_islands_script_declares_jquery( $scripts, $handle ) {
	return wc_islands_script_needs( $scripts, $handle, wc_islands_jquery_handles() );
}

/**
 * The handles WordPress is about to print: the queue and its dependencies, less those printed already.
 *
 * @param object $scripts WP_Scripts.
 * @return string[]
 */
function wc_islands_scripts_to_print( $scripts ) {
	$done    = isset( $scripts->done ) ? array_flip( (array) $scripts->done ) : array();
	$pending = isset( $scripts->queue ) ? (array) $scripts->queue : array();
	$found   = array();
	while ( $pending ) {
		$handle = array_shift( $pending );
		if ( isset( $found[ $handle ] ) || isset( $done[ $handle ] ) || ! isset( $scripts->registered[ $handle ] ) ) {
			continue;
		}
		$found[ $handle ] = true;
		$pending          = array_merge( $pending, (array) $scripts->registered[ $handle ]->deps );
	}
	return array_keys( $found );
}

/**
 * The scripts of this request that keep jQuery without declaring it: handle => reason. Set by
 * wc_islands_keep_jquery_for_its_users(), read by the Site Health recorder.
 *
 * @param string|null $handle A script found to use jQuery.
 * @param string      $why    Its reason.
 * @return array
 */
function wc_islands_undeclared_jquery_users( $handle = null, $why = '' ) {
	static $users = array();
	if ( null !== $handle ) {
		$users[ $handle ] = $why;
	}
	return $users;
}

/**
 * Before the head's and the footer's scripts print (after the replaced handles are emptied): each script about
 * to print that uses jQuery without reaching it through its dependencies gets `jquery` as one, so jQuery is
 * printed before it. A page where none does prints no jQuery, and reads no file once its scripts are cached.
 */
function wc_islands_keep_jquery_for_its_users() {
	$scripts = wp_scripts();
	if ( is_admin() || ! isset( $scripts->registered['jquery'] ) ) {
		return;
	}
	foreach ( wc_islands_scripts_to_print( $scripts ) as $handle ) {
		if ( in_array( $handle, wc_islands_jquery_handles(), true ) || wc_islands_script_declares_jquery( $scripts, $handle ) ) {
			continue;
		}
		$why = wc_islands_script_jquery_reason( $scripts, $handle );
		if ( '' !== $why ) {
			$scripts->registered[ $handle ]->deps[] = 'jquery';
			wc_islands_undeclared_jquery_users( $handle, $why );
		}
	}
	wc_islands_save_jquery_scans();
}
