<?php
/**
 * The islands' words that WooCommerce and WordPress already translate, in the site's language: the plugin
 * asks their catalogues (includes/strings.php, written by `npm run i18n` from the islands' sources) and prints
 * the answers as JSON for the islands (shared/l10n.ts reads `#wc-islands-l10n`). Every language WooCommerce
 * ships thus works without a translation file of the plugin's own.
 *
 * @package WC_Islands
 */

defined( 'ABSPATH' ) || exit;

/**
 * Domain => msgid => translation, only the strings whose translation differs from the English msgid (the
 * islands fall back to the msgid): an English shop prints nothing.
 *
 * @return array
 */
function wc_islands_l10n_data() {
	$data = array();
	foreach ( wc_islands_translated_strings() as $domain => $strings ) {
		foreach ( $strings as $msgid => $translation ) {
			if ( is_string( $translation ) && '' !== $translation && $translation !== $msgid ) {
				$data[ $domain ][ $msgid ] = $translation;
			}
		}
	}
	return $data;
}

/**
 * Prints the translations (wp_footer) as a JSON data block: not a script that runs, so a Content-Security-Policy
 * needs no nonce for it, and the islands read it once the page is parsed.
 */
function wc_islands_print_l10n() {
	if ( is_admin() ) {
		return;
	}
	$data = wc_islands_l10n_data();
	if ( ! $data ) {
		return;
	}
	// JSON_HEX_TAG: a translation holding `</script>` cannot end the element.
	$json = wp_json_encode( $data, JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
	if ( ! is_string( $json ) ) {
		return;
	}
	wp_print_inline_script_tag(
		$json,
		array(
			'type' => 'application/json',
			'id'   => 'wc-islands-l10n',
		)
	);
}
