import { boundedCache } from '../../shared/server-render/bounded-cache';

const EXCERPT_WORDS = 55;

/** The more tag as written in content (`<!--more-->`, or with its own link text). */
export const MORE_TAG = /<!--more(?:.*?)?-->/;
export const NEXT_PAGE = '<!--nextpage-->';

/** The teaser: what comes before the more tag, on the first page. */
function teaser( html: string ): string {
	const firstPage = html.split( NEXT_PAGE )[ 0 ];
	const more = MORE_TAG.exec( firstPage );
	return more ? firstPage.slice( 0, more.index ) : firstPage;
}

/**
 * wp_trim_excerpt(): the first 55 (or `length`) words of the rendered teaser (the content before
 * a more tag, on the first page of a paged post), tags removed, then ` [&hellip;]`.
 */
export function generatedExcerpt(
	renderedContent: string,
	length = EXCERPT_WORDS
): string {
	// A page asks for its post's excerpt (its description) on every visit, from the same content.
	return length === EXCERPT_WORDS
		? recentExcerpts.get( renderedContent, () =>
				trimmedExcerpt( renderedContent, length )
			)
		: trimmedExcerpt( renderedContent, length );
}

/** Excerpts of the content last asked for: they depend on nothing but the content. */
const recentExcerpts = boundedCache< string >( 32 );

function trimmedExcerpt( renderedContent: string, length: number ): string {
	const text = teaser( renderedContent )
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
