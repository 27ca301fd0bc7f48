import { findRestaurants, searchRestaurants } from '../provider';

const search = ( query: string ) =>
	searchRestaurants( new URLSearchParams( query ) );

describe( 'opentable stand-in', () => {
	it( 'searches names in any case, pageSize at most', () => {
		const answer = search( 'query=HARBOUR&pageSize=20' );
		expect( answer.status ).toBe( 200 );
		expect(
			( answer.body as { items: Array< { rid: number } > } ).items.map(
				( item ) => item.rid
			)
		).toStrictEqual( [ 412810, 137291, 77120 ] );
		expect(
			(
				search( 'query=harbour&pageSize=1' ).body as {
					items: unknown[];
				}
			 ).items
		).toHaveLength( 1 );
		expect(
			( search( 'query=harbour' ).body as { totalCount: number } )
				.totalCount
		).toBe( 3 );
	} );

	it( 'refuses an empty query or a page size outside 1 to 50', () => {
		expect(
			[
				'query=&pageSize=20',
				'query=a&pageSize=0',
				'query=a&pageSize=51',
				'query=a&pageSize=x',
				'query=a&pageSize=50',
				'query=a&pageSize=1',
			].map( ( query ) => search( query ).status )
		).toStrictEqual( [ 400, 400, 400, 400, 200, 200 ] );
	} );

	it( 'finds restaurants by id, in the order asked', () => {
		expect(
			findRestaurants( [ '45011', 'nope', '1' ] ).map(
				( restaurant ) => restaurant.name
			)
		).toStrictEqual( [ 'Casa do Porto', 'Tessera Test Kitchen' ] );
	} );
} );
