import {
	ELLIPSIS,
	firstValid,
	hardTruncation,
	shortEnough,
	truncatedAtSpace,
} from '../truncate';

describe( 'truncation strategies', () => {
	it( 'shortEnough keeps text up to the limit and refuses longer text', () => {
		expect( shortEnough( 5 )( 'abcd' ) ).toBe( 'abcd' );
		expect( shortEnough( 5 )( 'abcde' ) ).toBe( 'abcde' );
		expect( shortEnough( 5 )( 'abcdef' ) ).toBe( false );
	} );

	it( 'truncatedAtSpace cuts at the last space strictly between the bounds', () => {
		const cut = truncatedAtSpace( 2, 8 );
		expect( cut( 'ab cdefghijk' ) ).toBe( false ); // space at 2: not after the lower bound
		expect( cut( 'abc defghijk' ) ).toBe( 'abc' + ELLIPSIS );
		expect( cut( 'abc def hijk' ) ).toBe( 'abc def' + ELLIPSIS ); // last space in view wins
		expect( cut( 'abcdefgh ijk' ) ).toBe( false ); // space at 8: beyond what is looked at
	} );

	it( 'hardTruncation keeps the first characters and adds an ellipsis', () => {
		expect( hardTruncation( 3 )( 'abcdef' ) ).toBe( 'abc' + ELLIPSIS );
	} );

	it( 'firstValid applies the first strategy that answers', () => {
		const never = () => false as const;
		expect( firstValid( never, shortEnough( 3 ) )( 'ab' ) ).toBe( 'ab' );
		expect(
			firstValid( shortEnough( 3 ), hardTruncation( 2 ) )( 'abcd' )
		).toBe( 'ab' + ELLIPSIS );
		expect( firstValid( never )( 'unchanged' ) ).toBe( 'unchanged' );
	} );
} );
