import { decodeShortCode, encodeShortCode, shortlinkUrl } from '../code';

describe( 'short codes', () => {
	it.each( [
		[ 1, '1' ],
		[ 9, '9' ],
		[ 10, 'a' ],
		[ 35, 'z' ],
		[ 36, 'A' ],
		[ 61, 'Z' ],
		[ 62, '10' ],
		[ 3843, 'ZZ' ],
		[ 3844, '100' ],
	] )( 'writes %i as %s and reads it back', ( id, code ) => {
		expect( encodeShortCode( id ) ).toBe( code );
		expect( decodeShortCode( code ) ).toBe( id );
	} );

	it( 'round-trips large IDs', () => {
		for ( const id of [ 12345, 999999, 2 ** 40 + 7 ] ) {
			expect( decodeShortCode( encodeShortCode( id ) ) ).toBe( id );
		}
	} );

	it.each( [ 0, -3, 1.5, Number.NaN ] )( 'refuses %s as an ID', ( id ) => {
		expect( () => encodeShortCode( id ) ).toThrow( RangeError );
	} );

	it.each( [ '', '0', '01', 'a-b', 'ä', '1'.repeat( 10 ), '<x>' ] )(
		'reads %j as no code',
		( code ) => {
			expect( decodeShortCode( code ) ).toBeNull();
		}
	);

	it( 'builds the link on the home address', () => {
		expect( shortlinkUrl( 'http://localhost:8888', 63 ) ).toBe(
			'http://localhost:8888/s/11'
		);
		expect( shortlinkUrl( 'http://example.test/', 10 ) ).toBe(
			'http://example.test/s/a'
		);
	} );
} );
