<?php
/**
 * What the plugin does on this site, for the settings page and Site Health: the flavour, the classic scripts
 * replaced and those kept, and for each kept one (jQuery too) the script on the shop's pages that needed it. Which scripts
 * a page keeps is only known while that page prints its scripts, so the front end records it (an option,
 * written only when something new is seen).
 *
 * @package WC_Islands
 */

defined( 'ABSPATH' ) || exit;

/**
 * The option holding the kept scripts seen on the shop's pages: handle => script that needed it =>
 * array( 'path' => page path, 'time' => Unix time ).
 *
 * @return string
 */
function wc_islands_kept_scripts_option() {
	return 'wc_islands_kept_scripts';
}

/**
 * How long a sighting counts: a script not seen again within this time has left the pages.
 *
 * @return int Seconds.
 */
function wc_islands_sighting_lifetime() {
	return 30 * DAY_IN_SECONDS;
}

/**
 * For one page's printed scripts: the replaceable handles that stayed (whole, or emptied but with their
 * dependencies) and the scripts that stay on the page which needed each. A handle kept by a filter, with no
 * script needing it, is not listed: the filters are the same on every page and read in the admin.
 *
 * @param object   $scripts WP_Scripts after the footer scripts printed.
 * @param string[] $handles Replaceable handles.
 * @return array handle => array( 'whole' => bool, 'by' => string[] )
 */
function wc_islands_kept_on_page( $scripts, $handles ) {
	$done = isset( $scripts->done ) ? (array) $scripts->done : array();
	$kept = array();
	foreach ( $handles as $handle ) {
		if ( ! in_array( $handle, $done, true ) || ! isset( $scripts->registered[ $handle ] ) ) {
			continue;
		}
		$whole = false !== $scripts->registered[ $handle ]->src;
		$deps  = array_diff( (array) $scripts->registered[ $handle ]->deps, $handles );
		if ( ! $whole && ! $deps ) {
			continue;
		}
		$by = array();
		foreach ( $done as $other ) {
			// Only a script whose file is on the page needs anything: an emptied one prints only its data.
			if ( $other === $handle || ! isset( $scripts->registered[ $other ] ) || false === $scripts->registered[ $other ]->src ) {
				continue;
			}
			if ( wc_islands_script_needs( $scripts, $other, $handle ) ) {
				$by[] = $other;
			}
		}
		if ( $by ) {
			$kept[ $handle ] = array(
				'whole' => $whole,
				'by'    => $by,
			);
		}
	}
	return $kept;
}

/**
 * Whether a registered script depends on a handle (or any of several), directly or through other handles.
 *
 * @param object          $scripts WP_Scripts.
 * @param string          $script  The depending script.
 * @param string|string[] $handles The handle looked for, or several.
 * @return bool
 */
function wc_islands_script_needs( $scripts, $script, $handles ) {
	$pending = (array) $scripts->registered[ $script ]->deps;
	$seen    = array();
	while ( $pending ) {
		$next = array_pop( $pending );
		if ( in_array( $next, (array) $handles, true ) ) {
			return true;
		}
		if ( isset( $seen[ $next ] ) || ! isset( $scripts->registered[ $next ] ) ) {
			continue;
		}
		$seen[ $next ] = true;
		$pending       = array_merge( $pending, (array) $scripts->registered[ $next ]->deps );
	}
	return false;
}

/**
 * For one page's printed scripts: when jQuery was printed, the scripts it was printed for and why, 'declared'
 * (a dependency, perhaps through an emptied handle) or a reason of wc_islands_script_jquery_reason() (used
 * without declaring it; an emptied handle counts for its inline scripts).
 *
 * @param object $scripts WP_Scripts after the footer scripts printed.
 * @return array handle => array( 'whole' => true, 'by' => string[], 'why' => array( script => reason ) ), or empty
 */
