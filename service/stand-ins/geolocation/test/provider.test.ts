import {
	UNKNOWN,
	ipv4Number,
	isLocalAddress,
	languageCountry,
	locate,
} from '../provider';

describe( 'locate', () => {
	it( 'finds an address of a known block, with the service’s fields', () => {
		expect( locate( '192.0.2.45', 'fr-FR' ) ).toStrictEqual( {
			latitude: '51.50853',
			longitude: '-0.12574',
			country_short: 'GB',
			country_long:
				'United Kingdom of Great Britain and Northern Ireland',
			region: 'England',
			city: 'London',
		} );
		expect( locate( '::ffff:198.51.100.255', '' ).country_short ).toBe(
			'FR'
		);
		expect( locate( '203.0.113.0', '' ).country_short ).toBe( 'AU' );
	} );

	it( 'answers the edges of a block, and unknown outside it', () => {
		expect( locate( '192.0.1.255', '' ) ).toStrictEqual( UNKNOWN );
		expect( locate( '192.0.3.0', '' ) ).toStrictEqual( UNKNOWN );
		expect( locate( '8.8.8.8', 'en-GB' ) ).toStrictEqual( UNKNOWN );
	} );

	it( 'places a local caller by the region of its first language', () => {
		expect( locate( '127.0.0.1', 'en-GB,en;q=0.9' ) ).toStrictEqual( {
			...UNKNOWN,
			country_short: 'GB',
			country_long: 'United Kingdom',
		} );
		expect( locate( '::1', 'pt-BR' ).country_short ).toBe( 'BR' );
		expect( locate( '10.1.2.3', 'en' ) ).toStrictEqual( UNKNOWN );
		expect( locate( '192.168.0.9', 'xx-ZZ' ) ).toStrictEqual( UNKNOWN );
	} );
} );

describe( 'address helpers', () => {
	it( 'reads IPv4 addresses, refusing junk and out-of-range parts', () => {
		expect(
			[
				'0.0.0.0',
				'255.255.255.255',
				'1.2.3.4',
				'256.1.1.1',
				'1.2.3',
				' x1.2.3.4',
				'1.2.3.4x',
				'',
			].map( ipv4Number )
		).toStrictEqual( [
			0,
			4294967295,
			16909060,
			undefined,
			undefined,
			undefined,
			undefined,
			undefined,
		] );
	} );

	it( 'knows the local blocks at their edges', () => {
		expect(
			[
				'127.255.255.255',
				'128.0.0.0',
				'172.16.0.0',
				'172.31.255.255',
				'172.32.0.0',
				'192.168.1.1',
				'169.254.3.3',
				'::1',
				'2001:db8::1',
			].map( isLocalAddress )
		).toStrictEqual( [
			true,
			false,
			true,
			true,
			false,
			true,
			true,
			true,
			false,
		] );
	} );

	it( 'takes the region of the first language only, when it is a country', () => {
		expect(
			[
				'en-GB',
				'de-AT;q=0.8',
				'fr, en-US',
				'en-us',
				'es-419',
				'zh-Hant-TW',
				'x-GB',
				'',
			].map( languageCountry )
		).toStrictEqual( [
			'GB',
			'AT',
			undefined,
			'US',
			undefined,
			undefined,
			undefined,
			undefined,
		] );
	} );
} );
