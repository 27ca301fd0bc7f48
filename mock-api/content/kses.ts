import { JSDOM } from 'jsdom';
import createDOMPurify from 'dompurify';

const purifier = createDOMPurify(
	new JSDOM( '' ).window as unknown as Window & typeof globalThis
);
const MARK = '<b></b>';
/** Block delimiters: the only comments kept, and never with markup inside. */
const BLOCK_DELIMITER =
	/^ \/?wp:[a-z][a-z0-9_-]*(\/[a-z][a-z0-9_-]*)? (\{[^<>]*\} )?\/?$/;

purifier.addHook( 'uponSanitizeElement', ( node ) => {
	if (
		node.nodeType === 8 &&
		! BLOCK_DELIMITER.test( ( node as unknown as Comment ).data )
	) {
		node.parentNode?.removeChild( node );
	}
} );

/**
 * wp_filter_post_kses() for users without `unfiltered_html`: scripts, event handlers and
 * `javascript:` URLs are removed; block delimiters (HTML comments) are kept so blocks survive.
 */
export function ksesPost( html: string ): string {
	if ( ! /[<>]/.test( html ) ) {
		return html;
	}
	// A leading comment would be parsed outside <body> and lost; the mark keeps it inside.
	const clean = purifier.sanitize( MARK + html, {
		SAFE_FOR_XML: false,
		ADD_TAGS: [ '#comment' ],
		// WordPress's allowed post tags keep a link's target (new-tab links from blocks).
		ADD_ATTR: [ 'target' ],
	} ) as string;
	return clean.startsWith( MARK ) ? clean.slice( MARK.length ) : clean;
}