function wc_islands_jquery_on_page( $scripts ) {
	$done = isset( $scripts->done ) ? (array) $scripts->done : array();
	if ( ! in_array( 'jquery', $done, true ) ) {
		return array();
	}
	$undeclared = wc_islands_undeclared_jquery_users();
	$why        = array();
	foreach ( $done as $handle ) {
		if ( isset( $undeclared[ $handle ] ) ) {
			$why[ $handle ] = $undeclared[ $handle ];
		} elseif ( isset( $scripts->registered[ $handle ] ) && false !== $scripts->registered[ $handle ]->src && ! in_array( $handle, wc_islands_jquery_handles(), true ) && wc_islands_script_declares_jquery( $scripts, $handle ) ) {
			$why[ $handle ] = 'declared';
		}
	}
	if ( ! $why ) {
		return array();
	}
	return array(
		'jquery' => array(
			'whole' => true,
			'by'    => array_keys( $why ),
			'why'   => $why,
		),
	);
}

/**
 * After the footer scripts printed (wp_footer, last): records which replaceable handles this page kept and
 * for which scripts, and the scripts jQuery was printed for. Writes only when a pair is new or was last
 * recorded over a day ago.
 */
function wc_islands_record_kept_scripts() {
	if ( is_admin() ) {
		return;
	}
	$handles = array_merge( array_keys( wc_islands_replaceable_scripts() ), array( 'selectWoo' ) );
	$kept    = array_merge( wc_islands_kept_on_page( wp_scripts(), $handles ), wc_islands_jquery_on_page( wp_scripts() ) );
	if ( ! $kept ) {
		return; // Most pages keep nothing: no database read for them.
	}
	$stored  = get_option( wc_islands_kept_scripts_option(), array() );
	$stored  = is_array( $stored ) ? $stored : array();
	$now     = time();
	$path    = isset( $_SERVER['REQUEST_URI'] ) ? (string) wp_parse_url( esc_url_raw( wp_unslash( $_SERVER['REQUEST_URI'] ) ), PHP_URL_PATH ) : '';
	$changed = false;
	foreach ( $kept as $handle => $sighting ) {
		foreach ( $sighting['by'] as $script ) {
			$last = isset( $stored[ $handle ][ $script ]['time'] ) ? (int) $stored[ $handle ][ $script ]['time'] : 0;
			if ( $now - $last < DAY_IN_SECONDS ) {
				continue;
			}
			$stored[ $handle ][ $script ] = array(
				'path'  => $path,
				'time'  => $now,
				'whole' => $sighting['whole'],
			);
			if ( isset( $sighting['why'][ $script ] ) ) {
				$stored[ $handle ][ $script ]['why'] = $sighting['why'][ $script ];
			}
			$changed = true;
		}
	}
	if ( $changed ) {
		update_option( wc_islands_kept_scripts_option(), wc_islands_fresh_sightings( $stored, $now ), false );
	}
}

/**
 * The sightings younger than their lifetime, at most 20 scripts per handle (the latest).
 *
 * @param array $stored Handle => script => sighting.
 * @param int   $now    Unix time.
 * @return array
 */
function wc_islands_fresh_sightings( $stored, $now ) {
	$fresh = array();
	foreach ( $stored as $handle => $scripts ) {
		foreach ( is_array( $scripts ) ? $scripts : array() as $script => $sighting ) {
			if ( is_array( $sighting ) && isset( $sighting['time'] ) && $now - (int) $sighting['time'] < wc_islands_sighting_lifetime() ) {
				$fresh[ $handle ][ $script ] = $sighting;
			}
		}
		if ( isset( $fresh[ $handle ] ) && count( $fresh[ $handle ] ) > 20 ) {
			uasort(
				$fresh[ $handle ],
				static function ( $a, $b ) {
					return (int) $b['time'] - (int) $a['time'];
				}
			);
			$fresh[ $handle ] = array_slice( $fresh[ $handle ], 0, 20, true );
		}
	}
	return $fresh;
}

