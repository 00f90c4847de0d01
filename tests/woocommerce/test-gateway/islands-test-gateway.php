<?php
/**
 * Plugin Name: Islands test gateway
 * Description: A payment gateway for the real-WooCommerce suite only. Its jQuery script answers
 * checkout_place_order_islands_test with false the first time (and says why), then lets the order through,
 * as gateways that check something in the browser before the order is sent do. A browser carrying the cookie
 * islands_test_gateway=off gets the checkout of a shop without it (not offered, no script).
 * Version: 1.0.0
 */

defined( 'ABSPATH' ) || exit;

/** Whether this request's shopper asked for the shop without the test gateway. */
function islands_test_gateway_off() {
	return isset( $_COOKIE['islands_test_gateway'] ) && 'off' === $_COOKIE['islands_test_gateway']; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput
}

add_filter(
	'woocommerce_available_payment_gateways',
	function ( $gateways ) {
		if ( islands_test_gateway_off() ) {
			unset( $gateways['islands_test'] );
		}
		return $gateways;
	}
);

add_action(
	'plugins_loaded',
	function () {
		if ( ! class_exists( 'WC_Payment_Gateway' ) ) {
			return;
		}

		/** Takes any order: it goes on hold, the cart empties, the shopper sees the order-received page. */
		class Islands_Test_Gateway extends WC_Payment_Gateway {
			public function __construct() {
				$this->id                 = 'islands_test';
				$this->method_title       = 'Islands test gateway';
				$this->method_description = 'Vetoes the first attempt in the browser, then accepts the order.';
				$this->has_fields         = false;
				$this->init_form_fields();
				$this->init_settings();
				$this->title       = $this->get_option( 'title', 'Płatność testowa' );
				$this->description = $this->get_option( 'description', '' );
				add_action( 'woocommerce_update_options_payment_gateways_' . $this->id, array( $this, 'process_admin_options' ) );
			}

			public function init_form_fields() {
				$this->form_fields = array(
					'enabled'     => array(
						'title'   => 'Enabled',
						'type'    => 'checkbox',
						'default' => 'no',
					),
					'title'       => array(
						'title'   => 'Title',
						'type'    => 'text',
						'default' => 'Płatność testowa',
					),
					'description' => array(
						'title'   => 'Description',
						'type'    => 'textarea',
						'default' => '',
					),
				);
			}

			public function process_payment( $order_id ) {
				$order = wc_get_order( $order_id );
				$order->update_status( 'on-hold', 'Islands test gateway.' );
				WC()->cart->empty_cart();
				return array(
					'result'   => 'success',
					'redirect' => $this->get_return_url( $order ),
				);
			}
		}

		add_filter(
			'woocommerce_payment_gateways',
			function ( $gateways ) {
				$gateways[] = 'Islands_Test_Gateway';
				return $gateways;
			}
		);
	}
);

// On the checkout only, after WooCommerce's checkout script, as a gateway's script is enqueued.
add_action(
	'wp_enqueue_scripts',
	function () {
		if ( ! function_exists( 'is_checkout' ) || ! is_checkout() || islands_test_gateway_off() ) {
			return;
		}
		wp_enqueue_script(
			'islands-test-gateway',
			plugins_url( 'islands-test-gateway.js', __FILE__ ),
			array( 'jquery', 'wc-checkout' ),
			'1.0.0',
			true
		);
	}
);
