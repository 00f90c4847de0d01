<?php
/**
 * Runs php-stubs/ against stand-ins for the WordPress functions it calls (same names and parameters as
 * WordPress's), then prints what the plugin asked WordPress to do as JSON. tests/unit/wordpress-plugin.test.ts
 * runs it twice: `classic` (WordPress without script modules, like Debian's 6.1) and `module` (6.5+).
 *
 * Usage: php tests/php/plugin-harness.php classic|module <dist dir>
 */

// phpcs:disable -- test stand-ins, not plugin code.

$mode     = $argv[1];
$dist_dir = rtrim( $argv[2], '/' ) . '/';
define( 'ABSPATH', __DIR__ . '/' );

$GLOBALS['harness'] = array(
	'hooks'         => array(),
	'registered'    => array(),
	'enqueued'      => array(),
	'modules'       => array(),
	'translations'  => array(),
	'inline'        => array(),
	'inline_styles' => array(),
	'registered_styles' => array(),
	'styles'        => array(),
	'react_handles' => false,
	'notices'       => array(),
	'textdomains'   => array(),
	'catalogue'     => array(),
	'options'       => array(),
	'option_writes' => array(),
);

// Hooks in WordPress's shape: $wp_filter[ hook ]->callbacks[ priority ][] = array( 'function', 'accepted_args' ).
$GLOBALS['wp_filter'] = array();
function harness_hook( $hook_name ) {
	if ( ! isset( $GLOBALS['wp_filter'][ $hook_name ] ) ) {
		$GLOBALS['wp_filter'][ $hook_name ]            = new stdClass();
		$GLOBALS['wp_filter'][ $hook_name ]->callbacks = array();
	}
	return $GLOBALS['wp_filter'][ $hook_name ];
}
function harness_add( $hook, $callback, $priority = 10, $accepted_args = 1 ) {
	harness_hook( $hook )->callbacks[ $priority ][] = array( 'function' => $callback, 'accepted_args' => $accepted_args );
	return true;
}
function harness_callbacks( $hook_name ) {
	$hooks = harness_hook( $hook_name )->callbacks;
	ksort( $hooks );
	return $hooks;
}
function add_action( $hook_name, $callback, $priority = 10, $accepted_args = 1 ) { return harness_add( $hook_name, $callback, $priority, $accepted_args ); }
function add_filter( $hook_name, $callback, $priority = 10, $accepted_args = 1 ) { return harness_add( $hook_name, $callback, $priority, $accepted_args ); }
function apply_filters( $hook_name, $value, ...$args ) {
	foreach ( harness_callbacks( $hook_name ) as $callbacks ) {
		foreach ( $callbacks as $entry ) {
			$value = call_user_func_array( $entry['function'], array_slice( array_merge( array( $value ), $args ), 0, $entry['accepted_args'] ) );
		}
	}
	return $value;
}
function do_action( $hook_name, ...$args ) {
	$GLOBALS['harness']['current_action'] = $hook_name;
	foreach ( harness_callbacks( $hook_name ) as $callbacks ) {
		foreach ( $callbacks as $entry ) {
			call_user_func_array( $entry['function'], array_slice( $args, 0, $entry['accepted_args'] ) );
		}
	}
}
function has_action( $hook_name, $callback = false ) {
	foreach ( harness_callbacks( $hook_name ) as $priority => $callbacks ) {
		foreach ( $callbacks as $entry ) {
			if ( $entry['function'] === $callback ) {
				return $priority;
			}
		}
	}
	return false;
}
function remove_filter( $hook_name, $callback, $priority = 10 ) {
	$hook = harness_hook( $hook_name );
	foreach ( isset( $hook->callbacks[ $priority ] ) ? $hook->callbacks[ $priority ] : array() as $i => $entry ) {
		if ( $entry['function'] === $callback ) {
			unset( $hook->callbacks[ $priority ][ $i ] );
		}
	}
	return true;
}
function remove_action( $hook_name, $callback, $priority = 10 ) { return remove_filter( $hook_name, $callback, $priority ); }
function plugin_dir_path( $file ) { return trailingslashit( dirname( $file ) ); }
function plugin_dir_url( $file ) { return 'https://shop.test/wp-content/plugins/wc-islands/'; }
// The site's folders: WordPress in ABSPATH (this folder), wp-content in a temp folder the jQuery checks fill.
define( 'WP_CONTENT_DIR', sys_get_temp_dir() . '/wc-islands-harness-content-' . getmypid() );
define( 'WP_PLUGIN_DIR', WP_CONTENT_DIR . '/plugins' );
define( 'MB_IN_BYTES', 1024 * 1024 );
function site_url( $path = '' ) { return 'https://shop.test' . $path; }
function content_url( $path = '' ) { return 'https://shop.test/wp-content' . $path; }
function plugins_url( $path = '', $plugin = '' ) { return 'https://shop.test/wp-content/plugins' . $path; }
function trailingslashit( $value ) { return untrailingslashit( $value ) . '/'; }
function untrailingslashit( $value ) { return rtrim( $value, '/\\' ); }
function wp_parse_args( $args, $defaults = array() ) { return array_merge( $defaults, (array) $args ); }
function sanitize_key( $key ) { return preg_replace( '/[^a-z0-9_\-]/', '', strtolower( $key ) ); }
function esc_url( $url ) { return htmlspecialchars( (string) $url, ENT_QUOTES, 'UTF-8' ); }
function esc_attr( $text ) { return htmlspecialchars( (string) $text, ENT_QUOTES, 'UTF-8' ); }
function esc_html( $text ) { return htmlspecialchars( (string) $text, ENT_QUOTES, 'UTF-8' ); }
function _doing_it_wrong( $function_name, $message, $version ) {
	$GLOBALS['harness']['notices'][] = array( $function_name, $message, $version );
}
function is_admin() { return false; }
function wp_doing_ajax() { return false; }
function is_product() { return true; }
function determine_locale() { return 'pl_PL'; }
function wp_json_encode( $data, $flags = 0, $depth = 512 ) { return json_encode( $data, $flags, $depth ); }
function load_script_translations( $file, $handle, $domain ) { return is_readable( $file ) ? file_get_contents( $file ) : false; }
function load_plugin_textdomain( $domain, $deprecated = false, $plugin_rel_path = false ) {
	$GLOBALS['harness']['textdomains'][] = array( $domain, $plugin_rel_path );
	return true;
}
function plugin_basename( $file ) { return basename( dirname( $file ) ) . '/' . basename( $file ); }
// Translations: a stand-in catalogue per domain; an unknown string stays the msgid, as in WordPress.
function __( $text, $domain = 'default' ) {
	return isset( $GLOBALS['harness']['catalogue'][ $domain ][ $text ] ) ? $GLOBALS['harness']['catalogue'][ $domain ][ $text ] : $text;
}
function esc_html__( $text, $domain = 'default' ) { return esc_html( __( $text, $domain ) ); }
function get_option( $option, $default_value = false ) {
	$GLOBALS['harness']['option_reads'][] = $option;
	return array_key_exists( $option, $GLOBALS['harness']['options'] ) ? $GLOBALS['harness']['options'][ $option ] : $default_value;
}
function update_option( $option, $value, $autoload = null ) {
	$GLOBALS['harness']['options'][ $option ] = $value;
	$GLOBALS['harness']['option_writes'][]    = array( $option, $autoload );
	return true;
}
function wp_unslash( $value ) { return $value; }
function esc_url_raw( $url ) { return (string) $url; }
function wp_parse_url( $url, $component = -1 ) { return parse_url( $url, $component ); }
function wp_print_inline_script_tag( $javascript, $attributes = array() ) {
	$html = '<script';
	foreach ( $attributes as $name => $value ) {
		$html .= ' ' . $name . '="' . esc_attr( $value ) . '"';
	}
	echo $html . '>' . $javascript . "</script>\n";
}
function current_user_can( $capability ) { return true; }
if ( ! defined( 'DAY_IN_SECONDS' ) ) {
	define( 'DAY_IN_SECONDS', 86400 );
}

