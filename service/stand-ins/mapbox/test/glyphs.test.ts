import { knownFontStack, parseGlyphRange } from '../glyphs';
import { signedDistanceField } from '../sdf';
import { approximateArea, labelPoint } from '../label-point';
import { countryLabelMinZoom } from '../world-data';

describe( 'parseGlyphRange', () => {
	it( 'takes 256 code points from a multiple of 256 inside the BMP', () => {
		expect(
			[
				'0-255',
				'256-511',
				'65280-65535',
				'65536-65791',
				'1-256',
				'0-256',
				'0-254',
				'x0-255',
				'0-255x',
				' 0-255',
				'-0-255',
				'',
			].map( parseGlyphRange )
		).toStrictEqual( [
			{ start: 0, end: 255 },
			{ start: 256, end: 511 },
			{ start: 65280, end: 65535 },
			...Array( 9 ).fill( undefined ),
		] );
	} );

	it( 'knows only the label font, alone or in every place of a stack', () => {
		expect(
			[
				'DejaVu Sans Book',
				'DejaVu Sans Book,DejaVu Sans Book',
				'DejaVu Sans Book, Arial Unicode MS Regular',
				'Open Sans Regular',
				'dejavu sans book',
				'',
			].map( knownFontStack )
		).toStrictEqual( [ true, true, false, false, false, false ] );
	} );
} );

describe( 'signedDistanceField', () => {
	it( 'rises by 255 / 8 a pixel inward, 191 where the outline falls', () => {
		// A 3 x 3 square of full coverage in the middle of a 9 x 9 image.
		const size = 9;
		const alpha = new Uint8Array( size * size );
		for ( let y = 3; y < 6; y++ ) {
			for ( let x = 3; x < 6; x++ ) {
				alpha[ y * size + x ] = 255;
			}
		}
		const field = signedDistanceField( alpha, size, size );
		const row = Array.from( field.subarray( 4 * size, 5 * size ) );
		expect( row ).toStrictEqual( [
			96, 128, 159, 223, 255, 223, 159, 128, 96,
		] );
	} );

	it( 'puts a half-covered pixel on the outline', () => {
		const field = signedDistanceField(
			new Uint8Array( [ 0, 128, 255 ] ),
			3,
			1
		);
		expect( Array.from( field ) ).toStrictEqual( [ 159, 191, 223 ] );
	} );
} );

describe( 'country labels', () => {
	it( 'go at the centroid when it is on land, else across the widest span', () => {
		const square = {
			type: 'Polygon' as const,
			coordinates: [
				[
					[ 0, 0 ],
					[ 4, 0 ],
					[ 4, 4 ],
					[ 0, 4 ],
					[ 0, 0 ],
				],
			],
		};
		expect( labelPoint( square ) ).toStrictEqual( [ 2, 2 ] );
		// A U shape: the centroid falls in the gap between the arms.
		const horseshoe = {
			type: 'Polygon' as const,
			coordinates: [
				[
					[ 0, 0 ],
					[ 10, 0 ],
					[ 10, 10 ],
					[ 8, 10 ],
					[ 8, 2 ],
					[ 2, 2 ],
					[ 2, 10 ],
					[ 0, 10 ],
					[ 0, 0 ],
				],
			],
		};
		const [ x, y ] = labelPoint( horseshoe );
		expect( x === 1 || x === 9 ).toBe( true );
		expect( y ).toBeGreaterThan( 2 );
	} );

	it( 'measure area roughly in km² and show small countries later', () => {
		const degree = {
			type: 'Polygon' as const,
			coordinates: [
				[
					[ 0, 0 ],
					[ 1, 0 ],
					[ 1, 1 ],
					[ 0, 1 ],
					[ 0, 0 ],
				],
			],
		};
		expect( approximateArea( degree ) ).toBeCloseTo( 12392, -1 );
		expect(
			[ 2e6, 1.5e6, 1.49e6, 3e5, 2.9e5, 5e4, 4.9e4, 1e4, 9999, 2 ].map(
				countryLabelMinZoom
			)
		).toStrictEqual( [ 0, 0, 2, 2, 3, 3, 4, 4, 5, 5 ] );
	} );
} );
