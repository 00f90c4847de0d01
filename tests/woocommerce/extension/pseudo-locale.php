<?php
/**
 * The test shop in a pseudo-locale, for tests/woocommerce/extension/pseudo-locale.test.ts: every string a
 * translation function returns, in any text domain, comes wrapped in ⟦ ⟧, so a page shows which of its words
 * went through a translation. Left alone: the strings WordPress and WooCommerce use as data rather than words
 * (URL slugs, number separators, text direction).
 */
function islands_pseudo_wrap( $translation, $text ) {
	if ( ! is_string( $translation ) || '' === $translation || 0 === strpos( (string) $text, 'number_format_' ) ) {
		return $translation;
	}
	return '⟦' . $translation . '⟧';
}
add_filter( 'gettext', 'islands_pseudo_wrap', 99, 2 );
add_filter( 'ngettext', 'islands_pseudo_wrap', 99, 2 );
add_filter(
	'gettext_with_context',
	function ( $translation, $text, $context ) {
		return preg_match( '/slug|text direction|decimal point|thousands separator/i', $context ) ? $translation : islands_pseudo_wrap( $translation, $text );
	},
	99,
	3
);
add_filter(
	'ngettext_with_context',
	function ( $translation, $single, $plural, $number, $context ) {
		return preg_match( '/slug/i', $context ) ? $translation : islands_pseudo_wrap( $translation, $single );
	},
	99,
	5
);