class Harness_Dependency {
	public $handle;
	public $src;
	public $deps;
	public $ver;
	public $args;
	public $extra = array();
	public function __construct( $handle, $src, $deps, $ver, $args ) {
		$this->handle = $handle;
		$this->src    = $src;
		$this->deps   = $deps;
		$this->ver    = $ver;
		$this->args   = $args;
	}
}
class Harness_Scripts {
	public $registered = array();
	public $queue      = array();
	public $done       = array();
	public function get_data( $handle, $key ) {
		if ( ! isset( $this->registered[ $handle ]->extra[ $key ] ) ) {
			return false;
		}
		return $this->registered[ $handle ]->extra[ $key ];
	}
}
function wp_scripts() {
	static $scripts = null;
	if ( null === $scripts ) {
		$scripts = new Harness_Scripts();
	}
	return $scripts;
}
function wp_register_script( $handle, $src, $deps = array(), $ver = false, $args = array() ) {
	wp_scripts()->registered[ $handle ] = new Harness_Dependency( $handle, $src, $deps, $ver, $args );
	return true;
}
function wp_enqueue_script( $handle, $src = '', $deps = array(), $ver = false, $args = array() ) {
	$GLOBALS['harness']['enqueued'][] = $handle;
	wp_scripts()->queue[]             = $handle;
}
function current_action() { return isset( $GLOBALS['harness']['current_action'] ) ? $GLOBALS['harness']['current_action'] : ''; }
function wp_dequeue_script( $handle ) {
	wp_scripts()->queue = array_values( array_diff( wp_scripts()->queue, array( $handle ) ) );
}
function wp_enqueue_style( $handle ) {
	$GLOBALS['harness']['styles'] = array_values( array_unique( array_merge( $GLOBALS['harness']['styles'], array( $handle ) ) ) );
}
function wp_register_style( $handle, $src, $deps = array(), $ver = false, $media = 'all' ) {
	$GLOBALS['harness']['registered_styles'][ $handle ] = $src;
	return true;
}
function wp_add_inline_style( $handle, $data ) {
	$GLOBALS['harness']['inline_styles'][] = array( $handle, $data );
	return isset( $GLOBALS['harness']['registered_styles'][ $handle ] );
}
function wp_dequeue_style( $handle ) {
	$GLOBALS['harness']['styles'] = array_values( array_diff( $GLOBALS['harness']['styles'], array( $handle ) ) );
}
function wp_style_is( $handle, $status = 'enqueued' ) {
	return 'registered' === $status || in_array( $handle, $GLOBALS['harness']['styles'], true );
}
function wp_script_is( $handle, $status = 'enqueued' ) {
	return 'registered' === $status && isset( wp_scripts()->registered[ $handle ] );
}
function wp_set_script_translations( $handle, $domain = 'default', $path = '' ) {
	$GLOBALS['harness']['translations'][] = array( $handle, $domain, $path );
	return true;
}
function wp_add_inline_script( $handle, $data, $position = 'after' ) {
	$GLOBALS['harness']['inline'][] = array( $handle, $data, $position );
	// As WP_Scripts::add_inline_script(): appended to the handle's extra data, only for a registered handle.
	if ( ! isset( wp_scripts()->registered[ $handle ] ) ) {
		return false;
	}
	wp_scripts()->registered[ $handle ]->extra[ $position ][] = $data;
	return true;
}
function woocommerce_output_all_notices() {
	echo '<div class="woocommerce-notices-wrapper"></div>';
}
if ( 'module' === $mode ) {
	function wp_register_script_module( string $id, string $src, array $deps = array(), $version = false ) {
		$GLOBALS['harness']['modules'][ $id ] = array(
			'src'     => $src,
			'deps'    => $deps,
			'version' => $version,
		);
	}
	function wp_enqueue_script_module( string $id, string $src = '', array $deps = array(), $version = false ) {
		$GLOBALS['harness']['modules'][ $id ]['enqueued'] = true;
	}
}

// The settings page's switches (islands off, their classic scripts back): a page of its own.
if ( 'islands-off' === $mode ) {
	require __DIR__ . '/islands-off-harness.php';
	exit;
}

