/**
 * Text rules of the PHP functions kses is written with, which differ from JavaScript's: PHP's
 * regular expressions without the `u` modifier know only ASCII whitespace, their `$` also matches
 * before a final newline, `trim()` strips a fixed set of characters, `strtolower()` folds only
 * ASCII letters, and `empty()` holds for the string "0".
 */

/** `\s` of a PHP pattern: tab, line feed, vertical tab, form feed, carriage return, space. */
export const WS = '[\\t\\n\\v\\f\\r ]';

/** `\S` of a PHP pattern. */
export const NON_WS = '[^\\t\\n\\v\\f\\r ]';

/** `$` of a PHP pattern: the end of the text, or just before a newline that ends it. */
export const END = '(?=\\n?$)';

const TRIMMED = ' \t\n\r\0\x0B';

export function phpTrim( text: string ): string {
	let start = 0;
	let end = text.length;
	while ( start < end && TRIMMED.includes( text[ start ] ) ) {
		start++;
	}
	while ( end > start && TRIMMED.includes( text[ end - 1 ] ) ) {
		end--;
	}
	return text.slice( start, end );
}

export function asciiLower( text: string ): string {
	return text.replace( /[A-Z]+/g, ( letters ) => letters.toLowerCase() );
}

/** Whether PHP's `empty()` holds for a string. */
export function isEmptyString( text: string ): boolean {
	return text === '' || text === '0';
}

/** `str_replace()` with one search string: every occurrence, left to right. */
export function replaceEvery(
	text: string,
	search: string,
	replacement: string
): string {
	return search === '' ? text : text.split( search ).join( replacement );
}
