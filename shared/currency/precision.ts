import { getCurrencyPrecision } from './formats';

/**
 * How many decimals a price is written with: `decimalPlaces( '1.50' )` is 2, `decimalPlaces( 3 )`
 * is 0. A number uses its shortest form (1.5), a string its digits as typed; exponent notation
 * counts the decimals it stands for (`1e-3` has 3).
 */
export function decimalPlaces( value: number | string ): number {
	const text = String( value ).trim();
	const match = /^[+-]?\d*(?:\.(\d*))?(?:e([+-]?\d+))?$/i.exec( text );
	if ( ! match ) {
		return 0;
	}
	const fraction = ( match[ 1 ] ?? '' ).length;
	const exponent = Number( match[ 2 ] ?? 0 );
	return Math.max( 0, fraction - exponent );
}

/** Whether the price has no more decimals than the currency has (none for the yen). */
export function fitsCurrencyPrecision(
	value: number | string,
	code: string
): boolean {
	return decimalPlaces( value ) <= getCurrencyPrecision( code );
}
