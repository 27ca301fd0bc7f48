/** Who may read a comment, the post it is on, and who may edit it (the comments controller's checks). */
import type { AppContext } from '../../../../platform/context';
import { userCan } from '../../../../platform/auth/capabilities';
import { userCanPost } from '../../../../platform/auth/post-capabilities';
import { POST_TYPES } from '../../../../platform/content/post-types';
import { postReadable } from '../../../content/post-readable';
import {
	getComment,
	type CommentRow,
} from '../../../../platform/store/comments';
import { getPost, type PostRow } from '../../../../platform/store/posts';
import { RestError } from '../../../../platform/rest/errors';
import type { RestRequest } from '../../../../platform/rest/types';

/** get_comment() of the controller: the comment the URL names, on a post that exists. */
export function findComment( ctx: AppContext, id: unknown ): CommentRow {
	const number = Number( id );
	const comment =
		Number.isSafeInteger( number ) && number > 0
			? getComment( ctx.db, number )
			: undefined;
	if ( ! comment ) {
		throw new RestError(
			'rest_comment_invalid_id',
			'Invalid comment ID.',
			404
		);
	}
	if (
		comment.comment_post_ID &&
		! getPost( ctx.db, comment.comment_post_ID )
	) {
		throw new RestError( 'rest_post_invalid_id', 'Invalid post ID.', 404 );
	}
	return comment;
}

/** edit_comment: whoever may edit the comment's post may edit its comments. */
function mayEditComment(
	ctx: AppContext,
	request: RestRequest,
	comment: CommentRow
): boolean {
	const post = getPost( ctx.db, comment.comment_post_ID );
	const type = post && POST_TYPES[ post.post_type ];
	return post && type
		? userCanPost( request.user, 'edit_post', post, type )
		: userCan( request.user, 'edit_posts' );
}

/**
 * can_access_password_content(): the request may see a protected post's content, with the post's
 * password or, in edit context, as someone who may edit it.
 */
function passwordGiven( request: RestRequest, post: PostRow ): boolean {
	const type = POST_TYPES[ post.post_type ];
	if (
		request.params.context === 'edit' &&
		type &&
		userCanPost( request.user, 'edit_post', post, type )
	) {
		return true;
	}
	const password = request.params.password;
	return (
		typeof password === 'string' &&
		password !== '' &&
		password === post.post_password
	);
}

/**
 * check_read_post_permission(): whether the request may read the post a comment is on. A
 * protected post needs its password (when one post or one comment is asked for) or the right
 * to edit it.
 */
export function canReadCommentPost(
	ctx: AppContext,
	request: RestRequest,
	post: PostRow
): boolean {
	const type = POST_TYPES[ post.post_type ];
	if ( ! type ) {
		return false;
	}
	const posts = request.params.post;
	const onePost =
		!! posts && ( ! Array.isArray( posts ) || posts.length === 1 );
	const oneComment = !! request.params.id;
	const unlocked =
		( onePost || oneComment ) && passwordGiven( request, post );
	if ( post.post_password && ! unlocked ) {
		return userCanPost( request.user, 'edit_post', post, type );
	}
	return postReadable( ctx.db, request.user, post );
}

/**
 * check_read_permission(): an approved comment on a readable post; otherwise (signed in) one's
 * own comment or one the user may edit. A comment on no post is for moderators only.
 */
export function canReadComment(
	ctx: AppContext,
	request: RestRequest,
	comment: CommentRow
): boolean {
	const post = comment.comment_post_ID
		? getPost( ctx.db, comment.comment_post_ID )
		: undefined;
	if (
		post &&
		comment.comment_approved === '1' &&
		canReadCommentPost( ctx, request, post )
	) {
		return true;
	}
	const user = request.user;
	if ( ! user ) {
		return false;
	}
	if ( ! comment.comment_post_ID && ! userCan( user, 'moderate_comments' ) ) {
		return false;
	}
	if ( comment.user_id && comment.user_id === user.id ) {
		return true;
	}
	return mayEditComment( ctx, request, comment );
}

/** check_edit_permission(): moderators, and whoever may edit the comment's post. */
export function canEditComment(
	ctx: AppContext,
	request: RestRequest,
	comment: CommentRow
): boolean {
	if ( ! request.user ) {
		return false;
	}
	return (
		userCan( request.user, 'moderate_comments' ) ||
		mayEditComment( ctx, request, comment )
	);
}
