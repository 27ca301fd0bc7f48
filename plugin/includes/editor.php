<?php
/**
 * The editor script: every block and editor plugin, their initial state and translations.
 *
 * @package Tessera
 */

defined( 'ABSPATH' ) || exit;

/**
 * Registers the editor script and its stylesheets under the handles the blocks' block.json
 * name: `tessera-editor` (script and editor-page styles) and `tessera-editor-canvas` (what the
 * blocks draw inside the editor canvas).
 */
function tessera_register_editor_script() {
	$asset = require TESSERA_BUILD_DIR . '/editor.asset.php';
	$url   = plugins_url( 'build/', TESSERA_PLUGIN_FILE );

	wp_register_script(
		'tessera-editor',
		$url . 'editor.js',
		$asset['dependencies'],
		$asset['version'],
		array( 'in_footer' => false )
	);
	wp_set_script_translations( 'tessera-editor', 'tessera', tessera_languages_dir() );

	wp_register_style( 'tessera-editor', $url . 'editor.css', array( 'wp-components' ), $asset['version'] );
	wp_style_add_data( 'tessera-editor', 'rtl', 'replace' );
	wp_register_style( 'tessera-editor-canvas', $url . 'editor-canvas.css', array(), $asset['version'] );
	wp_style_add_data( 'tessera-editor-canvas', 'rtl', 'replace' );
}

/**
 * Loads the editor script, with the initial state it reads first, and its page styles in the
 * block editor. The blocks' block.json names the same script, so it loads once.
 */
function tessera_enqueue_editor_assets() {
	wp_add_inline_script(
		'tessera-editor',
		'window.Tessera_Editor_Initial_State = ' . wp_json_encode( tessera_editor_initial_state(), JSON_HEX_TAG | JSON_HEX_AMP ) . ';',
		'before'
	);
	wp_enqueue_script( 'tessera-editor' );
	wp_enqueue_style( 'tessera-editor' );
}

/**
 * The initial state the extension loader reads, in the shape the Tessera site gives it. The
 * availability of each extension, before and after the site is connected to a Tessera service,
 * is computed by the build (build/initial-state.json); WordPress adds what only it knows.
 *
 * @return array The state.
 */
function tessera_editor_initial_state() {
	$states = wp_json_file_decode( TESSERA_BUILD_DIR . '/initial-state.json', array( 'associative' => true ) );
	$state  = tessera_is_connected() ? tessera_connected_state( $states['connected'] ) : $states['unconnected'];

	// The site's address without its scheme, a path's slashes as `::` (host, port and path).
	$state['siteFragment']               = str_replace( '/', '::', untrailingslashit( preg_replace( '#^https?://#i', '', home_url() ) ) );
	$state['allowedMimeTypes']           = get_allowed_mime_types();
	$state['tessera']['is_private_site'] = '0' === (string) get_option( 'blog_public' );
	$state['beta_extensions']            = (bool) get_option( 'tessera_beta_blocks', false );
	return $state;
}

/**
 * Once connected, what the service says of the site: each extension's availability on the site's
 * plan, the plan, whether to nudge and whether the signed-in user linked their account (the site's
 * owner is linked with the site, other users through the connect link); the build's connected
 * state when the service cannot say.
 *
 * @param array $state The build's connected state.
 * @return array
 */
function tessera_connected_state( $state ) {
	$answer  = tessera_service_request( 'GET', '/tessera/v1/site/editor-state', array( 'timeout' => 5 ) );
	$service = ! is_wp_error( $answer ) && 200 === $answer['status'] ? json_decode( $answer['body'], true ) : null;
	if ( ! is_array( $service ) || ! isset( $service['available_blocks'], $service['plan'], $service['enable_upgrade_nudge'] ) ) {
		return $state;
	}
	$state['available_blocks']                = $service['available_blocks'];
	$state['plan']                            = $service['plan'];
	$state['tessera']['enable_upgrade_nudge'] = (bool) $service['enable_upgrade_nudge'];
	if ( isset( $service['is_current_user_connected'] ) ) {
		$state['tessera']['is_current_user_connected'] = (bool) $service['is_current_user_connected'];
	}
	return $state;
}
