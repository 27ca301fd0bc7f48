<?php
/**
 * Activates the plugins in the given folders of wp-content/plugins, as the administrator, in
 * the site whose folder is the working directory; exits with an error (and says why) when one
 * cannot be activated.
 *
 * Usage: php activate.php <site URL> <plugin folder>...
 *
 * @package Tessera
 */

require __DIR__ . '/cli-request.php';

require getcwd() . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

wp_set_current_user( 1 );
foreach ( array_slice( $argv, 2 ) as $tessera_folder ) {
	$tessera_plugins = get_plugins( '/' . $tessera_folder );
	if ( ! $tessera_plugins ) {
		fwrite( STDERR, "No plugin in wp-content/plugins/$tessera_folder.\n" );
		exit( 1 );
	}
	// The main file is named after the folder, as in tessera/tessera.php, when there is one.
	$tessera_file   = isset( $tessera_plugins[ "$tessera_folder.php" ] ) ? "$tessera_folder.php" : array_key_first( $tessera_plugins );
	$tessera_plugin = "$tessera_folder/$tessera_file";
	$tessera_result = activate_plugin( $tessera_plugin );
	if ( is_wp_error( $tessera_result ) ) {
		fwrite( STDERR, "$tessera_plugin: " . implode( "\n", $tessera_result->get_error_messages() ) . "\n" . print_r( $tessera_result->get_error_data(), true ) . "\n" );
		exit( 1 );
	}
	if ( ! is_plugin_active( $tessera_plugin ) ) {
		fwrite( STDERR, "$tessera_plugin is not active after its activation.\n" );
		exit( 1 );
	}
	echo "Activated $tessera_plugin.\n";
}
// Rebuilt on the first request, with the rewrite rules of the plugins' post types.
delete_option( 'rewrite_rules' );