// The third argument is the WooCommerce to stand in for: a version, or `none`; 10.4.3 by default.
$woocommerce = isset( $argv[3] ) ? $argv[3] : '10.4.3';
if ( 'none' !== $woocommerce ) {
	define( 'WC_VERSION', $woocommerce );
}
require __DIR__ . '/features-util.php';
require dirname( __DIR__, 2 ) . '/php-stubs/wc-islands.php';
do_action( 'before_woocommerce_init' );
do_action( 'plugins_loaded' );
if ( isset( $argv[3] ) ) {
	// WooCommerce missing or too old: which of the plugin's callbacks are left, what the admin sees, and that a
	// front-end page gets nothing from the plugin.
	$left = array();
	foreach ( $GLOBALS['wp_filter'] as $hook_name => $hook ) {
		foreach ( $hook->callbacks as $callbacks ) {
			foreach ( $callbacks as $entry ) {
				if ( is_string( $entry['function'] ) && 0 === strpos( $entry['function'], 'wc_islands_' ) ) {
					$left[] = $hook_name . ' ' . $entry['function'];
				}
			}
		}
	}
	sort( $left );
	add_filter(
		'wc_islands_settings',
		static function ( $settings ) use ( $dist_dir ) {
			$settings['dist_dir'] = $dist_dir;
			return $settings;
		}
	);
	wp_register_script( 'wc-add-to-cart', '/add-to-cart.min.js', array( 'jquery' ), '10.8.1' );
	wp_enqueue_script( 'wc-add-to-cart' );
	do_action( 'wp_enqueue_scripts' );
	do_action( 'wp_print_footer_scripts' );
	ob_start();
	do_action( 'wp_head' );
	do_action( 'wp_footer' );
	$printed = ob_get_clean();
	ob_start();
	do_action( 'admin_notices' );
	$notice = ob_get_clean();
	echo json_encode(
		array(
			'declared' => \Automattic\WooCommerce\Utilities\FeaturesUtil::$declared,
			'left'     => $left,
			'notice'   => $notice,
			'page'     => array(
				'modules'   => $GLOBALS['harness']['modules'],
				'enqueued'  => $GLOBALS['harness']['enqueued'],
				'add2cart'  => (array) wp_scripts()->registered['wc-add-to-cart'],
				'printed'   => $printed,
			),
		),
		JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE
	);
	exit;
}

$out = array();

// Loader: preact by default; react where WordPress has the three handles.
add_filter(
	'wc_islands_settings',
	static function ( $settings ) use ( $dist_dir ) {
		$settings['dist_dir']      = $dist_dir;
		$settings['languages_dir'] = $dist_dir . 'languages';
		return $settings;
	}
);
$flavour = 'preact';
add_filter(
	'wc_islands_settings',
	static function ( $settings ) use ( &$flavour ) {
		$settings['flavour']    = $flavour;
		$settings['strategies'] = array(
			'gallery' => 'visible',
			'sidebar' => 'media:(min-width: 1000px)',
			'quantity' => 'never',
		);
		return $settings;
	}
);

$flavour = 'react'; // No React handles registered yet: falls back to preact.
do_action( 'wp_enqueue_scripts' );
$out['react_without_handles'] = array(
	'script'       => isset( wp_scripts()->registered['wc-islands'] ) ? (array) wp_scripts()->registered['wc-islands'] : null,
	'modules'      => $GLOBALS['harness']['modules'],
	'enqueued'     => $GLOBALS['harness']['enqueued'],
	'translations' => $GLOBALS['harness']['translations'],
	'inline'       => $GLOBALS['harness']['inline'],
	'inline_styles' => $GLOBALS['harness']['inline_styles'],
	'module_attrs' => apply_filters( 'wp_script_attributes', array( 'type' => 'module', 'src' => 'islands.js', 'id' => 'wc-islands-js-module' ) ),
);

foreach ( array( 'react', 'react-dom', 'react-jsx-runtime', 'jquery' ) as $handle ) {
	wp_register_script( $handle, "/wp-includes/js/dist/vendor/{$handle}.min.js" );
}
$GLOBALS['harness']['enqueued'] = array();
$GLOBALS['harness']['modules']  = array();
$GLOBALS['harness']['inline']   = array();
$GLOBALS['harness']['translations'] = array();
wc_islands_enqueue_loader();
$out['react'] = array(
	'script'       => isset( wp_scripts()->registered['wc-islands'] ) ? (array) wp_scripts()->registered['wc-islands'] : null,
	'modules'      => $GLOBALS['harness']['modules'],
	'enqueued'     => $GLOBALS['harness']['enqueued'],
	'translations' => $GLOBALS['harness']['translations'],
	'module_attrs' => apply_filters( 'wp_script_attributes', array( 'type' => 'module', 'src' => 'islands.js', 'id' => 'wc-islands-js-module' ) ),
);
$out['other_module_attrs'] = apply_filters( 'wp_script_attributes', array( 'type' => 'module', 'src' => 'x.js', 'id' => 'other-js-module' ) );

// WooCommerce's jQuery API queued after jQuery: once, and only the names of the handles replaced.
wc_islands_enqueue_loader();
$out['jquery_after'] = wp_scripts()->get_data( 'jquery', 'after' );
unset( wp_scripts()->registered['jquery']->extra['after'] );
add_filter( 'wc_islands_replace_wc-add-to-cart-variation', '__return_false' );
wc_islands_enqueue_loader();
remove_action( 'wc_islands_replace_wc-add-to-cart-variation', '__return_false' );
$out['jquery_after_variation_kept'] = wp_scripts()->get_data( 'jquery', 'after' );
unset( wp_scripts()->registered['jquery']->extra['after'] );
wc_islands_enqueue_loader();

// The head: a modulepreload link per boot file of the flavour just enqueued (react).
ob_start();
do_action( 'wp_head' );
$out['head'] = ob_get_clean();

// Classic tag as WordPress 6.1 prints it, translations and an inline script included.
$out['tag'] = wc_islands_module_script_tag(
	"<script type='text/javascript' id='wc-islands-js-translations'>\nwp.i18n.setLocaleData({});\n</script>\n<script type='text/javascript' src='https://shop.test/wp-content/plugins/wc-islands/dist/preact/islands.js?ver=1' id='wc-islands-js'></script>\n",
	'wc-islands'
);
$out['other_tag'] = wc_islands_module_script_tag( "<script src='x.js' id='other-js'></script>", 'other' );

// Replaced scripts: the file goes, the handle and its localized data stay.
wp_register_script( 'wc-add-to-cart', '/wp-content/plugins/woocommerce/assets/js/frontend/add-to-cart.min.js', array( 'jquery', 'wc-jquery-blockui' ), '10.8.1' );
wp_scripts()->registered['wc-add-to-cart']->extra = array(
	'data'   => 'var wc_add_to_cart_params = {"i18n_view_cart":"Zobacz koszyk"};',
	'before' => array( 'window.before = 1;' ),
	'after'  => array( 'jQuery( document.body ).trigger( "x" );' ),
);
wp_register_script( 'wc-cart-fragments', '/cart-fragments.min.js', array( 'jquery' ), '10.8.1' );
add_filter( 'wc_islands_replace_wc-cart-fragments', '__return_false' );
function __return_false() { return false; }
do_action( 'wp_print_footer_scripts' );
$out['hollowed'] = array(
	'wc-add-to-cart'    => (array) wp_scripts()->registered['wc-add-to-cart'],
	'wc-cart-fragments' => (array) wp_scripts()->registered['wc-cart-fragments'],
	'jquery'            => (array) wp_scripts()->registered['jquery'],
);

