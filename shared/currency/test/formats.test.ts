import {
	CURRENCY_FORMATS,
	DEFAULT_CURRENCY_FORMAT,
	PAYMENT_CURRENCIES,
	getCurrencyFormat,
	getCurrencyPrecision,
} from '..';

/** Currencies whose precision is not 2 (and, in the "2" row, a sample of the rest). */
const LISTED_PRECISIONS: Array< [ number, string[] ] > = [
	[ 0, [ 'JPY', 'KRW', 'HUF', 'IDR', 'ISK' ] ],
	[ 3, [ 'BHD', 'JOD', 'KWD', 'OMR', 'TND', 'LYD' ] ],
	[ 1, [ 'BTN', 'MVR', 'VND' ] ],
	[ 2, [ 'USD', 'EUR', 'GBP', 'CHF', 'TWD', 'INR', 'SEK', 'THB' ] ],
];

describe( 'the currency format table', () => {
	it( 'has every payment currency, every code with a listed precision and INR', () => {
		const named = LISTED_PRECISIONS.flatMap( ( [ , codes ] ) => codes );
		expect( Object.keys( CURRENCY_FORMATS ).sort() ).toEqual(
			[ ...new Set( [ ...PAYMENT_CURRENCIES, ...named, 'INR' ] ) ].sort()
		);
	} );

	it.each( LISTED_PRECISIONS )(
		'gives precision %i to %j',
		( precision, codes ) => {
			for ( const code of codes ) {
				expect( getCurrencyPrecision( code ) ).toBe( precision );
			}
		}
	);

	it( 'gives every currency two different one-character separators and a symbol', () => {
		for ( const format of Object.values( CURRENCY_FORMATS ) ) {
			expect( format.symbol ).not.toBe( '' );
			expect( format.grouping ).toHaveLength( 1 );
			expect( format.decimal ).toHaveLength( 1 );
			expect( format.grouping ).not.toBe( format.decimal );
		}
	} );

	it( 'falls back to dollars for a code it does not know', () => {
		expect( DEFAULT_CURRENCY_FORMAT ).toEqual( {
			symbol: '$',
			grouping: ',',
			decimal: '.',
			precision: 2,
			placement: 'before',
		} );
		for ( const code of [ 'XYZ', '', 'usd', 'toString', '__proto__' ] ) {
			expect( getCurrencyFormat( code ) ).toBe( DEFAULT_CURRENCY_FORMAT );
			expect( getCurrencyPrecision( code ) ).toBe( 2 );
		}
	} );
} );
