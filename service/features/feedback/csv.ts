/**
 * CSV as RFC 4180 writes it (fields quoted when they hold a comma, quote or line break, quotes
 * doubled, CRLF between records), with spreadsheet formula injection defused: a cell starting with
 * `=`, `+`, `-`, `@`, a tab or a carriage return gets a leading `'`, so a spreadsheet shows it as
 * text instead of running it (OWASP's advice).
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell( value: string ): string {
	const safe = FORMULA_START.test( value ) ? `'${ value }` : value;
	return NEEDS_QUOTES.test( safe )
		? `"${ safe.replace( /"/g, '""' ) }"`
		: safe;
}

export function toCsv( rows: string[][] ): string {
	return (
		rows.map( ( row ) => row.map( csvCell ).join( ',' ) ).join( '\r\n' ) +
		'\r\n'
	);
}
