/**
 * `npm run plugin`: the WordPress plugin in dist/tessera/ and its zip, dist/tessera.zip.
 *
 * 1. `wp-scripts build` with plugin/webpack.config.js writes dist/tessera/build/;
 * 2. each block gets its block.json beside its built assets, and the build writes the data the
 *    PHP reads (initial-state.json, post-fields.json, service.json), computed by the same TypeScript as the site;
 * 3. the PHP bootstrap, readme.txt and the translations (languages/*.mo, *.json) are copied in;
 * 4. `wp-scripts plugin-zip`, run in dist/tessera/, zips that folder under `tessera/`.
 */
import { spawnSync } from 'node:child_process';
import {
	cpSync,
	existsSync,
	mkdirSync,
	readFileSync,
	renameSync,
	rmSync,
	statSync,
	writeFileSync,
} from 'node:fs';
import { join } from 'node:path';

import { blockFolders } from '../extensions/folders';
import { postFields, postMeta } from '../extensions/post-fields';
import { pluginBlockJson } from './block-json';
import { siteIndependentState } from './initial-state';
import { serviceManifest } from './service-manifest';

const root = join( __dirname, '..' );
const dist = join( root, 'dist' );
const pluginDir = join( dist, 'tessera' );
const buildDir = join( pluginDir, 'build' );

/**
 * Runs an npx command; a quiet one prints what it said only when it fails.
 *
 * @param args  The command and its arguments.
 * @param cwd   Where it runs.
 * @param quiet Whether its output is kept back.
 */
function run( args: string[], cwd: string, quiet = false ) {
	const result = spawnSync( 'npx', args, {
		cwd,
		stdio: quiet ? 'pipe' : 'inherit',
		encoding: 'utf8',
		env: { ...process.env, NODE_ENV: 'production' },
	} );
	if ( result.status !== 0 ) {
		console.error( result.stdout ?? '', result.stderr ?? '' );
		throw new Error( `npx ${ args.join( ' ' ) } failed.` );
	}
}

function writeJson( file: string, value: unknown ) {
	mkdirSync( join( file, '..' ), { recursive: true } );
	writeFileSync( file, JSON.stringify( value, null, '\t' ) + '\n' );
}

/** The version in tessera.php's header must be the package's: WordPress shows it and compares it. */
function checkVersion() {
	const { version } = JSON.parse(
		readFileSync( join( root, 'package.json' ), 'utf8' )
	);
	const header = readFileSync( join( __dirname, 'tessera.php' ), 'utf8' );
	const declared = /^ \* Version:\s+(\S+)$/m.exec( header )?.[ 1 ];
	if ( declared !== version ) {
		throw new Error(
			`plugin/tessera.php says Version ${ declared }; package.json says ${ version }.`
		);
	}
}

function writeBlockJsonFiles() {
	for ( const folder of blockFolders() ) {
		const out = join( buildDir, 'blocks', folder.slug );
		writeJson(
			join( out, 'block.json' ),
			pluginBlockJson( folder.metadata, {
				viewScript: existsSync( join( out, 'view.js' ) ),
				viewStyle: existsSync( join( out, 'view.css' ) ),
				style: existsSync( join( out, 'style.css' ) ),
			} )
		);
	}
}

function copyPluginFiles() {
	for ( const file of [ 'tessera.php', 'readme.txt', 'includes' ] ) {
		cpSync( join( __dirname, file ), join( pluginDir, file ), {
			recursive: true,
		} );
	}
	// What WordPress loads: the MO for PHP, the JSON files for scripts (the PO and POT are sources).
	cpSync( join( root, 'languages' ), join( pluginDir, 'languages' ), {
		recursive: true,
		filter: ( source ) => ! /\.pot?$/.test( source ),
	} );
}

function main() {
	checkVersion();
	rmSync( dist, { recursive: true, force: true } );
	run(
		[ 'wp-scripts', 'build', '--config', 'plugin/webpack.config.js' ],
		root
	);
	writeBlockJsonFiles();
	writeJson( join( buildDir, 'initial-state.json' ), {
		unconnected: siteIndependentState( false ),
		connected: siteIndependentState( true ),
	} );
	writeJson( join( buildDir, 'service.json' ), serviceManifest() );
	writeJson( join( buildDir, 'post-fields.json' ), {
		postMeta,
		postFields,
	} );
	copyPluginFiles();
	run( [ 'wp-scripts', 'plugin-zip' ], pluginDir, true );
	const zip = join( dist, 'tessera.zip' );
	renameSync( join( pluginDir, 'tessera.zip' ), zip );
	console.log(
		`Wrote ${ pluginDir } and ${ zip } (${ Math.round( statSync( zip ).size / 1024 ) } KiB).`
	);
}

main();
