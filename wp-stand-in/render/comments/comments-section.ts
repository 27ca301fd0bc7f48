/**
 * What a single post shows under its content about comments (comments_template()): the title
 * ("One response to “Post”"), the thread, and the form while comments are open ("Comments are
 * closed." when they are not but some were left). A password-protected post shows none of it.
 */
import type { FastifyRequest } from 'fastify';
import { htmlSpecialChars } from '../../../shared/server-render/html';
import type { AppContext } from '../../../platform/context';
import { nonceFor, logoutUrl } from '../../../platform/auth/page-auth';
import { userCan } from '../../../platform/auth/capabilities';
import {
	commentsOpen,
	discussionOptions,
	type DiscussionOptions,
} from '../../content/comments/discussion';
import { unapprovedCommenterEmail } from '../../content/comments/moderation-link';
import { getSettings } from '../../../platform/content/settings';
import { threadComments } from '../../../platform/store/comment-query';
import { getComment, type CommentRow } from '../../../platform/store/comments';
import type { PostRow } from '../../../platform/store/posts';
import { getUserById, type UserRow } from '../../../platform/store/users';
import { htmlToText } from '../../../platform/render/post-extras-text';
import { renderCommentForm } from './comment-form';
import { commentAuthorName, renderCommentList } from './comment-list';

/** The size of avatars in the thread (wp_list_comments()'s default). */
const AVATAR_SIZE = 32;

/** The comments_title of the Comments Title block: "One response to “Post”", "3 responses to …". */
function commentsTitle( count: number, post: PostRow ): string {
	const title = `&#8220;${ htmlSpecialChars( htmlToText( post.post_title ) ) }&#8221;`;
	return count === 1
		? `One response to ${ title }`
		: `${ count.toLocaleString( 'en-US' ) } responses to ${ title }`;
}

/** The accounts the comments were posted from. */
function commentUsers(
	ctx: AppContext,
	comments: CommentRow[]
): Map< number, UserRow > {
	const users = new Map< number, UserRow >();
	for ( const comment of comments ) {
		const user = comment.user_id
			? getUserById( ctx.db, comment.user_id )
			: undefined;
		if ( user ) {
			users.set( user.ID, user );
		}
	}
	return users;
}

/** _get_comment_reply_id(): the approved comment of this post that `?replytocom=` names, if any. */
function replyTarget(
	ctx: AppContext,
	request: FastifyRequest,
	post: PostRow
): CommentRow | undefined {
	const id = Number(
		( request.query as Record< string, unknown > ).replytocom
	);
	const comment =
		Number.isSafeInteger( id ) && id > 0
			? getComment( ctx.db, id )
			: undefined;
	return comment &&
		comment.comment_post_ID === post.ID &&
		comment.comment_approved === '1'
		? comment
		: undefined;
}

function threadDepth( options: DiscussionOptions ): number {
	const depth = Math.trunc( Number( options.thread_comments_depth ) );
	return options.thread_comments && depth > 1 ? Math.min( depth, 10 ) : -1;
}

/** Reply links: none once comments close, a sign-in link where visitors must sign in first. */
function replyLinks(
	open: boolean,
	request: FastifyRequest,
	options: DiscussionOptions
): 'link' | 'login' | 'none' {
	if ( ! open ) {
		return 'none';
	}
	return ! request.user && options.comment_registration ? 'login' : 'link';
}

function commentForm(
	ctx: AppContext,
	request: FastifyRequest,
	post: PostRow,
	permalink: string,
	options: DiscussionOptions,
	users: Map< number, UserRow >
): string {
	const user = request.user;
	const reply =
		threadDepth( options ) > 0 && replyTarget( ctx, request, post );
	return renderCommentForm( {
		origin: request.origin,
		postId: post.ID,
		permalink,
		userName: user ? user.name || user.login : null,
		logoutUrl: `${ logoutUrl( ctx, request ) }&redirect_to=${ encodeURIComponent( permalink ) }`,
		mustLogIn: ! user && !! options.comment_registration,
		requireNameEmail: !! options.require_name_email,
		threaded: threadDepth( options ) > 0,
		replyTo: reply
			? {
					id: reply.comment_ID,
					authorName: commentAuthorName( reply, users ),
				}
			: null,
		unfilteredNonce: userCan( user, 'unfiltered_html' )
			? nonceFor( ctx, request, `unfiltered-html-comment_${ post.ID }` )
			: null,
	} );
}

/**
 * The comments area of a post for this visitor: approved comments, and the visitor's own held
 * ones (signed in, or through the link the comment form sent them back with).
 *
 * @param ctx       The site.
 * @param request   The visitor's request.
 * @param post      The post.
 * @param permalink Its address.
 */
export function renderCommentsSection(
	ctx: AppContext,
	request: FastifyRequest,
	post: PostRow,
	permalink: string
): string {
	if ( post.post_password ) {
		return '';
	}
	const open = commentsOpen( ctx.db, post );
	const comments = threadComments( ctx.db, post.ID, {
		userId: request.user?.id ?? 0,
		email: unapprovedCommenterEmail(
			ctx.db,
			request.query as Record< string, unknown >
		),
	} );
	if ( ! comments.length && ! open ) {
		return '';
	}
	const options = discussionOptions( ctx.db );
	const users = commentUsers( ctx, comments );
	const approved = comments.filter(
		( c ) => c.comment_approved === '1'
	).length;
	const settings = getSettings( ctx.db );
	const list = comments.length
		? `${ approved ? `<h2 class="comments-title">${ commentsTitle( approved, post ) }</h2>\n` : '' }<ol class="comment-list">\n${ renderCommentList(
				comments,
				{
					origin: request.origin,
					post,
					permalink,
					maxDepth: threadDepth( options ),
					reverseTopLevel: options.comment_order === 'desc',
					avatarSize: options.show_avatars ? AVATAR_SIZE : 0,
					replies: replyLinks( open, request, options ),
					dateFormat: settings.date_format,
					timeFormat: settings.time_format,
					users,
				}
			) }</ol><!-- .comment-list -->\n`
		: '';
	const end = open
		? commentForm( ctx, request, post, permalink, options, users )
		: '<p class="no-comments">Comments are closed.</p>\n';
	return `<div id="comments" class="comments-area">\n${ list }${ end }</div><!-- #comments -->`;
}
