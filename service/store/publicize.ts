import type { Db } from '../../platform/store/db';
import { stmt } from '../../platform/store/statements';

/** A row of `publicize_shares`: one sharing of a post to one connection. */
export interface PublicizeShareRow {
	id: number;
	post_id: number;
	connection_id: number;
	service: string;
	/** The network's id of the first post made (the thread's first tweet), or null on failure. */
	first_remote_id: number | null;
	/** How many posts the network received. */
	posted: number;
	error: string;
	shared: string;
}

export function insertPublicizeShare(
	db: Db,
	share: Omit< PublicizeShareRow, 'id' >
): number {
	return Number(
		stmt(
			db,
			`INSERT INTO publicize_shares ( post_id, connection_id, service, first_remote_id, posted,
				error, shared )
			VALUES ( @post_id, @connection_id, @service, @first_remote_id, @posted, @error, @shared )`
		).run( share ).lastInsertRowid
	);
}

/** A post's shares, oldest first. */
export function listPublicizeShares(
	db: Db,
	postId: number
): PublicizeShareRow[] {
	return stmt(
		db,
		'SELECT * FROM publicize_shares WHERE post_id = ? ORDER BY id'
	).all( postId ) as PublicizeShareRow[];
}
