<?php
/**
 * The WooCommerce side of the plugin on the test shop, for tests/woocommerce/extension/run.sh (no wp-cli in
 * Debian). Each command prints JSON.
 *
 *   php cli.php <WordPress dir> hpos                 turns WooCommerce's order tables on unless they are, and says
 *                                                    whether WooCommerce had turned them on for the new shop
 *   php cli.php <WordPress dir> features             WooCommerce's compatibility lists for HPOS and the blocks
 *   php cli.php <WordPress dir> order <id>           where the order is stored and its attribution meta, read
 *                                                    from that table
 *   php cli.php <WordPress dir> options              the plugin's options in the database
 */
list( , $wp_dir, $command, $arg ) = array_pad( $argv, 4, '' );
require $wp_dir . '/wp-load.php';

use Automattic\WooCommerce\Internal\DataStores\Orders\DataSynchronizer;
use Automattic\WooCommerce\Internal\Features\FeaturesController;
use Automattic\WooCommerce\Utilities\FeaturesUtil;
use Automattic\WooCommerce\Utilities\OrderUtil;

function extension_print( $data ) {
	echo wp_json_encode( $data, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ), "\n";
}

if ( 'hpos' === $command ) {
	$by_default = OrderUtil::custom_orders_table_usage_is_enabled();
	if ( ! $by_default ) {
		// A shop without orders: create the tables if WooCommerce has not, then switch the storage over.
		$sync = wc_get_container()->get( DataSynchronizer::class );
		if ( ! $sync->check_orders_table_exists() ) {
			$sync->create_database_tables();
		}
		wc_get_container()->get( FeaturesController::class )->change_feature_enable( 'custom_order_tables', true );
	}
	extension_print(
		array(
			'on_by_default' => $by_default,
			'on'            => OrderUtil::custom_orders_table_usage_is_enabled(),
			'table'         => OrderUtil::get_table_for_orders(),
			'sync'          => get_option( 'woocommerce_custom_orders_table_data_sync_enabled' ),
		)
	);
} elseif ( 'features' === $command ) {
	$lists = array();
	foreach ( array( 'custom_order_tables', 'cart_checkout_blocks' ) as $feature ) {
		$lists[ $feature ] = FeaturesUtil::get_compatible_plugins_for_feature( $feature );
	}
	extension_print( $lists );
} elseif ( 'order' === $command ) {
	global $wpdb;
	$table = OrderUtil::get_table_for_orders();
	$meta  = OrderUtil::get_table_for_order_meta();
	// phpcs:ignore WordPress.DB -- test code on a throwaway database.
	$rows = $wpdb->get_results( $wpdb->prepare( "SELECT meta_key, meta_value FROM {$meta} WHERE order_id = %d AND meta_key LIKE %s ORDER BY meta_key", (int) $arg, '\_wc\_order\_attribution\_%' ), ARRAY_A );
	$found = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE id = %d", (int) $arg ) );
	extension_print(
		array(
			'table'       => $table,
			'meta_table'  => $meta,
			'in_table'    => 1 === $found,
			'attribution' => wp_list_pluck( $rows, 'meta_value', 'meta_key' ),
		)
	);
} elseif ( 'options' === $command ) {
	global $wpdb;
	extension_print( $wpdb->get_col( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE 'wc\\_islands\\_%' ORDER BY option_name" ) );
} else {
	fwrite( STDERR, "usage: php cli.php <WordPress dir> hpos | features | order <id> | options\n" );
	exit( 2 );
}
