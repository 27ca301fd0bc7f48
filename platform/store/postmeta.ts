import type { Db } from './db';
import { stmt } from './statements';
import { readMetaValue } from './meta-values';

/** Single-valued post meta, JSON-encoded (what register_post_meta with `single: true` stores). */
export function getPostMeta( db: Db, postId: number, key: string ): unknown {
	return readMetaValue(
		db,
		'SELECT meta_value FROM postmeta WHERE post_id = ? AND meta_key = ? ORDER BY meta_id LIMIT 1',
		postId,
		key
	);
}

export function getAllPostMeta(
	db: Db,
	postId: number
): Record< string, unknown > {
	const rows = stmt(
		db,
		'SELECT meta_key, meta_value FROM postmeta WHERE post_id = ? ORDER BY meta_id'
	).all( postId ) as { meta_key: string; meta_value: string }[];
	const meta: Record< string, unknown > = {};
	for ( const row of rows ) {
		meta[ row.meta_key ] ??= JSON.parse( row.meta_value );
	}
	return meta;
}

export function updatePostMeta(
	db: Db,
	postId: number,
	key: string,
	value: unknown
): void {
	deletePostMeta( db, postId, key );
	stmt(
		db,
		'INSERT INTO postmeta ( post_id, meta_key, meta_value ) VALUES ( ?, ?, ? )'
	).run( postId, key, JSON.stringify( value ) );
}

function deletePostMeta( db: Db, postId: number, key: string ): void {
	stmt( db, 'DELETE FROM postmeta WHERE post_id = ? AND meta_key = ?' ).run(
		postId,
		key
	);
}

/** Removes the attachment as the featured image of every post that has it. */
export function deleteThumbnailReferences(
	db: Db,
	attachmentId: number
): void {
	stmt(
		db,
		"DELETE FROM postmeta WHERE meta_key = '_thumbnail_id' AND meta_value = ?"
	).run( JSON.stringify( attachmentId ) );
}