// Kept scripts that depend on an emptied handle: cart.js and checkout.js need `woocommerce`'s dependencies
// (BlockUI, js-cookie) and its helpers; a page without them loads neither.
function harness_kept_scripts( $kept ) {
	$scripts = wp_scripts();
	$saved   = $scripts->queue;
	foreach ( array( 'woocommerce', 'wc-jquery-blockui', 'wc-js-cookie', 'wc-cart', 'wc-checkout', 'wc-country-select', 'wc-address-i18n' ) as $handle ) {
		unset( $scripts->registered[ $handle ] );
	}
	wp_register_script( 'wc-jquery-blockui', '/jquery.blockUI.min.js', array( 'jquery' ), '2.7.0-wc.10.4.3' );
	wp_register_script( 'wc-js-cookie', '/js.cookie.min.js', array(), '2.1.4-wc.10.4.3' );
	wp_register_script( 'woocommerce', '/woocommerce.min.js', array( 'jquery', 'wc-jquery-blockui', 'wc-js-cookie' ), '10.4.3' );
	wp_scripts()->registered['woocommerce']->extra = array( 'data' => 'var woocommerce_params = {};' );
	wp_register_script( 'wc-country-select', '/country-select.min.js', array( 'jquery' ), '10.4.3' );
	wp_register_script( 'wc-address-i18n', '/address-i18n.min.js', array( 'jquery', 'wc-country-select' ), '10.4.3' );
	wp_register_script( 'wc-cart', '/cart.min.js', array( 'jquery', 'woocommerce', 'wc-country-select', 'wc-address-i18n' ), '10.4.3' );
	wp_register_script( 'wc-checkout', '/checkout.min.js', array( 'jquery', 'woocommerce', 'wc-country-select', 'wc-address-i18n' ), '10.4.3' );
	$scripts->queue = array( 'woocommerce' );
	foreach ( $kept as $handle ) {
		$scripts->queue[] = $handle;
	}
	do_action( 'wp_enqueue_scripts' );
	do_action( 'wp_print_scripts' );
	do_action( 'wp_print_footer_scripts' );
	$out = array(
		'woocommerce'  => (array) $scripts->registered['woocommerce'],
		'wc-cart'      => (array) $scripts->registered['wc-cart'],
		'wc-country-select' => (array) $scripts->registered['wc-country-select'],
		'wc-address-i18n'   => (array) $scripts->registered['wc-address-i18n'],
		'country_params'    => apply_filters( 'woocommerce_get_script_data', array( 'countries' => '{}' ), 'wc-country-select' ),
		'checkout_params' => apply_filters( 'woocommerce_get_script_data', array( 'ajax_url' => '/' ), 'wc-checkout' ),
		'cart_params'     => apply_filters( 'woocommerce_get_script_data', array( 'ajax_url' => '/' ), 'wc-cart' ),
	);
	$scripts->queue = $saved;
	return $out;
}
$out['kept_scripts'] = array(
	'none'     => harness_kept_scripts( array() ),
	'cart'     => harness_kept_scripts( array( 'wc-cart' ) ),
	'address'  => harness_kept_scripts( array( 'wc-address-i18n' ) ),
);
// A shop that keeps WooCommerce's checkout.js (the checkout island replaces it by default).
add_filter( 'wc_islands_replace_wc-checkout', '__return_false' );
$out['kept_scripts']['checkout'] = harness_kept_scripts( array( 'wc-checkout' ) );
remove_action( 'wc_islands_replace_wc-checkout', '__return_false' );
add_filter( 'wc_islands_replaced_scripts', 'harness_replace_checkout' );
function harness_replace_checkout( $handles ) {
	return array_merge( $handles, array( 'wc-checkout' ) );
}
$out['kept_scripts']['checkout_replaced'] = harness_kept_scripts( array( 'wc-checkout' ) );
// A gateway's script on emptied checkout.js: it keeps jQuery, not the address scripts.
wp_register_script( 'harness-gateway', '/gateway.js', array( 'jquery', 'wc-checkout' ) );
$out['kept_scripts']['gateway'] = harness_kept_scripts( array( 'wc-checkout', 'harness-gateway' ) );
remove_action( 'wc_islands_replaced_scripts', 'harness_replace_checkout' );
// A shop that keeps WooCommerce's cart.js.
add_filter( 'wc_islands_replace_wc-cart', '__return_false' );
$out['kept_scripts']['cart_kept'] = harness_kept_scripts( array( 'wc-cart' ) );
remove_action( 'wc_islands_replace_wc-cart', '__return_false' );
// A shop that keeps WooCommerce's address-i18n.js: country-select.js stays with it.
add_filter( 'wc_islands_replace_wc-address-i18n', '__return_false' );
$out['kept_scripts']['address_kept'] = harness_kept_scripts( array( 'wc-country-select', 'wc-address-i18n' ) );
remove_action( 'wc_islands_replace_wc-address-i18n', '__return_false' );

// Password strength: WordPress's and WooCommerce's meters and the estimator loader are emptied (the password
// toggle measures new passwords on the account pages and the checkout); kept with the filter, and for a kept
// script that calls WordPress's meter.
function harness_strength_meter( $queue ) {
	$scripts = wp_scripts();
	$saved   = $scripts->queue;
	wp_register_script( 'zxcvbn-async', '/wp-includes/js/zxcvbn-async.min.js', array(), '1.0' );
	$scripts->registered['zxcvbn-async']->extra = array( 'data' => 'var _zxcvbnSettings = {"src":"\/wp-includes\/js\/zxcvbn.min.js"};' );
	wp_register_script( 'password-strength-meter', '/wp-admin/js/password-strength-meter.min.js', array( 'jquery', 'zxcvbn-async', 'wp-i18n' ) );
	$scripts->registered['password-strength-meter']->extra = array( 'data' => 'var pwsL10n = {};' );
	wp_register_script( 'wc-password-strength-meter', '/password-strength-meter.min.js', array( 'jquery', 'password-strength-meter' ), '10.4.3' );
	$scripts->registered['wc-password-strength-meter']->extra = array( 'data' => 'var wc_password_strength_meter_params = {};' );
	wp_register_script( 'user-profile', '/wp-admin/js/user-profile.min.js', array( 'jquery', 'password-strength-meter' ) );
	$scripts->queue = $queue;
	do_action( 'wp_print_footer_scripts' );
	$out = array();
	foreach ( array( 'wc-password-strength-meter', 'password-strength-meter', 'zxcvbn-async' ) as $handle ) {
		$out[ $handle ] = array(
			'src'  => $scripts->registered[ $handle ]->src,
			'deps' => $scripts->registered[ $handle ]->deps,
			'data' => $scripts->registered[ $handle ]->extra['data'],
		);
	}
	$scripts->queue = $saved;
	return $out;
}
$out['strength_meter']['account']      = harness_strength_meter( array( 'wc-password-strength-meter' ) );
$out['strength_meter']['user_profile'] = harness_strength_meter( array( 'wc-password-strength-meter', 'user-profile' ) );
add_filter( 'wc_islands_replace_wc-password-strength-meter', '__return_false' );
$out['strength_meter']['kept']         = harness_strength_meter( array( 'wc-password-strength-meter' ) );
remove_action( 'wc_islands_replace_wc-password-strength-meter', '__return_false' );

