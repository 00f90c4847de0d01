<?php
/**
 * The settings page (Settings → WC Islands): the flavour, the islands switched back to their classic scripts,
 * and the same status Site Health shows.
 *
 * @package WC_Islands
 */

defined( 'ABSPATH' ) || exit;

/**
 * The option the settings page saves: array( 'flavour' => 'preact' | 'react', 'off' => island names ), `off`
 * holding the islands switched back to their classic scripts (includes/islands-off.php).
 *
 * @return string
 */
function wc_islands_options_name() {
	return 'wc_islands_options';
}

/**
 * The saved options, normalised; the defaults where nothing is saved.
 *
 * @return array
 */
function wc_islands_saved_options() {
	$saved = function_exists( 'get_option' ) ? get_option( wc_islands_options_name(), array() ) : array();
	return wc_islands_sanitize_options( $saved );
}

/**
 * Keeps only what the settings page saves, with a known value: the flavour, and the islands switched off as
 * names (sanitize_key), sorted, once each. Names the build does not know are kept and do nothing: the
 * manifest is not read here, since the settings read this option and the manifest is found through them.
 *
 * @param mixed $value Posted or stored options.
 * @return array
 */
function wc_islands_sanitize_options( $value ) {
	$flavour = is_array( $value ) && isset( $value['flavour'] ) ? $value['flavour'] : 'preact';
	$off     = array();
	foreach ( is_array( $value ) && isset( $value['off'] ) && is_array( $value['off'] ) ? $value['off'] : array() as $island ) {
		$island = is_string( $island ) ? sanitize_key( $island ) : '';
		if ( '' !== $island ) {
			$off[] = $island;
		}
	}
	$off = array_values( array_unique( $off ) );
	sort( $off );
	return array(
		'flavour' => in_array( $flavour, array( 'preact', 'react' ), true ) ? $flavour : 'preact',
		'off'     => $off,
	);
}

/**
 * Admin hooks (plugins_loaded): the settings page, its link on the Plugins screen, Site Health. They stay where
 * WooCommerce is missing, so the page can say why the plugin does nothing.
 */
function wc_islands_add_admin_hooks() {
	add_action( 'admin_menu', 'wc_islands_add_settings_page' );
	add_action( 'admin_init', 'wc_islands_register_setting' );
	add_filter( 'plugin_action_links_' . plugin_basename( WC_ISLANDS_FILE ), 'wc_islands_plugin_action_links' );
	add_filter( 'debug_information', 'wc_islands_debug_information' );
}

/**
 * Registers the option with the Settings API, which checks the form's nonce and the user's rights.
 */
function wc_islands_register_setting() {
	register_setting(
		'wc_islands',
		wc_islands_options_name(),
		array(
			'type'              => 'object',
			'sanitize_callback' => 'wc_islands_sanitize_options',
			'default'           => array(
				'flavour' => 'preact',
				'off'     => array(),
			),
			'show_in_rest'      => false,
		)
	);
}

/**
 * Adds Settings → WC Islands.
 */
function wc_islands_add_settings_page() {
	add_options_page( 'WC Islands', 'WC Islands', 'manage_options', 'wc-islands', 'wc_islands_render_settings_page' );
}

/**
 * A Settings link beside Deactivate on the Plugins screen.
 *
 * @param array $links Action links.
 * @return array
 */
function wc_islands_plugin_action_links( $links ) {
	$url = admin_url( 'options-general.php?page=wc-islands' );
	array_unshift( $links, sprintf( '<a href="%s">%s</a>', esc_url( $url ), esc_html__( 'Settings' ) ) );
	return $links;
}

/**
 * Prints the settings page.
 */
