import type { Db } from '../../store/db';

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
 * The newest approved comments on published posts, newest first: what Latest Comments lists.
 * This site stores no comments yet, so there are none; when comments are stored, this is the
 * one place that reads them for blocks.
 */
export function latestApprovedComments(
	_db: Db,
	_count: number
): ListedComment[] {
	return [];
}
