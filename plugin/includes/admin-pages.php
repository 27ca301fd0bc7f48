<?php
/**
 * wp-admin pages of the service's features: the feedback inbox, under its own 'Feedback' menu
 * item as Jetpack's, the same screen as a Tessera site's, over the forwarded `/wp/v2/feedback`.
 *
 * @package Tessera
 */

defined( 'ABSPATH' ) || exit;

/** Adds the Feedback menu item, for those who may read submissions (`edit_pages`, as Jetpack). */
function tessera_add_admin_pages() {
	add_menu_page(
		__( 'Feedback', 'tessera' ),
		__( 'Feedback', 'tessera' ),
		'edit_pages',
		'tessera-feedback',
		'tessera_render_feedback_page',
		'dashicons-feedback',
		25
	);
}

/**
 * Settings → Sharing: the accounts posts are shared to (Publicize), for authors and up, and
 * Tools → Earnings: what Donations and Payments took, for administrators. Both are the service's
 * screens, drawn inside this site's wp-admin.
 */
function tessera_add_sharing_page() {
	add_options_page( __( 'Sharing', 'tessera' ), __( 'Sharing', 'tessera' ), 'publish_posts', 'sharing', 'tessera_render_sharing_page' );
	add_management_page( __( 'Earnings', 'tessera' ), __( 'Earnings', 'tessera' ), 'manage_options', 'tessera-earnings', 'tessera_render_earnings_page' );
}

/**
 * Before WordPress draws the page: once connected, the service's screen for it, kept for the
 * page's callback. A form's answer (a redirect) goes back as it came.
 *
 * @param string $path The screen on the service.
 */
function tessera_load_service_screen( $path ) {
	if ( tessera_is_connected() ) {
		$GLOBALS['tessera_screen'] = tessera_service_screen( $path );
	}
}

/** Settings → Sharing, before WordPress draws it. */
function tessera_show_sharing_screen() {
	$query = isset( $_SERVER['QUERY_STRING'] ) ? wp_unslash( $_SERVER['QUERY_STRING'] ) : 'page=sharing'; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- forwarded as it came, signed.
	tessera_load_service_screen( '/wp-admin/options-general.php?' . $query );
}

/** Tools → Earnings, before WordPress draws it. */
function tessera_show_earnings_screen() {
	tessera_load_service_screen( '/wp-admin/earnings.php' );
}

/** Tools → Earnings: the service's screen, or where the earnings will be. */
function tessera_render_earnings_page() {
	if ( isset( $GLOBALS['tessera_screen'] ) ) {
		tessera_print_service_screen( $GLOBALS['tessera_screen'] );
		return;
	}
	echo '<div class="wrap"><h1>' . esc_html__( 'Earnings', 'tessera' ) . '</h1><p>' . wp_kses(
		sprintf(
			/* translators: %s: the Settings → Tessera address. */
			__( 'Donations and payments are kept by the Tessera service. <a href="%s">Connect this site</a> to take them.', 'tessera' ),
			esc_url( admin_url( 'options-general.php?page=tessera' ) )
		),
		array( 'a' => array( 'href' => array() ) )
	) . '</p></div>';
}

/** Settings → Sharing: the service's screen, or where the accounts will be. */
function tessera_render_sharing_page() {
	if ( isset( $GLOBALS['tessera_screen'] ) ) {
		tessera_print_service_screen( $GLOBALS['tessera_screen'] );
		return;
	}
	echo '<div class="wrap"><h1>' . esc_html__( 'Sharing', 'tessera' ) . '</h1><p>' . wp_kses(
		sprintf(
			/* translators: %s: the Settings → Tessera address. */
			__( 'The accounts your posts are shared to are kept by the Tessera service. <a href="%s">Connect this site</a> to add them.', 'tessera' ),
			esc_url( admin_url( 'options-general.php?page=tessera' ) )
		),
		array( 'a' => array( 'href' => array() ) )
	) . '</p></div>';
}

/** The inbox page's address. */
function tessera_feedback_page_url() {
	return admin_url( 'admin.php?page=tessera-feedback' );
}

/**
 * Before the page prints: the CSV export (`&export=csv`, with the screen's status, search and
 * form) is the service's file, passed on as a download.
 */
