import {
	imageRatio,
	mosaicLayout,
	savedColumnWidths,
	withColumnWidths,
} from '../layout/mosaic';

/** Rows as [ column widths rounded to 5 decimals, the image indexes of each column ]. */
const shape = ( ratios: number[] ) =>
	mosaicLayout( ratios ).map( ( row ) => [
		row.columns.map( ( column ) => Number( column.width.toFixed( 5 ) ) ),
		row.columns.map( ( column ) =>
			column.tiles.map( ( tile ) => tile.index )
		),
	] );

describe( 'mosaicLayout', () => {
	it( 'gives columns widths in proportion to their ratios', () => {
		expect( mosaicLayout( [ 1.5, 1.5 ] ) ).toStrictEqual( [
			{
				ratio: 3,
				columns: [
					{ width: 50, tiles: [ { index: 0, share: 1 } ] },
					{ width: 50, tiles: [ { index: 1, share: 1 } ] },
				],
			},
		] );
	} );

	it( 'stacks two wide images beside a column, sharing its height', () => {
		const [ row ] = mosaicLayout( [ 0.75, 2, 2, 1.5 ] );
		expect( row.ratio ).toBe( 3.25 );
		expect( row.columns[ 1 ].tiles ).toStrictEqual( [
			{ index: 1, share: 0.5 },
			{ index: 2, share: 0.5 },
		] );
		expect( shape( [ 0.75, 2, 2, 1.5 ] ) ).toStrictEqual( [
			[
				[ 23.07692, 30.76923, 46.15385 ],
				[ [ 0 ], [ 1, 2 ], [ 3 ] ],
			],
		] );
		// Unequal stacked images: the taller one (smaller ratio) gets more of the height.
		const tiles = mosaicLayout( [ 1, 2, 4 ] )[ 0 ].columns[ 1 ].tiles;
		expect(
			tiles.map( ( tile ) => Number( tile.share.toFixed( 5 ) ) )
		).toStrictEqual( [ 0.66667, 0.33333 ] );
	} );

	it( "stacks from 1.6 up, never in a row's first column", () => {
		expect( shape( [ 1, 1.6, 1.6 ] ) ).toStrictEqual( [
			[
				[ 55.55556, 44.44444 ],
				[ [ 0 ], [ 1, 2 ] ],
			],
		] );
		expect( shape( [ 1, 1.59, 1.6 ] ) ).toStrictEqual( [
			[
				[ 38.61004, 61.38996 ],
				[ [ 0 ], [ 1 ] ],
			],
			[ [ 100 ], [ [ 2 ] ] ],
		] );
		expect( shape( [ 2, 2 ] ) ).toStrictEqual( [
			[
				[ 50, 50 ],
				[ [ 0 ], [ 1 ] ],
			],
		] );
	} );

	it( 'closes a row once its ratio reaches 2.5', () => {
		expect( shape( [ 1.25, 1.25, 1, 1 ] ) ).toStrictEqual( [
			[
				[ 50, 50 ],
				[ [ 0 ], [ 1 ] ],
			],
			[
				[ 50, 50 ],
				[ [ 2 ], [ 3 ] ],
			],
		] );
		expect( shape( [ 1.25, 1.24, 1, 1 ] ) ).toStrictEqual( [
			[
				[ 35.81662, 35.53009, 28.6533 ],
				[ [ 0 ], [ 1 ], [ 2 ] ],
			],
			[ [ 100 ], [ [ 3 ] ] ],
		] );
	} );

	it( 'lets a lone last image join the row before while it stays under 4', () => {
		expect( shape( [ 1.2, 1.4, 0.8 ] ) ).toStrictEqual( [
			[
				[ 35.29412, 41.17647, 23.52941 ],
				[ [ 0 ], [ 1 ], [ 2 ] ],
			],
		] );
		expect( shape( [ 2, 1, 0.99 ] ) ).toStrictEqual( [
			[
				[ 50.12531, 25.06266, 24.81203 ],
				[ [ 0 ], [ 1 ], [ 2 ] ],
			],
		] );
		expect( shape( [ 2, 1, 1 ] ) ).toStrictEqual( [
			[
				[ 66.66667, 33.33333 ],
				[ [ 0 ], [ 1 ] ],
			],
			[ [ 100 ], [ [ 2 ] ] ],
		] );
	} );

	it( 'handles no image and one image', () => {
		expect( mosaicLayout( [] ) ).toStrictEqual( [] );
		expect( shape( [ 0.5 ] ) ).toStrictEqual( [ [ [ 100 ], [ [ 0 ] ] ] ] );
	} );

	it( 'places every image once, in order', () => {
		const ratios = [ 0.7, 1.8, 1.9, 1.2, 0.6, 3, 1, 1.7, 1.65, 0.9, 1.33 ];
		const order = mosaicLayout( ratios ).flatMap( ( row ) =>
			row.columns.flatMap( ( column ) =>
				column.tiles.map( ( tile ) => tile.index )
			)
		);
		expect( order ).toStrictEqual( ratios.map( ( _, index ) => index ) );
		for ( const row of mosaicLayout( ratios ) ) {
			const total = row.columns.reduce(
				( sum, column ) => sum + column.width,
				0
			);
			expect( Math.abs( total - 100 ) ).toBeLessThan( 1e-9 );
		}
	} );
} );

describe( 'imageRatio', () => {
	it( 'is width over height, kept within 0.25 and 4, and 1 when unknown', () => {
		expect( [
			imageRatio( 300, 200 ),
			imageRatio( 4000, 1000 ),
			imageRatio( 4001, 1000 ),
			imageRatio( 1000, 4000 ),
			imageRatio( 999, 4000 ),
			imageRatio( undefined, 100 ),
			imageRatio( 100, 0 ),
			imageRatio( -5, 10 ),
		] ).toStrictEqual( [ 1.5, 4, 4, 0.25, 0.25, 1, 1, 1 ] );
	} );
} );

describe( 'column widths as saved and shown', () => {
	const rows = mosaicLayout( [ 0.75, 2, 2, 1.5 ] );

	it( 'saves five decimals', () => {
		expect( savedColumnWidths( rows ) ).toStrictEqual( [
			[ 23.07692, 30.76923, 46.15385 ],
		] );
	} );

	it( 'shows saved widths of the same shape, else the computed ones, to 12 decimals', () => {
		const widths = ( saved: unknown ) =>
			withColumnWidths( rows, saved )[ 0 ].columns.map(
				( column ) => column.width
			);
		expect( widths( [ [ 20, 30, 50 ] ] ) ).toStrictEqual( [ 20, 30, 50 ] );
		const computed = [ 23.076923076923, 30.769230769231, 46.153846153846 ];
		for ( const saved of [
			undefined,
			[],
			[ [ 20, 30 ] ],
			[ [ 20, 30, 50 ], [ 100 ] ],
			[ [ 20, 30, '50' ] ],
			[ [ 20, 30, 0 ] ],
			[ [ 20, 30, 100.1 ] ],
			'20,30,50',
		] ) {
			expect( widths( saved ) ).toStrictEqual( computed );
		}
		expect(
			withColumnWidths( rows, [ [ 1, 99, 100 ] ] )[ 0 ].columns[ 2 ].tiles
		).toStrictEqual( rows[ 0 ].columns[ 2 ].tiles );
	} );
} );
