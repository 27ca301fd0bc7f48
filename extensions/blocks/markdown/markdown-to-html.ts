/**
 * Markdown to safe HTML: the one function behind the editor preview, the saved HTML and the
 * server render. It takes the DOMPurify instance so that the browser passes its own and the server
 * one bound to a jsdom window (markdown.ts and render.ts), keeping jsdom out of the browser bundle.
 */
import { Marked } from 'marked';
import type { Config, DOMPurify } from 'dompurify';

const markdown = new Marked( { gfm: true, breaks: false, async: false } );

/**
 * HTML only (no SVG or MathML), and no inline CSS: raw HTML in a source is kept for structure, but
 * a `style` could still cover the page with a fake login form or hide text.
 */
export const SANITIZE_CONFIG: Config = {
	USE_PROFILES: { html: true },
	FORBID_TAGS: [ 'style', 'form' ],
	FORBID_ATTR: [ 'style' ],
};

export function markdownToSafeHtml(
	source: string | undefined,
	purifier: DOMPurify
): string {
	if ( ! source || source.trim() === '' ) {
		return '';
	}
	// Without a window DOMPurify returns its input unchanged: refuse instead of passing HTML through.
	if ( ! purifier.isSupported ) {
		throw new Error( 'DOMPurify has no window to sanitise Markdown with.' );
	}
	const html = markdown.parse( source ) as string;
	return purifier.sanitize( html, {
		...SANITIZE_CONFIG,
		RETURN_TRUSTED_TYPE: false,
	} );
}