function wc_islands_render_settings_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	$saved    = wc_islands_saved_options();
	$settings = wc_islands_settings();
	$choices  = array(
		/* translators: the islands built with Preact, shipped in the plugin. */
		'preact' => __( 'Preact, bundled', 'wc-islands' ),
		/* translators: the islands built for the React that WordPress itself ships. */
		'react'  => __( "WordPress's React", 'wc-islands' ),
	);
	echo '<div class="wrap"><h1>WC Islands</h1>';
	echo '<form method="post" action="options.php">';
	settings_fields( 'wc_islands' );
	/* translators: the build of the islands in use: bundled Preact or WordPress's React. */
	echo '<table class="form-table" role="presentation"><tr><th scope="row">' . esc_html__( 'Flavour', 'wc-islands' ) . '</th><td><fieldset>';
	foreach ( $choices as $value => $label ) {
		printf(
			'<label><input type="radio" name="%1$s[flavour]" value="%2$s"%3$s> %4$s</label><br>',
			esc_attr( wc_islands_options_name() ),
			esc_attr( $value ),
			checked( $saved['flavour'], $value, false ),
			esc_html( $label )
		);
	}
	/* translators: help under the flavour choice on the settings page. */
	echo '<p class="description">' . esc_html__( "WordPress's React needs WordPress 6.6 or later; elsewhere the bundled Preact loads. A wc_islands_settings filter overrides this choice.", 'wc-islands' ) . '</p>';
	if ( $settings['flavour'] !== $saved['flavour'] ) {
		/* translators: %s: the flavour a filter chose instead of the saved one (preact or react). */
		echo '<p class="description">' . esc_html( sprintf( __( 'A wc_islands_settings filter chooses %s on this site.', 'wc-islands' ), $settings['flavour'] ) ) . '</p>';
	}
	echo '</fieldset></td></tr>';
	wc_islands_render_island_switches( $saved );
	echo '</table>';
	submit_button();
	echo '</form>';
	echo '<h2>' . esc_html__( 'Status' ) . '</h2><table class="widefat striped wc-islands-status"><tbody>';
	foreach ( wc_islands_status_rows() as $key => $row ) {
		printf( '<tr data-row="%1$s"><th scope="row">%2$s</th><td>%3$s</td></tr>', esc_attr( $key ), esc_html( $row['label'] ), esc_html( $row['value'] ) );
	}
	echo '</tbody></table>';
	/* translators: %s: a link to the Site Health Info screen. */
	$more = __( 'The same facts are on %s, where they can be copied for a support request.', 'wc-islands' );
	/* translators: the name of WordPress's Site Health Info screen, as a link. */
	$link = sprintf( '<a href="%s">%s</a>', esc_url( admin_url( 'site-health.php?tab=debug' ) ), esc_html__( 'Site Health → Info', 'wc-islands' ) );
	echo '<p>' . wp_kses( sprintf( $more, $link ), array( 'a' => array( 'href' => array() ) ) ) . '</p>';
	echo '</div>';
}

/**
 * The settings page's switches: one checkbox per group of islands that come back together
 * (includes/islands-off.php), ticked where that group is switched off and its classic scripts are back.
 *
 * @param array $saved The saved options.
 */
function wc_islands_render_island_switches( $saved ) {
	$groups = wc_islands_island_groups();
	/* translators: the settings row where parts of the shop are switched back to WooCommerce's own scripts. */
	echo '<tr><th scope="row">' . esc_html__( 'Classic scripts', 'wc-islands' ) . '</th><td>';
	if ( ! $groups ) {
		/* translators: shown instead of the switches when the plugin's build is missing. */
		echo '<p>' . esc_html__( 'None to switch: the build is missing (npm run build), so the classic scripts run everywhere.', 'wc-islands' ) . '</p></td></tr>';
		return;
	}
	/* translators: the (screen reader) legend of the switches that give parts of the shop back to the classic scripts. */
	echo '<fieldset aria-describedby="wc-islands-off-help"><legend class="screen-reader-text">' . esc_html__( 'Parts of the shop given back to the classic scripts', 'wc-islands' ) . '</legend>';
	foreach ( $groups as $group ) {
		$id = 'wc-islands-off-' . $group['islands'][0];
		printf(
			'<p><label for="%1$s"><input type="checkbox" id="%1$s" name="%2$s[off][]" value="%3$s" aria-describedby="%1$s-scripts"%4$s> %5$s</label><br><span class="description" id="%1$s-scripts">%6$s</span></p>',
			esc_attr( $id ),
			esc_attr( wc_islands_options_name() ),
			esc_attr( $group['islands'][0] ),
			checked( (bool) array_intersect( $group['islands'], $saved['off'] ), true, false ),
			esc_html( implode( '; ', array_map( 'wc_islands_island_label', $group['islands'] ) ) ),
			/* translators: %s: the classic script handles a switch brings back (wc-single-product, wc-zoom, …). */
			esc_html( sprintf( __( 'Brings back: %s', 'wc-islands' ), implode( ', ', $group['handles'] ) ) )
		);
	}
	/* translators: help under the switches that give parts of the shop back to the classic scripts. */
	echo '<p class="description" id="wc-islands-off-help">' . esc_html__( "When a plugin does not work with a part of the shop, tick it: its islands stop, and WooCommerce's own scripts (or the theme's) come back for it, with jQuery and whatever else they need. Parts that share a script are switched together. A page cache must be cleared to show the change.", 'wc-islands' ) . '</p>';
	echo '</fieldset></td></tr>';
}
