import { htmlAttributes } from '../../../../shared/server-render/html';
import { getPostMeta } from '../../../store/postmeta';
import { contextPost } from '../context-post';
import { passwordRequired } from '../post-fields';
import { richTextHtml } from '../rich-text';
import { bag } from '../supports/block-supports';
import { wrapperAttributes } from '../supports/wrapper-attributes';
import type { CoreBlockRender } from '../types';

function storedFootnotes(
	value: unknown
): Array< { id: string; content: string } > {
	try {
		const list: unknown = JSON.parse( String( value ?? '' ) );
		return Array.isArray( list )
			? list
					.map( ( item ) => bag( item ) )
					.filter(
						( item ) =>
							typeof item.id === 'string' &&
							item.id !== '' &&
							typeof item.content === 'string'
					)
					.map( ( item ) => ( {
						id: item.id as string,
						content: item.content as string,
					} ) )
			: [];
	} catch {
		return [];
	}
}

/** Footnotes: the post's footnotes (kept in its `footnotes` meta), each linking back to its mark. */
export const renderFootnotes: CoreBlockRender = ( block, context ) => {
	const post = contextPost( context );
	if ( ! post || passwordRequired( post ) ) {
		return '';
	}
	const footnotes = storedFootnotes(
		getPostMeta( context.db, post.ID, 'footnotes' )
	);
	if ( ! footnotes.length ) {
		return '';
	}
	return `<ol${ wrapperAttributes( block ) }>${ footnotes
		.map(
			( footnote, index ) =>
				`<li${ htmlAttributes( { id: footnote.id } ) }>${ richTextHtml(
					footnote.content
				) } <a${ htmlAttributes( {
					href: `#${ footnote.id }-link`,
					'aria-label': `Jump to footnote reference ${ index + 1 }`,
				} ) }>↩︎</a></li>`
		)
		.join( '' ) }</ol>`;
};
