/**
 * `npm run wordpress [-- --suite trixie] [--plugin dist/tessera.zip]... [--no-debug]`:
 * starts a real WordPress (see site.ts) for a person, prints where it is and how to sign in,
 * and stops everything on Ctrl-C.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

import type { DebianSuite } from './fetch';
import { startWordPress } from './site';

async function main(): Promise< void > {
	const { values } = parseArgs( {
		options: {
			suite: { type: 'string', default: 'forky' },
			plugin: { type: 'string', multiple: true, default: [] },
			'no-debug': { type: 'boolean', default: false },
		},
	} );
	if ( values.suite !== 'forky' && values.suite !== 'trixie' ) {
		throw new Error( `--suite is forky or trixie, not ${ values.suite }` );
	}
	process.stdout.write(
		`Starting WordPress from Debian ${ values.suite }…\n`
	);
	const site = await startWordPress( {
		suite: values.suite as DebianSuite,
		// `npm run` works in the project's folder; a path is relative to where it was typed.
		plugins: values.plugin.map( ( zip ) =>
			resolve( process.env.INIT_CWD ?? '', zip )
		),
		debug: ! values[ 'no-debug' ],
	} );
	process.stdout.write(
		[
			`WordPress ${ site.version } is running at ${ site.url }/`,
			`  Sign in:   ${ site.url }/wp-login.php`,
			`  User:      ${ site.adminUser }`,
			`  Password:  ${ site.adminPassword }`,
			`  Files:     ${ site.root }`,
			`  Debug log: ${ site.debugLog }`,
			'Press Ctrl-C to stop it.',
			'',
		].join( '\n' )
	);
	let stopping = false;
	const stop = () => {
		if ( stopping ) {
			return;
		}
		stopping = true;
		process.stdout.write( '\nStopping…\n' );
		site.stop().then(
			() => process.exit( 0 ),
			( error ) => {
				process.stderr.write( `${ error }\n` );
				process.exit( 1 );
			}
		);
	};
	process.on( 'SIGINT', stop );
	process.on( 'SIGTERM', stop );
}

main().catch( ( error ) => {
	process.stderr.write(
		`${ error instanceof Error ? error.message : error }\n`
	);
	process.exit( 1 );
} );
