import {
	escapeHtml,
	htmlAttributes,
} from '../../../../shared/server-render/html';
import { POST_TYPES } from '../../../content/post-types';
import { flag } from '../attribute-values';
import { contextPost } from '../context-post';
import { hasLinkColor } from '../link-color';
import { authorLink, authorName } from '../post-fields';
import { wrapperAttributes } from '../supports/wrapper-attributes';
import { linkTarget } from '../post-link';
import type { CoreBlockRender } from '../types';

/** Author Name: the post author's display name, linked to their archive if asked. */
export const renderPostAuthorName: CoreBlockRender = ( block, context ) => {
	const post = contextPost( context );
	if ( ! post || ! POST_TYPES[ post.post_type ]?.supports.author ) {
		return '';
	}
	const { attributes } = block;
	const name = escapeHtml( authorName( context.db, post ) );
	const content = flag( attributes.isLink )
		? `<a${ htmlAttributes( {
				href: authorLink( context.db, context.origin, post ),
				target: linkTarget( attributes ),
				class: 'wp-block-post-author-name__link',
			} ) }>${ name }</a>`
		: name;
	return `<div${ wrapperAttributes( block, {
		class: hasLinkColor( attributes ) ? 'has-link-color' : '',
	} ) }>${ content }</div>`;
};
