<?php
/**
 * Translations: the PHP strings from languages/tessera-<locale>.mo, and each script's strings
 * from the JSON files beside it, named after the script's path (`build/editor.js`).
 *
 * @package Tessera
 */

defined( 'ABSPATH' ) || exit;

/** The folder that holds the plugin's translations. */
function tessera_languages_dir() {
	return plugin_dir_path( TESSERA_PLUGIN_FILE ) . 'languages';
}

/**
 * Loads the PHP strings' translation for the site's (or the user's) locale. A translation
 * WordPress installed into wp-content/languages/plugins/ is preferred to the one shipped here.
 */
function tessera_load_textdomain() {
	load_plugin_textdomain( 'tessera', false, dirname( plugin_basename( TESSERA_PLUGIN_FILE ) ) . '/languages' );
}

/**
 * Points the view scripts of a block WordPress registered from its block.json at the plugin's
 * translations: WordPress sets them up, but looks only in wp-content/languages/plugins/.
 *
 * @param WP_Block_Type $block_type The registered block.
 */
function tessera_set_view_script_translations( $block_type ) {
	foreach ( $block_type->view_script_handles as $handle ) {
		wp_set_script_translations( $handle, 'tessera', tessera_languages_dir() );
	}
}
