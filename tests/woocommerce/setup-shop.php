<?php
/**
 * Installs the test shop for scripts/woocommerce-test.sh: WordPress, then WooCommerce, Variation Swatches, the
 * test gateway, Addonify's quick view when the site has it, and the theme (Storefront, or Twenty Twenty-One with
 * WooCommerce's cart widget in its footer), a Polish shop's settings (PLN, cash on delivery and bank transfer,
 * AJAX add to cart, classic cart/checkout/account pages) and a small Polish catalogue built with WooCommerce's
 * PHP API.
 *
 *   php setup-shop.php <WordPress dir> <out.json> [storefront|twentytwentyone]
 *
 * Writes the theme, whether the quick view is there, the pages' paths (the category's archive among them) and
 * the products' paths and ids as JSON for the browser flows and the Lighthouse bench. The plugin under test
 * is not activated here: the script switches it between the two runs (shop-cli.php).
 */
define( 'WP_INSTALLING', true );
list( , $wp_dir, $out_file, $shop_theme ) = array_pad( $argv, 4, 'storefront' );
require $wp_dir . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
require_once ABSPATH . 'wp-admin/includes/image.php';

function shop_fail( $message ) {
	fwrite( STDERR, "setup-shop: $message\n" );
	exit( 1 );
}

wp_install( 'Sklep testowy', 'admin', 'admin@example.com', true, '', 'admin-password' );
$GLOBALS['wp_rewrite']->set_permalink_structure( '/%postname%/' );
update_option( 'timezone_string', 'Europe/Warsaw' );

// The test gateway (tests/woocommerce/test-gateway, copied in by the script): a jQuery veto on place order.
$plugins = array( 'woocommerce/woocommerce.php', 'woo-variation-swatches/woo-variation-swatches.php', 'islands-test-gateway/islands-test-gateway.php' );
// Addonify's quick view, as it comes: its defaults live in its code, nothing is stored on activation.
$quick_view = 'addonify-quick-view/addonify-quick-view.php';
if ( file_exists( WP_PLUGIN_DIR . '/' . $quick_view ) ) {
	$plugins[] = $quick_view;
}
foreach ( $plugins as $plugin ) {
	$result = activate_plugin( $plugin );
	if ( is_wp_error( $result ) ) {
		shop_fail( "activate $plugin: " . $result->get_error_message() );
	}
}
if ( ! wp_get_theme( $shop_theme )->exists() ) {
	shop_fail( "no theme $shop_theme" );
}
switch_theme( $shop_theme );
// What the next page load would do after the switch (widget areas mapped to the new theme's), done now so the
// widgets set below stay as they are. WooCommerce's hooks on it need its template functions, which it loads
// with the theme, before it was active here.
WC()->include_template_functions();
check_theme_switched();

// WooCommerce installs its tables and pages on activation in an admin request; run the same steps here.
WC_Install::install();
WC()->init();

$settings = array(
	'woocommerce_currency'                        => 'PLN',
	'woocommerce_currency_pos'                    => 'right_space',
	'woocommerce_price_thousand_sep'              => ' ',
	'woocommerce_price_decimal_sep'               => ',',
	'woocommerce_price_num_decimals'              => '2',
	'woocommerce_default_country'                 => 'PL',
	'woocommerce_allowed_countries'               => 'specific',
	'woocommerce_specific_allowed_countries'      => array( 'PL', 'CZ', 'DE', 'GB', 'US' ),
	'woocommerce_store_address'                   => 'ul. Długa 1',
	'woocommerce_store_city'                      => 'Kraków',
	'woocommerce_store_postcode'                  => '30-001',
	'woocommerce_enable_ajax_add_to_cart'         => 'yes',
	'woocommerce_cart_redirect_after_add'         => 'no',
	'woocommerce_enable_reviews'                  => 'yes',
	'woocommerce_enable_review_rating'            => 'yes',
	'woocommerce_review_rating_required'          => 'yes',
	'woocommerce_review_rating_verification_required' => 'no',
	'woocommerce_enable_myaccount_registration'   => 'yes',
	'woocommerce_registration_generate_password'  => 'no',
	'woocommerce_registration_generate_username'  => 'yes',
	'woocommerce_enable_guest_checkout'           => 'yes',
	'woocommerce_enable_checkout_login_reminder'  => 'yes',
	'woocommerce_enable_signup_and_login_from_checkout' => 'yes',
	'woocommerce_calc_taxes'                      => 'no',
	'woocommerce_ship_to_countries'               => '',
	'woocommerce_enable_shipping_calc'            => 'yes',
	'woocommerce_enable_coupons'                  => 'yes',
	'woocommerce_coming_soon'                     => 'no',
	'woocommerce_store_pages_only'                => 'no',
	'woocommerce_allow_tracking'                  => 'no',
	'woocommerce_show_marketplace_suggestions'    => 'no',
	'woocommerce_task_list_hidden'                => 'yes',
	'woocommerce_onboarding_profile'              => array( 'skipped' => true ),
	'woocommerce_feature_order_attribution_enabled' => 'yes',
	'woocommerce_bacs_settings'                   => array(
		'enabled'     => 'yes',
		'title'       => 'Przelew bankowy',
		'description' => 'Zapłać przelewem na nasze konto.',
	),
	'woocommerce_islands_test_settings'           => array(
		'enabled'     => 'yes',
		'title'       => 'Płatność testowa',
		'description' => 'Bramka testowa: pierwsza próba jest odrzucana.',
	),
	'woocommerce_cod_settings'                    => array(
		'enabled'            => 'yes',
		'title'              => 'Płatność przy odbiorze',
		'description'        => 'Zapłać gotówką przy odbiorze.',
		'enable_for_methods' => array(),
		'enable_for_virtual' => 'yes',
	),
	// The plain-selects product keeps WooCommerce's selects: only the attributes typed as swatches change.
	'woo_variation_swatches'                      => array( 'default_to_button' => 'no' ),
);
foreach ( $settings as $name => $value ) {
	update_option( $name, $value );
}
WC()->payment_gateways()->init();

