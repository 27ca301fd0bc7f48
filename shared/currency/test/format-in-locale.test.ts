import { formatCurrencyIn } from '..';

/** Amounts on a site in another language are written as that language writes them. */
describe( 'formatCurrencyIn', () => {
	// French groups with a narrow no-break space and puts a no-break space before the symbol.
	const NARROW = '\u202f';
	const NO_BREAK = '\u00a0';

	it( 'writes amounts in French as French sites do', () => {
		expect( formatCurrencyIn( 1234.56, 'EUR', 'fr_FR' ) ).toBe(
			`1${ NARROW }234,56${ NO_BREAK }€`
		);
		expect( formatCurrencyIn( 1234.56, 'USD', 'fr_FR' ) ).toBe(
			`1${ NARROW }234,56${ NO_BREAK }$US`
		);
		expect( formatCurrencyIn( -2.5, 'EUR', 'fr_FR' ) ).toBe(
			`-2,50${ NO_BREAK }€`
		);
		expect( formatCurrencyIn( 1234.5, 'EUR', 'de_DE' ) ).toBe(
			`1.234,50${ NO_BREAK }€`
		);
	} );

	it( 'keeps each currency’s precision, rounding half away from zero', () => {
		expect( formatCurrencyIn( 1234.5, 'JPY', 'fr_FR' ) ).toMatch(
			/^1.235\D/
		);
		expect( formatCurrencyIn( 0.125, 'EUR', 'fr_FR' ) ).toBe(
			`0,13${ NO_BREAK }€`
		);
		expect( formatCurrencyIn( 10, 'VND', 'fr_FR' ) ).toBe(
			`10,0${ NO_BREAK }₫`
		);
	} );

	it( 'keeps the currency’s home format in English, for unknown codes and bad locales', () => {
		expect( formatCurrencyIn( 1234.5, 'EUR', 'en_US' ) ).toBe(
			`1.234,50${ NO_BREAK }€`
		);
		expect( formatCurrencyIn( 1234.5, 'USD', 'en_GB' ) ).toBe(
			'$1,234.50'
		);
		expect( formatCurrencyIn( 5, 'XYZ', 'fr_FR' ) ).toBe( '$5.00' );
		expect( formatCurrencyIn( 5, 'USD', 'not a locale!' ) ).toBe( '$5.00' );
		expect( formatCurrencyIn( 5, 'USD', undefined ) ).toBe( '$5.00' );
		expect( formatCurrencyIn( Number.NaN, 'EUR', 'fr_FR' ) ).toBe( '' );
	} );
} );
