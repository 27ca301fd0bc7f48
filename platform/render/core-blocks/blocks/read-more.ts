import { htmlSpecialChars } from '../../../../shared/server-render/html';
import { text } from '../attribute-values';
import { contextPost } from '../context-post';
import { permalink, titleText } from '../post-fields';
import { richTextHtml } from '../rich-text';
import { wrapperAttributes } from '../supports/wrapper-attributes';
import { linkTarget } from '../post-link';
import type { CoreBlockRender } from '../types';

/** Read More: a link to the post, its title given to screen readers. */
export const renderReadMore: CoreBlockRender = ( block, context ) => {
	const post = contextPost( context );
	if ( ! post ) {
		return '';
	}
	const { attributes } = block;
	const title = titleText( post ) || `untitled post ${ post.ID }`;
	const justify = text( attributes.justifyContent );
	return `<a${ wrapperAttributes( block, {
		class: /^[a-z-]+$/.test( justify ) ? `is-justified-${ justify }` : '',
		href: permalink( context.origin, post ),
		target: linkTarget( attributes ),
	} ) }>${
		text( attributes.content ).trim()
			? richTextHtml( attributes.content )
			: 'Read more'
	}<span class="screen-reader-text">: ${ htmlSpecialChars( title ) }</span></a>`;
};
