import { baseUrlImageSize } from '../images';
import {
	GOOGLE_FAILURES,
	getMediaItem,
	listAlbums,
	searchMediaItems,
} from '../provider';

const today = new Date( '2026-11-25T17:45:00Z' );

describe( "Google's base URL sizes", () => {
	const original = { width: 4032, height: 3024 };
	it( 'fits the box, crops with -c, and draws the original at most 1600 px', () => {
		expect( baseUrlImageSize( original, 'w320-h320' ) ).toStrictEqual( {
			width: 320,
			height: 240,
		} );
		expect( baseUrlImageSize( original, 'w320-h320-c' ) ).toStrictEqual( {
			width: 320,
			height: 320,
		} );
		expect( baseUrlImageSize( original, 'd' ) ).toStrictEqual( {
			width: 1600,
			height: 1200,
		} );
		expect( baseUrlImageSize( original, 'w9000-h9000' ) ).toStrictEqual( {
			width: 1600,
			height: 1200,
		} );
	} );

	it( 'reads nothing else', () => {
		for ( const options of [
			'w320',
			'w320-h320x',
			'xw320-h320',
			'w0-h320',
			'dv',
		] ) {
			expect( baseUrlImageSize( original, options ) ).toBeNull();
		}
	} );
} );

describe( 'mediaItems:search', () => {
	it( 'refuses an album with filters, unknown albums and foreign page tokens', () => {
		expect(
			searchMediaItems( { albumId: 'x', filters: {} }, today )
		).toStrictEqual( {
			ok: false,
			body: {
				error: {
					code: 400,
					message: 'Album ID and filters cannot both be set.',
					status: 'INVALID_ARGUMENT',
				},
			},
		} );
		expect( searchMediaItems( { albumId: 'x' }, today ).ok ).toBe( false );
		const first = searchMediaItems( { pageSize: 5 }, today );
		const token = first.ok ? first.body.nextPageToken : undefined;
		expect(
			searchMediaItems( { pageSize: 5, pageToken: token }, today ).ok
		).toBe( true );
		expect(
			searchMediaItems(
				{
					pageSize: 5,
					pageToken: token,
					filters: {
						featureFilter: { includedFeatures: [ 'FAVORITES' ] },
					},
				},
				today
			).ok
		).toBe( false );
	} );

	it( 'leaves an open month or day open in a date range', () => {
		const answer = searchMediaItems(
			{
				filters: {
					dateFilter: {
						ranges: [
							{
								startDate: { year: 2023, month: 0, day: 0 },
								endDate: { year: 2023, month: 0, day: 0 },
							},
						],
					},
				},
			},
			today
		);
		expect(
			answer.ok &&
				answer.body.mediaItems?.map( ( item ) => item.description )
		).toStrictEqual( [
			'Portree harbour at sunset',
			'Highland cattle',
			'Neist Point lighthouse',
			'Fairy Pools',
			'Sunrise over the Cuillin',
		] );
	} );

	it( 'leaves out an empty list, as Google does', () => {
		expect(
			searchMediaItems(
				{
					filters: {
						contentFilter: {
							includedContentCategories: [ 'RECEIPTS' ],
						},
					},
				},
				today
			)
		).toStrictEqual( { ok: true, body: {} } );
	} );

	it( 'pages albums', () => {
		const page = listAlbums( { pageSize: 3 } );
		expect( page.ok && page.body.albums ).toHaveLength( 3 );
		const rest = listAlbums( {
			pageSize: 3,
			pageToken: page.ok ? page.body.nextPageToken : '',
		} );
		expect(
			rest.ok && rest.body.albums?.map( ( a ) => a.title )
		).toStrictEqual( [ 'Biscuit' ] );
	} );
} );

describe( "Google's failures", () => {
	const month1970 = ( month: number, lastDay: number ) => ( {
		filters: {
			dateFilter: {
				ranges: [
					{
						startDate: { year: 1970, month, day: 1 },
						endDate: { year: 1970, month, day: lastDay },
					},
				],
			},
		},
	} );

	it( 'answers a whole month of 1970 with the failure it stands for', () => {
		expect( searchMediaItems( month1970( 1, 31 ), today ) ).toStrictEqual( {
			ok: false,
			body: GOOGLE_FAILURES[ 401 ],
		} );
		expect( GOOGLE_FAILURES[ 401 ].error.status ).toBe( 'UNAUTHENTICATED' );
		// February to May 1970, with their last days.
		const months: Array< [ number, number ] > = [
			[ 2, 28 ],
			[ 3, 31 ],
			[ 4, 30 ],
			[ 5, 31 ],
		];
		const statuses = months.map( ( [ month, lastDay ] ) => {
			const found = searchMediaItems(
				month1970( month, lastDay ),
				today
			);
			return found.ok ? 200 : found.body.error.code;
		} );
		expect( statuses ).toStrictEqual( [ 403, 429, 500, 503 ] );
	} );

	it( 'searches as usual for part of such a month, June 1970, the whole year or 1971', () => {
		const looks = [
			month1970( 1, 30 ),
			month1970( 6, 30 ),
			{
				filters: {
					dateFilter: {
						ranges: [
							{
								startDate: { year: 1970, month: 1, day: 1 },
								endDate: { year: 1970, month: 12, day: 31 },
							},
						],
					},
				},
			},
			{
				filters: {
					dateFilter: {
						ranges: [
							{
								startDate: { year: 1971, month: 1, day: 1 },
								endDate: { year: 1971, month: 1, day: 31 },
							},
						],
					},
				},
			},
		];
		for ( const request of looks ) {
			expect( searchMediaItems( request, today ) ).toStrictEqual( {
				ok: true,
				body: {},
			} );
		}
	} );

	it( 'fails an album or an item named error:<status>, and nothing else of that look', () => {
		expect(
			searchMediaItems( { albumId: 'error:429' }, today )
		).toStrictEqual( { ok: false, body: GOOGLE_FAILURES[ 429 ] } );
		expect( getMediaItem( 'error:503', today ) ).toStrictEqual( {
			ok: false,
			body: GOOGLE_FAILURES[ 503 ],
		} );
		for ( const id of [ 'error:418', 'error:4290', ' error:429', 'x' ] ) {
			expect( getMediaItem( id, today ) ).toStrictEqual( {
				ok: false,
				body: {
					error: {
						code: 400,
						message: 'Invalid media item ID.',
						status: 'INVALID_ARGUMENT',
					},
				},
			} );
		}
		const first = searchMediaItems( { pageSize: 1 }, today );
		const id = first.ok ? first.body.mediaItems![ 0 ].id : '';
		expect( getMediaItem( id, today ) ).toStrictEqual( {
			ok: true,
			body: first.ok ? first.body.mediaItems![ 0 ] : null,
		} );
	} );
} );
