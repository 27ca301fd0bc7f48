<?php
/**
 * What the blocks ask of the server, forwarded to the Tessera service: the REST namespaces of
 * WordPress.com and Jetpack (after WordPress's own cookie and nonce check), and the visitor's
 * requests (form submissions, subscribing, likes, payment returns, provider webhooks).
 *
 * @package Tessera
 */

defined( 'ABSPATH' ) || exit;

/** The REST routes forwarded: namespace => route pattern. */
const TESSERA_FORWARDED_REST_ROUTES = array(
	'wpcom/v2'   => '/(?P<path>.+)',
	'jetpack/v4' => '/(?P<path>.+)',
	'tessera/v1' => '/(?P<path>.+)',
	// Jetpack registers its feedback inbox under WordPress's own namespace.
	'wp/v2'      => '/(?P<path>feedback(?:/.*)?)',
);

/**
 * The service's data and the build's lists (build/service.json): which paths visitors post to,
 * which blocks the service renders.
 *
 * @return array
 */
function tessera_service_manifest() {
	static $manifest = null;
	if ( null === $manifest ) {
		$manifest = wp_json_file_decode( TESSERA_BUILD_DIR . '/service.json', array( 'associative' => true ) );
	}
	return $manifest;
}

/** Registers the forwarding routes, once connected. */
function tessera_register_forwarding_routes() {
	if ( ! tessera_is_connected() ) {
		return;
	}
	foreach ( TESSERA_FORWARDED_REST_ROUTES as $namespace => $route ) {
		register_rest_route(
			$namespace,
			$route,
			array(
				'methods'             => WP_REST_Server::ALLMETHODS,
				'callback'            => 'tessera_forward_rest_request',
				// The service checks what the route needs against the capabilities WordPress reports.
				'permission_callback' => '__return_true',
				'args'                => array(),
			)
		);
	}
}

/**
 * Whether a path is safe to put in a service URL: no dot segments, no encoded slashes or dots,
 * nothing that could climb out of the forwarded prefix.
 *
 * @param string $path The path.
 * @return bool
 */
function tessera_is_plain_path( $path ) {
	return 1 !== preg_match( '#(^|/)\.{1,2}(/|$)|%2e|%2f|%5c|\\\\|//#i', $path );
}

/**
 * The forwarding route's callback.
 *
 * @param WP_REST_Request $request The request, already past WordPress's cookie and nonce check.
 * @return WP_REST_Response|WP_Error
 */
function tessera_forward_rest_request( WP_REST_Request $request ) {
	$route = $request->get_route();
	if ( ! tessera_is_plain_path( $route ) ) {
		return new WP_Error( 'rest_no_route', __( 'No route was found matching the URL and request method.', 'tessera' ), array( 'status' => 404 ) );
	}
	$query = $request->get_query_params();
	unset( $query['rest_route'], $query['_wpnonce'] );
	$path = '/wp-json' . $route . ( $query ? '?' . http_build_query( $query, '', '&', PHP_QUERY_RFC3986 ) : '' );

	$headers = array( 'Accept' => 'application/json' );
	$type    = $request->get_header( 'content_type' );
	if ( $type ) {
		$headers['Content-Type'] = $type;
	}
	$answer = tessera_service_request(
		$request->get_method(),
		$path,
		array(
			'body'    => $request->get_body(),
			'headers' => $headers,
		)
	);
	if ( is_wp_error( $answer ) ) {
		return $answer;
	}
	if ( ! in_array( $request->get_method(), array( 'GET', 'HEAD' ), true ) && $answer['status'] < 400 ) {
		tessera_forget_kept_renders();
	}
	$data = json_decode( $answer['body'], true );
	if ( null === $data && 'null' !== trim( $answer['body'] ) ) {
		return new WP_Error( 'tessera_service_error', __( 'The Tessera service gave an answer this site could not read.', 'tessera' ), array( 'status' => 502 ) );
	}
	if ( 200 === $answer['status'] && tessera_is_media_copy_route( $route ) ) {
		$data = tessera_sideload_staged_copies( $data, (int) $request->get_param( 'post_id' ) );
	}
	$response = new WP_REST_Response( $data, $answer['status'] );
	foreach ( array( 'X-WP-Total', 'X-WP-TotalPages', 'X-Tessera-Counts', 'Allow' ) as $name ) {
		if ( isset( $answer['headers'][ $name ] ) ) {
			$response->header( $name, $answer['headers'][ $name ] );
		}
	}
	return $response;
}

/**
 * The visitor's requests the service answers (forms, subscriptions, likes, payments, webhooks,
 * and the third-party stand-ins its pages load): sent on with the visitor's Tessera cookies, and
 * the answer (a redirect, a page, JSON) passed back as it is.
 *
 * @param WP $wp The request being parsed.
 */