// Shipping to Poland: free delivery first (the default choice, so totals stay the products' sum) and a courier.
$zone = new WC_Shipping_Zone();
$zone->set_zone_name( 'Polska' );
$zone->add_location( 'PL', 'country' );
$zone->save();
$methods = array(
	'free_shipping' => array( 'title' => 'Darmowa wysyłka', 'requires' => '' ),
	'flat_rate'     => array( 'title' => 'Kurier', 'tax_status' => 'none', 'cost' => '15' ),
);
foreach ( $methods as $method => $method_settings ) {
	$instance = $zone->add_shipping_method( $method );
	if ( ! $instance ) {
		shop_fail( "shipping method $method" );
	}
	update_option( "woocommerce_{$method}_{$instance}_settings", $method_settings );
}

// One coupon, 10% off.
$coupon = new WC_Coupon();
$coupon->set_code( 'rabat10' );
$coupon->set_discount_type( 'percent' );
$coupon->set_amount( 10 );
$coupon->save();

// Classic pages (shortcodes, not blocks), as a shop upgraded from older WooCommerce has them.
$pages = array(
	'shop'      => array( 'sklep', 'Sklep', '' ),
	'cart'      => array( 'koszyk', 'Koszyk', '[woocommerce_cart]' ),
	'checkout'  => array( 'zamowienie', 'Zamówienie', '[woocommerce_checkout]' ),
	'myaccount' => array( 'moje-konto', 'Moje konto', '[woocommerce_my_account]' ),
);
$paths = array();
foreach ( $pages as $key => list( $slug, $title, $content ) ) {
	$existing = get_page_by_path( $slug );
	$id       = $existing ? $existing->ID : 0;
	$id       = wp_insert_post(
		array(
			'ID'           => $id,
			'post_type'    => 'page',
			'post_status'  => 'publish',
			'post_name'    => $slug,
			'post_title'   => $title,
			'post_content' => $content,
		),
		true
	);
	if ( is_wp_error( $id ) ) {
		shop_fail( "page $slug: " . $id->get_error_message() );
	}
	update_option( "woocommerce_{$key}_page_id", $id );
	$paths[ $key ] = "/$slug/";
}
update_option( 'show_on_front', 'page' );
update_option( 'page_on_front', (int) get_option( 'woocommerce_shop_page_id' ) );
$paths['shop'] = '/';

// A product image: a plain JPEG in a colour, made with GD and added to the media library.
function shop_image( $name, $rgb ) {
	$upload = wp_upload_dir();
	wp_mkdir_p( $upload['path'] );
	$file  = trailingslashit( $upload['path'] ) . "$name.jpg";
	$image = imagecreatetruecolor( 1200, 1200 );
	imagefill( $image, 0, 0, imagecolorallocate( $image, $rgb[0], $rgb[1], $rgb[2] ) );
	$mark = imagecolorallocate( $image, 255, 255, 255 );
	imagefilledrectangle( $image, 500, 500, 700, 700, $mark );
	imagejpeg( $image, $file, 80 );
	imagedestroy( $image );
	$id = wp_insert_attachment(
		array(
			'post_mime_type' => 'image/jpeg',
			'post_title'     => $name,
			'post_status'    => 'inherit',
		),
		$file
	);
	wp_update_attachment_metadata( $id, wp_generate_attachment_metadata( $id, $file ) );
	return $id;
}

