/** Markdown to safe HTML in the browser (the editor preview and save). */
import DOMPurify from 'dompurify';
import { markdownToSafeHtml } from './markdown-to-html';

export function renderMarkdown(
	markdown: string | undefined,
	withoutTags?: readonly string[]
): string {
	return markdownToSafeHtml( markdown, DOMPurify, withoutTags );
}
