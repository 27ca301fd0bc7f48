import { CURRENCY_FORMATS, formatCurrency, parseAmount } from '..';

/** Expected strings are written with plain spaces; the formatter uses no-break spaces. */
const noBreak = ( text: string ) => text.replace( / /g, '\u00a0' );

const THOUSAND_TWO_HUNDRED_THIRTY_FOUR_AND_A_HALF: Record< string, string > = {
	AUD: 'A$1,234.50',
	BHD: '1,234.500 د.ب.',
	BRL: 'R$ 1.234,50',
	BTN: 'Nu. 1,234.5',
	CAD: 'C$1,234.50',
	CHF: "CHF 1'234.50",
	CZK: '1 234,50 Kč',
	DKK: '1.234,50 kr.',
	EUR: '1.234,50 €',
	GBP: '£1,234.50',
	HKD: 'HK$1,234.50',
	HUF: '1 235 Ft',
	IDR: 'Rp 1.235',
	ILS: '₪1,234.50',
	INR: '₹1,234.50',
	ISK: '1.235 kr.',
	JOD: '1,234.500 د.أ.',
	JPY: '¥1,235',
	KRW: '₩1,235',
	KWD: '1,234.500 د.ك.',
	LYD: '1.234,500 د.ل.',
	MVR: 'MVR 1,234.5',
	MXN: 'MX$1,234.50',
	MYR: 'RM1,234.50',
	NOK: '1 234,50 kr',
	NZD: 'NZ$1,234.50',
	OMR: '1,234.500 ر.ع.',
	PHP: '₱1,234.50',
	PLN: '1 234,50 zł',
	RUB: '1 234,50 ₽',
	SEK: '1 234,50 kr',
	SGD: 'S$1,234.50',
	THB: '฿1,234.50',
	TND: '1.234,500 د.ت.',
	TWD: 'NT$1,234.50',
	USD: '$1,234.50',
	VND: '1.234,5 ₫',
};

