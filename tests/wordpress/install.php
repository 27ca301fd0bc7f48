<?php
/**
 * Installs WordPress in the site whose folder is the working directory (its wp-config.php
 * written): the site "Tessera test site", the administrator `admin` with the given password,
 * pretty permalinks, the theme twentytwentyfive, and the welcome guides marked seen.
 *
 * Usage: php install.php <site URL> <admin password>
 *
 * @package Tessera
 */

require __DIR__ . '/cli-request.php';

define( 'WP_INSTALLING', true );
require getcwd() . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';

$tessera_result = wp_install( 'Tessera test site', 'admin', 'admin@example.com', true, '', $argv[2] );
if ( empty( $tessera_result['user_id'] ) ) {
	fwrite( STDERR, "wp_install() failed:\n" . print_r( $tessera_result, true ) );
	exit( 1 );
}

$wp_rewrite->set_permalink_structure( '/%postname%/' );
switch_theme( 'twentytwentyfive' );
if ( 'twentytwentyfive' !== get_stylesheet() ) {
	fwrite( STDERR, "The theme twentytwentyfive could not be switched to.\n" );
	exit( 1 );
}
update_user_meta(
	$tessera_result['user_id'],
	$wpdb->get_blog_prefix() . 'persisted_preferences',
	tessera_offline_seen_guides()
);
echo 'WordPress ' . get_bloginfo( 'version' ) . " installed.\n";
