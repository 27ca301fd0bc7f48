import {
	decimalPlaces,
	fitsCurrencyPrecision,
	isChargeableAmount,
	MEMBERSHIP_CURRENCIES,
	isMembershipCurrency,
} from '..';

describe( 'decimalPlaces', () => {
	it.each( [
		[ '1.50', 2 ],
		[ 1.5, 1 ],
		[ 3, 0 ],
		[ '3.', 0 ],
		[ '0.001', 3 ],
		[ 1e-7, 7 ],
		[ '1.5e1', 0 ],
		[ '12abc', 0 ],
	] )( '%s has %d', ( value, expected ) => {
		expect( decimalPlaces( value ) ).toBe( expected );
	} );
} );

describe( 'fitsCurrencyPrecision and isChargeableAmount', () => {
	it( 'follow each currency’s precision and its minimum', () => {
		expect( [
			fitsCurrencyPrecision( '1.99', 'USD' ),
			fitsCurrencyPrecision( '1.999', 'USD' ),
			fitsCurrencyPrecision( 50, 'JPY' ),
			fitsCurrencyPrecision( 50.5, 'JPY' ),
		] ).toStrictEqual( [ true, false, true, false ] );
		expect( [
			isChargeableAmount( 0.5, 'USD' ),
			isChargeableAmount( 0.49, 'USD' ),
			isChargeableAmount( 999999.99, 'USD' ),
			isChargeableAmount( 1000000, 'USD' ),
			isChargeableAmount( 50, 'JPY' ),
			isChargeableAmount( '5', 'USD' ),
		] ).toStrictEqual( [ true, false, true, false, true, false ] );
	} );

	it( 'knows the currencies with a minimum charge', () => {
		expect( MEMBERSHIP_CURRENCIES ).toStrictEqual( [
			'USD',
			'AUD',
			'BRL',
			'CAD',
			'CHF',
			'DKK',
			'EUR',
			'GBP',
			'HKD',
			'INR',
			'JPY',
			'MXN',
			'NOK',
			'NZD',
			'PLN',
			'SEK',
			'SGD',
		] );
		expect( [
			isMembershipCurrency( 'THB' ),
			isMembershipCurrency( 'usd' ),
			isMembershipCurrency( 'USD' ),
		] ).toStrictEqual( [ false, false, true ] );
	} );
} );
