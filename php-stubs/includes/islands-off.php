<?php
/**
 * The shop owner's escape hatch: islands switched off on the settings page give their part of the shop back to
 * the classic scripts they replace (WooCommerce's, the theme's), files, dependencies and all, while the other
 * islands stay.
 *
 * The rule, from the build's `replaces` (handle => islands): switching an island off brings back every handle
 * that names it, and an island named by a handle that is back must not mount beside that script (both would
 * answer the same clicks). So islands and handles come back in groups: the islands and handles linked through
 * `replaces`, each group whole. The settings page offers one switch per group.
 *
 * @package WC_Islands
 */

defined( 'ABSPATH' ) || exit;

/**
 * The islands and classic script handles that come back together, from the manifest's `replaces`, in the
 * order of their first handle there. Empty when the manifest cannot be read (nothing is replaced then).
 *
 * @return array[] Each array( 'islands' => string[], 'handles' => string[] ).
 */
function wc_islands_island_groups() {
	$manifest = wc_islands_manifest();
	$groups   = array();
	foreach ( isset( $manifest['replaces'] ) ? $manifest['replaces'] : array() as $handle => $islands ) {
		$names = is_string( $handle ) && '' !== $handle && is_array( $islands ) ? array_values( array_filter( $islands, 'is_string' ) ) : array();
		if ( ! $names ) {
			continue;
		}
		$group  = array(
			'islands' => $names,
			'handles' => array( $handle ),
		);
		$linked = array();
		foreach ( $groups as $key => $other ) {
			if ( array_intersect( $other['islands'], $names ) ) {
				$linked[] = $key;
			}
		}
		if ( ! $linked ) {
			$groups[] = $group;
			continue;
		}
		// Every group this handle links joins the first of them.
		$first = array_shift( $linked );
		foreach ( array_merge( $linked, array( null ) ) as $key ) {
			$other                      = null === $key ? $group : $groups[ $key ];
			$groups[ $first ]['islands'] = array_values( array_unique( array_merge( $groups[ $first ]['islands'], $other['islands'] ) ) );
			$groups[ $first ]['handles'] = array_values( array_unique( array_merge( $groups[ $first ]['handles'], $other['handles'] ) ) );
			if ( null !== $key ) {
				unset( $groups[ $key ] );
			}
		}
	}
	return array_values( $groups );
}

/**
 * The groups the settings page switched off (any of their islands saved as off).
 *
 * @return array[] See wc_islands_island_groups().
 */
function wc_islands_groups_off() {
	$saved = wc_islands_saved_options();
	if ( ! $saved['off'] ) {
		return array(); // The usual case: no manifest read for it.
	}
	$off = array();
	foreach ( wc_islands_island_groups() as $group ) {
		if ( array_intersect( $group['islands'], $saved['off'] ) ) {
			$off[] = $group;
		}
	}
	return $off;
}

/**
 * The islands (and page services) switched off: every island of a group switched off.
 *
 * @return string[]
 */
function wc_islands_islands_off() {
	$islands = array();
	foreach ( wc_islands_groups_off() as $group ) {
		$islands = array_merge( $islands, $group['islands'] );
	}
	return $islands;
}

/**
 * The classic script handles back on the page because their islands are switched off.
 *
 * @return string[]
 */
function wc_islands_scripts_back() {
	$handles = array();
	foreach ( wc_islands_groups_off() as $group ) {
		$handles = array_merge( $handles, $group['handles'] );
	}
	return $handles;
}

/**
 * On init (the theme's filters are in place): where islands are switched off, their handles' own
 * `wc_islands_replace_<handle>` filters keep the classic scripts, last, so the owner's choice stands; their
 * roots are left unmarked; and the head tells the loader which islands not to run.
 */
function wc_islands_add_island_switches() {
	$handles = wc_islands_scripts_back();
	if ( ! $handles ) {
		return;
	}
	foreach ( $handles as $handle ) {
		add_filter( "wc_islands_replace_{$handle}", 'wc_islands_keep_script_of_island_off', PHP_INT_MAX );
	}
	add_filter( 'wc_islands_root_attributes', 'wc_islands_unmark_island_off', PHP_INT_MAX, 2 );
	add_action( 'wp_head', 'wc_islands_print_islands_off', 1 );
}

/**
 * `wc_islands_replace_<handle>` for a handle whose islands are switched off: the classic script stays.
 *
 * @param bool $replace Whether to replace the handle.
 * @return bool
 */
function wc_islands_keep_script_of_island_off( $replace ) {
	return false;
}

/**
 * `wc_islands_root_attributes`: a switched-off island's roots get no attributes, so nothing mounts on them and
 * no click on them waits for an island.
 *
 * @param array  $attributes Attribute name => value.
 * @param string $island     Island name.
 * @return array
 */
