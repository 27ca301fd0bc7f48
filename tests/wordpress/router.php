<?php
/**
 * Router of `php -S` for a test site: what exists (a file, a folder with its index.php, a PHP
 * script with path info) is served as it is; any other path goes to WordPress's index.php, as
 * Apache's rewrite rules would send it (`php -S` alone answers 404 for a missing path with a dot,
 * such as /wp-sitemap.xml).
 *
 * @package Tessera
 */

$tessera_root = $_SERVER['DOCUMENT_ROOT'];
// Not parse_url(): it takes a path such as /x/a.b:80/y for a host and port, and gives false.
$tessera_path = urldecode( explode( '?', $_SERVER['REQUEST_URI'], 2 )[0] );

if ( file_exists( $tessera_root . $tessera_path ) ) {
	return false;
}
if ( preg_match( '#^(.+?\.php)/#', $tessera_path, $tessera_script ) && is_file( $tessera_root . $tessera_script[1] ) ) {
	return false;
}

$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['PHP_SELF']        = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $tessera_root . '/index.php';
unset( $_SERVER['PATH_INFO'], $_SERVER['ORIG_PATH_INFO'] );
require $tessera_root . '/index.php';
