<?php
/**
 * Runs php-stubs/uninstall.php as WordPress does when the plugin is deleted, against stand-ins, and prints the
 * options it deleted as JSON: `php tests/php/uninstall-harness.php single|network|direct`. `direct` loads the
 * file without WP_UNINSTALL_PLUGIN, as a request for the file itself would.
 */

// phpcs:disable -- test stand-ins, not plugin code.

$mode = $argv[1];
define( 'ABSPATH', __DIR__ . '/' );
if ( 'direct' !== $mode ) {
	define( 'WP_UNINSTALL_PLUGIN', 'wc-islands/wc-islands.php' );
}
$GLOBALS['site']    = 1;
$GLOBALS['deleted'] = array();
function is_multisite() { return 'network' === $GLOBALS['argv'][1]; }
function get_sites( $args = array() ) { return 'ids' === $args['fields'] && 0 === $args['number'] ? array( 1, 2, 5 ) : array(); }
function switch_to_blog( $site_id ) { $GLOBALS['site'] = $site_id; return true; }
function restore_current_blog() { $GLOBALS['site'] = 1; return true; }
function delete_option( $option ) {
	$GLOBALS['deleted'][] = array( $GLOBALS['site'], $option );
	return true;
}
register_shutdown_function(
	static function () {
		echo json_encode( $GLOBALS['deleted'] );
	}
);
require dirname( __DIR__, 2 ) . '/php-stubs/uninstall.php';