// selectWoo: off the queue with its stylesheet where no script depends on it; a script that does (queued for
// the head, or only for the footer) keeps the stylesheet; the filter keeps both.
function harness_select_woo( $head_queue, $footer_queue = array() ) {
	$scripts = wp_scripts();
	$saved   = $scripts->queue;
	wp_register_script( 'selectWoo', '/selectWoo.full.min.js', array( 'jquery' ), '1.0.9-wc.10.4.3' );
	wp_register_script( 'wc-country-select', '/country-select.min.js', array( 'jquery' ), '10.4.3' );
	wp_register_script( 'layered-nav', '/layered-nav.js', array( 'selectWoo' ) );
	$GLOBALS['harness']['styles'] = array( 'select2' );
	$scripts->queue               = array_merge( array( 'selectWoo' ), $head_queue );
	do_action( 'wp_enqueue_scripts' );
	// The loader and the gallery's inline style, which wp_enqueue_scripts also queues, are not the point here.
	$scripts->queue               = array_values( array_diff( $scripts->queue, array( WC_ISLANDS_HANDLE ) ) );
	$GLOBALS['harness']['styles'] = array_values( array_diff( $GLOBALS['harness']['styles'], array( WC_ISLANDS_HANDLE ) ) );
	$head           = array( 'scripts' => $scripts->queue, 'styles' => $GLOBALS['harness']['styles'] );
	$scripts->queue = array_merge( $scripts->queue, $footer_queue );
	do_action( 'wp_print_footer_scripts' );
	$out            = array(
		'head'   => $head,
		'footer' => array( 'scripts' => $scripts->queue, 'styles' => $GLOBALS['harness']['styles'] ),
	);
	$scripts->queue = $saved;
	return $out;
}
$out['select_woo']['account']   = harness_select_woo( array() );
$out['select_woo']['country']   = harness_select_woo( array( 'wc-country-select' ) );
$out['select_woo']['dependent'] = harness_select_woo( array( 'layered-nav' ) );
$out['select_woo']['late']      = harness_select_woo( array(), array( 'layered-nav' ) );
add_filter( 'wc_islands_replace_selectWoo', '__return_false' );
$out['select_woo']['kept'] = harness_select_woo( array() );
remove_action( 'wc_islands_replace_selectWoo', '__return_false' );

// Order attribution consent: a `before` script on wc-order-attribution (printed after its localized data).
$consent = array();
add_filter(
	'wc_islands_settings',
	static function ( $settings ) use ( &$consent ) {
		return array_merge( $settings, $consent );
	}
);
function harness_attribution_consent( $settings, $register = true ) {
	$GLOBALS['consent'] = $settings;
	$scripts            = wp_scripts();
	unset( $scripts->registered['wc-order-attribution'] );
	if ( $register ) {
		wp_register_script( 'wc-order-attribution', '/order-attribution.min.js', array( 'sourcebuster-js' ), '10.8.1', true );
		$scripts->registered['wc-order-attribution']->extra = array(
			'data'  => 'var wc_order_attribution = {"params":{"allowTracking":true},"fields":{}};',
			'after' => array( 'window.classic = 1;' ),
		);
	}
	$inline_before = count( $GLOBALS['harness']['inline'] );
	// Every hook it runs on, the footer one twice: the script is added once.
	do_action( 'wp_enqueue_scripts' );
	do_action( 'wp_print_scripts' );
	do_action( 'wp_print_footer_scripts' );
	do_action( 'wp_print_footer_scripts' );
	$added = array();
	foreach ( array_slice( $GLOBALS['harness']['inline'], $inline_before ) as $call ) {
		if ( 'wc-order-attribution' === $call[0] ) {
			$added[] = $call;
		}
	}
	$out = array(
		'settings' => array_intersect_key( wc_islands_settings(), array_flip( array( 'attribution_consent_required', 'attribution_consent_category' ) ) ),
		'added'    => $added,
		'script'   => isset( $scripts->registered['wc-order-attribution'] ) ? (array) $scripts->registered['wc-order-attribution'] : null,
	);
	$GLOBALS['consent'] = array();
	return $out;
}
$out['attribution_consent'] = array(
	'defaults'  => harness_attribution_consent( array() ),
	'required'  => harness_attribution_consent( array( 'attribution_consent_required' => 1 ) ),
	'category'  => harness_attribution_consent( array( 'attribution_consent_category' => ' Statistics-Anonymous' ) ),
	'both'      => harness_attribution_consent(
		array(
			'attribution_consent_required' => 'yes',
			'attribution_consent_category' => '</script><script>alert("x")</script>',
		)
	),
	'unusable'  => harness_attribution_consent(
		array(
			'attribution_consent_required' => '',
			'attribution_consent_category' => array( 'statistics' ),
		)
	),
	'empty'     => harness_attribution_consent( array( 'attribution_consent_category' => '!!!' ) ),
	'no_handle' => harness_attribution_consent( array( 'attribution_consent_required' => true ), false ),
);

