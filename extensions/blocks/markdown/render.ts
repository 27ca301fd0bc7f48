/**
 * Server render of the Markdown block: the HTML is made again from `source`, so saved HTML edited
 * by hand (or by a client that skipped sanitising) never reaches the visitor page.
 */
import type { DOMPurify, WindowLike } from 'dompurify';
import { boundedCache } from '../../../shared/server-render/bounded-cache';
import {
	htmlAttributes,
	safeClassNames,
} from '../../../shared/server-render/html';
import type { RenderCallback } from '../../../shared/server-render/types';
import { markdownToSafeHtml } from './markdown-to-html';
import { markdownFromSource } from './stored-source';
import type { MarkdownAttributes } from './types';

export const sameForEveryVisitor = true;

let purifier: DOMPurify | undefined;

/**
 * DOMPurify on a jsdom window, loaded on the first Markdown block rendered: importing jsdom takes
 * seconds, which a server start or a page without Markdown should not pay.
 */
function serverPurifier(): DOMPurify {
	if ( ! purifier ) {
		const { JSDOM } = require( 'jsdom' ) as typeof import( 'jsdom' );
		const createDOMPurify = require( 'dompurify' ) as (
			window: WindowLike
		) => DOMPurify;
		purifier = createDOMPurify(
			new JSDOM( '' ).window as unknown as WindowLike
		);
	}
	return purifier;
}

/** The safe HTML of each Markdown text, made once: it depends on nothing but the text. */
const safeHtml = boundedCache< string >( 200 );

function markdownHtml( markdown: string ): string {
	return safeHtml.get( markdown, () =>
		markdownToSafeHtml( markdown, serverPurifier() )
	);
}

export const render: RenderCallback< MarkdownAttributes > = (
	attributes,
	content
) => {
	const source =
		typeof attributes.source === 'string' ? attributes.source : '';
	const className = safeClassNames(
		'wp-block-tessera-markdown',
		attributes.className
	);
	const block = ( markdown: string ) =>
		`<div${ htmlAttributes( { class: className } ) }>${ markdownHtml(
			markdown
		) }</div>`;
	const markdown = markdownFromSource( source );
	const rendered = block( markdown );
	if ( markdown === source || rendered === content.trim() ) {
		return rendered;
	}
	// A block saved before sources were read back (deprecation v1) may hold `&gt;` typed as
	// text; its saved HTML tells which reading it was saved with. Both readings are rendered
	// and sanitised from the source here: the saved HTML only picks one, it is never sent.
	const asTyped = block( source );
	return asTyped === content.trim() ? asTyped : rendered;
};
