/** Who likes which post (table `tessera_likes`, migration 7): one like per user and post. */
import type { Db } from '../../platform/store/db';
import { stmt } from '../../platform/store/statements';

/** How many people like the post. */
export function likeCount( db: Db, postId: number ): number {
	const row = stmt(
		db,
		'SELECT COUNT(*) AS n FROM tessera_likes WHERE post_id = ?'
	).get( postId ) as { n: number };
	return row.n;
}

export function userLikes( db: Db, postId: number, userId: number ): boolean {
	return !! stmt(
		db,
		'SELECT 1 FROM tessera_likes WHERE post_id = ? AND user_id = ?'
	).get( postId, userId );
}

/** Records the like; liking twice keeps the first one (one like per user). */
export function addLike(
	db: Db,
	postId: number,
	userId: number,
	createdGmt: string
): void {
	stmt(
		db,
		'INSERT OR IGNORE INTO tessera_likes ( post_id, user_id, created ) VALUES ( ?, ?, ? )'
	).run( postId, userId, createdGmt );
}

export function removeLike( db: Db, postId: number, userId: number ): void {
	stmt(
		db,
		'DELETE FROM tessera_likes WHERE post_id = ? AND user_id = ?'
	).run( postId, userId );
}
