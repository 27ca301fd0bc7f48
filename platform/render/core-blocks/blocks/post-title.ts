import { flag } from '../attribute-values';
import { contextPost } from '../context-post';
import { headingTag } from '../heading-tag';
import { hasLinkColor } from '../link-color';
import { titleHtml } from '../post-fields';
import { linkedToPost } from '../post-link';
import { wrapperAttributes } from '../supports/wrapper-attributes';
import type { CoreBlockRender } from '../types';

/** Title: the post's title, in the heading level chosen, linked to the post if asked. */
export const renderPostTitle: CoreBlockRender = ( block, context ) => {
	const post = contextPost( context );
	const title = post ? titleHtml( post ) : '';
	if ( ! post || ! title ) {
		return '';
	}
	const { attributes } = block;
	const tag = headingTag( attributes.level, 2 );
	const content = flag( attributes.isLink )
		? linkedToPost( context, post, attributes, title )
		: title;
	return `<${ tag }${ wrapperAttributes( block, {
		class: hasLinkColor( attributes ) ? 'has-link-color' : '',
	} ) }>${ content }</${ tag }>`;
};