// Markup.
do_action( 'init' );
do_action( 'wp' );
// The messages shortcode as Storefront prints it: its callback called directly, after the plugin's `wp` hooks.
$shortcode_tags = array();
function add_shortcode( $tag, $callback ) { $GLOBALS['shortcode_tags'][ $tag ] = $callback; }
function harness_messages( $notices ) {
	$GLOBALS['harness_notices_html'] = $notices;
	add_shortcode( 'woocommerce_messages', 'harness_shop_messages' );
	do_action( 'wp' );
	return call_user_func( $GLOBALS['shortcode_tags']['woocommerce_messages'], array(), null, 'woocommerce_messages' );
}
function harness_shop_messages() { return '<div class="woocommerce">' . $GLOBALS['harness_notices_html'] . '</div>'; }
$out['markup'] = array(
	'store_notice' => apply_filters( 'woocommerce_demo_store', '<p role="complementary" class="woocommerce-store-notice demo_store" data-notice-id="abc">Sale</p>' ),
	'loop'         => apply_filters( 'woocommerce_product_loop_start', '<ul class="products columns-4">' ),
	'marked_loop'  => apply_filters( 'woocommerce_product_loop_start', '<ul class="products" data-island="custom">' ),
	'widget'       => apply_filters( 'dynamic_sidebar_params', array( array( 'widget_id' => 'woocommerce_widget_cart-2', 'before_widget' => '<div id="woocommerce_widget_cart-2" class="widget woocommerce widget_shopping_cart">' ), array( 'number' => 2 ) ) ),
	'gallery'      => apply_filters( 'gallery_style', "<style>.gallery{}</style>\n\t\t<div id='gallery-1' class='gallery galleryid-7 gallery-columns-3'>" ),
	'account'      => apply_filters( 'do_shortcode_tag', '<div class="woocommerce"><div class="woocommerce-notices-wrapper"></div><div class="u-columns col2-set" id="customer_login">', 'woocommerce_my_account', array(), array() ),
	'checkout'     => apply_filters( 'do_shortcode_tag', '<div class="woocommerce"><form class="woocommerce-form woocommerce-form-login login" style="display:none;"><input type="password" id="password"></form><form class="checkout"><p class="form-row create-account"></p><div class="create-account"><input type="password" id="account_password"></div></form>', 'woocommerce_checkout', array(), array() ),
	'checkout_no_password' => apply_filters( 'do_shortcode_tag', '<div class="woocommerce"><form class="checkout">', 'woocommerce_checkout', array(), array() ),
	'other_code'   => apply_filters( 'do_shortcode_tag', '<div class="x">', 'products', array(), array() ),
	'messages'     => harness_messages( '<ul class="woocommerce-error" role="alert"><li>Błąd</li></ul>' ),
	'no_messages'  => harness_messages( '' ),
	'attributes'   => array(
		'gallery'  => wc_islands_root_attributes( 'gallery' ),
		'sidebar'  => wc_islands_root_attributes( 'sidebar' ),
		'quantity' => wc_islands_root_attributes( 'quantity' ),
		'quote'    => wc_islands_root_attributes( 'a"b' ),
	),
);
ob_start();
do_action( 'woocommerce_before_template_part', 'global/quantity-input.php', '', '', array() );
echo '<div class="quantity"><input type="number" class="qty" min="1"></div>';
do_action( 'woocommerce_after_template_part', 'global/quantity-input.php', '', '', array() );
do_action( 'woocommerce_before_template_part', 'loop/price.php', '', '', array() );
echo '<span class="price">1 zł</span>';
do_action( 'woocommerce_after_template_part', 'loop/price.php', '', '', array() );
do_action( 'woocommerce_before_template_part', 'myaccount/form-login.php', '', '', array() );
echo '<div class="u-columns col2-set" id="customer_login"><div class="u-column1 col-1"><h2>Zaloguj się</h2></div></div>';
do_action( 'woocommerce_after_template_part', 'myaccount/form-login.php', '', '', array() );
do_action( 'woocommerce_before_template_part', 'checkout/form-billing.php', '', '', array() );
echo '<div class="woocommerce-billing-fields"><h3>Płatność</h3><div class="woocommerce-billing-fields__field-wrapper"></div></div>';
do_action( 'woocommerce_after_template_part', 'checkout/form-billing.php', '', '', array() );
do_action( 'comment_form_before' );
echo '<div id="respond" class="comment-respond"><form id="commentform"></form></div>';
do_action( 'comment_form_after' );
$out['markup']['templates'] = ob_get_clean();

add_action( 'woocommerce_before_single_product', 'woocommerce_output_all_notices', 10 );
do_action( 'wp' );
ob_start();
do_action( 'woocommerce_before_single_product' );
$out['markup']['notices'] = ob_get_clean();
ob_start();
do_action( 'wp_footer' );
$out['markup']['footer'] = ob_get_clean();

// The build's manifest: the replaced handles come from dist/<flavour>/manifest.json (preact's when the
// flavour's is missing); a missing or broken manifest replaces nothing and says so once per request.
$out['manifest']     = array( 'replaceable' => wc_islands_replaceable_scripts() );
$out['manifest']['notices_with_build'] = $GLOBALS['harness']['notices'];
$manifest_dir = null;
add_filter(
	'wc_islands_settings',
	static function ( $settings ) use ( &$manifest_dir ) {
		if ( null !== $manifest_dir ) {
			$settings['dist_dir'] = $manifest_dir;
		}
		return $settings;
	}
);
$tmp = sys_get_temp_dir() . '/wc-islands-harness-' . getmypid() . '/';
$manifest_case = static function ( $name, $preact_manifest ) use ( $tmp, &$manifest_dir ) {
	$dir = $tmp . $name . '/';
	mkdir( $dir . 'preact', 0777, true );
	if ( null !== $preact_manifest ) {
		file_put_contents( $dir . 'preact/manifest.json', $preact_manifest );
	}
	$manifest_dir                   = $dir;
	$GLOBALS['harness']['notices'] = array();
	$replaceable                    = wc_islands_replaceable_scripts();
	wc_islands_replaceable_scripts(); // again: read once per request
	return array(
		'replaceable' => $replaceable,
		'notices'     => $GLOBALS['harness']['notices'],
	);
};
$flavour = 'react';
$out['manifest']['react_falls_back_to_preact'] = $manifest_case( 'preact-only', file_get_contents( $dist_dir . 'preact/manifest.json' ) );
$out['manifest']['missing']     = $manifest_case( 'missing', null );
$out['manifest']['invalid']     = $manifest_case( 'invalid', '{"replaces": {' );
$out['manifest']['no_replaces'] = $manifest_case( 'no-replaces', '{"files": {}}' );
// Nothing hollowed without a manifest.
$manifest_dir = $tmp . 'missing/';
wp_register_script( 'wc-single-product', '/single-product.min.js', array( 'jquery' ), '10.8.1' );
do_action( 'wp_print_footer_scripts' );
$out['manifest']['hollowed_without_manifest'] = (array) wp_scripts()->registered['wc-single-product'];
foreach ( array( 'preact-only', 'missing', 'invalid', 'no-replaces' ) as $name ) {
	if ( is_file( $tmp . $name . '/preact/manifest.json' ) ) {
		unlink( $tmp . $name . '/preact/manifest.json' );
	}
	rmdir( $tmp . $name . '/preact' );
	rmdir( $tmp . $name );
}
rmdir( $tmp );

