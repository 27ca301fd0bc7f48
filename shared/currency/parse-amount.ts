import { CURRENCY_FORMATS } from './formats';

/** What may stand around the number: nothing, a symbol from the table, or a currency code. */
const CURRENCY_MARKS = new Set( [
	'',
	...Object.keys( CURRENCY_FORMATS ),
	...Object.values( CURRENCY_FORMATS ).map( ( format ) => format.symbol ),
] );

const GROUPING_CHARACTERS = [ ',', '.', "'", '’' ];

/** The sign of a prefix such as "-$" or "$-" ('-' or ''), or null when it is not one. */
function signOfPrefix( prefix: string ): string | null {
	const signs = prefix.match( /[+-]/g ) ?? [];
	const mark = prefix.replace( /^[+-]|[+-]$/, '' );
	if ( signs.length > 1 || ! CURRENCY_MARKS.has( mark ) ) {
		return null;
	}
	return signs[ 0 ] === '-' ? '-' : '';
}

/**
 * "1,234.5" as "1234.5". The grouping character must be one of the usual ones, the same
 * throughout, and separate thousands: "1,5" is refused rather than read as fifteen.
 */
function withoutGrouping(
	number: string,
	decimalSeparator: string
): string | null {
	const [ integer, fraction = '', ...more ] =
		number.split( decimalSeparator );
	const separators = [ ...new Set( integer.replace( /\d/g, '' ) ) ];
	if (
		more.length > 0 ||
		! /^\d*$/.test( fraction ) ||
		separators.length > 1
	) {
		return null;
	}
	if ( separators.length === 0 ) {
		return `${ integer || '0' }.${ fraction || '0' }`;
	}
	const groups = integer.split( separators[ 0 ] );
	const grouped =
		GROUPING_CHARACTERS.includes( separators[ 0 ] ) &&
		/^\d{1,3}$/.test( groups[ 0 ] ) &&
		groups.slice( 1 ).every( ( group ) => /^\d{3}$/.test( group ) );
	return grouped ? `${ groups.join( '' ) }.${ fraction || '0' }` : null;
}

/**
 * The number an amount field holds, or null when it holds none. White space, grouping characters
 * and a currency symbol or code before or after the number are dropped; `decimalSeparator` is the
 * site locale's. One sign is allowed, before or after a leading symbol ("-$5", "$-5").
 *
 * `parseAmount( '1.234,50 €', ',' )` is 1234.5; "abc", "1.2.3", "" and "--5" give null.
 */
export function parseAmount(
	input: string,
	decimalSeparator = '.'
): number | null {
	if ( typeof input !== 'string' ) {
		return null;
	}
	const text = input.replace( /\s+/g, '' );
	const first = text.search( /\d/ );
	if ( first < 0 ) {
		return null;
	}
	const last = text.search( /\d\D*$/ );
	let prefix = text.slice( 0, first );
	let number = text.slice( first, last + 1 );
	let suffix = text.slice( last + 1 );
	// ".50", "$.50" and "5." keep their decimal separator.
	if (
		signOfPrefix( prefix ) === null &&
		prefix.endsWith( decimalSeparator )
	) {
		prefix = prefix.slice( 0, -decimalSeparator.length );
		number = decimalSeparator + number;
	}
	if (
		! CURRENCY_MARKS.has( suffix ) &&
		suffix.startsWith( decimalSeparator )
	) {
		suffix = suffix.slice( decimalSeparator.length );
		number += decimalSeparator;
	}
	const sign = signOfPrefix( prefix );
	const plain = withoutGrouping( number, decimalSeparator );
	if ( sign === null || plain === null || ! CURRENCY_MARKS.has( suffix ) ) {
		return null;
	}
	const value = Number( sign + plain );
	if ( ! Number.isFinite( value ) ) {
		return null;
	}
	return value === 0 ? 0 : value; // "-0" is plain zero
}
