<?php
/**
 * For the wp-admin install run: WordPress.org answers "unavailable" at once. The shop is offline
 * (WP_HTTP_BLOCK_EXTERNAL), and the admin's update and plugin-directory checks would otherwise log a PHP
 * warning for each refused secure connection, which is not the plugin's.
 */
add_filter(
	'pre_http_request',
	function ( $response, $args, $url ) {
		$host = (string) wp_parse_url( $url, PHP_URL_HOST );
		if ( 'wordpress.org' !== $host && ! preg_match( '/\.wordpress\.org$/', $host ) ) {
			return $response;
		}
		return array(
			'headers'  => array(),
			'body'     => '',
			'response' => array(
				'code'    => 503,
				'message' => 'Service Unavailable',
			),
			'cookies'  => array(),
			'filename' => null,
		);
	},
	10,
	3
);
