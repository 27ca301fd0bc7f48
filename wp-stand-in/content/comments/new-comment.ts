import type { Db } from '../../../platform/store/db';
import { getComment, insertComment } from '../../../platform/store/comments';
import type { AuthUser } from '../../../platform/auth/types';
import { gmtToLocal, mysqlGmt } from '../../../platform/content/dates';
import { siteTimezone } from '../site';
import { allowComment, type CommentCandidate } from './allow';
import type { CommentError } from './comment-error';
import {
	filterCommentContent,
	sanitizeCommentAgent,
	sanitizeCommentEmail,
	sanitizeCommentIp,
	sanitizeCommentUrl,
	sanitizeTextField,
	type CommentTextFilter,
} from './sanitize';
import { commentStatusName } from './status';

/** A comment about to be stored, before or after wp_filter_comment(). */
export interface CommentDraft extends CommentCandidate {
	/** Local date; derived from `dateGmt` in the site's time zone when not given. */
	date?: string;
}

/** wp_filter_comment(): each field as it is stored (see sanitize.ts). */
export function filterComment(
	draft: CommentDraft,
	filter: CommentTextFilter
): CommentDraft {
	return {
		...draft,
		agent: sanitizeCommentAgent( draft.agent ),
		author: sanitizeTextField( draft.author ),
		content: filterCommentContent( draft.content, filter ),
		ip: sanitizeCommentIp( draft.ip ),
		url: sanitizeCommentUrl( draft.url ),
		email: sanitizeCommentEmail( draft.email ),
	};
}

/** wp_insert_comment(): stores the comment with its approval; answers its ID. */
export function insertNewComment(
	db: Db,
	draft: CommentDraft,
	approved: string
): number {
	return insertComment( db, {
		comment_post_ID: draft.postId,
		comment_author: draft.author,
		comment_author_email: draft.email,
		comment_author_url: draft.url,
		comment_author_IP: draft.ip,
		comment_date:
			draft.date ?? gmtToLocal( draft.dateGmt, siteTimezone( db ) ),
		comment_date_gmt: draft.dateGmt,
		comment_content: draft.content,
		comment_karma: 0,
		comment_approved: approved,
		comment_agent: draft.agent,
		comment_type: 'comment',
		comment_parent: draft.parent,
		user_id: draft.userId,
	} );
}

/** A reply keeps its parent only when that comment is approved or held; otherwise it starts a thread. */
function usableParent( db: Db, parent: number ): number {
	if ( ! ( parent > 0 ) ) {
		return 0;
	}
	const status = commentStatusName(
		getComment( db, parent )?.comment_approved ?? ''
	);
	return status === 'approved' || status === 'unapproved' ? parent : 0;
}

/**
 * wp_new_comment(): the comment filtered, checked (duplicate, flood, approval) and stored, as the
 * comment form posts it. Answers the new comment's ID, or WordPress's error.
 *
 * @param db     The site.
 * @param draft  The comment as submitted (dates default to now).
 * @param actor  The signed-in user who posts it, if any.
 * @param filter How its text is filtered.
 */
export function newComment(
	db: Db,
	draft: Omit< CommentDraft, 'dateGmt' > & { dateGmt?: string },
	actor: AuthUser | null,
	filter: CommentTextFilter
): number | CommentError {
	const filtered = filterComment(
		{
			...draft,
			parent: usableParent( db, draft.parent ),
			dateGmt: draft.dateGmt ?? mysqlGmt(),
		},
		filter
	);
	const approved = allowComment( db, filtered, actor );
	if ( typeof approved !== 'string' ) {
		return approved;
	}
	return insertNewComment( db, filtered, approved );
}
