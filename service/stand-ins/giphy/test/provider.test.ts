import { byId, gifDimensions, gifFile, search } from '../provider';

const KEY = 'api_key=k';

describe( 'giphy stand-in', () => {
	it( 'searches titles and tags, every word, in the API shape', () => {
		const answer = search(
			new URLSearchParams( `${ KEY }&q=Cells&limit=10` )
		);
		expect( answer.status ).toBe( 200 );
		const body = answer.body as {
			data: Array< {
				id: string;
				embed_url: string;
				images: { original: object };
			} >;
			pagination: object;
			meta: object;
		};
		expect( body.data.map( ( gif ) => gif.id ) ).toStrictEqual( [
			'Lq0h93752f6J9tijrh',
			'26BRv0ThflsHCqDrG',
		] );
		expect( body.pagination ).toStrictEqual( {
			total_count: 2,
			count: 2,
			offset: 0,
		} );
		expect( body.meta ).toStrictEqual( {
			status: 200,
			msg: 'OK',
			response_id: 'standin200',
		} );
		expect( body.data[ 0 ].embed_url ).toBe(
			'https://giphy.com/embed/Lq0h93752f6J9tijrh'
		);
		expect( body.data[ 0 ].images.original ).toStrictEqual( {
			url: 'https://media.giphy.com/media/Lq0h93752f6J9tijrh/giphy.gif',
			width: '160',
			height: '90',
			size: String( gifFile( 'Lq0h93752f6J9tijrh' )!.length ),
			frames: '9',
		} );
		const both = search( new URLSearchParams( `${ KEY }&q=cells glider` ) );
		expect(
			( both.body as { data: Array< { id: string } > } ).data.map(
				( gif ) => gif.id
			)
		).toStrictEqual( [ 'Lq0h93752f6J9tijrh' ] );
	} );

	it( 'pages with limit and offset, limit 1 to 50', () => {
		const page = ( query: string ) =>
			(
				search( new URLSearchParams( `${ KEY }&q=cells&${ query }` ) )
					.body as { data: Array< { id: string } > }
			 ).data.map( ( gif ) => gif.id );
		expect( page( 'limit=1' ) ).toStrictEqual( [ 'Lq0h93752f6J9tijrh' ] );
		expect( page( 'limit=1&offset=1' ) ).toStrictEqual( [
			'26BRv0ThflsHCqDrG',
		] );
		expect( page( 'limit=0' ) ).toHaveLength( 1 );
		expect( page( 'offset=2' ) ).toStrictEqual( [] );
	} );

	it( 'finds by id, 404 for an unknown one', () => {
		expect(
			byId( '3oEjI6SIIHBdRxXI40', new URLSearchParams( KEY ) ).status
		).toBe( 200 );
		expect( byId( 'nope', new URLSearchParams( KEY ) ) ).toStrictEqual( {
			status: 404,
			body: {
				data: [],
				meta: {
					status: 404,
					msg: 'Not Found',
					response_id: 'standin404',
				},
			},
		} );
		expect( byId( 'constructor', new URLSearchParams( KEY ) ).status ).toBe(
			404
		);
	} );

	it( 'refuses without a key, and fails on demand', () => {
		expect( search( new URLSearchParams( 'q=cells' ) ).status ).toBe( 401 );
		expect(
			search(
				new URLSearchParams( `${ KEY }&q=cells&stand_in_status=429` )
			).status
		).toBe( 429 );
		expect(
			byId(
				'Lq0h93752f6J9tijrh',
				new URLSearchParams( `${ KEY }&stand_in_status=500` )
			).status
		).toBe( 500 );
	} );

	it( 'reads sizes and frames from a GIF file', () => {
		expect(
			gifDimensions( gifFile( '26BRv0ThflsHCqDrG' )! )
		).toStrictEqual( {
			width: 160,
			height: 100,
			frames: 12,
		} );
	} );
} );
