<?php
/**
 * Block registration: every block from the block.json the build wrote for it.
 *
 * @package Tessera
 */

defined( 'ABSPATH' ) || exit;

/**
 * Registers each block under build/blocks/ from its block.json. The block.json names the
 * editor script and stylesheets by handle (tessera-editor, tessera-editor-canvas) and the
 * visitor assets by file, so WordPress loads the editor code in the editor and a block's view
 * script and styles only on pages that hold the block.
 *
 * A block whose job the Tessera service does (`tessera.needsConnection`) shows visitors nothing
 * until the site is connected to one: its saved markup (a form with nowhere to send it, a
 * shortcode no one renders) would be broken on its own. Once connected, the service renders it
 * (includes/render.php).
 */
function tessera_register_blocks() {
	$files = glob( TESSERA_BUILD_DIR . '/blocks/*/block.json' );
	foreach ( $files ? $files : array() as $file ) {
		$metadata = wp_json_file_decode( $file, array( 'associative' => true ) );
		$args     = array();
		if ( ! empty( $metadata['tessera']['needsConnection'] ) && ! tessera_is_connected() ) {
			$args['render_callback'] = '__return_empty_string';
		}
		$block_type = register_block_type( dirname( $file ), $args );
		if ( $block_type ) {
			tessera_set_view_script_translations( $block_type );
		}
	}
}