// WooCommerce features, translations printed for the islands, the kept scripts recorded, the status.
$manifest_dir = null;
$extension    = array( 'declared' => \Automattic\WooCommerce\Utilities\FeaturesUtil::$declared );
$print_l10n   = static function () {
	ob_start();
	do_action( 'wp_footer' );
	$footer = ob_get_clean();
	return preg_match( '#<script type="application/json" id="wc-islands-l10n">.*?</script>\n#s', $footer, $m ) ? $m[0] : '';
};
$extension['l10n_english']              = $print_l10n();
$GLOBALS['harness']['catalogue']        = array(
	'woocommerce' => array(
		'Close (Esc)' => 'Zamknij (Esc)',
		'Next'        => 'Dalej</script><script>alert(1)</script>',
	),
	'default'     => array( '(opens in a new tab)' => '(otwiera się w nowej karcie)' ),
	'wc-islands'  => array( 'Flavour' => 'Wariant' ),
);
$extension['l10n']                      = $print_l10n();
$extension['translated_strings']        = wc_islands_translated_strings();
$GLOBALS['harness']['catalogue']        = array();
$GLOBALS['harness']['option_writes']    = array();

// A checkout whose gateway script depends on checkout.js (emptied, so `woocommerce` keeps jQuery for it), and
// a kept cart.js that needs country-select.js whole.
$scripts = wp_scripts();
foreach ( array(
	'jquery'            => array( '/jquery.js', array() ),
	'woocommerce'       => array( false, array( 'jquery' ) ),
	'wc-checkout'       => array( false, array( 'woocommerce' ) ),
	'wc-add-to-cart'    => array( false, array() ),
	'wc-country-select' => array( '/country-select.min.js', array( 'jquery' ) ),
	'wc-cart'           => array( '/cart.min.js', array( 'woocommerce', 'wc-country-select' ) ),
	'gateway'           => array( '/gateway.js', array( 'wc-checkout' ) ),
) as $handle => $script ) {
	wp_register_script( $handle, $script[0], $script[1] );
}
// First a page that keeps nothing: not even a read of the option.
$scripts->done                       = array( 'jquery', 'wc-add-to-cart' );
$GLOBALS['harness']['option_reads'] = array();
wc_islands_record_kept_scripts();
$extension['reads_keeping_nothing'] = $GLOBALS['harness']['option_reads'];
$scripts->done           = array( 'jquery', 'woocommerce', 'wc-checkout', 'wc-add-to-cart', 'wc-country-select', 'wc-cart', 'gateway' );
$_SERVER['REQUEST_URI'] = '/zamowienie/?utm_source=x';
add_filter( 'wc_islands_replace_wc-cart', '__return_false' );
wc_islands_record_kept_scripts();
wc_islands_record_kept_scripts(); // the same sightings again: nothing written
$extension['kept_option']   = get_option( 'wc_islands_kept_scripts' );
$extension['option_writes'] = $GLOBALS['harness']['option_writes'];
$extension['rows']          = wc_islands_status_rows();
$extension['site_health']   = wc_islands_debug_information( array( 'wp-core' => array() ) );
remove_filter( 'wc_islands_replace_wc-cart', '__return_false' );
// Sightings older than 30 days are gone.
$old = get_option( 'wc_islands_kept_scripts' );
foreach ( $old as $handle => $sightings ) {
	foreach ( $sightings as $script => $sighting ) {
		$old[ $handle ][ $script ]['time'] = time() - 31 * DAY_IN_SECONDS;
	}
}
$extension['expired'] = wc_islands_fresh_sightings( $old, time() );

// The settings page's option: a saved flavour becomes the default; anything else is preact.
$extension['sanitize'] = array(
	wc_islands_sanitize_options( array( 'flavour' => 'react', 'other' => 1 ) ),
	wc_islands_sanitize_options( array( 'flavour' => '<b>' ) ),
	wc_islands_sanitize_options( 'react' ),
);
$GLOBALS['harness']['options']['wc_islands_options'] = array( 'flavour' => 'react' );
$extension['saved_flavour']                           = wc_islands_default_settings()['flavour'];
unset( $GLOBALS['harness']['options']['wc_islands_options'] );
$extension['textdomains'] = $GLOBALS['harness']['textdomains'];
$out['extension']         = $extension;

