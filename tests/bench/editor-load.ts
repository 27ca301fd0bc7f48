/**
 * One load of the post editor measured as a person's browser meets it: the JavaScript and CSS it
 * fetched until the editor was ready (raw and gzip), and the time until then. Shared by the
 * site's editor bench and the WordPress plugin's.
 */
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContextOptions } from '@playwright/test';

export interface Bytes {
	raw: number;
	gzip: number;
}
export interface EditorLoad {
	js: Bytes;
	css: Bytes;
	readyMs: number;
}

/** How long a page of a bench may take: a busy machine is slow, a hung one is not waited for. */
export const PAGE_TIMEOUT_MS = 300_000;

export const kb = ( bytes: number ) => `${ ( bytes / 1024 ).toFixed( 1 ) } KiB`;

export const median = ( values: number[] ) => {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	const middle = Math.floor( sorted.length / 2 );
	return sorted.length % 2
		? sorted[ middle ]
		: ( sorted[ middle - 1 ] + sorted[ middle ] ) / 2;
};

/**
 * Loads a new post in the editor once; sums what it fetched and times it until ready.
 *
 * @param browser      The browser.
 * @param url          The site's address.
 * @param storageState A signed-in session, for a site that needs one.
 */
export async function loadEditor(
	browser: Browser,
	url: string,
	storageState?: BrowserContextOptions[ 'storageState' ]
): Promise< EditorLoad > {
	const context = await browser.newContext( {
		viewport: { width: 1440, height: 900 },
		storageState,
	} );
	// A busy machine (other builds and test runs on two cores) may take minutes, not seconds.
	context.setDefaultTimeout( PAGE_TIMEOUT_MS );
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
		{ timeout: PAGE_TIMEOUT_MS }
	);
	load.readyMs = await page.evaluate( () => performance.now() );
	await Promise.all( pending );
	await context.close();
	return load;
}

/**
 * Prints what the extensions add at editor start: bytes of the first load each, and the median
 * time until ready over the alternating runs.
 *
 * @param runs     How many runs each side had.
 * @param tessera  The loads with Tessera.
 * @param baseline The loads without.
 */
export function printEditorStart(
	runs: number,
	tessera: EditorLoad[],
	baseline: EditorLoad[]
) {
	const [ t ] = tessera;
	const [ b ] = baseline;
	const tReady = median( tessera.map( ( l ) => l.readyMs ) );
	const bReady = median( baseline.map( ( l ) => l.readyMs ) );
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
}
