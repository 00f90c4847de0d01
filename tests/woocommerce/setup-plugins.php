<?php
/**
 * The compatibility matrix's plugins in the test shop, after setup-shop.php (the must-use plugin
 * tests/woocommerce/third-party.php lists them and loads each only for its flows):
 *
 *   php setup-plugins.php <WordPress dir> <shop.json> activate   activates those the site has
 *   php setup-plugins.php <WordPress dir> <shop.json> defaults   what their first wp-admin visit would store,
 *                                                                 their settings for the flows, each plugin's
 *                                                                 version into shop.json; then stores them
 *                                                                 inactive (the cookie switches them on)
 *
 * Two runs: the second loads WordPress with the plugins active, as the admin's next page would.
 */
list( , $wp_dir, $shop_file, $step ) = array_pad( $argv, 4, '' );
require $wp_dir . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

function plugins_fail( $message ) {
	fwrite( STDERR, "setup-plugins: $message\n" );
	exit( 1 );
}

$matrix  = islands_test_third_party_plugins();
$present = array_filter(
	$matrix,
	function ( $file ) {
		return file_exists( WP_PLUGIN_DIR . '/' . $file );
	}
);

if ( 'activate' === $step ) {
	foreach ( $present as $file ) {
		$result = activate_plugin( $file );
		if ( is_wp_error( $result ) ) {
			plugins_fail( "activate $file: " . $result->get_error_message() );
		}
	}
	exit( 0 );
}
if ( 'defaults' !== $step ) {
	plugins_fail( 'usage: php setup-plugins.php <WordPress dir> <shop.json> activate|defaults' );
}

// The shop's admin, as on the plugins' settings screens.
wp_set_current_user( 1 );
$shop  = json_decode( (string) file_get_contents( $shop_file ), true );
$found = array();
foreach ( $matrix as $key => $file ) {
	if ( ! isset( $present[ $key ] ) ) {
		continue;
	}
	$data          = get_plugin_data( WP_PLUGIN_DIR . '/' . $file, false, false );
	$found[ $key ] = array(
		'name'    => $data['Name'],
		'version' => $data['Version'],
	);
}

// CartFlows' swatches read a colour of their own from each term.
if ( isset( $found['variation-swatches-woo'] ) ) {
	foreach ( array( 'czerwony' => '#c0392b', 'niebieski' => '#2457a6' ) as $slug => $color ) {
		$term = get_term_by( 'slug', $slug, 'pa_kolor' );
		if ( $term ) {
			update_term_meta( $term->term_id, 'cfvsw_color', $color );
		}
	}
}

// YITH: its install makes the Wishlist page with WooCommerce's admin helper, so only on a wp-admin page.
if ( isset( $found['yith-woocommerce-wishlist'] ) ) {
	include_once WC_ABSPATH . 'includes/admin/wc-admin-functions.php';
	YITH_WCWL_Install::get_instance()->init();
	$page = (int) get_option( 'yith_wcwl_wishlist_page_id' );
	if ( ! $page ) {
		plugins_fail( 'YITH Wishlist made no wishlist page' );
	}
	// Its settings' defaults (Add to cart in the wishlist table among them) are stored by its settings panel on
	// the first wp-admin page after activation (`admin_init`).
	YITH_WCWL_Admin_Panel::get_instance()->register_panel();
	foreach ( $GLOBALS['wp_filter']['admin_init']->callbacks as $callbacks ) {
		foreach ( $callbacks as $callback ) {
			if ( is_array( $callback['function'] ) && $callback['function'][0] instanceof YIT_Plugin_Panel_WooCommerce && 'set_default_options' === $callback['function'][1] ) {
				$callback['function'][0]->set_default_options();
			}
		}
	}
	if ( 'yes' !== get_option( 'yith_wcwl_add_to_cart_show' ) ) {
		plugins_fail( 'YITH Wishlist stored no defaults' );
	}
	// The shop's one change: the wishlist table shows a variation's attributes.
	update_option( 'yith_wcwl_variation_show', 'yes' );
	// A customer per run (plugin off, on) whose wishlist starts empty: a wishlist stays with its customer.
	foreach ( array( 'off', 'on' ) as $run ) {
		$customer = wc_create_new_customer( "wishlist-$run@example.com", "wishlist-$run", 'Lista-zyczen-2026!' );
		if ( is_wp_error( $customer ) ) {
			plugins_fail( 'wishlist customer: ' . $customer->get_error_message() );
		}
	}
	$found['yith-woocommerce-wishlist']['customers'] = array(
		'off' => 'wishlist-off',
		'on'  => 'wishlist-on',
	);
	$found['yith-woocommerce-wishlist']['password'] = 'Lista-zyczen-2026!';
	$found['yith-woocommerce-wishlist']['page'] = wp_make_link_relative( get_permalink( $page ) );
}

// XootiX: its settings are stored with their defaults by its framework on the admin's first wp-admin page.
if ( isset( $found['side-cart-woocommerce'] ) ) {
	require_once XOO_WSC_PATH . '/admin/class-xoo-wsc-admin-settings.php';
	$admin = xoo_wsc_helper()->admin;
	$admin->auto_generate_settings();
	$admin->save_default_settings();
	if ( ! get_option( 'xoo-wsc-gl-options' ) ) {
		plugins_fail( 'Side Cart stored no settings' );
	}
}

// Flexible Checkout Fields: one required billing field of the shop's own (a Polish tax number), added as its
// settings screen saves it: WooCommerce's billing fields as the screen lists them, then the new one.
if ( isset( $found['flexible-checkout-fields'] ) ) {
	$form   = new WPDesk\FCF\Free\Settings\Form\EditFieldsForm();
	$fields = $form->get_form_data( array(), 'billing' );
	$fields['billing_nip'] = array(
		'name'                 => 'billing_nip',
		'custom_field'         => 1,
		'type'                 => 'text',
		'visible'              => 1,
		'required'             => 1,
		'label'                => 'NIP',
		'class'                => 'form-row-wide',
		'display_on_thank_you' => 1,
		'display_on_order'     => 1,
	);
	$form->save_form_data(
		array(
			'form_fields'  => array_values( $fields ),
			'form_section' => 'billing',
		)
	);
}

// Stored inactive from now on: third-party.php adds each to the requests whose cookie asks for it.
update_option( 'active_plugins', array_values( array_diff( (array) get_option( 'active_plugins', array() ), $matrix ) ) );

$shop['plugins'] = (object) $found;
file_put_contents( $shop_file, wp_json_encode( $shop, JSON_PRETTY_PRINT | JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES ) );
foreach ( array_keys( $matrix ) as $key ) {
	echo isset( $found[ $key ] ) ? "$key {$found[ $key ]['version']}: active for its flows\n" : "$key flows skipped: the site has no wp-content/plugins/$key\n";
}
