<?php
/**
 * Island roots: data-island (and data-island-strategy / data-island-media from the settings) on the markup
 * WordPress and WooCommerce let a plugin reach; helpers for the templates a theme overrides.
 *
 * @package WC_Islands
 */

defined( 'ABSPATH' ) || exit;

/**
 * Attribute name => value for an island root: data-island, plus the strategy from the settings.
 *
 * @param string $island Island name (widgets/manifest.json).
 * @return array
 */
function wc_islands_root_attribute_values( $island ) {
	$attributes = array( 'data-island' => $island );
	$settings   = wc_islands_settings();
	if ( isset( $settings['strategies'][ $island ] ) ) {
		$strategy                           = $settings['strategies'][ $island ];
		$attributes['data-island-strategy'] = $strategy['strategy'];
		if ( '' !== $strategy['media'] ) {
			$attributes['data-island-media'] = $strategy['media'];
		}
	}
	return apply_filters( 'wc_islands_root_attributes', $attributes, $island );
}

/**
 * The root attributes as escaped HTML (leading space included), for template overrides.
 *
 * @param string $island Island name.
 * @return string
 */
function wc_islands_root_attributes( $island ) {
	$html = '';
	foreach ( wc_islands_root_attribute_values( $island ) as $name => $value ) {
		$html .= ' ' . sanitize_key( $name ) . '="' . esc_attr( $value ) . '"';
	}
	return $html;
}

/**
 * Echoes wc_islands_root_attributes(): `<div class="quantity"<?php wc_islands_the_root_attributes( 'quantity' ); ?>>`.
 *
 * @param string $island Island name.
 */
