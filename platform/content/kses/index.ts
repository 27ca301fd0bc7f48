/**
 * kses, WordPress's filter for what users without the `unfiltered_html` capability write
 * (authors and contributors; administrators and editors of a single site keep their markup).
 * Post content and excerpts get the post filter, titles the smaller title filter; both filter
 * block attributes too. This is WordPress's algorithm and tables, checked against WordPress's
 * own output for every snippet of corpus/ (see corpus/README.md).
 */
import {
	COMMENT_HTML,
	POST_HTML,
	TITLE_HTML,
	type KsesContext,
} from './allowed-html';
import { filterBlockAttributes } from './block-filter';
import { kses } from './kses';

function context(
	allowed: KsesContext[ 'allowed' ],
	siteOrigin: string
): KsesContext {
	return { allowed, siteOrigin, blocks: true };
}

/**
 * wp_kses_post(): the post filter. `siteOrigin` is the site's address; a PDF `<object>` (the
 * file block's preview) is kept only when it points there.
 */
export function ksesPost( html: string, siteOrigin = '' ): string {
	return kses( html, context( POST_HTML, siteOrigin ) );
}

/**
 * wp_filter_kses() on titles: links, abbreviations, quotes and inline emphasis only.
 */
export function ksesTitle( title: string ): string {
	return kses( title, context( TITLE_HTML, '' ) );
}

/**
 * wp_filter_kses() on `pre_comment_content`: the filter of comment text written by someone
 * without unfiltered_html (and by anyone whose form lacked the unfiltered-HTML nonce).
 */
export function ksesComment( text: string ): string {
	return kses( text, context( COMMENT_HTML, '' ) );
}

/** filter_block_content() with the post filter: block attributes only, the markup left as it is. */
export function ksesBlockAttributes( html: string, siteOrigin = '' ): string {
	const post = context( POST_HTML, siteOrigin );
	return filterBlockAttributes(
		html,
		( value ) => kses( value, post ),
		POST_HTML
	);
}
