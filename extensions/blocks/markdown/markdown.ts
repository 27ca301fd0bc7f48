/** Markdown to safe HTML in the browser (the editor preview and save). */
import DOMPurify from 'dompurify';
import { boundedCache } from '../../../shared/server-render/bounded-cache';
import { markdownToSafeHtml } from './markdown-to-html';

/**
 * Each text's HTML, made once: the editor runs every block's save to validate it when a post
 * opens and again each time the post is serialised (saving, autosaving, checking for changes),
 * and marked with DOMPurify costs far more than a lookup.
 */
const rendered = boundedCache< string >( 500 );

export function renderMarkdown(
	markdown: string | undefined,
	withoutTags: readonly string[] = []
): string {
	return rendered.get(
		`${ withoutTags.join( ',' ) }\n${ markdown ?? '' }`,
		() => markdownToSafeHtml( markdown, DOMPurify, withoutTags )
	);
}
