import { mkdirSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import {
	createSite,
	type TestSite,
} from '../../../../wp-stand-in/test/helpers';

let site: TestSite;
let source: string;

/** Uploads a JPEG as the site's administrator; its path on the site. */
async function upload( jpeg: Buffer, name: string ) {
	const response = await site.admin.request( 'POST', '/wp-json/wp/v2/media', {
		payload: jpeg,
		headers: {
			'content-type': 'image/jpeg',
			'content-disposition': `attachment; filename="${ name }"`,
		},
	} );
	if ( response.statusCode !== 201 ) {
		throw new Error( `Upload failed: ${ response.body }` );
	}
	return new URL( response.json().source_url ).pathname;
}

beforeAll( async () => {
	site = await createSite();
	source = await upload(
		await sharp( {
			create: {
				width: 1200,
				height: 800,
				channels: 3,
				background: '#3a7',
			},
		} )
			.jpeg()
			.toBuffer(),
		'field.jpg'
	);
} );
afterAll( () => site.close() );

/** The CDN address of a site path, as the stand-in mounts it (the site is http://localhost). */
const cdn = ( path: string, query: string ) =>
	`/stand-ins/i0.wp.com/localhost${ path }${ query ? `?${ query }` : '' }`;

async function sizeOf( body: Buffer ) {
	const meta = await sharp( body ).metadata();
	return [ meta.format, meta.width, meta.height ];
}

/** The format and size of the answer to a CDN request. */
async function sizeAt( path: string, query: string ) {
	return sizeOf(
		( await site.anonymous.request( 'GET', cdn( path, query ) ) ).rawPayload
	);
}

/** Temporary files left in the cache (none once every answer is written). */
const partials = () =>
	readdirSync( join( site.dir, 'data', 'photon-cache' ) ).filter( ( name ) =>
		name.endsWith( '.part' )
	);

describe( 'the image-resizing stand-in', () => {
	it( 'scales to a width, keeping the ratio, with a type and a long cache', async () => {
		const response = await site.anonymous.request(
			'GET',
			cdn( source, 'w=600' )
		);
		expect( response.statusCode ).toBe( 200 );
		expect( [
			response.headers[ 'content-type' ],
			response.headers[ 'cache-control' ],
			response.headers[ 'x-content-type-options' ],
			response.headers[ 'x-nc' ],
		] ).toStrictEqual( [
			'image/jpeg',
			'public, max-age=31536000, immutable',
			'nosniff',
			'MISS',
		] );
		expect( await sizeOf( response.rawPayload ) ).toStrictEqual( [
			'jpeg',
			600,
			400,
		] );
	} );

	it( 'answers the second request from the disk cache', async () => {
		const first = await site.anonymous.request(
			'GET',
			cdn( source, 'resize=300,300' )
		);
		const second = await site.anonymous.request(
			'GET',
			cdn( source, 'resize=300,300' )
		);
		expect( [
			first.headers[ 'x-nc' ],
			second.headers[ 'x-nc' ],
		] ).toStrictEqual( [ 'MISS', 'HIT' ] );
		expect( second.rawPayload.equals( first.rawPayload ) ).toBe( true );
		expect( await sizeOf( second.rawPayload ) ).toStrictEqual( [
			'jpeg',
			300,
			300,
		] );
		expect( partials() ).toStrictEqual( [] );
	} );

	it( 'answers many requests for one new copy at once, each whole', async () => {
		const answers = await Promise.all(
			Array.from( { length: 12 }, () =>
				site.anonymous.request( 'GET', cdn( source, 'w=123' ) )
			)
		);
		expect( answers.map( ( answer ) => answer.statusCode ) ).toStrictEqual(
			Array( 12 ).fill( 200 )
		);
		for ( const answer of answers ) {
			expect( answer.rawPayload.equals( answers[ 0 ].rawPayload ) ).toBe(
				true
			);
		}
		expect( partials() ).toStrictEqual( [] );
	} );

	it( 'fits inside a box, crops, and never enlarges', async () => {
		expect( [
			await sizeAt( source, 'fit=300,300' ),
			await sizeAt( source, 'crop=0,0,50,50' ),
			await sizeAt( source, 'w=2000' ),
		] ).toStrictEqual( [
			[ 'jpeg', 300, 200 ],
			[ 'jpeg', 600, 400 ],
			[ 'jpeg', 1200, 800 ],
		] );
	} );

	it( "resizes only this site's uploads: no other host, no path outside the uploads", async () => {
		const refused = [
			`/stand-ins/i0.wp.com/example.org${ source }?w=600`,
			`/stand-ins/i0.wp.com/localhost:9999${ source }?w=600`,
			cdn( '/wp-content/uploads/../tessera.sqlite', 'w=10' ),
			cdn( '/wp-content/uploads/%2e%2e/tessera.sqlite', 'w=10' ),
			cdn( '/wp-content/uploads/2020/01/missing.jpg', 'w=10' ),
			cdn( '/build/editor/index.js', 'w=10' ),
			cdn( '/wp-admin/', '' ),
		];
		for ( const url of refused ) {
			const response = await site.anonymous.request( 'GET', url );
			expect( [ url, response.statusCode, response.body ] ).toStrictEqual(
				[ url, 404, 'Image not found.' ]
			);
		}
	} );

	it( 'turns a photo upright by its EXIF orientation, as a browser shows the original', async () => {
		// Stored 300 wide and 200 high, tagged "turn a quarter clockwise": a portrait photo.
		const sideways = await sharp( {
			create: {
				width: 300,
				height: 200,
				channels: 3,
				background: '#fff',
			},
		} )
			.composite( [
				{
					input: await sharp( {
						create: {
							width: 150,
							height: 200,
							channels: 3,
							background: '#000',
						},
					} )
						.png()
						.toBuffer(),
					left: 0,
					top: 0,
				},
			] )
			.jpeg()
			.withMetadata( { orientation: 6 } )
			.toBuffer();
		const path = await upload( sideways, 'portrait.jpg' );
		expect( await sizeAt( path, 'w=100' ) ).toStrictEqual( [
			'jpeg',
			100,
			150,
		] );

		// The stored left half (black) is the top once upright; a crop reads the upright image.
		const top = await site.anonymous.request(
			'GET',
			cdn( path, 'crop=0,0,100,50' )
		);
		const { channels } = await sharp( top.rawPayload ).stats();
		expect( [
			await sizeOf( top.rawPayload ),
			Math.round( channels[ 0 ].mean / 32 ),
		] ).toStrictEqual( [ [ 'jpeg', 200, 150 ], 0 ] );
	} );

	it( 'refuses a symbolic link in the uploads that leads out of them', async () => {
		const outside = join( site.dir, 'outside' );
		mkdirSync( outside, { recursive: true } );
		writeFileSync(
			join( outside, 'secret.jpg' ),
			await sharp( {
				create: {
					width: 20,
					height: 20,
					channels: 3,
					background: '#000',
				},
			} )
				.jpeg()
				.toBuffer()
		);
		const uploads = join( site.dir, 'data', 'uploads' );
		symlinkSync(
			join( outside, 'secret.jpg' ),
			join( uploads, 'link.jpg' )
		);
		symlinkSync( outside, join( uploads, 'linked-dir' ) );
		for ( const path of [ 'link.jpg', 'linked-dir/secret.jpg' ] ) {
			const response = await site.anonymous.request(
				'GET',
				cdn( `/wp-content/uploads/${ path }`, 'w=10' )
			);
			expect( [
				path,
				response.statusCode,
				response.body,
			] ).toStrictEqual( [ path, 404, 'Image not found.' ] );
		}
	} );

	it( 'answers 400 for a bad size, with no cached file', async () => {
		const before = readdirSync(
			join( site.dir, 'data', 'photon-cache' )
		).length;
		const response = await site.anonymous.request(
			'GET',
			cdn( source, 'w=2001' )
		);
		expect( [ response.statusCode, response.body ] ).toStrictEqual( [
			400,
			'w must be a whole number from 1 to 2000.',
		] );
		expect(
			readdirSync( join( site.dir, 'data', 'photon-cache' ) ).length
		).toBe( before );
	} );

	it( 'applies a filter, cached apart from the same size unfiltered', async () => {
		/** The mean colour of an answer, rounded; one value for a grey image. */
		const colour = async ( query: string ) => {
			const response = await site.anonymous.request(
				'GET',
				cdn( source, query )
			);
			const { channels } = await sharp( response.rawPayload ).stats();
			return [
				response.statusCode,
				response.headers[ 'content-type' ],
				...channels.map( ( channel ) => Math.round( channel.mean ) ),
			];
		};
		const cached = () =>
			readdirSync( join( site.dir, 'data', 'photon-cache' ) ).length;
		const before = cached();
		// The source is #33aa77 (51, 170, 119); JPEG shifts a channel by a step or two.
		const plain = await colour( 'w=50' );
		/** Whether an answer's channels are within JPEG's rounding of `rgb`. */
		const near = ( answer: unknown[], rgb: number[] ) =>
			answer.length === 5 &&
			rgb.every(
				( expected, i ) =>
					Math.abs( Number( answer[ i + 2 ] ) - expected ) <= 3
			);
		const [ negate, grey, sepia, edges ] = [
			await colour( 'w=50&filter=negate' ),
			await colour( 'w=50&filter=grayscale' ),
			await colour( 'w=50&filter=sepia' ),
			await colour( 'w=50&filter=edgedetect' ),
		];
		expect(
			[ plain, negate, grey, sepia, edges ].map( ( answer ) =>
				answer.slice( 0, 2 )
			)
		).toStrictEqual( Array( 5 ).fill( [ 200, 'image/jpeg' ] ) );
		expect( [
			near( plain, [ 51, 170, 119 ] ),
			near( negate, [ 204, 85, 136 ] ),
			// One grey: the three channels alike, at the colour's lightness.
			near( grey, [ 151, 151, 151 ] ),
			near( sepia, [ 173, 154, 120 ] ),
			near( edges, [ 128, 128, 128 ] ),
		] ).toStrictEqual( [ true, true, true, true, true ] );
		expect( cached() ).toBe( before + 5 );
		for ( const filter of [
			'emboss',
			'blurgaussian',
			'blurselective',
			'meanremoval',
		] ) {
			expect( ( await colour( `w=50&filter=${ filter }` ) )[ 0 ] ).toBe(
				200
			);
		}
		const unknown = await site.anonymous.request(
			'GET',
			cdn( source, 'w=50&filter=pixelate' )
		);
		expect( [ unknown.statusCode, cached() ] ).toStrictEqual( [
			400,
			before + 9,
		] );
	} );
} );
