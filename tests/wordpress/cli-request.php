<?php
/**
 * Shared start of install.php and activate.php: makes a command-line run look like a request
 * to the site (argv[1] is its URL), and prints a fatal error to the standard error, where the
 * caller reads it (WordPress's debug mode sends errors to debug.log only).
 *
 * @package Tessera
 */

$tessera_url               = parse_url( $argv[1] );
$_SERVER['HTTP_HOST']      = $tessera_url['host'] . ( isset( $tessera_url['port'] ) ? ':' . $tessera_url['port'] : '' );
$_SERVER['SERVER_NAME']    = $tessera_url['host'];
$_SERVER['SERVER_PORT']    = isset( $tessera_url['port'] ) ? $tessera_url['port'] : 80;
$_SERVER['REQUEST_URI']    = '/';
$_SERVER['REMOTE_ADDR']    = '127.0.0.1';
$_SERVER['REQUEST_METHOD'] = 'GET';

register_shutdown_function(
	function () {
		$error = error_get_last();
		if ( $error && in_array( $error['type'], array( E_ERROR, E_PARSE, E_CORE_ERROR, E_COMPILE_ERROR, E_USER_ERROR, E_RECOVERABLE_ERROR ), true ) ) {
			fwrite( STDERR, "PHP fatal error: {$error['message']} in {$error['file']} on line {$error['line']}\n" );
		}
	}
);
