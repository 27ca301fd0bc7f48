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
 */
function tessera_register_blocks() {
	$files = glob( TESSERA_BUILD_DIR . '/blocks/*/block.json' );
	foreach ( $files ? $files : array() as $file ) {
		register_block_type( dirname( $file ) );
	}
}
