/** Markdown to safe HTML in the browser (the editor preview and save). */
import DOMPurify from 'dompurify';
import { markdownToSafeHtml } from './markdown-to-html';

export function renderMarkdown( source: string | undefined ): string {
	return markdownToSafeHtml( source, DOMPurify );
}
