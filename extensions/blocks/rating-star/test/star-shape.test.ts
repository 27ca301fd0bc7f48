import { starPaths, textStars } from '../star-shape';

describe( 'textStars', () => {
	it.each( [
		[ 3.5, 5, '★★★½☆' ],
		[ 0, 3, '☆☆☆' ],
		[ 10, 10, '★★★★★★★★★★' ],
		[ 0.5, 2, '½☆' ],
	] )( 'writes %p of %p as %p', ( rating, max, text ) => {
		expect( textStars( rating, max ) ).toBe( text );
	} );
} );

describe( 'starPaths', () => {
	it( 'fills the left half only for a half star', () => {
		const [ left, right ] = starPaths( 'half', false );
		expect( left.paint ).toEqual( { fill: 'currentColor' } );
		expect( right.paint ).toEqual( {
			fill: 'currentColor',
			'fill-opacity': '0.3',
		} );
	} );

	it( 'adds a whole-star outline only in the outlined style', () => {
		expect( starPaths( 'empty', false ) ).toHaveLength( 2 );
		const outlined = starPaths( 'empty', true );
		expect( outlined.map( ( path ) => path.className ) ).toEqual( [
			'is-left-half',
			'is-right-half',
			'is-outline',
		] );
		expect( outlined[ 0 ].paint ).toEqual( { fill: 'none' } );
	} );
} );