describe( 'formatCurrency', () => {
	it( 'has an expectation for every currency in the table', () => {
		expect(
			Object.keys( THOUSAND_TWO_HUNDRED_THIRTY_FOUR_AND_A_HALF ).sort()
		).toEqual( Object.keys( CURRENCY_FORMATS ).sort() );
	} );

	it.each( Object.entries( THOUSAND_TWO_HUNDRED_THIRTY_FOUR_AND_A_HALF ) )(
		'writes 1234.5 %s as %s',
		( code, expected ) => {
			expect( formatCurrency( 1234.5, code ) ).toBe(
				noBreak( expected )
			);
			expect( formatCurrency( -1234.5, code ) ).toBe(
				noBreak( `-${ expected }` )
			);
		}
	);

	it.each( Object.entries( CURRENCY_FORMATS ) )(
		'writes %s so that parseAmount reads it back',
		( code, { decimal, precision } ) => {
			const rounded = precision === 0 ? 1235 : 1234.5;
			expect(
				parseAmount( formatCurrency( 1234.5, code ), decimal )
			).toBe( rounded );
			expect(
				parseAmount( formatCurrency( -1234.5, code ), decimal )
			).toBe( -rounded );
		}
	);

	it( 'separates with no-break spaces, never plain ones', () => {
		expect( formatCurrency( 1234.5, 'EUR' ) ).toBe( '1.234,50\u00a0€' );
		expect( formatCurrency( 1234.5, 'SEK' ) ).toBe(
			'1\u00a0234,50\u00a0kr'
		);
		expect( formatCurrency( 1234.5, 'CHF' ) ).not.toContain( ' ' );
	} );

	it( 'writes zero with the currency precision', () => {
		expect( formatCurrency( 0, 'USD' ) ).toBe( '$0.00' );
		expect( formatCurrency( -0, 'USD' ) ).toBe( '$0.00' );
		expect( formatCurrency( 0, 'JPY' ) ).toBe( '¥0' );
		expect( formatCurrency( 0, 'KWD' ) ).toBe( noBreak( '0.000 د.ك.' ) );
		expect( formatCurrency( 0, 'VND' ) ).toBe( noBreak( '0,0 ₫' ) );
	} );

	it( 'puts the minus before the symbol', () => {
		expect( formatCurrency( -1234.5, 'USD' ) ).toBe( '-$1,234.50' );
		expect( formatCurrency( -0.5, 'GBP' ) ).toBe( '-£0.50' );
		expect( formatCurrency( -7, 'CHF' ) ).toBe( noBreak( '-CHF 7.00' ) );
		expect( formatCurrency( -7, 'EUR' ) ).toBe( noBreak( '-7,00 €' ) );
	} );

	it.each( [
		[ 1.005, 'USD', '$1.01' ],
		[ 1.015, 'USD', '$1.02' ],
		[ 2.675, 'USD', '$2.68' ],
		[ 1.045, 'USD', '$1.05' ],
		[ 8.345, 'USD', '$8.35' ],
		[ 0.125, 'USD', '$0.13' ],
		[ 1.004, 'USD', '$1.00' ],
		[ 1.0049999, 'USD', '$1.00' ],
		[ -1.005, 'USD', '-$1.01' ],
		[ -2.675, 'USD', '-$2.68' ],
		[ 9.995, 'USD', '$10.00' ],
		[ 999999.995, 'USD', '$1,000,000.00' ],
		[ 0.5, 'JPY', '¥1' ],
		[ 2.5, 'JPY', '¥3' ],
		[ -2.5, 'JPY', '-¥3' ],
		[ 1.4999, 'JPY', '¥1' ],
		[ 999.5, 'KRW', '₩1,000' ],
		[ 1.0005, 'BHD', '1.001 د.ب.' ],
		[ 1.0004, 'BHD', '1.000 د.ب.' ],
		[ 0.05, 'VND', '0,1 ₫' ],
		[ 0.04, 'VND', '0,0 ₫' ],
		[ 0.25, 'BTN', 'Nu. 0.3' ],
		[ 1.005, 'EUR', '1,01 €' ],
		[ 1.005, 'XYZ', '$1.01' ],
	] )(
		'rounds %p %s half away from zero to %s',
		( amount, code, expected ) => {
			expect( formatCurrency( amount, code ) ).toBe(
				noBreak( expected )
			);
		}
	);

	it( 'drops the minus of an amount that rounds to zero', () => {
		expect( formatCurrency( -0.004, 'USD' ) ).toBe( '$0.00' );
		expect( formatCurrency( -0.4, 'JPY' ) ).toBe( '¥0' );
		expect( formatCurrency( -0.005, 'USD' ) ).toBe( '-$0.01' );
	} );

	it( 'writes tiny amounts that JavaScript prints with an exponent', () => {
		expect( String( 1e-7 ) ).toBe( '1e-7' );
		expect( formatCurrency( 1e-7, 'USD' ) ).toBe( '$0.00' );
		expect( formatCurrency( 5e-7, 'USD' ) ).toBe( '$0.00' );
		expect( formatCurrency( 5e-3, 'USD' ) ).toBe( '$0.01' );
		expect( formatCurrency( 4.5e-3, 'USD' ) ).toBe( '$0.00' );
	} );

	it( 'groups huge amounts', () => {
		expect( formatCurrency( 1e15, 'USD' ) ).toBe(
			'$1,000,000,000,000,000.00'
		);
		expect( formatCurrency( 1e15, 'EUR' ) ).toBe(
			noBreak( '1.000.000.000.000.000,00 €' )
		);
		expect( formatCurrency( 1e15, 'SEK' ) ).toBe(
			noBreak( '1 000 000 000 000 000,00 kr' )
		);
		expect( formatCurrency( Number.MAX_SAFE_INTEGER, 'JPY' ) ).toBe(
			'¥9,007,199,254,740,991'
		);
		expect( formatCurrency( 1e21, 'USD' ) ).toBe(
			'$1,000,000,000,000,000,000,000.00'
		);
		expect( formatCurrency( 1.5e22, 'JPY' ) ).toBe(
			'¥15,000,000,000,000,000,000,000'
		);
		expect( formatCurrency( 123456789012.345, 'USD' ) ).toBe(
			'$123,456,789,012.35'
		);
	} );

	it( 'groups at every size from one digit to seven', () => {
		expect(
			[ 1, 12, 123, 1234, 12345, 123456, 1234567 ].map( ( amount ) =>
				formatCurrency( amount, 'JPY' )
			)
		).toEqual( [
			'¥1',
			'¥12',
			'¥123',
			'¥1,234',
			'¥12,345',
			'¥123,456',
			'¥1,234,567',
		] );
	} );

	it( 'writes unknown currencies as dollars', () => {
		for ( const code of [ 'XYZ', '', 'eur', 'constructor', '__proto__' ] ) {
			expect( formatCurrency( 1234.5, code ) ).toBe( '$1,234.50' );
		}
	} );

	it( 'gives an empty string for NaN and the infinities', () => {
		expect( formatCurrency( NaN, 'USD' ) ).toBe( '' );
		expect( formatCurrency( Infinity, 'EUR' ) ).toBe( '' );
		expect( formatCurrency( -Infinity, 'JPY' ) ).toBe( '' );
	} );
} );
