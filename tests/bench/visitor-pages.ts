/**
 * What a visitor downloads for each Tessera block: every request the page makes (scripts, styles,
 * chunks, workers, images, tiles, data), as served, first when the page has loaded and then once
 * the visitor has scrolled the block into view and the page has gone quiet, less what the same
 * page without the block downloads. Each page is the block of the sample post below forty
 * paragraphs (out of sight when the page loads), seen by a visitor (not signed in) in a new
 * browser context, so nothing comes from a cache.
 *
 *   node --import tsx tests/bench/visitor-pages.ts
 * Also run by `npm run bench` (after the build).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { MAPBOX_TEST_TOKEN } from '../../service/stand-ins/mapbox/tokens';
import { launchChromium } from './browser';
import { startServer } from '../support/start-server';
import { PAGE_TIMEOUT_MS } from './editor-load';

const PASSWORD = 'bench-Admin-Passw0rd';
/** The page is quiet when no request has been in flight for this long. */
const QUIET_MS = 1_500;
/** Forty paragraphs: the block starts well below the fold of a 1280×800 window. */
const LEAD = Array.from(
	{ length: 40 },
	( _, i ) =>
		`<!-- wp:paragraph --><p>Paragraph ${ i + 1 } of the text before the block.</p><!-- /wp:paragraph -->`
).join( '' );

const kb = ( bytes: number ) => `${ ( bytes / 1024 ).toFixed( 1 ) }`;

interface Download {
	requests: number;
	raw: number;
	gzip: number;
}

const none = (): Download => ( { requests: 0, raw: 0, gzip: 0 } );
const minus = ( a: Download, b: Download ): Download => ( {
	requests: a.requests - b.requests,
	raw: a.raw - b.raw,
	gzip: a.gzip - b.gzip,
} );

/** Resolves once no request of the page has been in flight for QUIET_MS. */
function quiet( page: Page, inFlight: () => number ): Promise< void > {
	return new Promise( ( resolve, reject ) => {
		const deadline = Date.now() + PAGE_TIMEOUT_MS;
		let since = Date.now();
		const check = () => {
			if ( inFlight() > 0 ) {
				since = Date.now();
			}
			if ( Date.now() - since >= QUIET_MS ) {
				resolve();
			} else if ( Date.now() > deadline ) {
				reject( new Error( `${ page.url() } never went quiet.` ) );
			} else {
				setTimeout( check, 100 );
			}
		};
		check();
	} );
}

/** Everything one visit downloads: on load, and after scrolling the block into view. */
async function visit(
	browser: Browser,
	url: string
): Promise< { atLoad: Download; seen: Download } > {
	const context = await browser.newContext( {
		viewport: { width: 1280, height: 800 },
	} );
	context.setDefaultTimeout( PAGE_TIMEOUT_MS );
	const page = await context.newPage();
	const total = none();
	let inFlight = 0;
	const bodies: Promise< void >[] = [];
	page.on( 'request', () => inFlight++ );
	page.on( 'requestfailed', () => inFlight-- );
	page.on( 'requestfinished', ( request ) => {
		total.requests++;
		bodies.push(
			request
				.response()
				.then( ( response ) => response?.body() )
				.then(
					( body ) => {
						if ( body ) {
							total.raw += body.length;
							total.gzip += gzipSync( body ).length;
						}
					},
					() => undefined
				)
				.finally( () => inFlight-- )
		);
	} );
	await page.goto( url, { waitUntil: 'load' } );
	await quiet( page, () => inFlight );
	await Promise.all( bodies );
	const atLoad = { ...total };
	// The block into view, as a reader scrolling down to it brings it.
	await page.evaluate( () =>
		document
			.querySelector( '.entry-content [class*="wp-block-tessera-"]' )
			?.scrollIntoView( { block: 'center' } )
	);
	await quiet( page, () => inFlight );
	await Promise.all( bodies );
	await context.close();
	return { atLoad, seen: { ...total } };
}

export async function benchVisitorPages(): Promise< void > {
	const gallery = readFileSync(
		join(
			__dirname,
			'..',
			'..',
			'wp-stand-in',
			'seed',
			'sample-post.html'
		),
		'utf8'
	);
	const server = await startServer( { TESSERA_ADMIN_PASSWORD: PASSWORD } );
	const browser = await launchChromium( [
		'--use-angle=swiftshader',
		'--enable-unsafe-swiftshader',
	] );
	try {
		const owner = await browser.newContext();
		owner.setDefaultTimeout( PAGE_TIMEOUT_MS );
		await owner.request.post( `${ server.url }/wp-login.php`, {
			form: { log: 'admin', pwd: PASSWORD },
		} );
		const editor = await owner.newPage();
		await editor.goto( `${ server.url }/wp-admin/post-new.php` );
		await editor.waitForFunction( () => !! window.wp?.apiFetch );
		// tsx names the functions below with a helper the page does not have.
		await editor.evaluate( 'window.__name = ( fn ) => fn' );
		const pages = await editor.evaluate(
			async ( { content, paragraph, token } ) => {
				await window.wp.apiFetch( {
					path: '/wpcom/v2/service-api-keys/mapbox',
					method: 'POST',
					data: { service_api_key: token },
				} );
				const { parse: parseBlocks, serialize } = window.wp.blocks;
				const seen = new Set< string >();
				const made: Array< { slug: string; link: string } > = [];
				const publish = async ( slug: string, body: string ) => {
					const post = ( await window.wp.apiFetch( {
						path: '/wp/v2/posts',
						method: 'POST',
						data: { title: slug, content: body, status: 'publish' },
					} ) ) as { link: string };
					made.push( { slug, link: post.link } );
				};
				await publish( '(paragraphs only)', paragraph );
				for ( const block of parseBlocks( content ) ) {
					if (
						! block.name.startsWith( 'tessera/' ) ||
						seen.has( block.name )
					) {
						continue;
					}
					seen.add( block.name );
					await publish(
						block.name.slice( 'tessera/'.length ),
						paragraph + serialize( [ block ] )
					);
				}
				return made;
			},
			{
				content: gallery,
				paragraph: LEAD,
				token: MAPBOX_TEST_TOKEN,
			}
		);
		await owner.close();
		const [ baselinePage, ...blockPages ] = pages;
		const baseline = await visit( browser, baselinePage.link );
		console.log(
			'\nVisitor page, what each block below the fold adds: every request, as served (KiB raw / gzip), on load and once scrolled into view'
		);
		console.log(
			`(the forty paragraphs alone: ${ baseline.atLoad.requests } requests, ${ kb(
				baseline.atLoad.raw
			) } / ${ kb( baseline.atLoad.gzip ) } KiB)`
		);
		console.log(
			'block                 requests   on load raw / gzip   requests   seen raw / gzip'
		);
		for ( const { slug, link } of blockPages ) {
			const { atLoad, seen } = await visit( browser, link );
			const load = minus( atLoad, baseline.atLoad );
			const all = minus( seen, baseline.seen );
			console.log(
				`${ slug.padEnd( 20 ) }${ String( load.requests ).padStart(
					10
				) }${ `${ kb( load.raw ) } / ${ kb( load.gzip ) }`.padStart(
					21
				) }${ String( all.requests ).padStart( 11 ) }${ `${ kb(
					all.raw
				) } / ${ kb( all.gzip ) }`.padStart( 18 ) }`
			);
		}
	} finally {
		await browser.close();
		await server.stop();
	}
}

if ( require.main === module ) {
	benchVisitorPages().catch( ( error ) => {
		console.error( error );
		process.exit( 1 );
	} );
}
