import {
	MAX_COUNTED_VISITS,
	countedVisits,
	previousVisits,
	visitCookieName,
} from '../visit-counter';

describe( 'visit counter cookie', () => {
	it( 'is one cookie per post', () => {
		expect( [ 7, 120 ].map( visitCookieName ) ).toStrictEqual( [
			'tessera_visits_7',
			'tessera_visits_120',
		] );
	} );

	it( "reads this post's count and ignores other posts' counts", () => {
		const cookies = { tessera_visits_7: '2', tessera_visits_8: '9' };
		expect( previousVisits( cookies, 7 ) ).toBe( 2 );
		expect( previousVisits( cookies, 9 ) ).toBe( 0 );
		expect( previousVisits( undefined, 7 ) ).toBe( 0 );
	} );

	it( 'counts an altered value as no visit', () => {
		expect(
			[ '', '-1', '2x', 'x2', '1.5', ' 3', '12345678', '1e3' ].map(
				( value ) => previousVisits( { tessera_visits_1: value }, 1 )
			)
		).toStrictEqual( [ 0, 0, 0, 0, 0, 0, 0, 0 ] );
		expect( previousVisits( { tessera_visits_1: '1234567' }, 1 ) ).toBe(
			MAX_COUNTED_VISITS
		);
		expect( previousVisits( { tessera_visits_1: '999999' }, 1 ) ).toBe(
			999999
		);
	} );

	it( 'adds this visit, up to the cap', () => {
		expect(
			[ 0, 1, 41, MAX_COUNTED_VISITS - 1, MAX_COUNTED_VISITS ].map(
				countedVisits
			)
		).toStrictEqual( [ '1', '2', '42', '1000000', '1000000' ] );
	} );
} );
