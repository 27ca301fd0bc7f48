/**
 * What the server spends on Tessera's blocks, each figure against plain paragraphs measured in the
 * same run, on a local server started as `npm start` starts it (an empty data directory):
 *
 * - time to first byte of a visitor page holding the block gallery (the sample post) against a
 *   page of as many paragraphs;
 * - each block's render on a visitor page: its first copy, and each copy after it;
 * - `GET /wp/v2/posts?per_page=100` of gallery posts against paragraph posts, whole and with
 *   `_fields=id,title`.
 *
 *   node --import tsx tests/bench/server-render.ts [--runs N]
 * Also run by `npm run bench`.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../wp-stand-in/app';
import { parse } from '@wordpress/block-serialization-default-parser';
import { startServer, type RunningServer } from '../support/start-server';

const PASSWORD = 'bench-Admin-Passw0rd';
const COPIES = 11;
const PARAGRAPH =
	'<!-- wp:paragraph -->\n<p>A paragraph of plain words, as long as a short sentence.</p>\n<!-- /wp:paragraph -->';

type Parsed = ReturnType< typeof parse >[ number ];

/** The block's markup again, as it stands in the post (attributes escaped as WordPress does). */
function markup( block: Parsed ): string {
	let inner = 0;
	const body = block.innerContent
		.map( ( chunk ) =>
			chunk === null ? markup( block.innerBlocks[ inner++ ] ) : chunk
		)
		.join( '' );
	if ( ! block.blockName ) {
		return body;
	}
	const name = block.blockName.replace( /^core\//, '' );
	const attrs =
		block.attrs && Object.keys( block.attrs ).length
			? ' ' +
				JSON.stringify( block.attrs )
					.replace( /--/g, '\\u002d\\u002d' )
					.replace( /</g, '\\u003c' )
					.replace( />/g, '\\u003e' )
					.replace( /&/g, '\\u0026' )
			: '';
	return `<!-- wp:${ name }${ attrs } -->${ body }<!-- /wp:${ name } -->`;
}

function median( values: number[] ): number {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	return sorted[ Math.floor( sorted.length / 2 ) ];
}

/** Milliseconds until the response's first byte (its status line and headers), body drained. */
function timeToFirstByte( url: string ): Promise< number > {
	return new Promise( ( resolve, reject ) => {
		const started = performance.now();
		request( url, ( response ) => {
			const elapsed = performance.now() - started;
			if ( response.statusCode !== 200 ) {
				reject(
					new Error( `${ url } answered ${ response.statusCode }` )
				);
			}
			response.resume();
			response.on( 'end', () => resolve( elapsed ) );
		} )
			.on( 'error', reject )
			.end();
	} );
}

/** The median time to first byte of each URL over `runs` rounds, the URLs alternating. */
async function alternate( urls: string[], runs: number ): Promise< number[] > {
	const times = urls.map( () => [] as number[] );
	for ( const url of urls ) {
		await timeToFirstByte( url );
	}
	for ( let run = 0; run < runs; run++ ) {
		for ( const [ i, url ] of urls.entries() ) {
			times[ i ].push( await timeToFirstByte( url ) );
		}
	}
	return times.map( median );
}

async function signIn( server: RunningServer ) {
	const login = await fetch( `${ server.url }/wp-login.php`, {
		method: 'POST',
		redirect: 'manual',
		headers: { 'content-type': 'application/x-www-form-urlencoded' },
		body: new URLSearchParams( { log: 'admin', pwd: PASSWORD } ),
	} );
	const cookie = ( login.headers.get( 'set-cookie' ) ?? '' ).split(
		';'
	)[ 0 ];
	const nonce = await (
		await fetch(
			`${ server.url }/wp-admin/admin-ajax.php?action=rest-nonce`,
			{ headers: { cookie } }
		)
	).text();
	return async ( path: string, body: unknown ) => {
		const response = await fetch( `${ server.url }/wp-json${ path }`, {
			method: 'POST',
			headers: {
				cookie,
				'x-wp-nonce': nonce,
				'content-type': 'application/json',
			},
			body: JSON.stringify( body ),
		} );
		if ( ! response.ok ) {
			throw new Error( `${ path }: ${ await response.text() }` );
		}
		return ( await response.json() ) as { id: number; link: string };
	};
}

const ms = ( value: number ) => `${ value.toFixed( 2 ) } ms`;
const ratio = ( a: number, b: number ) => `${ ( a / b ).toFixed( 2 ) }x`;

/** Milliseconds the app takes to answer `url` in-process (no network, no other process). */
async function answerTime(
	app: FastifyInstance,
	url: string
): Promise< number > {
	const started = performance.now();
	const response = await app.inject( { method: 'GET', url } );
	if ( response.statusCode !== 200 ) {
		throw new Error( `${ url } answered ${ response.statusCode }` );
	}
	return performance.now() - started;
}

/**
 * Each block's server render on a visitor page, measured in this process: the page with one copy
 * and with COPIES copies against the page with none, the pages in turns, medians of `runs`.
 */
async function perBlockRender(
	blocks: Parsed[],
	runs: number
): Promise< void > {
	const dir = mkdtempSync( join( tmpdir(), 'tessera-bench-' ) );
	const app = await buildApp( {
		dataDir: join( dir, 'data' ),
		buildDir:
			process.env.TESSERA_BUILD_DIR ??
			join( __dirname, '..', '..', 'build' ),
		adminPassword: PASSWORD,
	} );
	try {
		const login = await app.inject( {
			method: 'POST',
			url: '/wp-login.php',
			headers: { 'content-type': 'application/x-www-form-urlencoded' },
			payload: new URLSearchParams( {
				log: 'admin',
				pwd: PASSWORD,
			} ).toString(),
		} );
		const cookie = String( login.headers[ 'set-cookie' ] ).split(
			';'
		)[ 0 ];
		const nonce = (
			await app.inject( {
				method: 'GET',
				url: '/wp-admin/admin-ajax.php?action=rest-nonce',
				headers: { cookie },
			} )
		).body;
		const publish = async ( content: string ) => {
			const response = await app.inject( {
				method: 'POST',
				url: '/wp-json/wp/v2/posts',
				headers: {
					cookie,
					'x-wp-nonce': nonce,
					'content-type': 'application/json',
				},
				payload: JSON.stringify( {
					title: 'Bench',
					status: 'publish',
					content,
				} ),
			} );
			const { link } = response.json() as { link: string };
			const url = new URL( link );
			return url.pathname + url.search;
		};
		console.log(
			`\nServer render per block on a visitor page, in process (median of ${ runs }; pages of 0, 1 and ${ COPIES } copies in turns)`
		);
		console.log(
			'block                       first copy    each further copy'
		);
		const empty = await publish( PARAGRAPH );
		const seen = new Set< string >();
		for ( const block of blocks ) {
			if ( seen.has( block.blockName! ) ) {
				continue;
			}
			seen.add( block.blockName! );
			const one = await publish( PARAGRAPH + markup( block ) );
			const many = await publish(
				PARAGRAPH + Array( COPIES ).fill( markup( block ) ).join( '' )
			);
			const times = [ [], [], [] ] as number[][];
			for ( let run = -1; run < runs; run++ ) {
				const round = [
					await answerTime( app, empty ),
					await answerTime( app, one ),
					await answerTime( app, many ),
				];
				// The first round warms up.
				if ( run >= 0 ) {
					round.forEach( ( time, i ) => times[ i ].push( time ) );
				}
			}
			const [ none, first, all ] = times.map( median );
			console.log(
				`${ block.blockName!.slice( 'tessera/'.length ).padEnd( 24 ) }${ ms(
					first - none
				).padStart( 12 ) }${ ms(
					( all - first ) / ( COPIES - 1 )
				).padStart( 20 ) }`
			);
		}
	} finally {
		await app.close();
		rmSync( dir, { recursive: true, force: true } );
	}
}

export async function benchServerRender( runs = 9 ): Promise< void > {
	const started = performance.now();
	const server = await startServer( { TESSERA_ADMIN_PASSWORD: PASSWORD } );
	const startup = performance.now() - started;
	try {
		const rest = await signIn( server );
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
		const topLevel = parse( gallery ).filter(
			( block ) => block.blockName
		);
		const tessera = topLevel.filter( ( block ) =>
			block.blockName!.startsWith( 'tessera/' )
		);
		const paragraphs = Array( topLevel.length )
			.fill( PARAGRAPH )
			.join( '\n\n' );
		const publish = ( content: string, extra: object = {} ) =>
			rest( '/wp/v2/posts', {
				title: 'Bench',
				status: 'publish',
				content,
				...extra,
			} );

		console.log(
			`\nServer: start to ready ${ ( startup / 1000 ).toFixed( 2 ) } s`
		);
		const [ galleryPage, paragraphPage ] = await Promise.all( [
			publish( gallery ),
			publish( paragraphs ),
		] );
		const pageSize = async ( url: string ) =>
			`${ ( ( await ( await fetch( url ) ).text() ).length / 1024 ).toFixed( 1 ) } KiB`;
		console.log(
			`Visitor pages: the gallery ${ await pageSize(
				galleryPage.link
			) } of HTML, the paragraphs ${ await pageSize( paragraphPage.link ) }`
		);
		const [ galleryTtfb, paragraphTtfb ] = await alternate(
			[ galleryPage.link, paragraphPage.link ],
			runs * 3
		);
		console.log(
			`Visitor page, time to first byte (median of ${
				runs * 3
			}): ${ tessera.length } Tessera blocks + ${
				topLevel.length - tessera.length
			} core ${ ms( galleryTtfb ) }, ${ topLevel.length } paragraphs ${ ms(
				paragraphTtfb
			) }, ratio ${ ratio( galleryTtfb, paragraphTtfb ) }`
		);

		const [ galleryTerm, plainTerm ] = await Promise.all( [
			rest( '/wp/v2/categories', { name: 'Bench gallery' } ),
			rest( '/wp/v2/categories', { name: 'Bench paragraphs' } ),
		] );
		for ( let i = 0; i < 100; i++ ) {
			await publish( gallery, { categories: [ galleryTerm.id ] } );
			await publish( paragraphs, { categories: [ plainTerm.id ] } );
		}
		const list = ( term: number, fields = '' ) =>
			`${ server.url }/wp-json/wp/v2/posts?per_page=100&categories=${ term }${ fields }`;
		// Each pair alternates on its own: the garbage of rendering 100 gallery posts whole would
		// otherwise be collected during whichever request follows it.
		const [ whole, wholePlain ] = await alternate(
			[ list( galleryTerm.id ), list( plainTerm.id ) ],
			runs
		);
		const [ titles, titlesPlain ] = await alternate(
			[
				list( galleryTerm.id, '&_fields=id,title' ),
				list( plainTerm.id, '&_fields=id,title' ),
			],
			runs * 3
		);
		console.log(
			'\nREST posts?per_page=100, gallery posts against paragraph posts (median, after one warm-up)'
		);
		console.log(
			`whole posts        ${ ms( whole ).padStart( 12 ) } ${ ms(
				wholePlain
			).padStart( 12 ) }   ${ ratio( whole, wholePlain ) }`
		);
		console.log(
			`_fields=id,title   ${ ms( titles ).padStart( 12 ) } ${ ms(
				titlesPlain
			).padStart( 12 ) }   ${ ratio( titles, titlesPlain ) }`
		);
	} finally {
		await server.stop();
	}
	await perBlockRender(
		parse(
			readFileSync(
				join(
					__dirname,
					'..',
					'..',
					'wp-stand-in',
					'seed',
					'sample-post.html'
				),
				'utf8'
			)
		).filter( ( block ) => block.blockName?.startsWith( 'tessera/' ) ),
		runs * 3
	);
}

if ( require.main === module ) {
	const argv = process.argv.slice( 2 );
	const runs = Number( argv[ argv.indexOf( '--runs' ) + 1 ] ) || 9;
	benchServerRender( runs ).catch( ( error ) => {
		console.error( error );
		process.exit( 1 );
	} );
}
