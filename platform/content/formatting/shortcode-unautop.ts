import { WP_SPACES, quoteRegExp } from './php-regex';

/**
 * shortcode_unautop(): a registered shortcode standing alone in a paragraph loses the <p> that
 * wpautop() put around it, so that its block-level output is not nested in a paragraph.
 *
 * @param text  The HTML after wpautop().
 * @param names The registered shortcode names.
 */
export function shortcodeUnautop( text: string, names: string[] ): string {
	if ( ! names.length ) {
		return text;
	}
	const tags = names.map( quoteRegExp ).join( '|' );
	const pattern = new RegExp(
		`<p>(?:${ WP_SPACES })*` +
			`(\\[(${ tags })(?![\\w-])` +
			'[^\\]\\/]*(?:\\/(?!\\])[^\\]\\/]*)*?' +
			'(?:\\/\\]|\\](?:[^\\[]*(?:\\[(?!\\/\\2\\])[^\\[]*)*\\[\\/\\2\\])?))' +
			`(?:${ WP_SPACES })*<\\/p>`,
		'g'
	);
	return text.replace( pattern, '$1' );
}