function tessera_forward_visitor_request( $wp ) {
	unset( $wp );
	if ( ! tessera_is_connected() || ! isset( $_SERVER['REQUEST_URI'] ) ) {
		return;
	}
	$uri = wp_unslash( $_SERVER['REQUEST_URI'] ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- forwarded as it came, signed.
	// Split by hand: parse_url() takes a path holding `a.b:80` (an image CDN address) for a host.
	list( $path, $query ) = array_pad( explode( '?', $uri, 2 ), 2, '' );
	$home = (string) wp_parse_url( home_url( '/' ), PHP_URL_PATH );
	if ( '/' !== $home && 0 === strpos( $path, rtrim( $home, '/' ) ) ) {
		$path = substr( $path, strlen( rtrim( $home, '/' ) ) );
	}
	$forwarded = false;
	foreach ( tessera_service_manifest()['visitorPaths'] as $prefix ) {
		$forwarded = $forwarded || 0 === strpos( $path, $prefix );
	}
	if ( ! $forwarded || ! tessera_is_plain_path( $path ) ) {
		return;
	}
	// The Donations and Payments blocks link to the earnings screen, which is under Tools here.
	if ( '/wp-admin/earnings.php' === $path && '' === $query ) {
		wp_safe_redirect( admin_url( 'tools.php?page=tessera-earnings' ) );
		exit;
	}
	tessera_pass_request_on( $path . ( '' !== $query ? '?' . $query : '' ) );
}

/**
 * Sends the request being served on to the service at `$path`, as it came (method, body, the
 * headers a page needs, the Tessera cookies; never WordPress's own), and answers with what the
 * service answered: its status, type, redirect, cookies and body. Ends the request.
 *
 * @param string $path The path and query on the service.
 */
function tessera_pass_request_on( $path ) {
	tessera_answer_with( tessera_send_request_on( $path ) );
}

/**
 * One of the service's wp-admin screens (Sharing, Earnings), to draw inside WordPress's own
 * wp-admin: `title` and `body`. What is not a screen (a redirect after a form, a download, a
 * refusal) is answered as it came, and the request ends.
 *
 * @param string $path The screen's path and query on the service.
 * @return array
 */
function tessera_service_screen( $path ) {
	$answer = tessera_send_request_on( $path, array( 'X-Tessera-Screen' => 'inner' ) );
	$screen = json_decode( $answer['body'], true );
	if ( 200 !== $answer['status'] || ! isset( $answer['headers']['x-tessera-screen'], $screen['title'], $screen['body'] ) ) {
		tessera_answer_with( $answer );
	}
	return $screen;
}

/**
 * Prints a screen of the service inside the wp-admin page being drawn.
 *
 * @param array $screen The screen (tessera_service_screen()).
 */
function tessera_print_service_screen( $screen ) {
	echo '<div class="wrap tessera-service-screen">';
	echo $screen['body']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the service's screen, escaped where the service wrote it.
	echo '</div>';
}

/**
 * The request being served, sent on to the service at `$path` (see tessera_pass_request_on()).
 *
 * @param string $path  The path and query on the service.
 * @param array  $extra Headers to add.
 * @return array The service's answer; a 503 page ends the request when it cannot be reached.
 */
function tessera_send_request_on( $path, $extra = array() ) {
	$method  = isset( $_SERVER['REQUEST_METHOD'] ) ? strtoupper( sanitize_key( $_SERVER['REQUEST_METHOD'] ) ) : 'GET';
	$headers = $extra;
	foreach ( array( 'CONTENT_TYPE' => 'Content-Type', 'HTTP_ACCEPT' => 'Accept', 'HTTP_USER_AGENT' => 'User-Agent', 'HTTP_REFERER' => 'Referer' ) as $key => $name ) {
		if ( ! empty( $_SERVER[ $key ] ) ) {
			$headers[ $name ] = wp_unslash( $_SERVER[ $key ] ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- forwarded as it came.
		}
	}
	$headers['X-Forwarded-For'] = isset( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REMOTE_ADDR'] ) ) : '';
	$cookies                    = array();
	foreach ( $_COOKIE as $name => $value ) {
		if ( 0 === strpos( (string) $name, 'tessera' ) && is_string( $value ) ) {
			$cookies[] = $name . '=' . rawurlencode( wp_unslash( $value ) );
		}
	}
	if ( $cookies ) {
		$headers['Cookie'] = implode( '; ', $cookies );
	}
	$answer = tessera_service_request(
		$method,
		$path,
		array(
			'body'    => 'GET' === $method || 'HEAD' === $method ? '' : file_get_contents( 'php://input' ),
			'headers' => $headers,
		)
	);
	if ( is_wp_error( $answer ) ) {
		wp_die( esc_html( $answer->get_error_message() ), esc_html__( 'Tessera service unavailable', 'tessera' ), array( 'response' => 503 ) );
	}
	return $answer;
}

/**
 * Answers with what the service answered: its status, type, redirect, cookies and body. Ends the
 * request.
 *
 * @param array $answer The service's answer.
 */
function tessera_answer_with( $answer ) {
	status_header( $answer['status'] );
	foreach ( array( 'content-type', 'location', 'cache-control', 'content-disposition' ) as $name ) {
		if ( isset( $answer['headers'][ $name ] ) ) {
			header( $name . ': ' . $answer['headers'][ $name ] );
		}
	}
	$set_cookie = isset( $answer['headers']['set-cookie'] ) ? (array) $answer['headers']['set-cookie'] : array();
	foreach ( $set_cookie as $cookie ) {
		header( 'Set-Cookie: ' . $cookie, false );
	}
	echo $answer['body']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the service's page, passed on as it is.
	exit;
}
