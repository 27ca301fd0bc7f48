import { quoteRegExp } from './php-regex';

/**
 * The names written after `[` in a text (after `[/` too when `closing` is set): the shortcodes a
 * text may hold, before checking which are registered.
 */
export function shortcodeNamesIn(
	text: string,
	{ closing = false } = {}
): Set< string > {
	const pattern = closing
		? /\[\/?([^<>&/[\]\x00-\x20=]+)/g
		: /\[([^<>&/[\]\x00-\x20=]+)/g;
	return new Set( [ ...text.matchAll( pattern ) ].map( ( m ) => m[ 1 ] ) );
}

/**
 * get_shortcode_regex(): one shortcode of the given names, with its groups: 1 `[` of an escaped
 * `[[tag]]`, 2 the name, 3 the attributes text, 4 `/` of a self-closing tag, 5 the enclosed
 * content, 6 `]` of an escaped tag. Its source, for building other patterns around it.
 */
export function shortcodeRegexSource( names: string[] ): string {
	const tags = names.map( quoteRegExp ).join( '|' );
	return (
		`\\[(\\[?)(${ tags })(?![\\w-])` +
		'([^\\]\\/]*(?:\\/(?!\\])[^\\]\\/]*)*?)' +
		'(?:(\\/)\\]|\\](?:([^\\[]*(?:\\[(?!\\/\\2\\])[^\\[]*)*)\\[\\/\\2\\])?)' +
		'(\\]?)'
	);
}
