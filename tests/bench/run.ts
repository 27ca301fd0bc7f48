/**
 * `npm run bench`: size and speed figures for the current code, each against a baseline
 * measured in the same run (a build with no Tessera extensions, TESSERA_BARE=1).
 *
 *   node --import tsx tests/bench/run.ts [--runs N] [--no-build]
 */
import { launchChromium } from './browser';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

import { startServer } from '../support/start-server';
import { benchFormSubmissions } from './form-submissions';
import { benchNotificationFanout } from './notification-fanout';
import { benchPayments } from './payments';
import { benchImageBlocks } from './image-blocks';
import { benchEagerGrowth } from './eager-growth';
import { benchMapPage } from './map-page';
import { benchTweetParsing } from './tweet-parsing';
import { benchTranscode } from './transcode';
import { benchExternalMedia } from './external-media';
import { benchWordPressPlugin } from './wordpress-plugin';
import { benchServerRender } from './server-render';
import { benchBlockParse } from './block-parse';
import { benchVisitorPages } from './visitor-pages';
import { loadEditor, printEditorStart, type EditorLoad } from './editor-load';

const root = join( __dirname, '..', '..' );
const argv = process.argv.slice( 2 );
const runs = Number( argv[ argv.indexOf( '--runs' ) + 1 ] ) || 7;
const skipBuild = argv.includes( '--no-build' );

function build( bare: boolean ) {
	const result = spawnSync( 'npx', [ 'webpack', '--mode', 'production' ], {
		cwd: root,
		stdio: 'inherit',
		env: { ...process.env, TESSERA_BARE: bare ? '1' : '' },
	} );
	if ( result.status !== 0 ) {
		throw new Error( `The ${ bare ? 'bare ' : '' }build failed.` );
	}
}

async function main() {
	if ( ! skipBuild ) {
		build( true );
		build( false );
	}
	const withTessera = await startServer( {
		TESSERA_BUILD_DIR: join( root, 'build' ),
		TESSERA_DEV_AUTOLOGIN: '1',
	} );
	const bare = await startServer( {
		TESSERA_BUILD_DIR: join( root, 'build-bare' ),
		TESSERA_DEV_AUTOLOGIN: '1',
	} );
	const browser = await launchChromium( [ '--disable-gpu' ] );
	try {
		// One warm-up load each, then alternate so that both see the same machine load.
		await loadEditor( browser, withTessera.url );
		await loadEditor( browser, bare.url );
		const tessera: EditorLoad[] = [];
		const baseline: EditorLoad[] = [];
		for ( let run = 0; run < runs; run++ ) {
			tessera.push( await loadEditor( browser, withTessera.url ) );
			baseline.push( await loadEditor( browser, bare.url ) );
		}
		console.log(
			'\nEditor start (a new post), JavaScript and CSS fetched until ready'
		);
		printEditorStart( runs, tessera, baseline );
	} finally {
		await browser.close();
		await withTessera.stop();
		await bare.stop();
	}
	// Prints figures only: a budget over is reported, not a failure of the whole bench.
	await benchVisitorPages();
	await benchBlockParse( runs );
	await benchServerRender( runs );
	benchEagerGrowth();
	await benchImageBlocks();
	if ( ! ( await benchMapPage() ) ) {
		process.exitCode = 1;
	}
	await benchExternalMedia();
	if ( ! ( await benchFormSubmissions() ) ) {
		process.exitCode = 1;
	}
	if ( ! ( await benchNotificationFanout() ) ) {
		process.exitCode = 1;
	}
	if ( ! ( await benchPayments() ) ) {
		process.exitCode = 1;
	}
	if ( ! ( await benchTweetParsing() ) ) {
		process.exitCode = 1;
	}
	await benchTranscode();
	await benchWordPressPlugin( runs, skipBuild );
}

main().catch( ( error ) => {
	console.error( error );
	process.exit( 1 );
} );
