import {
	clampMaxRating,
	clampRating,
	isOutlined,
	nextRating,
	safeAlignment,
	starFill,
	starPositions,
} from '../rating';

describe( 'nextRating', () => {
	it( 'takes half a star off when the star holding a whole rating is clicked', () => {
		expect( nextRating( 3, 3 ) ).toBe( 2.5 );
	} );

	it( 'gives the half back when the same star is clicked again', () => {
		expect( nextRating( 2.5, 3 ) ).toBe( 3 );
	} );

	it( 'goes 1 → 0.5 → 0 → 1 on the first star', () => {
		const ratings = [ 1 ];
		for ( let click = 0; click < 3; click++ ) {
			ratings.push( nextRating( ratings[ ratings.length - 1 ], 1 ) );
		}
		expect( ratings ).toEqual( [ 1, 0.5, 0, 1 ] );
	} );

	it( 'sets the value of any other star', () => {
		expect( nextRating( 2.5, 5 ) ).toBe( 5 );
		expect( nextRating( 4, 2 ) ).toBe( 2 );
		expect( nextRating( 0, 3 ) ).toBe( 3 );
	} );

	it( 'toggles a half on the top star too', () => {
		expect( nextRating( 5, 5 ) ).toBe( 4.5 );
		expect( nextRating( 4.5, 5 ) ).toBe( 5 );
	} );
} );

describe( 'clampMaxRating', () => {
	it.each( [
		[ 5, 5 ],
		[ 2, 2 ],
		[ 10, 10 ],
		[ 1, 2 ],
		[ 0, 2 ],
		[ -4, 2 ],
		[ 11, 10 ],
		[ 1e9, 10 ],
		[ 6.6, 7 ],
		[ '8', 8 ],
	] )( 'keeps %p as %p', ( value, expected ) => {
		expect( clampMaxRating( value ) ).toBe( expected );
	} );

	it.each( [ undefined, null, NaN, Infinity, 'ten', '', {} ] )(
		'falls back to the default 5 for %p',
		( value ) => {
			expect( clampMaxRating( value ) ).toBe( 5 );
		}
	);
} );

describe( 'clampRating', () => {
	it.each( [
		[ 3, 5, 3 ],
		[ 3.5, 5, 3.5 ],
		[ 0, 5, 0 ],
		[ -1, 5, 0 ],
		[ 7, 5, 5 ],
		[ 9.5, 10, 9.5 ],
		[ 3.3, 5, 3.5 ],
		[ 3.2, 5, 3 ],
	] )( 'rating %p with highest %p is %p', ( rating, max, expected ) => {
		expect( clampRating( rating, max ) ).toBe( expected );
	} );

	it( 'falls back to the default rating 1 for a value that is not a number', () => {
		expect( clampRating( 'lots', 5 ) ).toBe( 1 );
		expect( clampRating( undefined, 5 ) ).toBe( 1 );
	} );
} );

describe( 'starFill', () => {
	it( 'fills, half-fills and leaves empty by position', () => {
		expect(
			starPositions( 5 ).map( ( position ) => starFill( position, 3.5 ) )
		).toEqual( [ 'full', 'full', 'full', 'half', 'empty' ] );
		expect(
			starPositions( 3 ).map( ( position ) => starFill( position, 0 ) )
		).toEqual( [ 'empty', 'empty', 'empty' ] );
	} );
} );

describe( 'safeAlignment and isOutlined', () => {
	it( 'accepts left, center and right only', () => {
		expect( safeAlignment( 'center' ) ).toBe( 'center' );
		expect( safeAlignment( 'right' ) ).toBe( 'right' );
		expect( safeAlignment( 'justify' ) ).toBe( 'left' );
		expect( safeAlignment( 'left;color:red' ) ).toBe( 'left' );
		expect( safeAlignment( undefined ) ).toBe( 'left' );
	} );

	it( 'finds the outlined style among the class names', () => {
		expect( isOutlined( 'is-style-outlined' ) ).toBe( true );
		expect( isOutlined( 'my-class is-style-outlined' ) ).toBe( true );
		expect( isOutlined( 'is-style-filled' ) ).toBe( false );
		expect( isOutlined( 'is-style-outlined-not' ) ).toBe( false );
		expect( isOutlined( undefined ) ).toBe( false );
	} );
} );
