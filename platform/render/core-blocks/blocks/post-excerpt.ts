import { htmlAttributes } from '../../../../shared/server-render/html';
import { flag, text, whole } from '../attribute-values';
import { contextPost } from '../context-post';
import { hasLinkColor } from '../link-color';
import { excerptText, passwordRequired, permalink } from '../post-fields';
import { richTextHtml } from '../rich-text';
import { wrapperAttributes } from '../supports/wrapper-attributes';
import type { CoreBlockRender } from '../types';

/**
 * Excerpt: the post's excerpt cut to the block's length, with its "read more" link on the same
 * line or the next. A password-protected post shows only the sentence saying it has no excerpt.
 */
export const renderPostExcerpt: CoreBlockRender = ( block, context ) => {
	const post = contextPost( context );
	if ( ! post ) {
		return '';
	}
	const { attributes } = block;
	const length = whole( attributes.excerptLength, 55, 1, 100 );
	const moreText = text( attributes.moreText ).trim()
		? `<a${ htmlAttributes( {
				class: 'wp-block-post-excerpt__more-link',
				href: permalink( context.origin, post ),
			} ) }>${ richTextHtml( attributes.moreText ) }</a>`
		: '';
	let excerpt = excerptText( post, length );
	if ( moreText && ! passwordRequired( post ) ) {
		excerpt = excerpt.replace( / \[&hellip;\]$/, '' );
	}
	let content = `<p class="wp-block-post-excerpt__excerpt">${ excerpt }`;
	const newLine =
		! ( 'showMoreOnNewLine' in attributes ) ||
		flag( attributes.showMoreOnNewLine );
	if ( moreText && newLine ) {
		content += `</p><p class="wp-block-post-excerpt__more-text">${ moreText }</p>`;
	} else if ( moreText ) {
		content += `${ excerpt ? ' ' : '' }${ moreText }</p>`;
	} else {
		content += '</p>';
	}
	return `<div${ wrapperAttributes( block, {
		class: hasLinkColor( attributes ) ? 'has-link-color' : '',
	} ) }>${ content }</div>`;
};