/**
 * The facts the settings page and Site Health show.
 *
 * @return array
 */
function wc_islands_status() {
	$settings    = wc_islands_settings();
	$loaded      = wc_islands_resolve_flavour( $settings['flavour'] );
	$replaceable = wc_islands_replaceable_scripts();
	$replaced    = wc_islands_replaced_scripts();
	$sightings   = wc_islands_fresh_sightings( (array) get_option( wc_islands_kept_scripts_option(), array() ), time() );
	$back        = wc_islands_scripts_back();
	$scripts     = array();
	foreach ( $replaceable as $handle => $islands ) {
		$scripts[ $handle ] = array(
			'islands'  => $islands,
			'replaced' => in_array( $handle, $replaced, true ),
			'back'     => in_array( $handle, $back, true ),
			'by'       => isset( $sightings[ $handle ] ) ? $sightings[ $handle ] : array(),
		);
	}
	foreach ( array( 'selectWoo', 'jquery' ) as $handle ) {
		if ( isset( $sightings[ $handle ] ) ) {
			$scripts[ $handle ] = array(
				'islands'  => '',
				'replaced' => true,
				'by'       => $sightings[ $handle ],
			);
		}
	}
	return array(
		'version'     => WC_ISLANDS_VERSION,
		'woocommerce' => array(
			'version'  => wc_islands_woocommerce_version(),
			'required' => wc_islands_woocommerce_requirement(),
			'ready'    => wc_islands_woocommerce_ready(),
		),
		'flavour'     => array(
			'wanted' => $settings['flavour'],
			'loaded' => $loaded,
		),
		'mode'        => wc_islands_use_script_module( $settings ) ? 'module' : 'classic',
		'built'       => (bool) $replaceable,
		'scripts'     => $scripts,
		'off'         => wc_islands_islands_off(),
		'jquery_api'  => wc_islands_jquery_api_names( wc_islands_manifest() ),
		'features'    => wc_islands_compatible_features(),
	);
}

/**
 * The status as label => text rows, in the site's language: what the settings page lists and Site Health
 * shows (also in the copied report, where `debug` is the untranslated text).
 *
 * @return array key => array( 'label' => string, 'value' => string, 'debug' => string )
 */
