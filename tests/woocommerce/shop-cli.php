<?php
/**
 * Small commands on the test shop for scripts/woocommerce-test.sh (no wp-cli in Debian):
 *
 *   php shop-cli.php <WordPress dir> plugin on|off     activates or deactivates the plugin under test
 *   php shop-cli.php <WordPress dir> quick-view on|off activates or deactivates Addonify's quick view (a
 *                                                      jQuery plugin on every page), when the site has it
 *   php shop-cli.php <WordPress dir> attribution <id>  prints the order's _wc_order_attribution_* meta as JSON
 */
list( , $wp_dir, $command, $arg ) = array_pad( $argv, 4, '' );
require $wp_dir . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

$plugin = 'wc-islands/wc-islands.php';
if ( 'quick-view' === $command ) {
	$plugin  = 'addonify-quick-view/addonify-quick-view.php';
	$command = 'plugin';
}
if ( 'plugin' === $command && 'on' === $arg ) {
	$result = activate_plugin( $plugin );
	if ( is_wp_error( $result ) ) {
		fwrite( STDERR, 'activate: ' . $result->get_error_message() . "\n" );
		exit( 1 );
	}
} elseif ( 'plugin' === $command && 'off' === $arg ) {
	deactivate_plugins( $plugin );
} elseif ( 'attribution' === $command ) {
	$order = wc_get_order( (int) $arg );
	if ( ! $order ) {
		fwrite( STDERR, "no order $arg\n" );
		exit( 1 );
	}
	$meta = array();
	foreach ( $order->get_meta_data() as $item ) {
		if ( 0 === strpos( $item->key, '_wc_order_attribution_' ) ) {
			$meta[ $item->key ] = $item->value;
		}
	}
	ksort( $meta );
	echo wp_json_encode( $meta, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ), "\n";
} else {
	fwrite( STDERR, "usage: php shop-cli.php <WordPress dir> plugin|quick-view on|off | attribution <order id>\n" );
	exit( 2 );
}
