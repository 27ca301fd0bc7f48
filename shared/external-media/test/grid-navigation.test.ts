import { columnsOf, neighbourIndex } from '../grid-navigation';

describe( 'columnsOf', () => {
	it.each( [
		[ [], 1 ],
		[ [ 0 ], 1 ],
		[ [ 0, 0, 0 ], 3 ],
		[ [ 0, 0, 0, 180, 180, 180, 360 ], 3 ],
		[ [ 0, 180, 360 ], 1 ],
		[ [ 12, 12, 12, 12, 192 ], 4 ],
	] )( 'counts the tiles of the first row of %j as %i', ( tops, columns ) => {
		expect( columnsOf( tops ) ).toBe( columns );
	} );
} );

describe( 'neighbourIndex in a grid of 10 tiles, 4 a row', () => {
	const move = ( key: string, index: number, rtl = false ) =>
		neighbourIndex( key, index, 10, 4, rtl );

	it( 'steps one tile left and right, and no further than the ends', () => {
		expect( [
			move( 'ArrowLeft', 0 ),
			move( 'ArrowLeft', 1 ),
			move( 'ArrowRight', 8 ),
			move( 'ArrowRight', 9 ),
			move( 'ArrowRight', 3 ),
		] ).toStrictEqual( [ null, 0, 9, null, 4 ] );
	} );

	it( 'steps one row up and down, and not off the grid', () => {
		expect( [
			move( 'ArrowUp', 3 ),
			move( 'ArrowUp', 4 ),
			move( 'ArrowDown', 5 ),
			move( 'ArrowDown', 6 ),
			move( 'ArrowDown', 0 ),
		] ).toStrictEqual( [ null, 0, 9, null, 4 ] );
	} );

	it( 'turns left and right round in a right-to-left language', () => {
		expect( [
			move( 'ArrowLeft', 5, true ),
			move( 'ArrowRight', 5, true ),
			move( 'ArrowRight', 0, true ),
			move( 'ArrowLeft', 9, true ),
			move( 'ArrowDown', 5, true ),
		] ).toStrictEqual( [ 6, 4, null, null, 9 ] );
	} );

	it( 'ignores every other key', () => {
		for ( const key of [
			'Enter',
			' ',
			'Tab',
			'Home',
			'arrowdown',
			'Down',
		] ) {
			expect( move( key, 5 ) ).toBeNull();
		}
	} );
} );
