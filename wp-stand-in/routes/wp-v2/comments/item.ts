import type { AppContext } from '../../../../platform/context';
import { userCan } from '../../../../platform/auth/capabilities';
import { loadAuthUser } from '../../../../platform/auth/current-user';
import {
	changeCommentStatus,
	trashComment,
} from '../../../content/comments/status';
import { updateComment } from '../../../content/comments/update';
import { sanitizeKey } from '../../../content/formatting/sanitize-key';
import {
	deleteCommentRow,
	getComment,
	type CommentRow,
} from '../../../../platform/store/comments';
import { getPost } from '../../../../platform/store/posts';
import {
	RestError,
	checkEditContext,
	forbidden,
} from '../../../../platform/rest/errors';
import { contextArg } from '../../../rest/common-args';
import type {
	RestEndpoint,
	RestRequest,
} from '../../../../platform/rest/types';
import { commentDeleteArgs, commentEditArgs, commentReadArgs } from './args';
import {
	canEditComment,
	canReadComment,
	canReadCommentPost,
	findComment,
} from './permissions';
import { prepareComment } from './prepare';
import { commentWrite, refuseTooLong } from './write';

/** Why the user may not read the comment (or its post), in WordPress's order, or null. */
function readRefusal(
	ctx: AppContext,
	request: RestRequest,
	comment: CommentRow
): RestError | null {
	if ( ! canReadComment( ctx, request, comment ) ) {
		return forbidden(
			'rest_cannot_read',
			'Sorry, you are not allowed to read this comment.',
			request.user
		);
	}
	const post = getPost( ctx.db, comment.comment_post_ID );
	if ( post && ! canReadCommentPost( ctx, request, post ) ) {
		return forbidden(
			'rest_cannot_read_post',
			'Sorry, you are not allowed to read the post for this comment.',
			request.user
		);
	}
	return null;
}

/** get_item_permissions_check(): the comment exists, edit context is a moderator's, it is readable. */
function canRead( ctx: AppContext, request: RestRequest ): true | RestError {
	const comment = findComment( ctx, request.params.id );
	const edit = checkEditContext(
		request,
		() => userCan( request.user, 'moderate_comments' ),
		'rest_forbidden_context',
		'Sorry, you are not allowed to edit comments.'
	);
	return edit === true
		? ( readRefusal( ctx, request, comment ) ?? true )
		: edit;
}

/** A permission callback: the user may edit (or delete) the comment, else the refusal given. */
function requireEdit( ctx: AppContext, code: string, message: string ) {
	return ( request: RestRequest ) =>
		canEditComment( ctx, request, findComment( ctx, request.params.id ) ) ||
		forbidden( code, message, request.user );
}

/** GET /wp/v2/comments/<id>. */
export function readComment( ctx: AppContext ): RestEndpoint {
	return {
		methods: [ 'GET' ],
		args: commentReadArgs( contextArg() ),
		permission: ( request ) => canRead( ctx, request ),
		handler: ( request ) => ( {
			data: prepareComment(
				ctx,
				request,
				findComment( ctx, request.params.id ),
				request.params.context ?? 'view'
			),
		} ),
	};
}

/** The comment as now stored, in edit context (what an edit or a trashing answers). */
function storedInEditContext(
	ctx: AppContext,
	request: RestRequest,
	comment: CommentRow
) {
	return prepareComment(
		ctx,
		request,
		getComment( ctx.db, comment.comment_ID )!,
		'edit'
	);
}

/** Kses on an edit unless both the editor and the comment's own author may post unfiltered HTML. */
function editNeedsKses(
	ctx: AppContext,
	request: RestRequest,
	comment: CommentRow
): boolean {
	return (
		! userCan( request.user, 'unfiltered_html' ) ||
		! userCan( loadAuthUser( ctx.db, comment.user_id ), 'unfiltered_html' )
	);
}

/** update_item(): the fields sent are stored, then the status sent is applied. */
function applyEdit(
	ctx: AppContext,
	request: RestRequest,
	comment: CommentRow
) {
	const type = request.params.type;
	if ( type !== undefined && type !== comment.comment_type ) {
		throw new RestError(
			'rest_comment_invalid_type',
			'Sorry, you are not allowed to change the comment type.',
			404
		);
	}
	const changes = commentWrite( ctx, request, false );
	if ( changes.postId && ! getPost( ctx.db, changes.postId ) ) {
		throw new RestError(
			'rest_comment_invalid_post_id',
			'Invalid post ID.',
			403
		);
	}
	if ( changes.content === '' ) {
		throw new RestError(
			'rest_comment_content_invalid',
			'Invalid comment content.',
			400
		);
	}
	refuseTooLong( changes );
	ctx.db.transaction( () => {
		updateComment( ctx.db, comment, changes, {
			kses: editNeedsKses( ctx, request, comment ),
			siteOrigin: request.origin,
		} );
		if ( request.params.status !== undefined ) {
			changeCommentStatus(
				ctx.db,
				comment.comment_ID,
				sanitizeKey( request.params.status )
			);
		}
	} )();
}

/** POST, PUT or PATCH /wp/v2/comments/<id>: moderators, and whoever may edit the comment's post. */
export function editComment( ctx: AppContext ): RestEndpoint {
	return {
		methods: [ 'POST', 'PUT', 'PATCH' ],
		args: commentEditArgs(),
		permission: requireEdit(
			ctx,
			'rest_cannot_edit',
			'Sorry, you are not allowed to edit this comment.'
		),
		handler: ( request ) => {
			const comment = findComment( ctx, request.params.id );
			applyEdit( ctx, request, comment );
			return { data: storedInEditContext( ctx, request, comment ) };
		},
	};
}

/** delete_item(): for good with `force`, otherwise to the trash (once). */
function deleteOrTrash( ctx: AppContext, request: RestRequest ) {
	const comment = findComment( ctx, request.params.id );
	const force =
		request.params.force === true ||
		String( request.params.force ) === 'true';
	if ( force ) {
		const previous = prepareComment( ctx, request, comment, 'edit' );
		deleteCommentRow( ctx.db, comment );
		return { data: { deleted: true, previous } };
	}
	if ( comment.comment_approved === 'trash' ) {
		throw new RestError(
			'rest_already_trashed',
			'The comment has already been trashed.',
			410
		);
	}
	trashComment( ctx.db, comment.comment_ID );
	return { data: storedInEditContext( ctx, request, comment ) };
}

/** DELETE /wp/v2/comments/<id>. */
export function deleteComment( ctx: AppContext ): RestEndpoint {
	return {
		methods: [ 'DELETE' ],
		args: commentDeleteArgs(),
		permission: requireEdit(
			ctx,
			'rest_cannot_delete',
			'Sorry, you are not allowed to delete this comment.'
		),
		handler: ( request ) => deleteOrTrash( ctx, request ),
	};
}
