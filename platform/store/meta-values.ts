import type { Db } from './db';
import { stmt } from './statements';

/**
 * One meta value of an object (post, user), stored as JSON: `sql` selects its `meta_value` by
 * object ID and key; undefined when there is none.
 */
export function readMetaValue(
	db: Db,
	sql: string,
	objectId: number,
	key: string
): unknown {
	const row = stmt( db, sql ).get( objectId, key ) as
		{ meta_value: string } | undefined;
	return row ? JSON.parse( row.meta_value ) : undefined;
}