function shop_save( $product ) {
	$id = $product->save();
	if ( ! $id ) {
		shop_fail( 'product not saved: ' . $product->get_name() );
	}
	return $id;
}

$ids      = array();
$category = wp_insert_term( 'Odzież', 'product_cat' );
$cat_id   = is_wp_error( $category ) ? (int) $category->get_error_data() : $category['term_id'];

$simple = new WC_Product_Simple();
$simple->set_props(
	array(
		'name'              => 'Kubek ceramiczny',
		'slug'              => 'kubek-ceramiczny',
		'regular_price'     => '39.99',
		'description'       => 'Kubek z glazurą, pojemność 300 ml.',
		'short_description' => 'Ręcznie malowany kubek.',
		'category_ids'      => array( $cat_id ),
		'image_id'          => shop_image( 'kubek', array( 200, 120, 60 ) ),
		'manage_stock'      => false,
		'stock_status'      => 'instock',
	)
);
$ids['simple'] = shop_save( $simple );

$sale = new WC_Product_Simple();
$sale->set_props(
	array(
		'name'          => 'Szalik wełniany',
		'slug'          => 'szalik-welniany',
		'regular_price' => '89.00',
		'sale_price'    => '59.00',
		'category_ids'  => array( $cat_id ),
		'image_id'      => shop_image( 'szalik', array( 150, 30, 40 ) ),
	)
);
$ids['sale'] = shop_save( $sale );

$out = new WC_Product_Simple();
$out->set_props(
	array(
		'name'          => 'Czapka zimowa',
		'slug'          => 'czapka-zimowa',
		'regular_price' => '49.00',
		'stock_status'  => 'outofstock',
		'category_ids'  => array( $cat_id ),
		'image_id'      => shop_image( 'czapka', array( 60, 60, 60 ) ),
	)
);
$ids['outofstock'] = shop_save( $out );

$gallery = new WC_Product_Simple();
$gallery->set_props(
	array(
		'name'              => 'Plecak miejski',
		'slug'              => 'plecak-miejski',
		'regular_price'     => '199.00',
		'description'       => 'Plecak z kieszenią na laptopa.',
		'short_description' => 'Pojemny plecak na co dzień.',
		'category_ids'      => array( $cat_id ),
		'image_id'          => shop_image( 'plecak-1', array( 30, 90, 160 ) ),
		'gallery_image_ids' => array(
			shop_image( 'plecak-2', array( 30, 140, 60 ) ),
			shop_image( 'plecak-3', array( 170, 140, 20 ) ),
			shop_image( 'plecak-4', array( 120, 40, 150 ) ),
		),
	)
);
$ids['gallery'] = shop_save( $gallery );

// Global attributes typed for Variation Swatches: colour swatches and size buttons.
function shop_attribute( $slug, $name, $type, $terms ) {
	$taxonomy = wc_attribute_taxonomy_name( $slug );
	if ( ! wc_attribute_taxonomy_id_by_name( $slug ) ) {
		$created = wc_create_attribute(
			array(
				'name' => $name,
				'slug' => $slug,
				'type' => $type,
			)
		);
		if ( is_wp_error( $created ) ) {
			shop_fail( "attribute $slug: " . $created->get_error_message() );
		}
	}
	// Variation Swatches adds its types to WooCommerce's list only in wp-admin: store the type directly.
	global $wpdb;
	$wpdb->update( $wpdb->prefix . 'woocommerce_attribute_taxonomies', array( 'attribute_type' => $type ), array( 'attribute_name' => $slug ) );
	delete_transient( 'wc_attribute_taxonomies' );
	WC_Cache_Helper::invalidate_cache_group( 'woocommerce-attributes' );
	register_taxonomy( $taxonomy, array( 'product' ), array( 'hierarchical' => false ) );
	$term_ids = array();
	foreach ( $terms as $term_slug => list( $label, $color ) ) {
		$term = wp_insert_term( $label, $taxonomy, array( 'slug' => $term_slug ) );
		$id   = is_wp_error( $term ) ? (int) $term->get_error_data() : $term['term_id'];
		if ( $color ) {
			update_term_meta( $id, 'product_attribute_color', $color );
		}
		$term_ids[] = $id;
	}
	$attribute = new WC_Product_Attribute();
	$attribute->set_id( wc_attribute_taxonomy_id_by_name( $slug ) );
	$attribute->set_name( $taxonomy );
	$attribute->set_options( $term_ids );
	$attribute->set_visible( true );
	$attribute->set_variation( true );
	return $attribute;
}
$colour = shop_attribute(
	'kolor',
	'Kolor',
	'color',
	array(
		'czerwony'  => array( 'Czerwony', '#c0392b' ),
		'niebieski' => array( 'Niebieski', '#2457a6' ),
	)
);
$size   = shop_attribute(
	'rozmiar',
	'Rozmiar',
	'button',
	array(
		's' => array( 'S', '' ),
		'm' => array( 'M', '' ),
		'l' => array( 'L', '' ),
	)
);