function wc_islands_status_rows() {
	$status = wc_islands_status();
	$rows   = array();

	$woocommerce = $status['woocommerce'];
	if ( '' === $woocommerce['version'] ) {
		/* translators: %s: the oldest WooCommerce version the plugin works with. */
		$text = sprintf( __( 'not active (needs %s or later): the plugin does nothing', 'wc-islands' ), $woocommerce['required'] );
	} elseif ( ! $woocommerce['ready'] ) {
		/* translators: 1: the WooCommerce version installed; 2: the oldest version the plugin works with. */
		$text = sprintf( __( '%1$s, older than %2$s: the plugin does nothing', 'wc-islands' ), $woocommerce['version'], $woocommerce['required'] );
	} else {
		$text = $woocommerce['version'];
	}
	$rows['woocommerce'] = array(
		'label' => __( 'WooCommerce', 'woocommerce' ),
		'value' => $text,
		'debug' => '' === $woocommerce['version'] ? 'missing' : $woocommerce['version'] . ( $woocommerce['ready'] ? '' : ' (too old)' ),
	);

	$flavour = $status['flavour'];
	if ( $flavour['loaded'] === $flavour['wanted'] ) {
		/* translators: the islands built for the React that WordPress itself ships; or built with Preact, shipped in the plugin. */
		$text = 'react' === $flavour['loaded'] ? __( "WordPress's React", 'wc-islands' ) : __( 'Preact, bundled', 'wc-islands' );
	} else {
		/* translators: the react flavour was chosen, but this WordPress lacks one of the React scripts it needs. */
		$text = __( "Preact, bundled (WordPress's React was chosen, but this WordPress lacks react-jsx-runtime)", 'wc-islands' );
	}
	$rows['flavour'] = array(
		/* translators: the build of the islands in use: bundled Preact or WordPress's React. */
		'label' => __( 'Flavour', 'wc-islands' ),
		'value' => $text,
		'debug' => $flavour['loaded'] . ( $flavour['loaded'] === $flavour['wanted'] ? '' : ' (' . $flavour['wanted'] . ' asked for)' ),
	);

	$rows['mode'] = array(
		/* translators: how the loader script is printed: as a script module or a classic module script. */
		'label' => __( 'Loader', 'wc-islands' ),
		/* translators: the loader script is printed as a WordPress script module. */
		'value' => 'module' === $status['mode'] ? __( 'script module', 'wc-islands' ) : __( 'classic script', 'wc-islands' ),
		'debug' => $status['mode'],
	);

	$replaced = array();
	foreach ( $status['scripts'] as $handle => $script ) {
		if ( $script['replaced'] && '' !== $script['islands'] ) {
			$replaced[] = $handle;
		}
	}
	$rows['replaced'] = array(
		/* translators: the list of the classic script handles the islands replace. */
		'label' => __( 'Replaced scripts', 'wc-islands' ),
		/* translators: shown instead of the replaced scripts when the plugin's build is missing. */
		'value' => $status['built'] ? implode( ', ', $replaced ) : __( 'none: the build is missing (npm run build)', 'wc-islands' ),
		'debug' => $status['built'] ? implode( ', ', $replaced ) : 'none (not built)',
	);

	$rows['islands-off'] = array(
		/* translators: the islands switched off on the settings page, whose classic scripts are back. */
		'label' => __( 'Islands switched off', 'wc-islands' ),
		/* translators: shown when no island is switched off on the settings page. */
		'value' => $status['off'] ? implode( '; ', array_map( 'wc_islands_island_label', $status['off'] ) ) : __( 'none', 'wc-islands' ),
		'debug' => $status['off'] ? implode( ', ', $status['off'] ) : 'none',
	);

	$rows['jquery-api'] = array(
		/* translators: the jQuery plugins of the replaced scripts that other plugins and themes can still call. */
		'label' => __( 'jQuery API kept', 'wc-islands' ),
		/* translators: shown when no replaced script's jQuery plugins are kept (none replaced, or the build is missing). */
		'value' => $status['jquery_api'] ? implode( ', ', $status['jquery_api'] ) : __( 'none', 'wc-islands' ),
		'debug' => $status['jquery_api'] ? implode( ', ', $status['jquery_api'] ) : 'none',
	);

	foreach ( $status['scripts'] as $handle => $script ) {
		$value = array();
		$debug = array();
		if ( ! empty( $script['back'] ) ) {
			/* translators: a classic script back because its islands are switched off on the settings page. */
			$value[] = __( 'back: its islands are switched off on the settings page', 'wc-islands' );
			$debug[] = 'back: its islands are switched off';
		} elseif ( ! $script['replaced'] ) {
			/* translators: a classic script kept because a filter switched its replacement off. */
			$value[] = __( 'kept by a filter', 'wc-islands' );
			$debug[] = 'kept by a filter';
		}
		foreach ( $script['by'] as $needing => $sighting ) {
			$path = isset( $sighting['path'] ) ? $sighting['path'] : '';
			if ( isset( $sighting['why'] ) ) {
				$why     = wc_islands_jquery_reason_text( (string) $sighting['why'] );
				$value[] = sprintf( $why[0], $needing, $path );
				$debug[] = sprintf( $why[1], $needing, $path );
			} elseif ( ! empty( $sighting['whole'] ) ) {
				/* translators: 1: the script handle that needed the kept script; 2: the page path where it was seen. */
				$value[] = sprintf( __( 'kept for %1$s (on %2$s)', 'wc-islands' ), $needing, $path );
				$debug[] = sprintf( 'kept for %1$s (on %2$s)', $needing, $path );
			} else {
				/* translators: 1: the script handle that needed the dependencies; 2: the page path where it was seen. */
				$value[] = sprintf( __( 'emptied, its dependencies kept for %1$s (on %2$s)', 'wc-islands' ), $needing, $path );
				$debug[] = sprintf( 'emptied, its dependencies kept for %1$s (on %2$s)', $needing, $path );
			}
		}
		if ( $value ) {
			$rows[ 'kept-' . $handle ] = array(
				'label' => $handle,
				'value' => implode( '; ', $value ),
				'debug' => implode( '; ', $debug ),
			);
		}
	}
	return $rows;
}

