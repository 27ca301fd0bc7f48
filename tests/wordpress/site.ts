import { randomBytes } from 'node:crypto';
import {
	copyFileSync,
	cpSync,
	existsSync,
	mkdirSync,
	mkdtempSync,
	readFileSync,
	rmSync,
	writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';

import {
	fetchCoreTranslations,
	fetchWordPress,
	wordPressVersion,
	type DebianSuite,
} from './fetch';
import { startMariaDb, type RunningMariaDb } from './mariadb';
import { onExit, run, startServer, terminate, waitUntil } from './process';
import { freePort } from '../support/free-port';

export interface WordPressOptions {
	/** Debian's suite to take WordPress from: "forky" (7.1, the default) or "trixie" (6.8). */
	suite?: DebianSuite;
	/** Plugin zips (one top folder each, e.g. `tessera/tessera.php`) to install and activate. */
	plugins?: string[];
	/** WP_DEBUG with errors logged to wp-content/debug.log, not displayed. */
	debug?: boolean;
	/**
	 * Locales (fr_FR) whose core translations go in wp-content/languages, so that Settings →
	 * General offers them as the site's language.
	 */
	languages?: string[];
}

export interface RunningWordPress {
	/** The site's address, e.g. http://127.0.0.1:41234 (no slash at the end). */
	url: string;
	/** WordPress's version, e.g. 7.1.3. */
	version: string;
	adminUser: 'admin';
	adminPassword: string;
	/** The site's own copy of the WordPress tree. */
	root: string;
	/** wp-content/debug.log (written when `debug` is on). */
	debugLog: string;
	/** What debug.log holds now ('' when there is none). */
	readDebugLog: () => string;
	/** Ends PHP's server and MariaDB and removes the site's folders. */
	stop: () => Promise< void >;
}

/**
 * The contents of wp-config.php for a site at `url` on the database `db`.
 *
 * @param url   The site's address.
 * @param db    Its database server.
 * @param debug Whether WP_DEBUG is on.
 */
function wpConfig( url: string, db: RunningMariaDb, debug: boolean ): string {
	const salts = [ 'AUTH', 'SECURE_AUTH', 'LOGGED_IN', 'NONCE' ].flatMap(
		( name ) => [ `${ name }_KEY`, `${ name }_SALT` ]
	);
	const constants: Record< string, string | number | boolean > = {
		DB_NAME: db.database,
		DB_USER: db.user,
		DB_PASSWORD: db.password,
		DB_HOST: `127.0.0.1:${ db.port }`,
		DB_CHARSET: 'utf8mb4',
		DB_COLLATE: '',
		...Object.fromEntries(
			salts.map( ( name ) => [
				name,
				randomBytes( 48 ).toString( 'base64' ),
			] )
		),
		WP_DEBUG: debug,
		...( debug ? { WP_DEBUG_LOG: true, WP_DEBUG_DISPLAY: false } : {} ),
		WP_HOME: url,
		WP_SITEURL: url,
		// "local" also lets application passwords work over http.
		WP_ENVIRONMENT_TYPE: 'local',
		FS_METHOD: 'direct',
		AUTOMATIC_UPDATER_DISABLED: true,
		WP_AUTO_UPDATE_CORE: false,
		DISABLE_WP_CRON: true,
	};
	return [
		'<?php',
		...Object.entries( constants ).map(
			( [ name, value ] ) =>
				`define( '${ name }', ${ JSON.stringify( value ) } );`
		),
		"$table_prefix = 'wp_';",
		"if ( ! defined( 'ABSPATH' ) ) {",
		"\tdefine( 'ABSPATH', __DIR__ . '/' );",
		'}',
		"require_once ABSPATH . 'wp-settings.php';",
		'',
	].join( '\n' );
}

/**
 * Unpacks a plugin zip into `plugins` and returns the name of its top folder.
 *
 * @param zip     The plugin's zip.
 * @param plugins The site's wp-content/plugins.
 */
async function unpackPlugin( zip: string, plugins: string ): Promise< string > {
	const hasUnzip = ( process.env.PATH ?? '' )
		.split( delimiter )
		.some( ( folder ) => existsSync( join( folder, 'unzip' ) ) );
	const names = hasUnzip
		? ( await run( 'unzip', [ '-Z1', zip ] ) ).split( '\n' )
		: JSON.parse(
				await run( 'php', [
					'-r',
					'$z = new ZipArchive(); $z->open( $argv[1] ) === true || exit( 1 ); $n = []; for ( $i = 0; $i < $z->numFiles; $i++ ) { $n[] = $z->getNameIndex( $i ); } $z->extractTo( $argv[2] ) || exit( 1 ); echo json_encode( $n );',
					zip,
					plugins,
				] )
			);
	const tops = new Set(
		( names as string[] )
			.filter( Boolean )
			.map( ( name ) => name.split( '/' )[ 0 ] )
	);
	if ( tops.size !== 1 ) {
		throw new Error(
			`${ zip } must hold one folder, not ${ [ ...tops ].join( ', ' ) }`
		);
	}
	if ( hasUnzip ) {
		await run( 'unzip', [ '-q', '-o', zip, '-d', plugins ] );
	}
	return [ ...tops ][ 0 ];
}

/**
 * Starts a real WordPress, Debian's package of it, on a private MariaDB and PHP's built-in
 * server on a free port of 127.0.0.1: installed, offline (the mu-plugin tessera-offline.php),
 * theme twentytwentyfive, pretty permalinks, with the given plugin zips installed and
 * activated. Resolves once /wp-login.php answers. Everything lives in temporary folders that
 * `stop()` removes.
 *
 * @param options What to start.
 */
export async function startWordPress(
	options: WordPressOptions = {}
): Promise< RunningWordPress > {
	const {
		suite = 'forky',
		plugins = [],
		debug = false,
		languages = [],
	} = options;
	const tree = await fetchWordPress( suite );
	const translations = await Promise.all(
		languages.map( fetchCoreTranslations )
	);
	const db = await startMariaDb();
	const port = await freePort();
	const url = `http://127.0.0.1:${ port }`;
	const site = mkdtempSync( join( tmpdir(), 'tessera-wordpress-' ) );
	const root = join( site, 'root' );
	const debugLog = join( root, 'wp-content', 'debug.log' );
	const serverLog = join( site, 'php-server.log' );
	const adminPassword = randomBytes( 12 ).toString( 'hex' );
	let group = 0;
	const forget = onExit( () => {
		// Never `process.kill( -0 )`: that is this process's own group.
		if ( group ) {
			try {
				process.kill( -group, 'SIGKILL' );
			} catch {}
		}
		rmSync( site, { recursive: true, force: true } );
	} );
	const stop = async () => {
		forget();
		if ( group ) {
			await terminate( -group );
			group = 0;
		}
		await db.stop();
		rmSync( site, { recursive: true, force: true } );
	};
	try {
		cpSync( tree, root, { recursive: true } );
		writeFileSync(
			join( root, 'wp-config.php' ),
			wpConfig( url, db, debug )
		);
		for ( const folder of translations ) {
			cpSync( folder, join( root, 'wp-content', 'languages' ), {
				recursive: true,
			} );
		}
		mkdirSync( join( root, 'wp-content', 'mu-plugins' ) );
		copyFileSync(
			join( __dirname, 'tessera-offline.php' ),
			join( root, 'wp-content', 'mu-plugins', 'tessera-offline.php' )
		);
		const folders = [];
		for ( const zip of plugins ) {
			folders.push(
				await unpackPlugin(
					resolve( zip ),
					join( root, 'wp-content', 'plugins' )
				)
			);
		}
		const php = ( script: string, args: string[] ) =>
			run( 'php', [ join( __dirname, script ), url, ...args ], root );
		await php( 'install.php', [ adminPassword ] );
		if ( folders.length > 0 ) {
			await php( 'activate.php', folders );
		}
		const server = startServer(
			'php',
			[
				'-S',
				`127.0.0.1:${ port }`,
				'-t',
				root,
				join( __dirname, 'router.php' ),
			],
			serverLog,
			{ cwd: root, env: { PHP_CLI_SERVER_WORKERS: '16' } }
		);
		group = server.pid!;
		await waitUntil(
			`PHP's server (log: ${ serverLog })`,
			async () =>
				(
					await fetch( `${ url }/wp-login.php`, {
						signal: AbortSignal.timeout( 10_000 ),
					} )
				).status === 200,
			server
		);
		return {
			url,
			version: wordPressVersion( root ),
			adminUser: 'admin',
			adminPassword,
			root,
			debugLog,
			readDebugLog: () =>
				existsSync( debugLog ) ? readFileSync( debugLog, 'utf8' ) : '',
			stop,
		};
	} catch ( error ) {
		const logs = [ debugLog, serverLog ]
			.filter( ( file ) => existsSync( file ) )
			.map(
				( file ) => `\n${ file }:\n${ readFileSync( file, 'utf8' ) }`
			)
			.join( '' );
		await stop();
		throw new Error( `${ ( error as Error ).message }${ logs }` );
	}
}
