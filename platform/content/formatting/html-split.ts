/**
 * wp_html_split(): the text cut into pieces that alternate between text and markup (an element's
 * tag, a comment, a CDATA section), the markup at odd indexes. An unclosed comment or tag runs to
 * the end of the text.
 */
/** A comment after its `<`, up to `-->` or the end of the text. */
export const COMMENT = '!(?:-(?!->)[^-]*)*(?:-->)?';
const CDATA = '!\\[CDATA\\[[^\\]]*(?:\\](?!\\]>)[^\\]]*)*(?:\\]\\]>)?';

const HTML_SPLIT = new RegExp(
	`(<(?:(?=!--)${ COMMENT }|(?=!\\[CDATA\\[)${ CDATA }|[^>]*>?))`
);

export function htmlSplit( text: string ): string[] {
	return text.split( HTML_SPLIT );
}

/** wp_replace_in_html_tags(): replaces text inside tags and comments only. */
export function replaceInHtmlTags(
	text: string,
	search: string,
	replace: string
): string {
	const parts = htmlSplit( text );
	for ( let i = 1; i < parts.length; i += 2 ) {
		parts[ i ] = parts[ i ].split( search ).join( replace );
	}
	return parts.join( '' );
}
