import { mysqlWeek } from '../archive-links';
import { humanTimeDiff } from '../human-time-diff';
import { ids, whole, flag } from '../attribute-values';

const day = ( value: string ) => new Date( `${ value }T00:00:00Z` );

describe( 'mysqlWeek', () => {
	it( 'numbers Sunday-first weeks from the first Sunday (MySQL mode 0)', () => {
		// 2023 starts on a Sunday, 2024 on a Monday.
		expect( mysqlWeek( day( '2023-01-01' ), 0 ) ).toBe( 1 );
		expect( mysqlWeek( day( '2023-01-07' ), 0 ) ).toBe( 1 );
		expect( mysqlWeek( day( '2023-01-08' ), 0 ) ).toBe( 2 );
		expect( mysqlWeek( day( '2024-01-06' ), 0 ) ).toBe( 0 );
		expect( mysqlWeek( day( '2024-01-07' ), 0 ) ).toBe( 1 );
		expect( mysqlWeek( day( '2024-12-31' ), 0 ) ).toBe( 52 );
	} );

	it( 'numbers Monday-first weeks with week 1 holding four days (MySQL mode 1)', () => {
		expect( mysqlWeek( day( '2024-01-01' ), 1 ) ).toBe( 1 );
		expect( mysqlWeek( day( '2024-01-08' ), 1 ) ).toBe( 2 );
		// 2021 starts on a Friday: its first days are week 0.
		expect( mysqlWeek( day( '2021-01-01' ), 1 ) ).toBe( 0 );
		expect( mysqlWeek( day( '2021-01-03' ), 1 ) ).toBe( 0 );
		expect( mysqlWeek( day( '2021-01-04' ), 1 ) ).toBe( 1 );
		// 2020 starts on a Wednesday: week 1 already.
		expect( mysqlWeek( day( '2020-01-01' ), 1 ) ).toBe( 1 );
		expect( mysqlWeek( day( '2020-12-31' ), 1 ) ).toBe( 53 );
	} );
} );

describe( 'humanTimeDiff', () => {
	const now = Date.parse( '2024-05-01T12:00:00Z' );
	it.each( [
		[ '2024-05-01T11:59:30Z', '30 seconds ago' ],
		[ '2024-05-01T11:59:59Z', '1 second ago' ],
		[ '2024-05-01T11:15:00Z', '45 mins ago' ],
		[ '2024-05-01T10:59:00Z', '1 hour ago' ],
		[ '2024-04-28T12:00:00Z', '3 days ago' ],
		[ '2024-04-10T12:00:00Z', '3 weeks ago' ],
		[ '2024-01-01T12:00:00Z', '4 months ago' ],
		[ '2021-05-01T12:00:00Z', '3 years ago' ],
		[ '2024-05-02T12:00:00Z', '1 day from now' ],
	] )( '%s is %s', ( from, expected ) => {
		expect( humanTimeDiff( Date.parse( from ), now ) ).toBe( expected );
	} );
} );

describe( 'attribute values', () => {
	it( 'reads whole numbers within bounds, or the fallback', () => {
		expect( whole( 5, 1, 1, 100 ) ).toBe( 5 );
		expect( whole( '7', 1 ) ).toBe( 7 );
		expect( whole( 4.9, 1 ) ).toBe( 4 );
		expect( whole( 0, 5, 1, 100 ) ).toBe( 1 );
		expect( whole( 101, 5, 1, 100 ) ).toBe( 100 );
		expect( whole( '5x', 3 ) ).toBe( 3 );
		expect( whole( '', 3 ) ).toBe( 3 );
		expect( whole( null, 3 ) ).toBe( 3 );
		expect( whole( [ 4 ], 3 ) ).toBe( 3 );
	} );

	it( 'reads id lists from arrays and comma-separated strings', () => {
		expect( ids( [ 3, '4', 0, -2, 'x' ] ) ).toStrictEqual( [ 3, 4 ] );
		expect( ids( '5,6, 7' ) ).toStrictEqual( [ 5, 6, 7 ] );
		expect( ids( 9 ) ).toStrictEqual( [ 9 ] );
		expect( ids( { 0: 1 } ) ).toStrictEqual( [] );
	} );

	it( 'reads flags as PHP’s ! empty() does', () => {
		expect( [ true, 1, 'yes', 'true' ].map( flag ) ).toStrictEqual( [
			true,
			true,
			true,
			true,
		] );
		expect(
			[ false, 0, '', '0', 'false', null, undefined ].map( flag )
		).toStrictEqual( [ false, false, false, false, false, false, false ] );
	} );
} );
