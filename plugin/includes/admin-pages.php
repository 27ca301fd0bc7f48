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
	// The screen draws its own heading.
	printf(
		'<div class="wrap"><div id="tessera-feedback-inbox" data-time-format="%s"></div></div>',
		esc_attr( get_option( 'time_format' ) )
	);
}

/**
 * Loads the inbox's script on its page only.
 *
 * @param string $hook_suffix The admin page.
 */
function tessera_enqueue_admin_page_assets( $hook_suffix ) {
	if ( 'toplevel_page_tessera-feedback' !== $hook_suffix || ! tessera_is_connected() ) {
		return;
	}
	$asset = require TESSERA_BUILD_DIR . '/admin.asset.php';
	$url   = plugins_url( 'build/', TESSERA_PLUGIN_FILE );
	wp_enqueue_script( 'tessera-admin', $url . 'admin.js', $asset['dependencies'], $asset['version'], array( 'in_footer' => true ) );
	wp_set_script_translations( 'tessera-admin', 'tessera', plugin_dir_path( TESSERA_PLUGIN_FILE ) . 'languages' );
	wp_enqueue_style( 'tessera-admin', $url . 'admin.css', array( 'wp-components' ), $asset['version'] );
}
