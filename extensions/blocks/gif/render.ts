/**
 * Server render of the GIF: its Giphy embed page framed (through the service host map, so the
 * local stand-in serves it here) in a box keeping its proportions, with the saved caption. Only a
 * Giphy embed address is framed; anything else renders nothing.
 */
import {
	htmlAttributes,
	safeClassNames,
} from '../../../shared/server-render/html';
import type { RenderCallback } from '../../../shared/server-render/types';
import {
	registeredServiceHosts,
	serviceUrl,
} from '../../../shared/service-hosts';
import { isEmbedUrl, safePadding } from './parse';
import type { GifAttributes } from './types';

export const sameForEveryVisitor = true;

const BLOCK_CLASS = 'wp-block-tessera-gif';
const ALIGNMENTS = [ 'left', 'center', 'right', 'wide', 'full' ];
/** The saved caption: post content the site has already filtered when it was saved. */
const CAPTION = /<figcaption[^>]*>([\s\S]*?)<\/figcaption>/;

export const render: RenderCallback< GifAttributes > = (
	attributes,
	content,
	context
) => {
	if ( ! isEmbedUrl( attributes.giphyUrl ) ) {
		return '';
	}
	const src = serviceUrl(
		attributes.giphyUrl,
		registeredServiceHosts(),
		context.origin || undefined
	);
	const caption = CAPTION.exec( content )?.[ 1 ];
	const align = ALIGNMENTS.includes( attributes.align )
		? `align${ attributes.align }`
		: undefined;
	return `<figure${ htmlAttributes( {
		class: safeClassNames( BLOCK_CLASS, align, attributes.className ),
	} ) }><div${ htmlAttributes( {
		class: `${ BLOCK_CLASS }__container`,
		style: `padding-top:${ safePadding( attributes.paddingTop ) }`,
	} ) }><iframe${ htmlAttributes( {
		src,
		title: attributes.searchText || 'GIF',
		loading: 'lazy',
	} ) }></iframe></div>${
		caption
			? `<figcaption class="${ BLOCK_CLASS }__caption">${ caption }</figcaption>`
			: ''
	}</figure>`;
};
