import {
	columnsLayout,
	defaultColumns,
	effectiveColumns,
	maxColumns,
	squareRows,
} from '../layout/columns';

it( 'defaults to three columns, fewer with fewer images', () => {
	expect( [ 0, 1, 2, 3, 4, 25 ].map( defaultColumns ) ).toStrictEqual( [
		1, 1, 2, 3, 3, 3,
	] );
} );

it( 'lets the columns go up to twenty, and never past the images', () => {
	expect( [ 0, 1, 2, 19, 20, 21, 50 ].map( maxColumns ) ).toStrictEqual( [
		1, 1, 2, 19, 20, 20, 20,
	] );
} );

it( 'keeps a chosen count within 1 and the maximum', () => {
	expect( [
		effectiveColumns( 5, 10 ),
		effectiveColumns( 0, 10 ),
		effectiveColumns( 1, 10 ),
		effectiveColumns( 11, 10 ),
		effectiveColumns( 21, 30 ),
		effectiveColumns( 20, 30 ),
		effectiveColumns( 2.6, 10 ),
		effectiveColumns( undefined, 10 ),
		effectiveColumns( '4', 10 ),
		effectiveColumns( NaN, 2 ),
	] ).toStrictEqual( [ 5, 1, 1, 10, 20, 20, 3, 3, 3, 2 ] );
} );

describe( 'columnsLayout', () => {
	it( 'puts each image in the shortest column, the first on a tie', () => {
		// Heights at one width: 1/ratio. 0.5 → 2, 1 → 1, 2 → 0.5.
		expect( columnsLayout( [ 0.5, 1, 2, 2, 1 ], 3 ) ).toStrictEqual( [
			[ 0 ],
			[ 1, 4 ],
			[ 2, 3 ],
		] );
		expect( columnsLayout( [ 1, 1, 1, 1 ], 2 ) ).toStrictEqual( [
			[ 0, 2 ],
			[ 1, 3 ],
		] );
	} );

	it( 'makes no more columns than images', () => {
		expect( columnsLayout( [ 1, 1 ], 5 ) ).toStrictEqual( [
			[ 0 ],
			[ 1 ],
		] );
		expect( columnsLayout( [], 3 ) ).toStrictEqual( [ [] ] );
	} );
} );

it( 'cuts square tiles into rows of the column count', () => {
	expect( squareRows( 7, 3 ) ).toStrictEqual( [
		[ 0, 1, 2 ],
		[ 3, 4, 5 ],
		[ 6 ],
	] );
	expect( squareRows( 3, 3 ) ).toStrictEqual( [ [ 0, 1, 2 ] ] );
	expect( squareRows( 0, 3 ) ).toStrictEqual( [] );
} );
