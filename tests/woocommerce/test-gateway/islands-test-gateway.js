/* global jQuery */
/* The test gateway's check before the order is sent: the first attempt is refused with a message; the next
 * goes through. Bound on form.checkout with jQuery, where gateways bind it. */
jQuery(function ($) {
  var refused = false;
  $('form.checkout').on('checkout_place_order_islands_test', function () {
    if (refused) {
      $('.islands-test-gateway-notice').remove();
      return true;
    }
    refused = true;
    $(this).prepend(
      '<div class="woocommerce-error islands-test-gateway-notice" role="alert">' +
        'Bramka testowa: płatność wymaga potwierdzenia, kliknij jeszcze raz.' +
        '</div>',
    );
    return false;
  });
});
