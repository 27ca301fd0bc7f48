import type { Db } from '../../store/db';
import { newestApprovedComments } from '../../store/comment-query';
import { getUserById } from '../../store/users';

export interface ListedComment {
	id: number;
	postId: number;
	authorName: string;
	/** The commenter's website, or '' (then the author's archive, for a registered user). */
	authorUrl: string;
	userId: number;
	/** `YYYY-MM-DD HH:MM:SS`, local time. */
	date: string;
	/** The comment text as stored (filtered when it was posted). */
	content: string;
}

/**
 * The newest approved comments on published posts, newest first: what Latest Comments lists. This
 * is the one place that reads comments for blocks.
 */
export function latestApprovedComments(
	db: Db,
	count: number
): ListedComment[] {
	return newestApprovedComments( db, count ).map( ( row ) => ( {
		id: row.comment_ID,
		postId: row.comment_post_ID,
		authorName:
			row.comment_author ||
			( row.user_id && getUserById( db, row.user_id )?.display_name ) ||
			'Anonymous',
		authorUrl: row.comment_author_url,
		userId: row.user_id,
		date: row.comment_date,
		content: row.comment_content,
	} ) );
}