/**
 * Why jQuery was printed for a script, as a row's words: array( translated, untranslated ), each a format of
 * the script handle (%1$s) and the page path (%2$s).
 *
 * @param string $why 'declared', or a reason of wc_islands_script_jquery_reason().
 * @return string[]
 */
function wc_islands_jquery_reason_text( $why ) {
	$texts = array(
		/* translators: 1: a script handle; 2: the page path where it was seen. */
		'declared' => array( __( 'kept for %1$s (on %2$s), which depends on it', 'wc-islands' ), 'kept for %1$s (on %2$s), which depends on it' ),
		/* translators: 1: a script handle; 2: the page path where it was seen. */
		'file'     => array( __( 'kept for %1$s (on %2$s), whose file uses jQuery without declaring it', 'wc-islands' ), 'kept for %1$s (on %2$s), whose file uses jQuery without declaring it' ),
		/* translators: 1: a script handle; 2: the page path where it was seen. */
		'inline'   => array( __( 'kept for %1$s (on %2$s), whose inline script uses jQuery', 'wc-islands' ), 'kept for %1$s (on %2$s), whose inline script uses jQuery' ),
		/* translators: 1: a script handle; 2: the page path where it was seen. */
		'remote'   => array( __( 'kept for %1$s (on %2$s), whose file is on another site and not read (wc_islands_script_uses_jquery can say it does not use jQuery)', 'wc-islands' ), 'kept for %1$s (on %2$s), whose file is on another site and not read (wc_islands_script_uses_jquery can say it does not use jQuery)' ),
		/* translators: 1: a script handle; 2: the page path where it was seen. */
		'unread'   => array( __( 'kept for %1$s (on %2$s), whose file could not be read (wc_islands_script_uses_jquery can say it does not use jQuery)', 'wc-islands' ), 'kept for %1$s (on %2$s), whose file could not be read (wc_islands_script_uses_jquery can say it does not use jQuery)' ),
		/* translators: 1: a script handle; 2: the page path where it was seen. */
		'filter'   => array( __( 'kept for %1$s (on %2$s), marked by the wc_islands_script_uses_jquery filter', 'wc-islands' ), 'kept for %1$s (on %2$s), marked by the wc_islands_script_uses_jquery filter' ),
	);
	return isset( $texts[ $why ] ) ? $texts[ $why ] : $texts['declared'];
}

/**
 * Site Health's Info screen: a section with the status rows.
 *
 * @param array $info Sections so far.
 * @return array
 */
function wc_islands_debug_information( $info ) {
	$fields = array(
		'version' => array(
			'label' => __( 'Version' ),
			'value' => WC_ISLANDS_VERSION,
		),
	);
	foreach ( wc_islands_status_rows() as $key => $row ) {
		$fields[ $key ] = $row;
	}
	$info['wc-islands'] = array(
		'label'       => 'WC Islands',
		// Site Health prints the description as HTML.
		/* translators: the description of the plugin's section on the Site Health Info screen. */
		'description' => esc_html__( 'The scripts WC Islands replaces on the shop\'s pages, and those it keeps for other scripts (seen on the pages in the last 30 days).', 'wc-islands' ),
		'fields'      => $fields,
	);
	return $info;
}
