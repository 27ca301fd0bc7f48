import type { AppContext } from '../../../../platform/context';
import { userCan } from '../../../../platform/auth/capabilities';
import { allowComment } from '../../../content/comments/allow';
import {
	commentsOpen,
	discussionOptions,
} from '../../../content/comments/discussion';
import {
	filterComment,
	insertNewComment,
	type CommentDraft,
} from '../../../content/comments/new-comment';
import { changeCommentStatus } from '../../../content/comments/status';
import { mysqlGmt } from '../../../../platform/content/dates';
import { sanitizeKey } from '../../../content/formatting/sanitize-key';
import { getComment } from '../../../../platform/store/comments';
import { getPost } from '../../../../platform/store/posts';
import { getUserById } from '../../../../platform/store/users';
import { RestError, forbidden } from '../../../../platform/rest/errors';
import type {
	RestEndpoint,
	RestRequest,
} from '../../../../platform/rest/types';
import { commentCreateArgs } from './args';
import { canReadCommentPost } from './permissions';
import { prepareComment } from './prepare';
import {
	commentWrite,
	refuseTooLong,
	requestIp,
	type CommentWrite,
} from './write';
import { created } from '../common/created';

const noEdit = ( field: string, code: string, request: RestRequest ) =>
	forbidden(
		code,
		`Sorry, you are not allowed to edit '${ field }' for comments.`,
		request.user
	);

/** Who may set the author, IP address and status of a new comment: moderators (and oneself). */
function fieldsRefusal( request: RestRequest ): RestError | null {
	const p = request.params;
	const moderator = userCan( request.user, 'moderate_comments' );
	if (
		p.author !== undefined &&
		p.author !== request.user?.id &&
		! moderator
	) {
		return noEdit( 'author', 'rest_comment_invalid_author', request );
	}
	if (
		p.author_ip !== undefined &&
		! moderator &&
		p.author_ip !== request.raw?.ip
	) {
		return noEdit( 'author_ip', 'rest_comment_invalid_author_ip', request );
	}
	if ( p.status !== undefined && ! moderator ) {
		return noEdit( 'status', 'rest_comment_invalid_status', request );
	}
	return null;
}

/** create_item_permissions_check(). */
function canCreate( ctx: AppContext, request: RestRequest ): true | RestError {
	if ( ! request.user ) {
		// Without a signed-in user the REST API takes no comment (WordPress's default).
		return new RestError(
			'rest_comment_login_required',
			'Sorry, you must be logged in to comment.',
			401
		);
	}
	const refused = fieldsRefusal( request );
	if ( refused ) {
		return refused;
	}
	const post = request.params.post
		? getPost( ctx.db, Number( request.params.post ) )
		: undefined;
	if ( ! post ) {
		return new RestError(
			'rest_comment_invalid_post_id',
			'Sorry, you are not allowed to create this comment without a post.',
			403
		);
	}
	if ( post.post_status === 'draft' || post.post_status === 'trash' ) {
		return new RestError(
			`rest_comment_${ post.post_status }_post`,
			'Sorry, you are not allowed to create a comment on this post.',
			403
		);
	}
	if ( ! canReadCommentPost( ctx, request, post ) ) {
		return forbidden(
			'rest_cannot_read_post',
			'Sorry, you are not allowed to read the post for this comment.',
			request.user
		);
	}
	return (
		commentsOpen( ctx.db, post ) ||
		new RestError(
			'rest_comment_closed',
			'Sorry, comments are closed for this item.',
			403
		)
	);
}

/** The new comment's fields: those sent, else the signed-in user's name and addresses. */
function completeDraft(
	ctx: AppContext,
	request: RestRequest,
	sent: CommentWrite
): CommentDraft {
	const missingAuthor =
		! sent.userId && ! sent.author && ! sent.email && ! sent.url;
	const account =
		missingAuthor && request.user
			? getUserById( ctx.db, request.user.id )
			: undefined;
	return {
		postId: sent.postId ?? 0,
		parent: sent.parent ?? 0,
		userId: account?.ID ?? sent.userId ?? 0,
		author: account?.display_name ?? sent.author ?? '',
		email: account?.user_email ?? sent.email ?? '',
		url: account?.user_url ?? sent.url ?? '',
		content: sent.content ?? '',
		ip: sent.ip ?? requestIp( request ),
		agent: sent.agent ?? '',
		date: sent.date,
		dateGmt: sent.dateGmt ?? mysqlGmt(),
	};
}

/** Everything create_item() refuses before storing, in WordPress's order. */
function checkDraft( ctx: AppContext, draft: CommentDraft ): void {
	if ( draft.content === '' ) {
		throw new RestError(
			'rest_comment_content_invalid',
			'Invalid comment content.',
			400
		);
	}
	if (
		discussionOptions( ctx.db ).require_name_email &&
		( ! draft.author || ! draft.email )
	) {
		throw new RestError(
			'rest_comment_author_data_required',
			'Creating a comment requires valid author name and email values.',
			400
		);
	}
	refuseTooLong( draft );
}

/** POST /wp/v2/comments: a new comment on a post, by a signed-in user. */
export function createComment( ctx: AppContext ): RestEndpoint {
	return {
		methods: [ 'POST' ],
		args: commentCreateArgs(),
		permission: ( request ) => canCreate( ctx, request ),
		handler: ( request ) => {
			if ( request.params.id ) {
				throw new RestError(
					'rest_comment_exists',
					'Cannot create existing comment.',
					400
				);
			}
			const type = request.params.type;
			if ( type !== undefined && type !== '' && type !== 'comment' ) {
				throw new RestError(
					'rest_invalid_comment_type',
					'Cannot create a comment with that type.',
					400
				);
			}
			const draft = completeDraft(
				ctx,
				request,
				commentWrite( ctx, request, true )
			);
			checkDraft( ctx, draft );
			const approved = allowComment( ctx.db, draft, request.user );
			if ( typeof approved !== 'string' ) {
				throw new RestError(
					approved.code,
					approved.message,
					approved.code === 'comment_flood' ? 400 : approved.status
				);
			}
			const id = ctx.db.transaction( () => {
				const newId = insertNewComment(
					ctx.db,
					filterComment( draft, {
						kses: ! userCan( request.user, 'unfiltered_html' ),
						siteOrigin: request.origin,
					} ),
					approved
				);
				if ( request.params.status !== undefined ) {
					changeCommentStatus(
						ctx.db,
						newId,
						sanitizeKey( request.params.status )
					);
				}
				return newId;
			} )();
			return created(
				request,
				'comments',
				id,
				prepareComment(
					ctx,
					request,
					getComment( ctx.db, id )!,
					userCan( request.user, 'moderate_comments' )
						? 'edit'
						: 'view'
				)
			);
		},
	};
}
