import { mergeTag, NOTIFICATION_PREVIEW_MS, toggleInterest } from '../rules';

describe( 'toggleInterest', () => {
	it( 'adds at the end, once, and removes', () => {
		expect( toggleInterest( [ 'a', 'b' ], 'c', true ) ).toStrictEqual( [
			'a',
			'b',
			'c',
		] );
		expect( toggleInterest( [ 'a', 'c', 'b' ], 'c', true ) ).toStrictEqual(
			[ 'a', 'b', 'c' ]
		);
		expect( toggleInterest( [ 'a', 'c', 'b' ], 'c', false ) ).toStrictEqual(
			[ 'a', 'b' ]
		);
		expect( toggleInterest( [ 'a', 7, null ], 'b', false ) ).toStrictEqual(
			[ 'a' ]
		);
	} );
} );

describe( 'mergeTag', () => {
	it.each( [
		[ 'SIGNUP', 'SIGNUP' ],
		[ ' signup ', 'SIGNUP' ],
		[ 'MMERGE_10', 'MMERGE_10' ],
		[ 'A', 'A' ],
		[ 'ABCDEFGHIJ', 'ABCDEFGHIJ' ],
		[ 'ABCDEFGHIJK', undefined ],
		[ '', undefined ],
		[ 'SIGN-UP', undefined ],
		[ 'SIGNUP<x>', undefined ],
		[ 3, undefined ],
	] )( '%p is %p', ( value, expected ) => {
		expect( mergeTag( value ) ).toBe( expected );
	} );

	it( 'previews a notification for three seconds', () => {
		expect( NOTIFICATION_PREVIEW_MS ).toBe( 3000 );
	} );
} );
