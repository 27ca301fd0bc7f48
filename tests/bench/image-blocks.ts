/**
 * The image blocks' figures: what a visitor downloads for a page holding a tiled gallery at a
 * phone's width (390 px) and a desktop's (1440 px), and how many images per second the
 * resizing service answers, cold (resized and written to its disk cache) and cached.
 *
 *   node --import tsx tests/bench/image-blocks.ts
 * Also run at the end of `npm run bench`.
 */
import sharp from 'sharp';
import { launchChromium } from './browser';
import { startServer } from '../support/start-server';

const PHOTOS = [
	[ 2400, 1600, '#3a6ea5' ],
	[ 1600, 2400, '#c4572b' ],
	[ 3000, 1500, '#4f9d69' ],
	[ 2000, 2000, '#8a5fb0' ],
	[ 2400, 1350, '#d9a441' ],
	[ 1800, 2400, '#2d7f8c' ],
] as const;

const kb = ( bytes: number ) => `${ ( bytes / 1024 ).toFixed( 1 ) } KiB`;

/** A photo-like JPEG with some detail, so sizes are not those of a flat colour. */
function photo( width: number, height: number, sky: string ) {
	const stripes = Array.from(
		{ length: 40 },
		( _, i ) =>
			`<rect x="${ ( i * width ) / 40 }" y="${ height * 0.6 }" width="${ width / 80 }" height="${ height * 0.4 }" fill="hsl(${ i * 9 },60%,40%)"/>`
	).join( '' );
	const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${ width }" height="${ height }"><rect width="100%" height="100%" fill="${ sky }"/><circle cx="${ width * 0.7 }" cy="${ height * 0.3 }" r="${ Math.min( width, height ) * 0.12 }" fill="#ffe9a8"/>${ stripes }</svg>`;
	return sharp( Buffer.from( svg ) ).jpeg( { quality: 80 } ).toBuffer();
}

export async function benchImageBlocks(): Promise< void > {
	const server = await startServer( { TESSERA_DEV_AUTOLOGIN: '1' } );
	const browser = await launchChromium( [ '--disable-gpu' ] );
	try {
		const files = await Promise.all(
			PHOTOS.map( ( [ w, h, sky ] ) => photo( w, h, sky ) )
		);
		// The editor page gives the nonce and the block serializer: the gallery is made as the editor makes it.
		const editor = await browser.newPage();
		await editor.goto( `${ server.url }/wp-admin/post-new.php` );
		await editor.waitForFunction(
			() => !! window.wp?.blocks?.getBlockType( 'tessera/tiled-gallery' )
		);
		const [ postId, fullPostId ] = await editor.evaluate(
			async ( photos ) => {
				const images = [];
				for ( const [ index, base64 ] of photos.entries() ) {
					const bytes = Uint8Array.from( atob( base64 ), ( c ) =>
						c.charCodeAt( 0 )
					);
					const form = new FormData();
					form.append(
						'file',
						new Blob( [ bytes ], { type: 'image/jpeg' } ),
						`bench-${ index }.jpg`
					);
					const media = await window.wp.apiFetch( {
						path: '/wp/v2/media',
						method: 'POST',
						body: form,
					} );
					images.push( {
						id: media.id,
						url: media.source_url,
						alt: `Bench photo ${ index }`,
						width: media.media_details.width,
						height: media.media_details.height,
					} );
				}
				// A plain loop: a named inner function would need a helper the page does not have.
				const ids: number[] = [];
				for ( const align of [ 'center', 'full' ] ) {
					const content = window.wp.blocks.serialize( [
						window.wp.blocks.createBlock( 'tessera/tiled-gallery', {
							images,
							ids: images.map( ( image ) => image.id ),
							align,
						} ),
					] );
					const post = await window.wp.apiFetch( {
						path: '/wp/v2/posts',
						method: 'POST',
						data: {
							title: `Gallery bench ${ align }`,
							content,
							status: 'publish',
						},
					} );
					ids.push( post.id as number );
				}
				return ids;
			},
			files.map( ( file ) => file.toString( 'base64' ) )
		);

		console.log(
			'\nVisitor page with a tiled gallery of 6 photos (2400 px class), bytes fetched'
		);
		console.log(
			'gallery          width      images            all (html, css, js, images)'
		);
		for ( const [ label, id, width ] of [
			[ 'centred (680)', postId, 390 ],
			[ 'centred (680)', postId, 1440 ],
			[ 'full width', fullPostId, 390 ],
			[ 'full width', fullPostId, 1440 ],
		] as const ) {
			// A new context each time: nothing comes from the browser's cache.
			const context = await browser.newContext( {
				viewport: { width, height: 900 },
			} );
			const page = await context.newPage();
			let images = 0;
			let all = 0;
			const pending: Promise< void >[] = [];
			page.on( 'response', ( response ) =>
				pending.push(
					response.body().then(
						( body ) => {
							all += body.length;
							if (
								response.request().resourceType() === 'image'
							) {
								images += body.length;
							}
						},
						() => undefined
					)
				)
			);
			await page.goto( `${ server.url }/?p=${ id }` );
			// Lazy images load as they come into view.
			await page.evaluate( () =>
				window.scrollTo( 0, document.body.scrollHeight )
			);
			await page.waitForLoadState( 'networkidle' );
			await Promise.all( pending );
			console.log(
				`${ label.padEnd( 17 ) }${ `${ width } px`.padEnd( 11 ) }${ kb( images ).padEnd( 18 ) }${ kb( all ) }`
			);
			await context.close();
		}

		// Throughput: every width of every photo, first resized, then from the cache.
		const html =
			( await (
				await fetch( `${ server.url }/?p=${ postId }` )
			).text() ) +
			( await (
				await fetch( `${ server.url }/?p=${ fullPostId }` )
			).text() );
		const urls = [
			...new Set(
				[
					...html.matchAll( /\/stand-ins\/i0\.wp\.com\/[^\s",]+/g ),
				].map( ( m ) => m[ 0 ].replace( /&amp;/g, '&' ) )
			),
		];
		const round = async () => {
			const started = performance.now();
			let next = 0;
			const hits: string[] = [];
			const worker = async () => {
				while ( next < urls.length ) {
					const response = await fetch( server.url + urls[ next++ ] );
					await response.arrayBuffer();
					hits.push( response.headers.get( 'x-nc' ) ?? '' );
				}
			};
			await Promise.all( [ worker(), worker(), worker(), worker() ] );
			return { seconds: ( performance.now() - started ) / 1000, hits };
		};
		const cold = await round();
		const cached = await round();
		const rate = ( r: { seconds: number } ) =>
			( urls.length / r.seconds ).toFixed( 1 );
		console.log(
			`\nResizing service, ${ urls.length } distinct images, 4 clients`
		);
		console.log(
			`cold    ${ rate( cold ) } images/s  (${ cold.hits.filter( ( h ) => h === 'MISS' ).length } resized)`
		);
		console.log(
			`cached  ${ rate( cached ) } images/s  (${ cached.hits.filter( ( h ) => h === 'HIT' ).length } from the cache)`
		);
	} finally {
		await browser.close();
		await server.stop();
	}
}

if ( require.main === module ) {
	benchImageBlocks().catch( ( error ) => {
		console.error( error );
		process.exit( 1 );
	} );
}
