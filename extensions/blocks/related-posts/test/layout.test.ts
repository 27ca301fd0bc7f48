import { clampPostsToShow, rowsOf, safeLayout } from '../layout';

describe( 'rowsOf', () => {
	it( 'puts 2 on the first row for 2, 4 and 5 posts, 3 per row otherwise', () => {
		const rows = [ 0, 1, 2, 3, 4, 5, 6 ].map( ( count ) =>
			rowsOf( Array.from( { length: count }, ( _, i ) => i + 1 ) )
		);
		expect( rows ).toStrictEqual( [
			[],
			[ [ 1 ] ],
			[ [ 1, 2 ] ],
			[ [ 1, 2, 3 ] ],
			[
				[ 1, 2 ],
				[ 3, 4 ],
			],
			[
				[ 1, 2 ],
				[ 3, 4, 5 ],
			],
			[
				[ 1, 2, 3 ],
				[ 4, 5, 6 ],
			],
		] );
	} );
} );

describe( 'clampPostsToShow', () => {
	it( 'keeps 1 to 6 and brings other values inside', () => {
		expect(
			[
				1,
				2,
				3,
				4,
				5,
				6,
				0,
				7,
				-2,
				100,
				2.4,
				2.6,
				Number.NaN,
				'4',
				undefined,
			].map( clampPostsToShow )
		).toStrictEqual( [ 1, 2, 3, 4, 5, 6, 1, 6, 1, 6, 2, 3, 3, 3, 3 ] );
	} );
} );

describe( 'safeLayout', () => {
	it( 'is list only when it says list', () => {
		expect(
			[ 'list', 'grid', 'LIST', '', null ].map( safeLayout )
		).toStrictEqual( [ 'list', 'grid', 'grid', 'grid', 'grid' ] );
	} );
} );
