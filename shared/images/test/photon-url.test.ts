import { parsePhotonRequest, photonUrl } from '../photon-url';

const q = ( s: string ) => new URLSearchParams( s );

describe( 'photonUrl', () => {
	it( 'writes the source host and path after the CDN origin, with the options', () => {
		expect( [
			photonUrl(
				'http://localhost:8888/wp-content/uploads/2026/11/a.png'
			),
			photonUrl( 'https://example.org/wp-content/uploads/b.jpg', {
				w: 900,
			} ),
			photonUrl( 'http://example.org/c.jpg?x=1', {
				resize: [ 600, 600 ],
			} ),
			photonUrl( 'http://example.org/d.jpg', { w: 600, h: 400 } ),
		] ).toStrictEqual( [
			'https://i0.wp.com/localhost:8888/wp-content/uploads/2026/11/a.png',
			'https://i0.wp.com/example.org/wp-content/uploads/b.jpg?w=900&ssl=1',
			'https://i0.wp.com/example.org/c.jpg?resize=600%2C600',
			'https://i0.wp.com/example.org/d.jpg?w=600&h=400',
		] );
	} );

	it( 'refuses what is not an http(s) address', () => {
		expect(
			[
				'blob:http://localhost/1234',
				'data:image/png;base64,AAAA',
				'javascript:alert(1)',
				'/relative.png',
				'',
			].map( ( url ) => photonUrl( url ) )
		).toStrictEqual( [ null, null, null, null, null ] );
	} );
} );

describe( 'parsePhotonRequest', () => {
	it( 'reads host, path and a width', () => {
		expect(
			parsePhotonRequest(
				'localhost:8888/wp-content/uploads/a.png',
				q( 'w=600' )
			)
		).toStrictEqual( {
			ok: true,
			request: {
				host: 'localhost:8888',
				path: '/wp-content/uploads/a.png',
				ssl: false,
				mode: 'scale',
				width: 600,
				height: undefined,
			},
		} );
	} );

	it( 'reads resize and fit boxes, ssl and a crop', () => {
		expect(
			parsePhotonRequest(
				'Example.org/x/a.jpg',
				q( 'resize=2000,1&ssl=1&crop=10,20,50,80' )
			)
		).toStrictEqual( {
			ok: true,
			request: {
				host: 'example.org',
				path: '/x/a.jpg',
				ssl: true,
				mode: 'resize',
				width: 2000,
				height: 1,
				crop: { kind: 'percent', x: 10, y: 20, w: 50, h: 80 },
			},
		} );
		expect(
			parsePhotonRequest(
				'a.b/c.png',
				q( 'fit=300,200&crop=0px,5px,100px,90px' )
			)
		).toStrictEqual( {
			ok: true,
			request: {
				host: 'a.b',
				path: '/c.png',
				ssl: false,
				mode: 'fit',
				width: 300,
				height: 200,
				crop: { kind: 'px', x: 0, y: 5, w: 100, h: 90 },
			},
		} );
	} );

	it( 'takes sizes 1 and 2000 and refuses 0, 2001 and junk around a number', () => {
		expect( parsePhotonRequest( 'h/a.png', q( 'w=1' ) ).ok ).toBe( true );
		expect( parsePhotonRequest( 'h/a.png', q( 'h=2000' ) ).ok ).toBe(
			true
		);
		for ( const query of [
			'w=0',
			'w=2001',
			'h=2001',
			'w=600px',
			'w=x600',
			'w=-5',
			'w=06',
			'resize=2001,5',
			'resize=5,2001',
			'resize=600,600x',
			'resize=x600,600',
			'resize=600',
			'fit=0,10',
			'resize=10,10&fit=10,10',
			'crop=1,2,3',
			'crop=1px,2,3,4',
			'crop=60,0,50,10',
			'crop=0,60,10,50',
			'crop=1,2,3,4junk',
		] ) {
			expect( [
				query,
				parsePhotonRequest( 'h/a.png', q( query ) ).ok,
			] ).toStrictEqual( [ query, false ] );
		}
		expect(
			parsePhotonRequest( 'h/a.png', q( 'crop=50,50,50,50' ) ).ok
		).toBe( true );
	} );

	it( 'reads each filter, and refuses any other value', () => {
		const filters =
			'negate grayscale sepia edgedetect emboss blurgaussian blurselective meanremoval'.split(
				' '
			);
		for ( const filter of filters ) {
			expect(
				parsePhotonRequest( 'h/a.png', q( `w=9&filter=${ filter }` ) )
			).toStrictEqual( {
				ok: true,
				request: {
					host: 'h',
					path: '/a.png',
					ssl: false,
					mode: 'scale',
					width: 9,
					height: undefined,
					filter,
				},
			} );
		}
		for ( const filter of [
			'',
			'Sepia',
			'xsepia',
			'sepiax',
			'sepia,grayscale',
			'<script>',
		] ) {
			expect(
				parsePhotonRequest(
					'h/a.png',
					q( `filter=${ encodeURIComponent( filter ) }` )
				)
			).toStrictEqual( {
				ok: false,
				status: 400,
				message: `filter must be one of ${ filters.join( ', ' ) }.`,
			} );
		}
	} );

	it( 'answers 404 without a host or a path, or with a malformed host', () => {
		for ( const rest of [
			'',
			'host-only',
			'/wp-content/a.png',
			'a_b/c.png',
			'a b/c.png',
			'bad..host/a.png',
			'h/',
		] ) {
			expect( parsePhotonRequest( rest, q( '' ) ) ).toStrictEqual( {
				ok: false,
				status: 404,
				message: 'Image not found.',
			} );
		}
	} );

	it( 'round-trips what photonUrl writes', () => {
		const url = new URL(
			photonUrl( 'https://example.org:8080/u/a.jpg', {
				resize: [ 900, 900 ],
			} )!
		);
		const parsed = parsePhotonRequest(
			url.pathname.slice( 1 ),
			url.searchParams
		);
		expect( parsed ).toStrictEqual( {
			ok: true,
			request: {
				host: 'example.org:8080',
				path: '/u/a.jpg',
				ssl: true,
				mode: 'resize',
				width: 900,
				height: 900,
			},
		} );
	} );
} );
