import type { Db } from '../../../platform/store/db';
import {
	updateCommentRow,
	type CommentRow,
} from '../../../platform/store/comments';
import { gmtToLocal, localToGmt } from '../../../platform/content/dates';
import { siteTimezone } from '../site';
import { filterComment, type CommentDraft } from './new-comment';
import type { CommentTextFilter } from './sanitize';

/**
 * wp_update_comment(): the changes merged into the stored comment, the whole comment filtered
 * again as a new one is, its GMT date recomputed from its local date.
 *
 * @param db      The site.
 * @param comment The comment as stored.
 * @param changes The fields that change.
 * @param filter  How its text is filtered (kses unless both the editor and the comment's author
 *                may post unfiltered HTML).
 */
export function updateComment(
	db: Db,
	comment: CommentRow,
	changes: Partial< CommentDraft >,
	filter: CommentTextFilter
): void {
	const timezone = siteTimezone( db );
	let date = changes.date ?? comment.comment_date;
	if ( changes.date === undefined && changes.dateGmt !== undefined ) {
		date = gmtToLocal( changes.dateGmt, timezone );
	}
	const merged = filterComment(
		{
			postId: changes.postId ?? comment.comment_post_ID,
			parent: changes.parent ?? comment.comment_parent,
			userId: changes.userId ?? comment.user_id,
			author: changes.author ?? comment.comment_author,
			email: changes.email ?? comment.comment_author_email,
			url: changes.url ?? comment.comment_author_url,
			content: changes.content ?? comment.comment_content,
			ip: changes.ip ?? comment.comment_author_IP,
			agent: changes.agent ?? comment.comment_agent,
			dateGmt: localToGmt( date, timezone ),
		},
		filter
	);
	updateCommentRow( db, {
		...comment,
		comment_post_ID: merged.postId,
		comment_parent: merged.parent,
		user_id: merged.userId,
		comment_author: merged.author,
		comment_author_email: merged.email,
		comment_author_url: merged.url,
		comment_content: merged.content,
		comment_author_IP: merged.ip,
		comment_agent: merged.agent,
		comment_date: date,
		comment_date_gmt: merged.dateGmt,
	} );
}
