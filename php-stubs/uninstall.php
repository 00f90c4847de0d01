<?php
/**
 * Run by WordPress when the plugin is deleted: removes the plugin's options (the settings page's choice, the
 * kept scripts seen on the shop's pages, and what it read of the scripts' files about jQuery) on every site of
 * the network, and nothing else. The plugin keeps no
 * other data: no tables, files, user meta or transients.
 *
 * @package WC_Islands
 */

defined( 'ABSPATH' ) || exit;
defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

/**
 * Deletes the plugin's options on the current site.
 */
function wc_islands_uninstall_site() {
	foreach ( array( 'wc_islands_options', 'wc_islands_kept_scripts', 'wc_islands_jquery_scan' ) as $option ) {
		delete_option( $option );
	}
}

if ( is_multisite() ) {
	foreach ( get_sites(
		array(
			'fields' => 'ids',
			'number' => 0,
		)
	) as $wc_islands_site ) {
		switch_to_blog( $wc_islands_site );
		wc_islands_uninstall_site();
		restore_current_blog();
	}
} else {
	wc_islands_uninstall_site();
}
