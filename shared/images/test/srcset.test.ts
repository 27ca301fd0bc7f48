import { resizedSources, srcsetWidths, tileSizes } from '../srcset';

describe( 'srcsetWidths', () => {
	it( 'steps by 300 from 600 up to the image width', () => {
		expect( srcsetWidths( 600 ) ).toStrictEqual( [ 600 ] );
		expect( srcsetWidths( 899 ) ).toStrictEqual( [ 600 ] );
		expect( srcsetWidths( 900 ) ).toStrictEqual( [ 600, 900 ] );
		expect( srcsetWidths( 1234.9 ) ).toStrictEqual( [ 600, 900, 1200 ] );
	} );

	it( 'stops at 2000 however large the image', () => {
		const upTo1800 = [ 600, 900, 1200, 1500, 1800 ];
		expect( srcsetWidths( 1999 ) ).toStrictEqual( upTo1800 );
		expect( srcsetWidths( 2000 ) ).toStrictEqual( upTo1800 );
		expect( srcsetWidths( 2100 ) ).toStrictEqual( upTo1800 );
		expect( srcsetWidths( 6000 ) ).toStrictEqual( upTo1800 );
	} );

	it( 'offers a small image at its own width, and nothing without one', () => {
		expect( srcsetWidths( 599 ) ).toStrictEqual( [ 599 ] );
		expect( srcsetWidths( 1 ) ).toStrictEqual( [ 1 ] );
		expect( srcsetWidths( 0 ) ).toStrictEqual( [] );
		expect( srcsetWidths( NaN ) ).toStrictEqual( [] );
	} );
} );

describe( 'resizedSources', () => {
	const url = 'http://localhost:8888/wp-content/uploads/2026/11/a.png';
	const cdn =
		'https://i0.wp.com/localhost:8888/wp-content/uploads/2026/11/a.png';

	it( 'keeps the ratio for mosaic and column tiles', () => {
		expect(
			resizedSources( { url, width: 1300, height: 400 }, false )
		).toStrictEqual( {
			src: `${ cdn }?w=1300`,
			srcSet: `${ cdn }?w=600 600w, ${ cdn }?w=900 900w, ${ cdn }?w=1200 1200w`,
		} );
	} );

	it( 'crops square on the shorter edge, at most 2000', () => {
		expect(
			resizedSources( { url, width: 3000, height: 950 }, true )
		).toStrictEqual( {
			src: `${ cdn }?resize=950%2C950`,
			srcSet: `${ cdn }?resize=600%2C600 600w, ${ cdn }?resize=900%2C900 900w`,
		} );
		expect(
			resizedSources( { url, width: 4000, height: 3000 }, true ).src
		).toBe( `${ cdn }?resize=2000%2C2000` );
		expect(
			resizedSources( { url, width: 4000, height: 3000 }, false ).src
		).toBe( `${ cdn }?w=2000` );
	} );

	it( 'caps the widths at a chosen size', () => {
		expect(
			resizedSources( { url, width: 3000, height: 2000 }, false, 1024 )
		).toStrictEqual( {
			src: `${ cdn }?w=1024`,
			srcSet: `${ cdn }?w=600 600w, ${ cdn }?w=900 900w`,
		} );
		expect(
			resizedSources( { url, width: 800, height: 2000 }, false, 1024 ).src
		).toBe( `${ cdn }?w=800` );
	} );

	it( 'leaves an upload in progress and an image without dimensions alone', () => {
		expect(
			resizedSources(
				{ url: 'blob:http://localhost/1', width: 10, height: 10 },
				false
			)
		).toStrictEqual( {
			src: 'blob:http://localhost/1',
		} );
		expect( resizedSources( { url }, true ) ).toStrictEqual( { src: url } );
	} );

	it( 'resizes JPEG, PNG, GIF and WebP files only; others keep their own address', () => {
		const size = { width: 1300, height: 400 };
		for ( const name of [ 'a.jpg', 'a.JPEG', 'a.gif', 'a.webp' ] ) {
			expect(
				resizedSources(
					{ url: url.replace( 'a.png', name ), ...size },
					false
				).src
			).toBe( `${ cdn.replace( 'a.png', name ) }?w=1300` );
		}
		for ( const name of [
			'a.bmp',
			'a.tiff',
			'a.avif',
			'a.heic',
			'a.ico',
			'a.png.bmp',
			'a.pngx',
			'png',
		] ) {
			const other = url.replace( 'a.png', name );
			expect( [
				name,
				resizedSources( { url: other, ...size }, true ),
			] ).toStrictEqual( [ name, { src: other } ] );
		}
		expect(
			resizedSources( { url: `${ url }?v=2#x`, ...size }, false ).src
		).toBe( `${ cdn }?w=1300` );
	} );
} );

describe( 'tileSizes', () => {
	it( "is the tile's share of the viewport up to the block's width, then pixels", () => {
		expect( [
			tileSizes( 0.5, 680 ),
			tileSizes( 1 / 3, 1100 ),
			tileSizes( 0.2307692, 680 ),
			tileSizes( 0.25 ),
			tileSizes( 1.5, 680 ),
			tileSizes( 0, 680 ),
		] ).toStrictEqual( [
			'(max-width: 680px) 50vw, 340px',
			'(max-width: 1100px) 33.33vw, 367px',
			'(max-width: 680px) 23.08vw, 157px',
			'25vw',
			'(max-width: 680px) 100vw, 680px',
			'(max-width: 680px) 1vw, 7px',
		] );
	} );
} );
