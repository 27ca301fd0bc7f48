/**
 * Server render of the Markdown block: the HTML is made again from `source`, so saved HTML edited
 * by hand (or by a client that skipped sanitising) never reaches the visitor page.
 */
import createDOMPurify from 'dompurify';
import type { DOMPurify, WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';
import {
	htmlAttributes,
	safeClassNames,
} from '../../../shared/server-render/html';
import type { RenderCallback } from '../../../shared/server-render/types';
import { markdownToSafeHtml } from './markdown-to-html';
import type { MarkdownAttributes } from './types';

let purifier: DOMPurify | undefined;

function serverPurifier(): DOMPurify {
	purifier ??= createDOMPurify(
		new JSDOM( '' ).window as unknown as WindowLike
	);
	return purifier;
}

export const render: RenderCallback< MarkdownAttributes > = ( attributes ) => {
	const source =
		typeof attributes.source === 'string' ? attributes.source : '';
	const html = markdownToSafeHtml( source, serverPurifier() );
	const className = safeClassNames(
		'wp-block-tessera-markdown',
		attributes.className
	);
	return `<div${ htmlAttributes( { class: className } ) }>${ html }</div>`;
};
