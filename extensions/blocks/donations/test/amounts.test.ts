import {
	acceptedAmount,
	customAmountPlaceholder,
	defaultTierAmounts,
} from '../amounts';
import { MEMBERSHIP_CURRENCIES } from '../../../../shared/currency';

describe( 'donation tiers', () => {
	it( 'start at 10, 30 and 200 times the minimum charge of each currency', () => {
		const table = Object.fromEntries(
			MEMBERSHIP_CURRENCIES.map( ( code ) => [
				code,
				defaultTierAmounts( code ),
			] )
		);
		expect( table ).toStrictEqual( {
			USD: [ 5, 15, 100 ],
			AUD: [ 5, 15, 100 ],
			BRL: [ 5, 15, 100 ],
			CAD: [ 5, 15, 100 ],
			CHF: [ 5, 15, 100 ],
			DKK: [ 25, 75, 500 ],
			EUR: [ 5, 15, 100 ],
			GBP: [ 3, 9, 60 ],
			HKD: [ 40, 120, 800 ],
			INR: [ 5, 15, 100 ],
			JPY: [ 500, 1500, 10000 ],
			MXN: [ 100, 300, 2000 ],
			NOK: [ 30, 90, 600 ],
			NZD: [ 5, 15, 100 ],
			PLN: [ 20, 60, 400 ],
			SEK: [ 30, 90, 600 ],
			SGD: [ 5, 15, 100 ],
		} );
	} );

	it( 'offer 100 times the minimum as the custom amount placeholder', () => {
		expect(
			[ 'USD', 'GBP', 'JPY', 'DKK' ].map( customAmountPlaceholder )
		).toStrictEqual( [ 50, 30, 5000, 250 ] );
	} );
} );

describe( 'acceptedAmount', () => {
	it.each( [
		[ '0.50', 'USD', 0.5 ],
		[ '0.49', 'USD', null ],
		[ '$20', 'USD', 20 ],
		[ '1,234.50', 'USD', 1234.5 ],
		[ '5,00 €', 'EUR', 5 ],
		[ '0,49 €', 'EUR', null ],
		[ '50', 'JPY', 50 ],
		[ '49', 'JPY', null ],
		[ '0.30', 'GBP', 0.3 ],
		[ '0.29', 'GBP', null ],
		[ '2.50', 'DKK', null ],
		[ '2,50', 'DKK', 2.5 ],
		[ '10.005', 'USD', 10.01 ],
		[ 'abc', 'USD', null ],
		[ '', 'USD', null ],
		[ '12abc', 'USD', null ],
		[ 'x12', 'USD', null ],
		[ '-5', 'USD', null ],
		[ '999999.99', 'USD', 999999.99 ],
		[ '1000000', 'USD', null ],
	] )( '%s in %s is %s', ( text, currency, expected ) => {
		expect( acceptedAmount( text, currency ) ).toBe( expected );
	} );

	it( 'takes the separator it is given', () => {
		expect( acceptedAmount( '1.234,5', 'USD', ',' ) ).toBe( 1234.5 );
	} );
} );