function wc_islands_the_root_attributes( $island ) {
	echo wc_islands_root_attributes( $island ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in wc_islands_root_attributes().
}

/**
 * Whether a start tag (attributes as parsed by wc_islands_mark_root) fits a query.
 *
 * @param string      $tag_name Upper-case tag name.
 * @param string|null $id       Its id.
 * @param string|null $class    Its class attribute.
 * @param array       $query    array( 'tag' => 'div', 'id' => '…', 'class' => '…' ), each optional.
 * @return bool
 */
function wc_islands_tag_matches( $tag_name, $id, $class, $query ) {
	if ( isset( $query['tag'] ) && strtoupper( $query['tag'] ) !== $tag_name ) {
		return false;
	}
	if ( isset( $query['id'] ) && $query['id'] !== $id ) {
		return false;
	}
	if ( isset( $query['class'] ) ) {
		$classes = preg_split( '/\s+/', (string) $class, -1, PREG_SPLIT_NO_EMPTY );
		if ( ! in_array( $query['class'], $classes, true ) ) {
			return false;
		}
	}
	return true;
}

/**
 * Adds the root attributes to the first element of $html that fits $query, unless it has data-island already.
 * Uses WP_HTML_Tag_Processor (WordPress 6.2+), else a start-tag pattern.
 *
 * @param string $html   Markup.
 * @param string $island Island name.
 * @param array  $query  See wc_islands_tag_matches(); empty: the first element.
 * @return string
 */
function wc_islands_mark_root( $html, $island, $query = array() ) {
	if ( ! is_string( $html ) || '' === $html ) {
		return $html;
	}
	$attributes = wc_islands_root_attribute_values( $island );

	if ( class_exists( 'WP_HTML_Tag_Processor' ) ) {
		$processor = new WP_HTML_Tag_Processor( $html );
		while ( $processor->next_tag() ) {
			$id    = $processor->get_attribute( 'id' );
			$class = $processor->get_attribute( 'class' );
			if ( ! wc_islands_tag_matches( $processor->get_tag(), is_string( $id ) ? $id : null, is_string( $class ) ? $class : null, $query ) ) {
				continue;
			}
			if ( null !== $processor->get_attribute( 'data-island' ) ) {
				return $html;
			}
			foreach ( $attributes as $name => $value ) {
				$processor->set_attribute( $name, $value );
			}
			return $processor->get_updated_html();
		}
		return $html;
	}

	if ( ! preg_match_all( '/<([a-zA-Z][a-zA-Z0-9-]*)(\s[^>]*)?>/', $html, $tags, PREG_SET_ORDER | PREG_OFFSET_CAPTURE ) ) {
		return $html;
	}
	foreach ( $tags as $tag ) {
		$source = isset( $tag[2] ) ? $tag[2][0] : '';
		$id     = preg_match( '/\sid=(["\'])(.*?)\1/i', $source, $m ) ? $m[2] : null;
		$class  = preg_match( '/\sclass=(["\'])(.*?)\1/i', $source, $m ) ? $m[2] : null;
		if ( ! wc_islands_tag_matches( strtoupper( $tag[1][0] ), $id, $class, $query ) ) {
			continue;
		}
		if ( preg_match( '/\sdata-island\s*=/i', $source ) ) {
			return $html;
		}
		$at = $tag[1][1] + strlen( $tag[1][0] );
		return substr( $html, 0, $at ) . wc_islands_root_attributes( $island ) . substr( $html, $at );
	}
	return $html;
}

/**
 * WooCommerce templates whose output holds an island root: template name => array( island, query ).
 * Marked between woocommerce_before_template_part and woocommerce_after_template_part, so no override is
 * needed; a theme's own copy of the template is marked the same way.
 *
 * @return array
 */
function wc_islands_template_roots() {
	return apply_filters(
		'wc_islands_template_roots',
		array(
			'loop/orderby.php'                 => array( 'catalog-ordering', array( 'class' => 'woocommerce-ordering' ) ),
			'loop/result-count.php'            => array( 'result-count', array( 'class' => 'woocommerce-result-count' ) ),
			'global/quantity-input.php'        => array( 'quantity', array( 'class' => 'quantity' ) ),
			'single-product/tabs/tabs.php'     => array( 'tabs', array( 'class' => 'wc-tabs-wrapper' ) ),
			'single-product/product-image.php' => array( 'gallery', array( 'class' => 'woocommerce-product-gallery' ) ),
			'single-product/related.php'       => array( 'related-products', array( 'class' => 'related' ) ),
			'content-single-product.php'       => array( 'add-to-cart', array( 'class' => 'summary' ) ),
			'myaccount/form-login.php'         => array( 'account-tabs', array( 'id' => 'customer_login' ) ),
			'checkout/form-billing.php'        => array( 'address', array( 'class' => 'woocommerce-billing-fields' ) ),
			'checkout/form-shipping.php'       => array( 'address', array( 'class' => 'woocommerce-shipping-fields' ) ),
			'myaccount/form-edit-address.php'  => array( 'address', array( 'class' => 'woocommerce-address-fields' ) ),
		)
	);
}

/**
 * Hooks that print the notices wrapper (div.woocommerce-notices-wrapper) through woocommerce_output_all_notices.
 *
 * @return string[]
 */
function wc_islands_notice_hooks() {
	return array(
		'woocommerce_before_shop_loop',
		'woocommerce_before_single_product',
		'woocommerce_before_cart',
		'woocommerce_before_checkout_form',
		'woocommerce_account_content',
		'woocommerce_before_customer_login_form',
		// The account pages WooCommerce focuses notices on as well (its account script is replaced by the island).
		'woocommerce_before_lost_password_form',
		'woocommerce_before_reset_password_form',
	);
}

/**
 * Adds the markup filters (init).
 */
function wc_islands_register_markup_hooks() {
	if ( is_admin() && ! wp_doing_ajax() ) {
		return;
	}
	$settings = wc_islands_settings();
	if ( ! $settings['mark_roots'] ) {
		return;
	}
	add_filter( 'woocommerce_demo_store', 'wc_islands_mark_store_notice', 20 );
	add_filter( 'woocommerce_product_loop_start', 'wc_islands_mark_product_loop', 20 );
	add_filter( 'dynamic_sidebar_params', 'wc_islands_mark_cart_widget', 20 );
	add_filter( 'gallery_style', 'wc_islands_mark_theme_gallery', 20 );
	add_filter( 'woocommerce_single_product_image_gallery_classes', 'wc_islands_mark_slider_gallery', 20 );
	add_filter( 'do_shortcode_tag', 'wc_islands_mark_shortcode', 20, 2 );
	add_action( 'woocommerce_before_template_part', 'wc_islands_template_part_start', 1 );
	add_action( 'woocommerce_after_template_part', 'wc_islands_template_part_end', PHP_INT_MAX );
	add_action( 'comment_form_before', 'wc_islands_review_form_start', 1 );
	add_action( 'comment_form_after', 'wc_islands_review_form_end', PHP_INT_MAX );
	add_action( 'wp', 'wc_islands_wrap_notices' );
	add_action( 'wp', 'wc_islands_wrap_messages_shortcode' );
}

/**
 * The store notice (p.woocommerce-store-notice).
 *
 * @param string $html Notice markup.
 * @return string
 */
function wc_islands_mark_store_notice( $html ) {
	return wc_islands_mark_root( $html, 'store-notice', array( 'class' => 'woocommerce-store-notice' ) );
}

/**
 * Product loops (ul.products): add to cart buttons.
 *
 * @param string $html Loop start markup.
 * @return string
 */
function wc_islands_mark_product_loop( $html ) {
	return wc_islands_mark_root( $html, 'add-to-cart', array( 'class' => 'products' ) );
}

/**
 * The cart widget's wrapper (div.widget_shopping_cart) in a sidebar.
 *
 * @param array $params Widget display parameters.
 * @return array
 */
function wc_islands_mark_cart_widget( $params ) {
	if ( isset( $params[0]['widget_id'], $params[0]['before_widget'] ) && 0 === strpos( (string) $params[0]['widget_id'], 'woocommerce_widget_cart' ) ) {
		$params[0]['before_widget'] = wc_islands_mark_root( $params[0]['before_widget'], 'mini-cart' );
	}
	return $params;
}

/**
 * Prints `woocommerce-product-gallery--slider` on a product gallery the island's slider will run on (the
 * theme's slider on, two images or more: the featured image and a gallery image), which the plugin's CSS lays
 * out as the slider does before the island mounts (wc_islands_add_gallery_style). Not where WooCommerce's own
 * script is kept: its slider builds a layout of its own.
 *
 * @param array $classes The gallery's classes.
 * @return array
 */
function wc_islands_mark_slider_gallery( $classes ) {
	global $product;
	if ( ! is_array( $classes ) || ! is_object( $product ) || ! method_exists( $product, 'get_gallery_image_ids' ) ) {
		return $classes;
	}
	$slider = apply_filters( 'woocommerce_single_product_flexslider_enabled', get_theme_support( 'wc-product-gallery-slider' ) );
	if ( ! $slider || ! $product->get_image_id() || ! $product->get_gallery_image_ids() ) {
		return $classes;
	}
	if ( ! in_array( 'wc-single-product', wc_islands_replaced_scripts(), true ) ) {
		return $classes;
	}
	$classes[] = 'woocommerce-product-gallery--slider';
	return array_values( array_unique( $classes ) );
}

/**
 * WordPress galleries ([gallery]: div.gallery) open in the gallery island's lightbox.
 *
 * @param string $html Gallery style and opening markup.
 * @return string
 */
function wc_islands_mark_theme_gallery( $html ) {
	return wc_islands_mark_root( $html, 'gallery', array( 'class' => 'gallery' ) );
}

/**
 * The account shortcode's wrapper (div.woocommerce): password show / hide buttons and the strength meter. On
 * the checkout, the two blocks that hold its password fields, each a root of its own: the login form and the
 * new account's `div.create-account` (WooCommerce's own script gave those the same buttons, and its meter
 * measures the new account's password). Both are hidden until the shopper opens them, so a checkout whose
 * shopper never does loads nothing for them. The cart shortcode's: the cart island, where it replaces
 * WooCommerce's cart.js (otherwise cart.js does the work and the island's code would only stand aside).
 *
 * @param string $output Shortcode output.
 * @param string $tag    Shortcode name.
 * @return string
 */
function wc_islands_mark_shortcode( $output, $tag ) {
	if ( 'woocommerce_my_account' === $tag ) {
		return wc_islands_mark_root( $output, 'password-toggle', array( 'class' => 'woocommerce' ) );
	}
	if ( 'woocommerce_checkout' === $tag && is_string( $output ) && false !== strpos( $output, 'type="password"' ) ) {
		$output = wc_islands_mark_root( $output, 'password-toggle', array( 'tag' => 'form', 'class' => 'woocommerce-form-login' ) );
		return wc_islands_mark_root( $output, 'password-toggle', array( 'tag' => 'div', 'class' => 'create-account' ) );
	}
	if ( 'woocommerce_cart' === $tag && in_array( 'wc-cart', wc_islands_replaced_scripts(), true ) ) {
		return wc_islands_mark_root( $output, 'cart', array( 'class' => 'woocommerce' ) );
	}
	return $output;
}

/**
 * Starts buffering a template listed in wc_islands_template_roots().
 *
 * @param string $template_name Template name relative to the templates folder.
 */
function wc_islands_template_part_start( $template_name ) {
	if ( isset( wc_islands_template_roots()[ $template_name ] ) ) {
		ob_start();
	}
}

/**
 * Prints the buffered template with its root marked.
 *
 * @param string $template_name Template name relative to the templates folder.
 */
function wc_islands_template_part_end( $template_name ) {
	$roots = wc_islands_template_roots();
	if ( ! isset( $roots[ $template_name ] ) ) {
		return;
	}
	list( $island, $query ) = $roots[ $template_name ];
	echo wc_islands_mark_root( (string) ob_get_clean(), $island, $query ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- WooCommerce's template output, attributes escaped.
}

/**
 * Product reviews (#respond): buffers comment_form() on product pages.
 */
function wc_islands_review_form_start() {
	if ( function_exists( 'is_product' ) && is_product() ) {
		ob_start();
	}
}

/**
 * Prints the buffered review form with #respond marked.
 */
function wc_islands_review_form_end() {
	if ( function_exists( 'is_product' ) && is_product() ) {
		echo wc_islands_mark_root( (string) ob_get_clean(), 'review-rating', array( 'id' => 'respond' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- comment_form() output, attributes escaped.
	}
}

/**
 * Swaps woocommerce_output_all_notices for a copy that marks div.woocommerce-notices-wrapper, on the hooks
 * where WooCommerce attached it (same priority); elsewhere nothing changes.
 */
function wc_islands_wrap_notices() {
	if ( ! function_exists( 'woocommerce_output_all_notices' ) ) {
		return;
	}
	foreach ( wc_islands_notice_hooks() as $hook ) {
		$priority = has_action( $hook, 'woocommerce_output_all_notices' );
		if ( false !== $priority ) {
			remove_action( $hook, 'woocommerce_output_all_notices', $priority );
			add_action( $hook, 'wc_islands_output_all_notices', $priority );
		}
	}
}

/**
 * Wraps the messages shortcode's callback: Storefront prints it above every page's content but the checkout's,
 * outside WooCommerce's notices wrapper, and calls the callback itself (no do_shortcode_tag filter runs).
 */
function wc_islands_wrap_messages_shortcode() {
	global $shortcode_tags;
	foreach ( array( 'woocommerce_messages', 'shop_messages' ) as $tag ) {
		if ( isset( $shortcode_tags[ $tag ] ) && 'wc_islands_messages_shortcode' !== $shortcode_tags[ $tag ] ) {
			wc_islands_messages_callback( $tag, $shortcode_tags[ $tag ] );
			add_shortcode( $tag, 'wc_islands_messages_shortcode' );
		}
	}
}

/**
 * The messages shortcode's own callback, by tag (kept when $callback is given).
 *
 * @param string        $tag      Shortcode name.
 * @param callable|null $callback The callback to keep.
 * @return callable|null
 */
function wc_islands_messages_callback( $tag, $callback = null ) {
	static $callbacks = array();
	if ( null !== $callback ) {
		$callbacks[ $tag ] = $callback;
	}
	return isset( $callbacks[ $tag ] ) ? $callbacks[ $tag ] : null;
}

/**
 * The messages shortcode's div.woocommerce, a notices root when it holds an alert notice to focus (other pages
 * load nothing for it).
 *
 * @param array|string $atts    Shortcode attributes.
 * @param string|null  $content Shortcode content.
 * @param string       $tag     Shortcode name.
 * @return string
 */
function wc_islands_messages_shortcode( $atts = array(), $content = null, $tag = 'woocommerce_messages' ) {
	$callback = wc_islands_messages_callback( $tag );
	$output   = $callback ? call_user_func( $callback, $atts, $content, $tag ) : '';
	if ( ! is_string( $output ) || false === strpos( $output, 'role="alert"' ) ) {
		return $output;
	}
	return wc_islands_mark_root( $output, 'notices', array( 'class' => 'woocommerce' ) );
}

/**
 * WooCommerce's notices, with the wrapper marked.
 */
function wc_islands_output_all_notices() {
	ob_start();
	woocommerce_output_all_notices();
	echo wc_islands_mark_root( (string) ob_get_clean(), 'notices', array( 'class' => 'woocommerce-notices-wrapper' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- WooCommerce's notices, attributes escaped.
}
