<?php
/**
 * Plugin Name:       WC Islands
 * Description:       Replaces the shopper-facing jQuery scripts of WooCommerce, Variation Swatches and the Salient theme with small script islands mounted on the server markup.
 * Version:           0.1.0
 * Requires at least: 6.1
 * Requires PHP:      7.4
 * Requires Plugins:  woocommerce
 * WC requires at least: 8.9
 * WC tested up to:   10.4
 * Author:            wc-islands
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       wc-islands
 * Domain Path:       /dist/languages
 *
 * @package WC_Islands
 */

defined( 'ABSPATH' ) || exit;

define( 'WC_ISLANDS_VERSION', '0.1.0' );
define( 'WC_ISLANDS_FILE', __FILE__ );
/** Script handle (classic path) and script module id (WordPress 6.5+) of the loader. */
define( 'WC_ISLANDS_HANDLE', 'wc-islands' );
define( 'WC_ISLANDS_TEXT_DOMAIN', 'wc-islands' );

require_once __DIR__ . '/includes/settings.php';
require_once __DIR__ . '/includes/islands-off.php';
require_once __DIR__ . '/includes/assets.php';
require_once __DIR__ . '/includes/markup.php';
require_once __DIR__ . '/includes/jquery.php';

add_action( 'wp_enqueue_scripts', 'wc_islands_enqueue_loader', 20 );
// wp_enqueue_scripts runs at wp_head's priority 1: the loader's flavour is known by then.
add_action( 'wp_head', 'wc_islands_print_preloads', 2 );
// The body's no-js class swapped before its first paint, not from the footer as WooCommerce does.
add_action( 'wp_body_open', 'wc_islands_print_js_class', 1 );
// Late, so every plugin and the theme have registered their scripts; again just before printing, for late ones.
add_action( 'wp_enqueue_scripts', 'wc_islands_hollow_replaced_scripts', PHP_INT_MAX );
add_action( 'wp_print_scripts', 'wc_islands_hollow_replaced_scripts', 1 );
add_action( 'wp_print_footer_scripts', 'wc_islands_hollow_replaced_scripts', 1 );
add_action( 'wp_enqueue_scripts', 'wc_islands_add_attribution_consent', PHP_INT_MAX );
add_action( 'wp_print_scripts', 'wc_islands_add_attribution_consent', 1 );
add_action( 'wp_print_footer_scripts', 'wc_islands_add_attribution_consent', 1 );
// Before the head prints its styles, and again before the footer (a script printed there may need it).
add_action( 'wp_enqueue_scripts', 'wc_islands_drop_select_woo', PHP_INT_MAX );
add_action( 'wp_print_footer_scripts', 'wc_islands_drop_select_woo', 1 );
// Once the handles are emptied: jQuery before each script about to print that uses it without declaring it.
add_action( 'wp_print_scripts', 'wc_islands_keep_jquery_for_its_users', 2 );
add_action( 'wp_print_footer_scripts', 'wc_islands_keep_jquery_for_its_users', 2 );
add_filter( 'woocommerce_get_script_data', 'wc_islands_flag_classic_checkout', 10, 2 );
add_filter( 'wc_islands_replace_password-strength-meter', 'wc_islands_replace_wordpress_strength_meter', 5 );
add_filter( 'wc_islands_replace_zxcvbn-async', 'wc_islands_replace_wordpress_strength_meter', 5 );
add_filter( 'wc_islands_replace_wc-country-select', 'wc_islands_replace_address_scripts', 5 );
add_filter( 'wc_islands_replace_wc-address-i18n', 'wc_islands_replace_address_scripts', 5 );
add_filter( 'script_loader_tag', 'wc_islands_module_script_tag', 10, 2 );
add_filter( 'wp_script_attributes', 'wc_islands_module_script_attributes' );
add_action( 'init', 'wc_islands_register_markup_hooks' );
// The settings page's switches (islands off, their classic scripts back), before anything asks about either.
add_action( 'init', 'wc_islands_add_island_switches', 0 );

// WooCommerce: the features declared compatible; without WooCommerce (or with an older one) the hooks above
// are taken back on plugins_loaded and an admin notice says why (includes/compat.php).
require_once __DIR__ . '/includes/compat.php';
// The islands' words in WooCommerce's and WordPress's translations; the status for Site Health and the
// settings page.
require_once __DIR__ . '/includes/strings.php';
require_once __DIR__ . '/includes/i18n.php';
require_once __DIR__ . '/includes/health.php';
require_once __DIR__ . '/includes/admin.php';

add_action( 'before_woocommerce_init', 'wc_islands_declare_woocommerce_features' );
add_action( 'plugins_loaded', 'wc_islands_check_woocommerce' );
add_action( 'plugins_loaded', 'wc_islands_add_admin_hooks', 20 );
add_action( 'init', 'wc_islands_load_textdomain' );
add_action( 'wp_footer', 'wc_islands_print_l10n', 1 );
// After the footer scripts printed (wp_footer priority 20): which classic scripts this page kept, and for what.
add_action( 'wp_footer', 'wc_islands_record_kept_scripts', PHP_INT_MAX );