// Scripts that use jQuery without declaring it (a wishlist plugin's file, a theme's inline script) get it as a
// dependency before the head and the footer print; declared, clean, allowlisted and emptied ones do not; files
// are read once per handle and version. Stand-in files in the temp wp-content.
$files = array(
	'plugins/wishlist/wishlist.min.js' => '/*! Wishlist: no jQuery in this comment is a use */!function(t){t(document).on("click",".add_to_wishlist",function(){t(this).addClass("added")})}(jQuery);',
	'plugins/iife/iife.js'             => "// jQuery is mentioned here too\n(function ( $ ) {\n\t$( '.x' ).hide();\n} )( window.jQuery );\n",
	'plugins/clean/clean.js'           => "/* Works without jQuery. */\n// jQuery? not needed\nif ( typeof jQuery !== 'undefined' ) {}\nif ( 'undefined' === typeof window.jQuery ) { document.body.classList.add( 'no-jquery' ); }\nvar jQueryLess = 1, my\$jQuery = 2;\n",
	'plugins/hooks/hooks.js'           => 'window.jQuery&&window.jQuery(document).trigger("x");',
	'plugins/woocommerce/assets/client/blocks/mini-cart.js' => 'var bridge=function(n){if("function"!=typeof jQuery)return function(){};jQuery(document).on(n,function(){})};',
);
foreach ( $files as $file => $code ) {
	@mkdir( dirname( WP_CONTENT_DIR . '/' . $file ), 0777, true );
	file_put_contents( WP_CONTENT_DIR . '/' . $file, $code );
}
function harness_jquery_page( $register ) {
	$scripts = wp_scripts();
	$saved   = array( $scripts->queue, $scripts->done );
	wp_register_script( 'jquery', '/wp-includes/js/jquery/jquery.min.js', array(), '3.7.1' );
	wp_register_script( 'wc-add-to-cart', '/add-to-cart.min.js', array( 'jquery' ), '10.4.3' );
	$scripts->queue = array( 'wc-add-to-cart' );
	$scripts->done  = array();
	foreach ( $register as $handle => $script ) {
		unset( $scripts->registered[ $handle ] );
		wp_register_script( $handle, $script[0], isset( $script[1] ) ? $script[1] : array(), isset( $script[2] ) ? $script[2] : '1.0' );
		if ( isset( $script[3] ) ) {
			$scripts->registered[ $handle ]->extra = $script[3];
		}
		$scripts->queue[] = $handle;
	}
	$writes = count( $GLOBALS['harness']['option_writes'] );
	do_action( 'wp_enqueue_scripts' );
	do_action( 'wp_print_scripts' );
	do_action( 'wp_print_footer_scripts' );
	$printed = array();
	$pending = $scripts->queue;
	while ( $pending ) {
		$handle = array_shift( $pending );
		if ( ! in_array( $handle, $printed, true ) && isset( $scripts->registered[ $handle ] ) ) {
			$printed[] = $handle;
			$pending   = array_merge( $pending, $scripts->registered[ $handle ]->deps );
		}
	}
	$deps = array();
	foreach ( array_keys( $register ) as $handle ) {
		$deps[ $handle ] = $scripts->registered[ $handle ]->deps;
	}
	$out = array(
		'jquery_printed' => in_array( 'jquery', $printed, true ),
		'deps'           => $deps,
		'scan_writes'    => array_values( array_filter( array_slice( $GLOBALS['harness']['option_writes'], $writes ), static function ( $write ) {
			return 'wc_islands_jquery_scan' === $write[0];
		} ) ),
	);
	list( $scripts->queue, $scripts->done ) = $saved;
	return $out;
}
add_filter(
	'wc_islands_script_uses_jquery',
	static function ( $uses, $handle, $src ) {
		if ( 'marked-clean' === $handle ) {
			return false;
		}
		return 'marked-user' === $handle ? true : $uses;
	},
	10,
	3
);
$jquery = array();
$clean  = array(
	'clean'       => array( 'https://shop.test/wp-content/plugins/clean/clean.js' ),
	'data-only'   => array( false, array(), false, array( 'data' => 'var wishlist_l10n = {"text":"jQuery(\'x\')"};' ) ),
	'stripe'      => array( 'https://js.stripe.com/v3/' ),
	'missing'     => array( 'https://shop.test/wp-content/plugins/gone/gone.js' ),
	'marked-clean' => array( 'https://cdn.example.com/widget.js' ),
	// An allowlisted handle is not read (this file would keep jQuery).
	'wp-hooks'    => array( 'https://shop.test/wp-content/plugins/hooks/hooks.js' ),
	// WooCommerce's blocks bridge jQuery's events only where it is there: their folder is not read.
	'wc-mini-cart-block-frontend' => array( 'https://shop.test/wp-content/plugins/woocommerce/assets/client/blocks/mini-cart.js' ),
);
$jquery['clean'] = harness_jquery_page( $clean );
$jquery['users'] = harness_jquery_page(
	array_merge(
		$clean,
		array(
			'wishlist'     => array( 'https://shop.test/wp-content/plugins/wishlist/wishlist.min.js?ver=4.1', array(), '4.1' ),
			'iife'         => array( '//shop.test/wp-content/plugins/iife/iife.js' ),
			'root-relative' => array( '/wp-content/plugins/wishlist/wishlist.min.js' ),
			'theme-inline' => array( false, array(), false, array( 'after' => array( 'jQuery( function ( $ ) { $( "body" ).addClass( "x" ); } );' ) ) ),
			'remote'       => array( 'https://cdn.example.com/widget.js' ),
			'endpoint'     => array( 'https://shop.test/?wishlist-script=1' ),
			'escape'       => array( 'https://shop.test/wp-content/plugins/../../../etc/passwd.js' ),
			'marked-user'  => array( 'https://shop.test/wp-content/plugins/clean/clean.js' ),
			'declared'     => array( 'https://shop.test/wp-content/plugins/iife/iife.js', array( 'jquery' ) ),
		)
	)
);
// An emptied handle whose `before` script uses jQuery keeps it, though emptying clears its dependencies again.
$jquery['emptied_before'] = harness_jquery_page(
	array( 'wc-single-product' => array( '/single-product.min.js', array( 'jquery' ), '10.4.3', array( 'before' => array( 'jQuery( document.body ).addClass( "x" );' ) ) ) )
);
// Warm: the files are not read again (deleted, the wishlist still keeps jQuery), until the version changes.
unlink( WP_CONTENT_DIR . '/plugins/wishlist/wishlist.min.js' );
$jquery['warm']        = harness_jquery_page( array( 'wishlist' => array( 'https://shop.test/wp-content/plugins/wishlist/wishlist.min.js?ver=4.1', array(), '4.1' ) ) );
$jquery['new_version'] = harness_jquery_page( array( 'wishlist' => array( 'https://shop.test/wp-content/plugins/wishlist/wishlist.min.js?ver=4.2', array(), '4.2' ) ) );
$jquery['scan_option'] = $GLOBALS['harness']['options']['wc_islands_jquery_scan'];
// Site Health: a product page that printed jQuery for the wishlist and the theme's inline script.
$GLOBALS['harness']['options']['wc_islands_kept_scripts'] = array();
$scripts                = wp_scripts();
$scripts->done          = array( 'jquery', 'wc-add-to-cart', 'wishlist', 'theme-inline', 'remote', 'declared', 'clean' );
$_SERVER['REQUEST_URI'] = '/produkt/kubek-poranek/';
wc_islands_record_kept_scripts();
$jquery['kept_option'] = get_option( 'wc_islands_kept_scripts' );
$jquery['row']         = wc_islands_status_rows()['kept-jquery'];
// A page that printed no jQuery records nothing for it.
$GLOBALS['harness']['options']['wc_islands_kept_scripts'] = array();
$scripts->done = array( 'wc-add-to-cart', 'clean' );
wc_islands_record_kept_scripts();
$jquery['kept_without_jquery'] = get_option( 'wc_islands_kept_scripts' );
foreach ( array_reverse( array_keys( $files ) ) as $file ) {
	@unlink( WP_CONTENT_DIR . '/' . $file );
}
foreach ( array( 'plugins/wishlist', 'plugins/iife', 'plugins/clean', 'plugins/hooks', 'plugins/woocommerce/assets/client/blocks', 'plugins/woocommerce/assets/client', 'plugins/woocommerce/assets', 'plugins/woocommerce', 'plugins', '' ) as $dir ) {
	@rmdir( WP_CONTENT_DIR . '/' . $dir );
}
$out['jquery'] = $jquery;

echo json_encode( $out, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
