import { localeTag } from './tag';

const formats = new Map< string, Intl.NumberFormat >();

/**
 * A count written as the locale writes numbers: `1 234` in French (a narrow no-break space
 * groups the digits), `1,234` in English.
 *
 * @param value  The number.
 * @param locale A WordPress locale (`fr_FR`); English when missing or not a locale.
 */
export function formatNumberIn( value: number, locale?: string ): string {
	const tag = localeTag( locale );
	let format = formats.get( tag );
	if ( ! format ) {
		format = new Intl.NumberFormat( tag );
		formats.set( tag, format );
	}
	return format.format( value );
}
