import {
	coerceVersion,
	compareVersions,
	isVersionBetween,
	type Version,
} from '..';

describe( 'coerceVersion', () => {
	it.each( [
		[ '4.9.1', [ 4, 9, 1 ] ],
		[ '3.0.19', [ 3, 0, 19 ] ],
		[ '5', [ 5, 0, 0 ] ],
		[ '4.0', [ 4, 0, 0 ] ],
		[ 'v3.0.20-beta.2', [ 3, 0, 20 ] ],
		[ 12, [ 12, 0, 0 ] ],
	] )( 'reads %p as %p', ( header, expected ) => {
		expect( coerceVersion( header ) ).toEqual( expected );
	} );

	it.each( [ [ 'dev' ], [ '' ], [ null ], [ undefined ], [ {} ] ] )(
		'has no version for %p',
		( header ) => {
			expect( coerceVersion( header ) ).toBeNull();
		}
	);
} );

describe( 'compareVersions and isVersionBetween', () => {
	const v = ( header: string ) => coerceVersion( header ) as Version;

	it( 'orders numerically, not as text', () => {
		expect(
			compareVersions( v( '3.0.19' ), v( '3.0.9' ) )
		).toBeGreaterThan( 0 );
		expect( compareVersions( v( '3.0.18' ), v( '3.0.19' ) ) ).toBeLessThan(
			0
		);
		expect( compareVersions( v( '4' ), v( '4.0.0' ) ) ).toBe( 0 );
	} );

	it( 'includes both ends of a range', () => {
		const low = v( '3.0.19' );
		const high = v( '4.0.0' );
		expect( isVersionBetween( v( '3.0.19' ), low, high ) ).toBe( true );
		expect( isVersionBetween( v( '4.0.0' ), low, high ) ).toBe( true );
		expect( isVersionBetween( v( '3.5' ), low, high ) ).toBe( true );
		expect( isVersionBetween( v( '3.0.18' ), low, high ) ).toBe( false );
		expect( isVersionBetween( v( '4.0.1' ), low, high ) ).toBe( false );
	} );
} );
