/**
 * Pieces for writing WordPress's PHP regular expressions in JavaScript with the same meaning.
 * PCRE without the `u` flag reads `\s` as ASCII white space only (JavaScript's also matches
 * no-break and other Unicode spaces), and its `$` and `\Z` also match before a final newline.
 */

/** PCRE's `\s` characters, for a character class: space, tab, LF, VT, FF, CR. */
export const SPACE_CHARS = ' \\t\\n\\v\\f\\r';

/** PCRE's `\s`. */
export const SPACE = `[${ SPACE_CHARS }]`;

/** PCRE's `\S`. */
export const NOT_SPACE = `[^${ SPACE_CHARS }]`;

/** PCRE's `$` and `\Z` (no `m` flag): the end of the text, or just before its final newline. */
export const END = '(?=\\n?(?![\\s\\S]))';

/**
 * wp_spaces_regexp(): white space as WordPress's texturizer and unautop see it, the no-break
 * space and its entity included. An alternation: wrap it in a group where it is not alone.
 */
export const WP_SPACES = '[\\r\\n\\t ]|\\u00a0|&nbsp;';

/** PHP's trim() without a character list. */
export function phpTrim( text: string ): string {
	return text.replace( /^[ \t\n\r\0\v]+|[ \t\n\r\0\v]+$/g, '' );
}

/** str_replace() with lists: each pair is applied in turn to the whole text. */
export function replaceEach(
	text: string,
	pairs: ReadonlyArray< readonly [ string, string ] >
): string {
	return pairs.reduce(
		( out, [ search, replace ] ) => out.split( search ).join( replace ),
		text
	);
}

/** preg_quote() for an alternation of literal names. */
export function quoteRegExp( text: string ): string {
	return text.replace( /[.*+?^${}()|[\]\\/#-]/g, '\\$&' );
}