$tshirt = new WC_Product_Variable();
$tshirt->set_props(
	array(
		'name'              => 'Koszulka bawełniana',
		'slug'              => 'koszulka-bawelniana',
		'description'       => 'Koszulka ze stuprocentowej bawełny.',
		'short_description' => 'Miękka koszulka w dwóch kolorach.',
		'category_ids'      => array( $cat_id ),
		'image_id'          => shop_image( 'koszulka', array( 110, 110, 110 ) ),
		'attributes'        => array( $colour, $size ),
	)
);
$ids['swatches'] = shop_save( $tshirt );
$variation_images = array(
	'czerwony'  => shop_image( 'koszulka-czerwona', array( 192, 57, 43 ) ),
	'niebieski' => shop_image( 'koszulka-niebieska', array( 36, 87, 166 ) ),
);
foreach ( array( 'czerwony', 'niebieski' ) as $c ) {
	foreach ( array( 's', 'm', 'l' ) as $s ) {
		$variation = new WC_Product_Variation();
		$variation->set_parent_id( $ids['swatches'] );
		$variation->set_attributes(
			array(
				'pa_kolor'   => $c,
				'pa_rozmiar' => $s,
			)
		);
		$variation->set_regular_price( 'l' === $s ? '69.00' : '59.00' );
		$variation->set_image_id( $variation_images[ $c ] );
		// The one combination a shopper cannot buy: blue in L.
		$variation->set_stock_status( 'niebieski' === $c && 'l' === $s ? 'outofstock' : 'instock' );
		shop_save( $variation );
	}
}
WC_Product_Variable::sync( $ids['swatches'] );

// A product attribute of its own (not a global one): Variation Swatches leaves its select as it is.
$material = new WC_Product_Attribute();
$material->set_name( 'Materiał' );
$material->set_options( array( 'Len', 'Bawełna' ) );
$material->set_visible( true );
$material->set_variation( true );
$apron = new WC_Product_Variable();
$apron->set_props(
	array(
		'name'         => 'Fartuch kuchenny',
		'slug'         => 'fartuch-kuchenny',
		'category_ids' => array( $cat_id ),
		'image_id'     => shop_image( 'fartuch', array( 90, 120, 80 ) ),
		'attributes'   => array( $material ),
	)
);
$ids['selects'] = shop_save( $apron );
foreach ( array( 'Len' => '79.00', 'Bawełna' => '65.00' ) as $option => $price ) {
	$variation = new WC_Product_Variation();
	$variation->set_parent_id( $ids['selects'] );
	$variation->set_attributes( array( sanitize_title( 'Materiał' ) => $option ) );
	$variation->set_regular_price( $price );
	shop_save( $variation );
}
WC_Product_Variable::sync( $ids['selects'] );

// Twenty Twenty-One has no header cart: its shop owner puts WooCommerce's cart widget in the footer widget
// area, the one place that theme shows the cart on every page.
if ( 'twentytwentyone' === $shop_theme ) {
	update_option(
		'widget_woocommerce_widget_cart',
		array(
			2              => array(
				'title'         => 'Koszyk',
				'hide_if_empty' => 0,
			),
			'_multiwidget' => 1,
		)
	);
	wp_set_sidebars_widgets(
		array(
			'wp_inactive_widgets' => array(),
			'sidebar-1'           => array( 'woocommerce_widget_cart-2' ),
		)
	);
}

// A customer for the account flows.
$customer = wc_create_new_customer( 'klient@example.com', 'klient', 'Klient-haslo-2026!' );
if ( is_wp_error( $customer ) ) {
	shop_fail( 'customer: ' . $customer->get_error_message() );
}

$products = array();
foreach ( $ids as $key => $id ) {
	$products[ $key ] = array(
		'id'   => $id,
		'path' => wp_make_link_relative( get_permalink( $id ) ),
		'name' => get_the_title( $id ),
	);
}
flush_rewrite_rules();
// The shop page is the front page: the category's archive is the listing that is not the home page.
$paths['category'] = wp_make_link_relative( get_term_link( $cat_id, 'product_cat' ) );
file_put_contents(
	$out_file,
	wp_json_encode(
		array(
			'theme'     => $shop_theme,
			'quickView' => is_plugin_active( $quick_view ),
			'pages'     => $paths,
			'products'  => $products,
			'customer'  => array(
				'username' => 'klient',
				'password' => 'Klient-haslo-2026!',
			),
		),
		JSON_PRETTY_PRINT | JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES
	)
);
echo "setup-shop: " . count( $products ) . " products\n";
