const EXCERPT_WORDS = 55;

/** wp_trim_excerpt(): the first 55 (or `length`) words of the rendered content, tags removed, then ` [&hellip;]`. */
export function generatedExcerpt(
	renderedContent: string,
	length = EXCERPT_WORDS
): string {
	const text = renderedContent
		.replace( /<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, '' )
		.replace( /<[^>]*>/g, ' ' )
		.replace( /\s+/g, ' ' )
		.trim();
	const words = text ? text.split( ' ' ) : [];
	if ( words.length <= length ) {
		return words.join( ' ' );
	}
	return words.slice( 0, length ).join( ' ' ) + ' [&hellip;]';
}

/** wpautop() for the one-paragraph case the excerpt needs. */
export function excerptHtml( text: string ): string {
	return text ? `<p>${ text }</p>\n` : '';
}
