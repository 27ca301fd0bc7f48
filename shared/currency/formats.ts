/**
 * The currency format table: symbol, decimal separator, precision and symbol placement.
 *
 * Each currency is written the way it is customarily written at home, as WordPress.com's currency
 * table does, not in the reader's locale: the euro as "1.234,50 €" everywhere, the yen as "¥1,235".
 * Facts follow CLDR, with three simplifications: the symbol never carries bidi marks, grouping is
 * always by thousands (INR too, as WordPress.com writes it, not 1,23,456) and a four-digit amount
 * is grouped as well. Precision differs from ISO 4217 for two currencies: HUF 0 and VND 1.
 */

/** Where the symbol goes: "$1.00", "CHF 1.00" or "1,00 €". */
type SymbolPlacement = 'before' | 'before-spaced' | 'after';

export interface CurrencyFormat {
	symbol: string;
	grouping: string;
	decimal: string;
	precision: number;
	placement: SymbolPlacement;
}

/** A no-break space: an amount never wraps between its digits or before its symbol. */
export const NO_BREAK_SPACE = '\u00a0';

type Separators = Pick< CurrencyFormat, 'grouping' | 'decimal' >;

const POINT: Separators = { grouping: ',', decimal: '.' };
const COMMA: Separators = { grouping: '.', decimal: ',' };
const SPACE: Separators = { grouping: NO_BREAK_SPACE, decimal: ',' };
const APOSTROPHE: Separators = { grouping: "'", decimal: '.' };

function currency(
	symbol: string,
	separators: Separators,
	precision: number,
	placement: SymbolPlacement
): CurrencyFormat {
	return { symbol, ...separators, precision, placement };
}

/** Unknown currencies are written as dollars. */
export const DEFAULT_CURRENCY_FORMAT = currency( '$', POINT, 2, 'before' );

export const CURRENCY_FORMATS: Readonly< Record< string, CurrencyFormat > > = {
	AUD: currency( 'A$', POINT, 2, 'before' ),
	BHD: currency( 'د.ب.', POINT, 3, 'after' ),
	BRL: currency( 'R$', COMMA, 2, 'before-spaced' ),
	BTN: currency( 'Nu.', POINT, 1, 'before-spaced' ),
	CAD: currency( 'C$', POINT, 2, 'before' ),
	CHF: currency( 'CHF', APOSTROPHE, 2, 'before-spaced' ),
	CZK: currency( 'Kč', SPACE, 2, 'after' ),
	DKK: currency( 'kr.', COMMA, 2, 'after' ),
	EUR: currency( '€', COMMA, 2, 'after' ),
	GBP: currency( '£', POINT, 2, 'before' ),
	HKD: currency( 'HK$', POINT, 2, 'before' ),
	HUF: currency( 'Ft', SPACE, 0, 'after' ),
	IDR: currency( 'Rp', COMMA, 0, 'before-spaced' ),
	ILS: currency( '₪', POINT, 2, 'before' ),
	INR: currency( '₹', POINT, 2, 'before' ),
	ISK: currency( 'kr.', COMMA, 0, 'after' ),
	JOD: currency( 'د.أ.', POINT, 3, 'after' ),
	JPY: currency( '¥', POINT, 0, 'before' ),
	KRW: currency( '₩', POINT, 0, 'before' ),
	KWD: currency( 'د.ك.', POINT, 3, 'after' ),
	LYD: currency( 'د.ل.', COMMA, 3, 'after' ),
	MVR: currency( 'MVR', POINT, 1, 'before-spaced' ),
	MXN: currency( 'MX$', POINT, 2, 'before' ),
	MYR: currency( 'RM', POINT, 2, 'before' ),
	NOK: currency( 'kr', SPACE, 2, 'after' ),
	NZD: currency( 'NZ$', POINT, 2, 'before' ),
	OMR: currency( 'ر.ع.', POINT, 3, 'after' ),
	PHP: currency( '₱', POINT, 2, 'before' ),
	PLN: currency( 'zł', SPACE, 2, 'after' ),
	RUB: currency( '₽', SPACE, 2, 'after' ),
	SEK: currency( 'kr', SPACE, 2, 'after' ),
	SGD: currency( 'S$', POINT, 2, 'before' ),
	THB: currency( '฿', POINT, 2, 'before' ),
	TND: currency( 'د.ت.', COMMA, 3, 'after' ),
	TWD: currency( 'NT$', POINT, 2, 'before' ),
	USD: DEFAULT_CURRENCY_FORMAT,
	VND: currency( '₫', COMMA, 1, 'after' ),
};

/**
 * The format of a currency by its ISO 4217 code (upper case, as ISO writes it), or the dollar
 * default for a code the table does not know.
 */
export function getCurrencyFormat( code: string ): CurrencyFormat {
	return Object.hasOwn( CURRENCY_FORMATS, code )
		? CURRENCY_FORMATS[ code ]
		: DEFAULT_CURRENCY_FORMAT;
}

/** How many decimals the currency's amounts have (2 for an unknown code). */
export function getCurrencyPrecision( code: string ): number {
	return getCurrencyFormat( code ).precision;
}