function wc_islands_unmark_island_off( $attributes, $island ) {
	return in_array( $island, wc_islands_islands_off(), true ) ? array() : $attributes;
}

/**
 * Prints `<meta name="wc-islands-off" content="gallery tabs …">` in the head (wp_head, first): the loader and
 * the runtime register none of these islands and start none of these services, adopt none of their markup
 * and record no visit where order attribution is off (shared/islands-off.ts). Before the loader's tag in the
 * document, whichever way it is printed.
 */
function wc_islands_print_islands_off() {
	if ( is_admin() ) {
		return;
	}
	printf( "<meta name=\"wc-islands-off\" content=\"%s\">\n", esc_attr( implode( ' ', wc_islands_islands_off() ) ) );
}

/**
 * Each island's and page service's name in the shop's terms, for the settings page and the status.
 *
 * @return array Name => label.
 */
function wc_islands_island_labels() {
	return array(
		/* translators: an island: the dismissible notice WooCommerce shows across the top or bottom of the shop. */
		'store-notice'       => __( 'Store notice bar', 'wc-islands' ),
		/* translators: an island: the banner shown while the shop is in coming-soon mode. */
		'coming-soon-banner' => __( 'Coming-soon banner', 'wc-islands' ),
		/* translators: an island: the show-password buttons and the password strength meter. */
		'password-toggle'    => __( 'Show-password buttons and strength meter', 'wc-islands' ),
		/* translators: an island: the add to cart buttons on product lists and product pages. */
		'add-to-cart'        => __( 'Add to cart buttons', 'wc-islands' ),
		/* translators: an island: the cart page (quantities, coupons, shipping calculator). */
		'cart'               => __( 'Cart page (quantities, coupons, shipping calculator)', 'wc-islands' ),
		/* translators: an island: the country and state fields of the checkout's and My account's addresses. */
		'address'            => __( 'Address fields (country and state)', 'wc-islands' ),
		/* translators: a page service: keeps the header's cart up to date across pages and tabs. */
		'cart-fragments'     => __( 'Header cart kept up to date', 'wc-islands' ),
		/* translators: an island: the mini-cart (the cart widget with its remove buttons). */
		'mini-cart'          => __( 'Mini-cart widget', 'wc-islands' ),
		/* translators: an island: a variable product's options (dropdowns and swatches) and its price and stock. */
		'variation-form'     => __( 'Product options (variations and swatches)', 'wc-islands' ),
		/* translators: an island: the description, additional information and reviews tabs of a product page. */
		'tabs'               => __( 'Product page tabs', 'wc-islands' ),
		/* translators: an island: the star rating picker of the review form. */
		'review-rating'      => __( 'Review star picker', 'wc-islands' ),
		/* translators: an island: the product images with their slider, zoom and full-screen lightbox. */
		'gallery'            => __( 'Product gallery, zoom and lightbox', 'wc-islands' ),
		/* translators: an island: order attribution (where the customer came from, recorded for the order). */
		'order-attribution'  => __( 'Order attribution', 'wc-islands' ),
		/* translators: an island: the classic checkout form (order review, placing the order). */
		'checkout'           => __( 'Checkout form', 'wc-islands' ),
		/* translators: an island: the checkout's list of payment methods. */
		'payment-methods'    => __( 'Payment method list', 'wc-islands' ),
		/* translators: an island: the Salient theme's header (menus, search, sticky header). */
		'header'             => __( 'Theme header and menus', 'wc-islands' ),
		/* translators: an island: the Salient theme's sidebar. */
		'sidebar'            => __( 'Theme sidebar', 'wc-islands' ),
		/* translators: an island: the related products carousel under a product. */
		'related-products'   => __( 'Related products carousel', 'wc-islands' ),
		/* translators: an island: the login and register tabs on My account. */
		'account-tabs'       => __( 'Login and register tabs', 'wc-islands' ),
		/* translators: an island: the Salient theme's full-screen page header. */
		'fullscreen-header'  => __( 'Full-screen page header', 'wc-islands' ),
		/* translators: an island: the Salient theme's full-screen zoom sliders of recent projects. */
		'fullscreen-zoom'    => __( 'Full-screen project sliders', 'wc-islands' ),
		/* translators: an island: the Salient theme's heart (love) button on posts and products. */
		'love'               => __( 'Love (heart) buttons', 'wc-islands' ),
		/* translators: an island: the shop's notices (errors, messages), focused and announced. */
		'notices'            => __( 'Shop notices', 'wc-islands' ),
	);
}

/**
 * An island's label, or its name where the build has one this list does not know.
 *
 * @param string $island Island name.
 * @return string
 */
function wc_islands_island_label( $island ) {
	$labels = wc_islands_island_labels();
	return isset( $labels[ $island ] ) ? $labels[ $island ] : $island;
}
