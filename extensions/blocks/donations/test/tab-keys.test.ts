import { tabAfterKey } from '../tab-keys';

describe( 'the keys of the donation tabs', () => {
	it( 'move right and left through three tabs, round the ends', () => {
		expect(
			[ 0, 1, 2 ].map( ( index ) =>
				tabAfterKey( 'ArrowRight', index, 3 )
			)
		).toStrictEqual( [ 1, 2, 0 ] );
		expect(
			[ 0, 1, 2 ].map( ( index ) => tabAfterKey( 'ArrowLeft', index, 3 ) )
		).toStrictEqual( [ 2, 0, 1 ] );
	} );

	it( 'follow the row on a right-to-left page', () => {
		expect(
			[ 0, 1, 2 ].map( ( index ) =>
				tabAfterKey( 'ArrowLeft', index, 3, true )
			)
		).toStrictEqual( [ 1, 2, 0 ] );
		expect(
			[ 0, 1, 2 ].map( ( index ) =>
				tabAfterKey( 'ArrowRight', index, 3, true )
			)
		).toStrictEqual( [ 2, 0, 1 ] );
	} );

	it( 'go to the first and the last with Home and End', () => {
		expect( tabAfterKey( 'Home', 2, 3 ) ).toBe( 0 );
		expect( tabAfterKey( 'End', 0, 3 ) ).toBe( 2 );
		expect( tabAfterKey( 'End', 0, 2 ) ).toBe( 1 );
		expect( tabAfterKey( 'Home', 1, 2, true ) ).toBe( 0 );
	} );

	it( 'leave every other key to the page', () => {
		expect(
			[ 'Enter', ' ', 'Tab', 'ArrowUp', 'ArrowDown', 'a' ].map( ( key ) =>
				tabAfterKey( key, 1, 3 )
			)
		).toStrictEqual( [ null, null, null, null, null, null ] );
	} );
} );
