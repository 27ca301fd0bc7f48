/**
 * `npm run bench`: size and speed figures for the current code, each against a baseline
 * measured in the same run (a build with no Tessera extensions, TESSERA_BARE=1).
 *
 *   node --import tsx tests/bench/run.ts [--runs N] [--no-build]
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';

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

const root = join( __dirname, '..', '..' );
const argv = process.argv.slice( 2 );
const runs = Number( argv[ argv.indexOf( '--runs' ) + 1 ] ) || 7;
const skipBuild = argv.includes( '--no-build' );

interface Bytes {
	raw: number;
	gzip: number;
}
interface EditorLoad {
	js: Bytes;
	css: Bytes;
	readyMs: number;
}

const kb = ( bytes: number ) => `${ ( bytes / 1024 ).toFixed( 1 ) } KiB`;
const median = ( values: number[] ) => {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	const middle = Math.floor( sorted.length / 2 );
	return sorted.length % 2
		? sorted[ middle ]
		: ( sorted[ middle - 1 ] + sorted[ middle ] ) / 2;
};

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

/** Loads a new post in the editor once; sums what it fetched and times it until ready. */
async function loadEditor(
	browser: Browser,
	url: string
): Promise< EditorLoad > {
	const context = await browser.newContext( {
		viewport: { width: 1440, height: 900 },
	} );
	const page = await context.newPage();
	const load: EditorLoad = {
		js: { raw: 0, gzip: 0 },
		css: { raw: 0, gzip: 0 },
		readyMs: 0,
	};
	const pending: Promise< void >[] = [];
	page.on( 'response', ( response ) => {
		const type = response.request().resourceType();
		if ( type !== 'script' && type !== 'stylesheet' ) {
			return;
		}
		pending.push(
			response
				.body()
				.then( ( body ) => {
					const bucket = type === 'script' ? load.js : load.css;
					bucket.raw += body.length;
					bucket.gzip += gzipSync( body ).length;
				} )
				.catch( () => undefined )
		);
	} );
	await page.goto( `${ url }/wp-admin/post-new.php` );
	await page.waitForFunction(
		() => {
			const ready = window.wp?.data
				?.select( 'core/editor' )
				?.getCurrentPostId();
			const frame = document.querySelector< HTMLIFrameElement >(
				'iframe[name="editor-canvas"]'
			);
			return (
				ready &&
				frame?.contentDocument?.querySelector( '.is-root-container' )
			);
		},
		undefined,
		{ timeout: 120_000 }
	);
	load.readyMs = await page.evaluate( () => performance.now() );
	await Promise.all( pending );
	await context.close();
	return load;
}

function assetBytes( buildDir: string, urls: string[] ): Bytes {
	let raw = 0;
	let gzip = 0;
	for ( const url of urls ) {
		const file = join( buildDir, url.replace( /^\/build\//, '' ) );
		if ( existsSync( file ) ) {
			const body = readFileSync( file );
			raw += body.length;
			gzip += gzipSync( body ).length;
		}
	}
	return { raw, gzip };
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
	const browser = await chromium.launch( {
		executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
		args: [
			'--no-sandbox',
			'--disable-gpu',
			'--disable-background-networking',
			'--disable-component-update',
			'--disable-sync',
		],
	} );
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
		const [ t ] = tessera;
		const [ b ] = baseline;
		const tReady = median( tessera.map( ( l ) => l.readyMs ) );
		const bReady = median( baseline.map( ( l ) => l.readyMs ) );

		console.log(
			'\nEditor start (a new post), JavaScript and CSS fetched until ready'
		);
		console.log( '                      raw          gzip' );
		const row = ( label: string, x: Bytes ) =>
			console.log(
				`${ label.padEnd( 20 ) }${ kb( x.raw ).padStart( 12 ) }${ kb( x.gzip ).padStart( 12 ) }`
			);
		row( 'JS  with Tessera', t.js );
		row( 'JS  without', b.js );
		row( 'JS  Tessera adds', {
			raw: t.js.raw - b.js.raw,
			gzip: t.js.gzip - b.js.gzip,
		} );
		row( 'CSS with Tessera', t.css );
		row( 'CSS without', b.css );
		row( 'CSS Tessera adds', {
			raw: t.css.raw - b.css.raw,
			gzip: t.css.gzip - b.css.gzip,
		} );
		console.log(
			`\nEditor ready, median of ${ runs } runs each (alternating)`
		);
		console.log( `with Tessera  ${ tReady.toFixed( 0 ) } ms` );
		console.log( `without       ${ bReady.toFixed( 0 ) } ms` );
		console.log( `ratio         ${ ( tReady / bReady ).toFixed( 3 ) }` );

		const manifest = JSON.parse(
			readFileSync( join( root, 'build', 'asset-manifest.json' ), 'utf8' )
		);
		console.log(
			'\nVisitor page, what each block adds (only where it is on the page)'
		);
		console.log(
			'block                 script raw / gzip           style raw / gzip'
		);
		for ( const [ slug, assets ] of Object.entries< {
			viewScript?: string[];
			style?: string[];
		} >( manifest.blocks ) ) {
			const script = assetBytes(
				join( root, 'build' ),
				assets.viewScript ?? []
			);
			const style = assetBytes(
				join( root, 'build' ),
				assets.style ?? []
			);
			console.log(
				`${ slug.padEnd( 20 ) }${ `${ kb( script.raw ) } / ${ kb( script.gzip ) }`.padStart( 22 ) }${ `${ kb(
					style.raw
				) } / ${ kb( style.gzip ) }`.padStart( 26 ) }`
			);
		}
	} finally {
		await browser.close();
		await withTessera.stop();
		await bare.stop();
	}
	// Prints figures only: a budget over is reported, not a failure of the whole bench.
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
}

main().catch( ( error ) => {
	console.error( error );
	process.exit( 1 );
} );