function tessera_export_feedback() {
	if ( ! tessera_is_connected() || ! isset( $_GET['export'] ) || 'csv' !== $_GET['export'] ) { // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a download, nothing changes.
		return;
	}
	$args   = array_intersect_key( wp_unslash( $_GET ), array_flip( array( 'status', 'search', 'form' ) ) ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended
	$query  = http_build_query( array_filter( $args, 'is_string' ), '', '&', PHP_QUERY_RFC3986 );
	$answer = tessera_service_request( 'GET', '/tessera/v1/site/feedback/export' . ( '' !== $query ? '?' . $query : '' ) );
	if ( is_wp_error( $answer ) || 200 !== $answer['status'] ) {
		wp_die( esc_html__( 'The feedback could not be exported: the Tessera service did not answer.', 'tessera' ), '', array( 'response' => 503 ) );
	}
	header( 'Content-Type: text/csv; charset=utf-8' );
	header( 'Content-Disposition: ' . ( isset( $answer['headers']['content-disposition'] ) ? $answer['headers']['content-disposition'] : 'attachment; filename="feedback.csv"' ) );
	header( 'Cache-Control: no-store' );
	header( 'X-Content-Type-Options: nosniff' );
	echo $answer['body']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- a CSV file.
	exit;
}

/**
 * One submission in full (`&feedback=ID`), as the service draws it.
 *
 * @param int $id The submission.
 */
function tessera_render_feedback_view( $id ) {
	$answer = tessera_service_request( 'GET', '/tessera/v1/site/feedback/' . $id );
	$view   = ! is_wp_error( $answer ) && 200 === $answer['status'] ? json_decode( $answer['body'], true ) : null;
	echo '<div class="wrap">';
	if ( is_array( $view ) && isset( $view['html'] ) ) {
		// The view has its own heading.
		echo wp_kses_post( $view['html'] );
	} else {
		echo '<h1>' . esc_html__( 'Feedback', 'tessera' ) . '</h1><p>' . esc_html__( 'This feedback could not be shown.', 'tessera' ) . '</p>';
	}
	echo '<p><a href="' . esc_url( tessera_feedback_page_url() ) . '">' . esc_html__( '← Back to Feedback', 'tessera' ) . '</a></p></div>';
}

/** Prints the inbox's root element, or says why there is none yet. */
function tessera_render_feedback_page() {
	if ( ! tessera_is_connected() ) {
		echo '<div class="wrap"><h1>' . esc_html__( 'Feedback', 'tessera' ) . '</h1><p>' . wp_kses(
			sprintf(
				/* translators: %s: the Settings → Tessera address. */
				__( 'Form submissions are kept by the Tessera service. <a href="%s">Connect this site</a> to receive them.', 'tessera' ),
				esc_url( admin_url( 'options-general.php?page=tessera' ) )
			),
			array( 'a' => array( 'href' => array() ) )
		) . '</p></div>';
		return;
	}
	if ( isset( $_GET['feedback'] ) ) { // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only picks what to show.
		tessera_render_feedback_view( absint( $_GET['feedback'] ) ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended
		return;
	}
	// The screen draws its own heading.
	printf(
		'<div class="wrap"><div id="tessera-feedback-inbox" data-time-format="%s" data-screen-url="%s"></div></div>',
		esc_attr( get_option( 'time_format' ) ),
		esc_attr( tessera_feedback_page_url() )
	);
}

/**
 * Loads the inbox's script on its page only.
 *
 * @param string $hook_suffix The admin page.
 */
function tessera_enqueue_admin_page_assets( $hook_suffix ) {
	if ( 'toplevel_page_tessera-feedback' !== $hook_suffix || ! tessera_is_connected() || isset( $_GET['feedback'] ) ) { // phpcs:ignore WordPress.Security.NonceVerification.Recommended
		return;
	}
	$asset = require TESSERA_BUILD_DIR . '/admin.asset.php';
	$url   = plugins_url( 'build/', TESSERA_PLUGIN_FILE );
	wp_enqueue_script( 'tessera-admin', $url . 'admin.js', $asset['dependencies'], $asset['version'], array( 'in_footer' => true ) );
	wp_set_script_translations( 'tessera-admin', 'tessera', tessera_languages_dir() );
	wp_enqueue_style( 'tessera-admin', $url . 'admin.css', array( 'wp-components' ), $asset['version'] );
}
