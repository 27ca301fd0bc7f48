import { isEnglish, localeTag } from '../locale/tag';
import { formatCurrency } from './format-currency';
import { CURRENCY_FORMATS, getCurrencyPrecision } from './formats';

const formats = new Map< string, Intl.NumberFormat >();

function currencyFormat( tag: string, code: string ): Intl.NumberFormat {
	const key = `${ tag } ${ code }`;
	let format = formats.get( key );
	if ( ! format ) {
		const precision = getCurrencyPrecision( code );
		format = new Intl.NumberFormat( tag, {
			style: 'currency',
			currency: code,
			minimumFractionDigits: precision,
			maximumFractionDigits: precision,
		} );
		formats.set( key, format );
	}
	return format;
}

/**
 * An amount as a site in `locale` writes it: in French `1 234,56 €` and `1 234,56 $US`, with the
 * separators, symbol and its place of the language (Intl's CLDR data) and the currency's own
 * precision. An English site, a currency the table does not know or a locale that is not one keep
 * the currency's home format (`formatCurrency`), as Tessera has always written amounts in English.
 *
 * @param amount The amount.
 * @param code   The currency's ISO 4217 code.
 * @param locale The site's WordPress locale (`fr_FR`).
 */
export function formatCurrencyIn(
	amount: number,
	code: string,
	locale: string | undefined
): string {
	if (
		! Number.isFinite( amount ) ||
		isEnglish( locale ) ||
		! Object.hasOwn( CURRENCY_FORMATS, code )
	) {
		return formatCurrency( amount, code );
	}
	return currencyFormat( localeTag( locale ), code ).format( amount );
}
