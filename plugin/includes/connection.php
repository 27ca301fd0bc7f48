<?php
/**
 * The connection to a Tessera service: the site's id and secret, and every request to the
 * service signed with that secret for the user WordPress has signed in.
 *
 * @package Tessera
 */

defined( 'ABSPATH' ) || exit;

/** The option holding the service's address, the site's id and its secret. */
const TESSERA_CONNECTION_OPTION = 'tessera_connection';

/**
 * The capabilities the service checks, reported for the user a request acts for. The service
 * applies the highest role these reach (service/wordpress-sites/acting-user.ts), never more than WordPress gives.
 */
const TESSERA_REPORTED_CAPABILITIES = array( 'read', 'edit_posts', 'publish_posts', 'edit_others_posts', 'manage_options' );

/**
 * The connection, when the site is connected.
 *
 * @return array|null `url`, `site_id`, `secret`; null before Connect and after Disconnect.
 */
function tessera_connection() {
	$connection = get_option( TESSERA_CONNECTION_OPTION );
	return is_array( $connection ) && ! empty( $connection['site_id'] ) && ! empty( $connection['secret'] ) ? $connection : null;
}

/**
 * Whether the site is connected to a Tessera service.
 *
 * @return bool
 */
function tessera_is_connected() {
	return null !== tessera_connection();
}

/**
 * The signed-in user as the service is told about them: id, display name, capabilities and
 * their own language (Profile → Language, else the site's), for the screens and answers the
 * service writes for them. The whole value is signed with the request.
 *
 * @return array
 */
function tessera_acting_user() {
	$user = wp_get_current_user();
	if ( ! $user->exists() ) {
		return array(
			'id'   => 0,
			'name' => '',
			'caps' => array(),
		);
	}
	return array(
		'id'     => $user->ID,
		'name'   => $user->display_name,
		'caps'   => array_values( array_filter( TESSERA_REPORTED_CAPABILITIES, 'current_user_can' ) ),
		'locale' => get_user_locale( $user ),
	);
}

/**
 * The service's unreachable answer, as a REST error.
 *
 * @param string $why What went wrong, for the site's logs.
 * @return WP_Error
 */
function tessera_service_unreachable( $why ) {
	return new WP_Error(
		'tessera_service_unreachable',
		__( 'The Tessera service could not be reached. Please try again later.', 'tessera' ),
		array(
			'status' => 503,
			'reason' => $why,
		)
	);
}

/**
 * Sends a signed request to the service.
 *
 * @param string $method  HTTP method.
 * @param string $path    Path on the service, with its query string if any.
 * @param array  $options `body` (string), `headers` (array), `user` (array, default the signed-in user), `timeout`.
 * @return array|WP_Error `status`, `headers` (WP_HTTP headers), `body`; a WP_Error when the
 *                        service cannot be reached or the site is not connected.
 */
function tessera_service_request( $method, $path, $options = array() ) {
	$connection = tessera_connection();
	if ( ! $connection ) {
		return new WP_Error( 'tessera_not_connected', __( 'This site is not connected to a Tessera service.', 'tessera' ), array( 'status' => 503 ) );
	}
	$body       = isset( $options['body'] ) ? (string) $options['body'] : '';
	$user       = isset( $options['user'] ) ? $options['user'] : tessera_acting_user();
	$user_value = base64_encode( wp_json_encode( $user ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- a header value, not obfuscation.
	$parts      = explode( '?', $path, 2 );
	$timestamp  = (string) time();
	$nonce      = wp_generate_password( 32, false );
	$canonical  = implode(
		"\n",
		array(
			'TESSERA-HMAC-SHA256',
			strtoupper( $method ),
			$parts[0],
			isset( $parts[1] ) ? $parts[1] : '',
			hash( 'sha256', $body ),
			$timestamp,
			$nonce,
			$connection['site_id'],
			$user_value,
		)
	);
	$headers = array_merge(
		isset( $options['headers'] ) ? $options['headers'] : array(),
		array(
			'X-Tessera-Site'      => $connection['site_id'],
			'X-Tessera-Timestamp' => $timestamp,
			'X-Tessera-Nonce'     => $nonce,
			'X-Tessera-User'      => $user_value,
			'X-Tessera-Signature' => hash_hmac( 'sha256', $canonical, $connection['secret'] ),
		)
	);
	$response = wp_remote_request(
		untrailingslashit( $connection['url'] ) . $path,
		array(
			'method'      => strtoupper( $method ),
			'headers'     => $headers,
			'body'        => '' === $body ? null : $body,
			'timeout'     => isset( $options['timeout'] ) ? $options['timeout'] : 15,
			'redirection' => 0,
		)
	);
	if ( is_wp_error( $response ) ) {
		return tessera_service_unreachable( $response->get_error_message() );
	}
	return array(
		'status'  => (int) wp_remote_retrieve_response_code( $response ),
		'headers' => wp_remote_retrieve_headers( $response ),
		'body'    => wp_remote_retrieve_body( $response ),
	);
}

/**
 * The handshake: registers this site with the service at `$url` and keeps the id and secret it
 * gives, as a Jetpack site keeps its blog token.
 *
 * @param string $url The service's address.
 * @param string $key The service's registration key, when its operator set one.
 * @return true|WP_Error
 */
function tessera_connect( $url, $key = '' ) {
	$url = untrailingslashit( esc_url_raw( trim( $url ), array( 'http', 'https' ) ) );
	if ( '' === $url ) {
		return new WP_Error( 'tessera_invalid_address', __( 'Please enter the service address, starting with http:// or https://.', 'tessera' ) );
	}
	$response = wp_remote_post(
		$url . '/tessera/v1/connect',
		array(
			'headers'     => array( 'Content-Type' => 'application/json' ),
			'body'        => wp_json_encode(
				array_filter(
					array(
						'url'  => home_url(),
						'name' => get_bloginfo( 'name' ),
						'key'  => $key,
					)
				)
			),
			'timeout'     => 15,
			'redirection' => 0,
		)
	);
	if ( is_wp_error( $response ) ) {
		return tessera_service_unreachable( $response->get_error_message() );
	}
	$answer = json_decode( wp_remote_retrieve_body( $response ), true );
	if ( 403 === wp_remote_retrieve_response_code( $response ) && isset( $answer['code'] ) && 'tessera_registration_refused' === $answer['code'] ) {
		return new WP_Error( 'tessera_registration_refused', __( 'The service refused to connect this site: check the registration key.', 'tessera' ) );
	}
	if ( 201 !== wp_remote_retrieve_response_code( $response ) || empty( $answer['site_id'] ) || empty( $answer['secret'] ) ) {
		return new WP_Error(
			'tessera_connect_refused',
			/* translators: %s: the address entered. */
			sprintf( __( 'No Tessera service answered at %s.', 'tessera' ), $url )
		);
	}
	update_option(
		TESSERA_CONNECTION_OPTION,
		array(
			'url'     => $url,
			'site_id' => (string) $answer['site_id'],
			'secret'  => (string) $answer['secret'],
		),
		false
	);
	tessera_sync_all_posts();
	return true;
}

/**
 * Tells the service the site leaves, then forgets the secret (even when the service is not
 * reachable: the site stops using it either way).
 */
function tessera_disconnect() {
	tessera_service_request( 'POST', '/tessera/v1/disconnect' );
	delete_option( TESSERA_CONNECTION_OPTION );
}
