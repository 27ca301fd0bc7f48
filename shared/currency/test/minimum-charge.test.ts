import {
	DEFAULT_PAYMENT_CURRENCY,
	PAYMENT_CURRENCIES,
	isSupportedPaymentCurrency,
	isValidAmount,
	minimumCharge,
} from '..';

/** Every minimum charge, grouped by amount. */
const CODES_BY_MINIMUM: Array< [ number, string[] ] > = [
	[ 0.3, [ 'GBP' ] ],
	[ 0.5, [ 'USD', 'AUD', 'BRL', 'CAD', 'CHF', 'EUR', 'INR', 'NZD', 'SGD' ] ],
	[ 2, [ 'PLN' ] ],
	[ 2.5, [ 'DKK' ] ],
	[ 3, [ 'NOK', 'SEK' ] ],
	[ 4, [ 'HKD' ] ],
	[ 10, [ 'MXN' ] ],
	[ 50, [ 'JPY' ] ],
];
const MINIMUMS = CODES_BY_MINIMUM.flatMap( ( [ minimum, codes ] ) =>
	codes.map( ( code ): [ string, number ] => [ code, minimum ] )
);

describe( 'payment currencies', () => {
	it( 'lists the 24 payment currencies with USD first and as the default', () => {
		expect( PAYMENT_CURRENCIES ).toHaveLength( 24 );
		expect( new Set( PAYMENT_CURRENCIES ).size ).toBe( 24 );
		expect( PAYMENT_CURRENCIES[ 0 ] ).toBe( 'USD' );
		expect( DEFAULT_PAYMENT_CURRENCY ).toBe( 'USD' );
	} );

	it( 'supports exactly the listed currencies', () => {
		for ( const code of [ 'USD', 'EUR', 'HUF', 'TWD', 'THB', 'RUB' ] ) {
			expect( isSupportedPaymentCurrency( code ) ).toBe( true );
		}
		for ( const code of [
			'INR',
			'KRW',
			'BHD',
			'usd',
			'',
			'XYZ',
			null,
			5,
		] ) {
			expect( isSupportedPaymentCurrency( code ) ).toBe( false );
		}
	} );
} );

describe( 'minimumCharge', () => {
	it( 'knows the 17 minimums', () => {
		expect( MINIMUMS ).toHaveLength( 17 );
	} );

	it.each( MINIMUMS )( 'is %s %p', ( code, minimum ) => {
		expect( minimumCharge( code ) ).toBe( minimum );
	} );

	it( 'is undefined for currencies without a known minimum', () => {
		for ( const code of [
			'CZK',
			'HUF',
			'ILS',
			'THB',
			'XYZ',
			'toString',
		] ) {
			expect( minimumCharge( code ) ).toBeUndefined();
		}
	} );
} );

describe( 'isValidAmount', () => {
	it.each( MINIMUMS )(
		'accepts %s from its minimum %p up, not below',
		( code, minimum ) => {
			expect( isValidAmount( minimum, code ) ).toBe( true );
			expect( isValidAmount( minimum * 1000, code ) ).toBe( true );
			expect( isValidAmount( minimum - 0.01, code ) ).toBe( false );
			expect( isValidAmount( 0, code ) ).toBe( false );
		}
	);

	it( 'accepts any positive amount in a currency without a minimum', () => {
		expect( isValidAmount( 0.01, 'CZK' ) ).toBe( true );
		expect( isValidAmount( 1, 'HUF' ) ).toBe( true );
		expect( isValidAmount( 0, 'CZK' ) ).toBe( false );
		expect( isValidAmount( -1, 'THB' ) ).toBe( false );
		expect( isValidAmount( 0.01, 'XYZ' ) ).toBe( true );
	} );

	it.each( [
		NaN,
		Infinity,
		-Infinity,
		'5',
		'',
		null,
		undefined,
		{},
		[ 5 ],
	] )( 'refuses %p', ( amount ) => {
		expect( isValidAmount( amount, 'USD' ) ).toBe( false );
		expect( isValidAmount( amount, 'CZK' ) ).toBe( false );
	} );

	it( 'refuses negatives', () => {
		expect( isValidAmount( -50, 'JPY' ) ).toBe( false );
		expect( isValidAmount( -0.5, 'USD' ) ).toBe( false );
	} );
} );
