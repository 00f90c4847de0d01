<?php
/**
 * The settings page's switches on one page (required by plugin-harness.php, whose stand-ins it uses): the
 * islands named after the dist dir saved as switched off, every replaceable handle registered and queued with
 * the dependencies its owner gives it, then the page's script hooks. Prints as JSON: each handle's file and
 * dependencies, the files the page would print (the queue's dependencies resolved as WordPress does), the head,
 * each island's root attributes, the groups, the status rows and the settings page.
 *
 * Usage: php tests/php/plugin-harness.php islands-off <dist dir> [island …]
 */

// phpcs:disable -- test stand-ins, not plugin code.

$GLOBALS['harness']['styles']                        = array();
$GLOBALS['harness']['options']['wc_islands_options'] = array(
	'flavour' => 'preact',
	'off'     => array_slice( $argv, 3 ),
);
function settings_fields( $option_group ) {
	echo '<input type="hidden" name="option_page" value="' . esc_attr( $option_group ) . '"><input type="hidden" name="_wpnonce" value="nonce-' . esc_attr( $option_group ) . '-options">';
}
function submit_button() { echo '<input type="submit" name="submit" class="button button-primary" value="Save Changes">'; }
function checked( $checked, $current = true, $display = true ) {
	$result = (string) $checked === (string) $current ? " checked='checked'" : '';
	if ( $display ) {
		echo $result;
	}
	return $result;
}
function wp_kses( $content, $allowed_html ) { return $content; }
function admin_url( $path = '' ) { return 'https://shop.test/wp-admin/' . $path; }
function esc_html_e( $text, $domain = 'default' ) { echo esc_html__( $text, $domain ); }

define( 'WC_VERSION', '10.4.3' );
require __DIR__ . '/features-util.php';
require dirname( __DIR__, 2 ) . '/php-stubs/wc-islands.php';
do_action( 'before_woocommerce_init' );
do_action( 'plugins_loaded' );
add_filter(
	'wc_islands_settings',
	static function ( $settings ) use ( $dist_dir ) {
		$settings['dist_dir'] = $dist_dir;
		return $settings;
	}
);
do_action( 'init' );

// Each replaceable handle with the dependencies WooCommerce 10.4, WordPress, Salient and Variation Swatches
// register it with, and those dependencies' own.
$registered = array(
	'jquery'                     => array(),
	'underscore'                 => array(),
	'wp-util'                    => array( 'underscore', 'jquery' ),
	'wc-jquery-blockui'          => array( 'jquery' ),
	'wc-js-cookie'               => array(),
	'woocommerce'                => array( 'jquery', 'wc-jquery-blockui', 'wc-js-cookie' ),
	'wc-add-to-cart'             => array( 'jquery', 'wc-jquery-blockui' ),
	'wc-cart'                    => array( 'jquery', 'woocommerce', 'wc-country-select', 'wc-address-i18n' ),
	'wc-country-select'          => array( 'jquery' ),
	'wc-address-i18n'            => array( 'jquery', 'wc-country-select' ),
	'wc-cart-fragments'          => array( 'jquery', 'wc-js-cookie' ),
	'wc-add-to-cart-variation'   => array( 'jquery', 'wp-util', 'wc-jquery-blockui' ),
	'wc-single-product'          => array( 'jquery' ),
	'wc-zoom'                    => array( 'jquery' ),
	'wc-flexslider'              => array( 'jquery' ),
	'wc-photoswipe'              => array(),
	'wc-photoswipe-ui-default'   => array( 'wc-photoswipe' ),
	'sourcebuster-js'            => array(),
	'wc-order-attribution'       => array( 'sourcebuster-js' ),
	'wc-checkout'                => array( 'jquery', 'woocommerce', 'wc-country-select', 'wc-address-i18n' ),
	'woo-variation-swatches'     => array( 'jquery', 'wp-util', 'wc-add-to-cart-variation' ),
	'nectar-frontend'            => array( 'jquery' ),
	'nectar-single-product'      => array( 'jquery' ),
	'salient-social'             => array( 'jquery' ),
	'zxcvbn-async'               => array(),
	'password-strength-meter'    => array( 'jquery', 'zxcvbn-async' ),
	'wc-password-strength-meter' => array( 'jquery', 'password-strength-meter' ),
	'wc-account-i18n'            => array( 'jquery' ),
);
foreach ( $registered as $handle => $deps ) {
	wp_register_script( $handle, "/js/{$handle}.js", $deps, '1' );
}
$replaceable = array_keys( wc_islands_replaceable_scripts() );
foreach ( $replaceable as $handle ) {
	wp_enqueue_script( $handle );
}
do_action( 'wp_enqueue_scripts' );
ob_start();
do_action( 'wp_head' );
$head = ob_get_clean();
do_action( 'wp_print_scripts' );
do_action( 'wp_print_footer_scripts' );

/** The handles whose files the page prints: the queue and its dependencies, as WP_Dependencies resolves them. */
function harness_printed( $scripts ) {
	$printed = array();
	$pending = $scripts->queue;
	while ( $pending ) {
		$handle = array_shift( $pending );
		if ( isset( $printed[ $handle ] ) || ! isset( $scripts->registered[ $handle ] ) ) {
			continue;
		}
		$printed[ $handle ] = false !== $scripts->registered[ $handle ]->src;
		$pending            = array_merge( $pending, (array) $scripts->registered[ $handle ]->deps );
	}
	return array_keys( array_filter( $printed ) );
}

$scripts = array();
foreach ( array_keys( $registered ) as $handle ) {
	$scripts[ $handle ] = array(
		'src'  => wp_scripts()->registered[ $handle ]->src,
		'deps' => wp_scripts()->registered[ $handle ]->deps,
	);
}
$roots = array();
foreach ( array_keys( wc_islands_island_labels() ) as $island ) {
	$roots[ $island ] = wc_islands_root_attributes( $island );
}
$roots['loop'] = wc_islands_mark_product_loop( '<ul class="products columns-4">' );
ob_start();
wc_islands_render_settings_page();
$page = ob_get_clean();

echo json_encode(
	array(
		'off'       => wc_islands_islands_off(),
		'back'      => wc_islands_scripts_back(),
		'replaced'  => wc_islands_replaced_scripts(),
		'groups'    => wc_islands_island_groups(),
		'scripts'   => $scripts,
		'printed'   => harness_printed( wp_scripts() ),
		'head'      => $head,
		'roots'     => $roots,
		'jquery_api' => wc_islands_jquery_api_names( wc_islands_manifest() ),
		'rows'      => wc_islands_status_rows(),
		'page'      => $page,
		'sanitize'  => array(
			wc_islands_sanitize_options( array( 'flavour' => 'react', 'off' => array( 'tabs', 'Gallery"><script>', 'tabs', 7, array( 'x' ) ) ) ),
			wc_islands_sanitize_options( array( 'off' => 'gallery' ) ),
			wc_islands_sanitize_options( null ),
		),
	),
	JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE
);
