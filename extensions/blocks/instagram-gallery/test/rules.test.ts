import {
	clampSetting,
	corrections,
	fewPostsNotice,
	gridClassNames,
	gridStyle,
	shownCells,
} from '../rules';

describe( 'clampSetting', () => {
	it.each( [
		[ 'count', 0, 1 ],
		[ 'count', 1, 1 ],
		[ 'count', 30, 30 ],
		[ 'count', 31, 30 ],
		[ 'columns', 0, 1 ],
		[ 'columns', 1, 1 ],
		[ 'columns', 6, 6 ],
		[ 'columns', 7, 6 ],
		[ 'spacing', -1, 0 ],
		[ 'spacing', 0, 0 ],
		[ 'spacing', 50, 50 ],
		[ 'spacing', 51, 50 ],
		[ 'spacing', 12.6, 13 ],
	] as const )( '%s %p is %p', ( name, value, expected ) => {
		expect( clampSetting( name, value ) ).toBe( expected );
	} );

	it( 'gives the default for anything that is not a number', () => {
		expect(
			[ undefined, '5', NaN, Infinity, null ].map( ( value ) => [
				clampSetting( 'count', value ),
				clampSetting( 'columns', value ),
				clampSetting( 'spacing', value ),
			] )
		).toStrictEqual( Array( 5 ).fill( [ 9, 3, 10 ] ) );
	} );
} );

describe( 'corrections', () => {
	it( 'lists only the settings out of their limits', () => {
		expect(
			corrections( { count: 9, columns: 3, spacing: 10 } )
		).toStrictEqual( {} );
		expect(
			corrections( { count: 40, columns: 0, spacing: 10 } )
		).toStrictEqual( {
			count: 30,
			columns: 1,
		} );
		expect(
			corrections( { count: 1, columns: 6, spacing: 51 } )
		).toStrictEqual( {
			spacing: 50,
		} );
	} );
} );

describe( 'the grid', () => {
	it( 'names its columns and stacking', () => {
		expect(
			gridClassNames( { columns: 4, isStackedOnMobile: true } )
		).toBe(
			'wp-block-tessera-instagram-gallery__grid wp-block-tessera-instagram-gallery__grid-columns-4 is-stacked-on-mobile'
		);
		expect(
			gridClassNames( { columns: 9, isStackedOnMobile: false } )
		).toBe(
			'wp-block-tessera-instagram-gallery__grid wp-block-tessera-instagram-gallery__grid-columns-6'
		);
	} );

	it( 'spaces the pictures, within the limits', () => {
		expect( gridStyle( 7 ) ).toBe(
			'grid-gap:7px;--tessera-instagram-gallery-spacing:7px'
		);
		expect( gridStyle( '7px;background:red' ) ).toBe(
			'grid-gap:10px;--tessera-instagram-gallery-spacing:10px'
		);
	} );
} );

describe( 'fewPostsNotice', () => {
	it( 'says nothing when the account has as many posts as asked for', () => {
		expect( [
			fewPostsNotice( 9, 9 ),
			fewPostsNotice( 14, 9 ),
		] ).toStrictEqual( [ null, null ] );
	} );

	it( 'counts the posts there are, in the singular and the plural', () => {
		expect( [
			fewPostsNotice( 0, 9 ),
			fewPostsNotice( 1, 9 ),
			fewPostsNotice( 2, 9 ),
			fewPostsNotice( 14, 15 ),
		] ).toStrictEqual( [
			'There are currently no posts in your Instagram account.',
			'There is currently only 1 post in your Instagram account.',
			'There are currently only 2 posts in your Instagram account.',
			'There are currently only 14 posts in your Instagram account.',
		] );
	} );
} );

describe( 'shownCells', () => {
	it( 'draws every asked-for cell while selected, only real pictures otherwise', () => {
		expect( [
			shownCells( 9, 4, true ),
			shownCells( 9, 4, false ),
			shownCells( 3, 14, false ),
			shownCells( 40, 14, true ),
		] ).toStrictEqual( [ 9, 4, 3, 30 ] );
	} );
} );
