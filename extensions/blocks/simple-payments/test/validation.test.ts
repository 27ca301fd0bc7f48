import {
	currencyError,
	emailError,
	priceError,
	priceValue,
	productErrors,
	titleError,
	typedPrice,
} from '../validation';
import { PAYMENT_CURRENCIES } from '../../../../shared/currency';

const TAG =
	'If you’re selling something, you need a price tag. Add yours here.';
const INVALID = 'Invalid price';
const NEGATIVE =
	'Your price is negative — enter a positive number so people can pay the right amount.';
const NO_DECIMALS =
	'We know every penny counts, but prices in this currency can’t contain decimal values.';
const TWO_DECIMALS = 'The price cannot have more than 2 decimal places.';

describe( 'the price', () => {
	it.each( [
		[ '', TAG ],
		[ '   ', TAG ],
		[ '0', TAG ],
		[ '0.00', TAG ],
		[ '-0', TAG ],
		[ 'abc', INVALID ],
		[ '12abc', INVALID ],
		[ 'x12', INVALID ],
		[ '1.2.3', INVALID ],
		[ '1,50', INVALID ],
		[ '$5', INVALID ],
		[ '1e3', INVALID ],
		[ '.', INVALID ],
		[ '-', INVALID ],
		[ '-1', NEGATIVE ],
		[ '-0.01', NEGATIVE ],
		[ '0.01', null ],
		[ '12', null ],
		[ ' 12.5 ', null ],
		[ '12.50', null ],
		[ '12.', null ],
		[ '.5', null ],
		[ '12.505', TWO_DECIMALS ],
		[ '12.500', TWO_DECIMALS ],
	] )( 'in dollars, %j gives %j', ( typed, message ) => {
		expect( priceError( typed, 'USD' ) ).toBe( message );
	} );

	it.each( [
		[ '500', null ],
		[ '500.', null ],
		[ '500.5', NO_DECIMALS ],
		[ '500.0', NO_DECIMALS ],
	] )( 'in yen (no decimals), %j gives %j', ( typed, message ) => {
		expect( priceError( typed, 'JPY' ) ).toBe( message );
		expect( priceError( typed, 'HUF' ) ).toBe( message );
	} );

	it( 'follows the precision of every currency the button offers', () => {
		const verdicts = Object.fromEntries(
			PAYMENT_CURRENCIES.map( ( code ) => [
				code,
				[
					priceError( '1.5', code ),
					priceError( '1.25', code ),
					priceError( '1.255', code ),
				],
			] )
		);
		const decimal = [ null, null, TWO_DECIMALS ];
		const whole = [ NO_DECIMALS, NO_DECIMALS, NO_DECIMALS ];
		expect( verdicts ).toStrictEqual(
			Object.fromEntries(
				PAYMENT_CURRENCIES.map( ( code ) => [
					code,
					code === 'JPY' || code === 'HUF' ? whole : decimal,
				] )
			)
		);
	} );

	it( 'reads only plain decimal numbers', () => {
		expect(
			[ '7', '7.25', ' 7 ', '-3', '.5', '5.' ].map( priceValue )
		).toStrictEqual( [ 7, 7.25, 7, -3, 0.5, 5 ] );
		expect(
			[ '', 'x7', '7x', '7 7', '0x10', 'Infinity', '1e2' ].map(
				priceValue
			)
		).toStrictEqual( [ NaN, NaN, NaN, NaN, NaN, NaN, NaN ] );
	} );

	it( 'is shown as stored', () => {
		expect( [
			typedPrice( 12.5 ),
			typedPrice( undefined ),
			typedPrice( NaN ),
		] ).toStrictEqual( [ '12.5', '', '' ] );
	} );
} );

describe( 'the e-mail address', () => {
	it.each( [
		[
			'',
			'We want to make sure payments reach you, so please add an email address.',
		],
		[
			'  ',
			'We want to make sure payments reach you, so please add an email address.',
		],
		[ 'shop', 'shop is not a valid email address.' ],
		[ 'shop@example', 'shop@example is not a valid email address.' ],
		[
			'shop@example.com<script>',
			'shop@example.com<script> is not a valid email address.',
		],
		[
			'xshop@@example.com',
			'xshop@@example.com is not a valid email address.',
		],
		[ 'shop@example.com', null ],
		[ ' shop@example.com ', null ],
	] )( '%j gives %j', ( email, message ) => {
		expect( emailError( email ) ).toBe( message );
	} );
} );

describe( 'the title and the currency', () => {
	it.each( [
		[
			'',
			'Please add a brief title so that people know what they’re paying for.',
		],
		[
			' \t',
			'Please add a brief title so that people know what they’re paying for.',
		],
		[ 'Mug', null ],
	] )( 'title %j gives %j', ( title, message ) => {
		expect( titleError( title ) ).toBe( message );
	} );

	it( 'takes the 24 listed currencies and nothing else', () => {
		expect( PAYMENT_CURRENCIES.map( currencyError ) ).toStrictEqual(
			PAYMENT_CURRENCIES.map( () => null )
		);
		expect(
			[ 'INR', 'usd', 'USDX', '' ].map( currencyError )
		).toStrictEqual(
			Array( 4 ).fill( 'Please choose a currency from the list.' )
		);
	} );
} );

describe( 'every field at once', () => {
	it( 'is empty for a complete product', () => {
		expect(
			productErrors( {
				title: 'Mug',
				price: '24',
				currency: 'EUR',
				email: 'a@b.co',
			} )
		).toStrictEqual( {} );
	} );

	it( 'names each failing field', () => {
		expect(
			productErrors( {
				title: '',
				price: '-2',
				currency: 'XXX',
				email: 'nope',
			} )
		).toStrictEqual( {
			title: 'Please add a brief title so that people know what they’re paying for.',
			price: NEGATIVE,
			currency: 'Please choose a currency from the list.',
			email: 'nope is not a valid email address.',
		} );
	} );
} );
