/** Comment meta (table `commentmeta`, migration 11), one JSON value per comment and key. */
import type { Db } from '../../platform/store/db';
import { stmt } from '../../platform/store/statements';
import { readMetaValue } from '../../platform/store/meta-values';

export function getCommentMeta(
	db: Db,
	commentId: number,
	key: string
): unknown {
	return readMetaValue(
		db,
		'SELECT meta_value FROM commentmeta WHERE comment_id = ? AND meta_key = ? ORDER BY meta_id LIMIT 1',
		commentId,
		key
	);
}

/** Replaces every value of the key with this one. */
export function setCommentMeta(
	db: Db,
	commentId: number,
	key: string,
	value: unknown
): void {
	deleteCommentMeta( db, commentId, key );
	stmt(
		db,
		'INSERT INTO commentmeta ( comment_id, meta_key, meta_value ) VALUES ( ?, ?, ? )'
	).run( commentId, key, JSON.stringify( value ) );
}

export function deleteCommentMeta(
	db: Db,
	commentId: number,
	key: string
): void {
	stmt(
		db,
		'DELETE FROM commentmeta WHERE comment_id = ? AND meta_key = ?'
	).run( commentId, key );
}
