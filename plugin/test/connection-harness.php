<?php
/**
 * connection.php outside WordPress, for plugin/test/connection.test.ts: the few WordPress
 * functions it calls, answering for one signed-in user whose locale is the first argument, and
 * wp_remote_request() printing what would be sent instead of sending it.
 *
 * @package Tessera
 */

define( 'ABSPATH', __DIR__ );

/** The signed-in user. */
class Tessera_Test_User {
	/** @var int */
	public $ID = 5;
	/** @var string */
	public $display_name = 'Ana Autrice';
	/** @return bool */
	public function exists() {
		return true;
	}
}

/** WordPress's error. */
class WP_Error {
}

function wp_get_current_user() {
	return new Tessera_Test_User();
}

function current_user_can( $capability ) {
	return in_array( $capability, array( 'read', 'edit_posts', 'publish_posts' ), true );
}

function get_user_locale( $user ) {
	global $argv;
	return $user instanceof Tessera_Test_User ? $argv[1] : 'en_US';
}

function get_option( $name ) {
	return 'tessera_connection' === $name
		? array(
			'url'     => 'http://service.test/',
			'site_id' => 'site-1',
			'secret'  => 'the-site-secret',
		)
		: false;
}

function __( $text ) {
	return $text;
}

function wp_json_encode( $value ) {
	return json_encode( $value );
}

function wp_generate_password( $length ) {
	return str_repeat( 'n', $length );
}

function untrailingslashit( $url ) {
	return rtrim( $url, '/' );
}

function is_wp_error( $value ) {
	return $value instanceof WP_Error;
}

function wp_remote_request( $url, $args ) {
	echo wp_json_encode(
		array(
			'url'     => $url,
			'method'  => $args['method'],
			'headers' => $args['headers'],
		)
	);
	return array();
}

function wp_remote_retrieve_response_code() {
	return 200;
}

function wp_remote_retrieve_headers() {
	return array();
}

function wp_remote_retrieve_body() {
	return '';
}

require dirname( __DIR__ ) . '/includes/connection.php';

tessera_service_request( 'GET', '/wp-json/wp/v2/feedback?_locale=user' );
