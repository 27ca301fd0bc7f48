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
const SANITIZE_CONFIG = {
	USE_PROFILES: { html: true },
	FORBID_TAGS: [ 'style', 'form' ],
	FORBID_ATTR: [ 'style' ],
} satisfies Config;

/**
 * `withoutTags` names elements to leave out besides those the configuration forbids (a
 * deprecation uses it to rebuild what WordPress's kses left of a saved block).
 */
export function markdownToSafeHtml(
	source: string | undefined,
	purifier: DOMPurify,
	withoutTags: readonly string[] = []
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
		FORBID_TAGS: [ ...SANITIZE_CONFIG.FORBID_TAGS, ...withoutTags ],
		RETURN_TRUSTED_TYPE: false,
	} );
}
