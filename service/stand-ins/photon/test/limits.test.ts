import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import {
	createSite,
	type TestSite,
} from '../../../../wp-stand-in/test/helpers';

let site: TestSite;
let source: string;
const CACHE_MB = 2;

/** Bytes of the resized copies on disk. */
function cacheBytes() {
	const dir = join( site.dir, 'data', 'photon-cache' );
	return readdirSync( dir ).reduce(
		( sum, name ) => sum + statSync( join( dir, name ) ).size,
		0
	);
}

/** A CDN request from one visitor's address. */
function fromAddress( address: string, query: string ) {
	return site.app.inject( {
		method: 'GET',
		url: `/stand-ins/i0.wp.com/localhost${ source }?${ query }`,
		remoteAddress: address,
	} );
}

beforeAll( async () => {
	process.env.TESSERA_PHOTON_CACHE_MB = String( CACHE_MB );
	site = await createSite();
	delete process.env.TESSERA_PHOTON_CACHE_MB;
	// Noise, so that every copy weighs what a photo does.
	const photo = await sharp( {
		create: {
			width: 2000,
			height: 1500,
			channels: 3,
			background: '#777',
			noise: { type: 'gaussian', mean: 128, sigma: 60 },
		},
	} )
		.jpeg()
		.toBuffer();
	const response = await site.admin.request( 'POST', '/wp-json/wp/v2/media', {
		payload: photo,
		headers: {
			'content-type': 'image/jpeg',
			'content-disposition': 'attachment; filename="noise.jpg"',
		},
	} );
	source = new URL( response.json().source_url ).pathname;
} );
afterAll( () => site.close() );

describe( 'what a visitor can make the image-resizing stand-in store', () => {
	it( 'makes 30 new sizes per address in ten minutes, then answers 429; the site sizes stay free', async () => {
		const statuses: number[] = [];
		for ( let i = 0; i < 60; i++ ) {
			statuses.push(
				( await fromAddress( '203.0.113.7', `w=${ 1001 + i }` ) )
					.statusCode
			);
		}
		expect( statuses ).toStrictEqual( [
			...Array( 30 ).fill( 200 ),
			...Array( 30 ).fill( 429 ),
		] );
		// A copy already made is served, even to an address out of allowance; another address has its own allowance.
		expect( [
			( await fromAddress( '203.0.113.7', 'w=1030' ) ).statusCode,
			( await fromAddress( '198.51.100.2', 'w=1099' ) ).statusCode,
		] ).toStrictEqual( [ 200, 200 ] );
		const refused = await fromAddress(
			'203.0.113.7',
			'w=999&filter=sepia'
		);
		expect( [
			refused.statusCode,
			refused.headers[ 'retry-after' ],
			refused.body,
		] ).toStrictEqual( [
			429,
			'600',
			'Too many new image sizes asked from this address. Try again later.',
		] );
		// What the galleries write: the srcset ladder, square or not, and the image's own size.
		const siteSizes = [
			'w=600',
			'w=900',
			'w=1800',
			'w=2000',
			'resize=600,600',
			'resize=1500,1500',
		];
		for ( const query of siteSizes ) {
			expect( [
				query,
				( await fromAddress( '203.0.113.7', query ) ).statusCode,
			] ).toStrictEqual( [ query, 200 ] );
		}
	} );

	it( 'keeps the cache under its cap, dropping the copies used least recently', async () => {
		const keep = await fromAddress( '192.0.2.1', 'w=1200' );
		const sizes: number[] = [];
		for ( let i = 0; i < 25; i++ ) {
			// Each address takes a few, as many visitors would.
			const answer = await fromAddress(
				`192.0.2.${ 10 + Math.floor( i / 5 ) }`,
				`w=${ 1300 + i }`
			);
			expect( answer.statusCode ).toBe( 200 );
			sizes.push( answer.rawPayload.length );
			// The kept copy is in use all along.
			expect(
				( await fromAddress( '192.0.2.1', 'w=1200' ) ).headers[ 'x-nc' ]
			).toBe( 'HIT' );
		}
		// More was made than the cap holds, and the disk stays under it.
		expect(
			sizes.reduce( ( sum, size ) => sum + size, 0 ) +
				keep.rawPayload.length
		).toBeGreaterThan( CACHE_MB * 1024 * 1024 );
		expect( cacheBytes() ).toBeLessThanOrEqual( CACHE_MB * 1024 * 1024 );
		// The copy made first and never used again was dropped, and is made anew.
		expect(
			( await fromAddress( '192.0.2.99', 'w=1300' ) ).headers[ 'x-nc' ]
		).toBe( 'MISS' );
	} );
} );
