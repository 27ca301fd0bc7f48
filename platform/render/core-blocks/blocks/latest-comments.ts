import {
	escapeHtml,
	htmlAttributes,
} from '../../../../shared/server-render/html';
import { getPost } from '../../../store/posts';
import { getUserById } from '../../../store/users';
import { formatDate } from '../../../content/date-format';
import { generatedExcerpt } from '../../../content/excerpt';
import { wpautop } from '../../../content/formatting/wpautop';
import { getSettings } from '../../../content/settings';
import { flag, text, whole } from '../attribute-values';
import { latestApprovedComments, type ListedComment } from '../comments-source';
import { permalink, titleHtml } from '../post-fields';
import { richTextHtml } from '../rich-text';
import { wrapperAttributes } from '../supports/wrapper-attributes';
import type { CoreBlockRender, CoreRenderContext } from '../types';
import { untitled } from '../../../../shared/locale/untitled';

const COMMENT_EXCERPT_WORDS = 20;

function commentItem(
	context: CoreRenderContext,
	comment: ListedComment,
	attributes: Record< string, unknown >,
	display: string
): string {
	const post = getPost( context.db, comment.postId );
	if ( ! post ) {
		return '';
	}
	const origin = context.origin ?? '';
	const user = comment.userId
		? getUserById( context.db, comment.userId )
		: undefined;
	const authorUrl =
		comment.authorUrl ||
		( user ? `${ origin }/author/${ user.user_nicename }/` : '' );
	const author = authorUrl
		? `<a class="wp-block-latest-comments__comment-author"${ htmlAttributes(
				{
					href: authorUrl,
				}
			) }>${ escapeHtml( comment.authorName ) }</a>`
		: `<span class="wp-block-latest-comments__comment-author">${ escapeHtml(
				comment.authorName
			) }</span>`;
	let item = '<li class="wp-block-latest-comments__comment">';
	if ( flag( attributes.displayAvatar ) ) {
		item += `<img${ htmlAttributes( {
			alt: '',
			src: `${ origin }/wp-content/avatars/${ comment.userId }.svg?s=96`,
			class: 'avatar avatar-48 photo wp-block-latest-comments__comment-avatar',
			height: 48,
			width: 48,
			loading: 'lazy',
			decoding: 'async',
		} ) } />`;
	}
	item += `<article><footer class="wp-block-latest-comments__comment-meta">${ author } on <a class="wp-block-latest-comments__comment-link"${ htmlAttributes(
		{ href: `${ permalink( origin, post ) }#comment-${ comment.id }` }
	) }>${ post.post_title ? titleHtml( post ) : untitled() }</a>`;
	if ( flag( attributes.displayDate ) ) {
		item += `<time${ htmlAttributes( {
			datetime: comment.date.replace( ' ', 'T' ),
			class: 'wp-block-latest-comments__comment-date',
		} ) }>${ escapeHtml(
			formatDate( comment.date, getSettings( context.db ).date_format )
		) }</time>`;
	}
	item += '</footer>';
	if ( display === 'full' ) {
		item += `<div class="wp-block-latest-comments__comment-excerpt">${
			post.post_password
				? '<p>Password protected</p>\n'
				: wpautop( richTextHtml( comment.content ) )
		}</div>`;
	} else if ( display === 'excerpt' ) {
		item += `<div class="wp-block-latest-comments__comment-excerpt">${ wpautop(
			escapeHtml(
				generatedExcerpt(
					comment.content,
					COMMENT_EXCERPT_WORDS
				).replace( ' [&hellip;]', '&hellip;' )
			)
		) }</div>`;
	}
	return `${ item }</article></li>`;
}

/** Latest Comments: the newest approved comments on published posts. */
export const renderLatestComments: CoreBlockRender = ( block, context ) => {
	const { attributes } = block;
	// Blocks saved before the content choice had a yes/no excerpt setting.
	let display = text( attributes.displayContent ) || 'excerpt';
	if ( 'displayExcerpt' in attributes ) {
		display = flag( attributes.displayExcerpt ) ? 'excerpt' : 'none';
	}
	const comments = latestApprovedComments(
		context.db,
		whole( attributes.commentsToShow, 5, 1, 100 )
	);
	const classes = [
		flag( attributes.displayAvatar ) && 'has-avatars',
		flag( attributes.displayDate ) && 'has-dates',
		display !== 'none' && 'has-excerpts',
		! comments.length && 'no-comments',
	].filter( Boolean );
	const wrapper = wrapperAttributes( block, { class: classes.join( ' ' ) } );
	return comments.length
		? `<ol${ wrapper }>${ comments
				.map( ( comment ) =>
					commentItem( context, comment, attributes, display )
				)
				.join( '' ) }</ol>`
		: `<div${ wrapper }>No comments to show.</div>`;
};
