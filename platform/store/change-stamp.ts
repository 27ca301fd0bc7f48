import type { Db } from './db';
import { stmt } from './statements';

/**
 * A stamp that differs whenever the database may hold something new: rows written through this
 * connection (total_changes()) or a commit by another connection (data_version). What is computed
 * from the database may be kept for as long as the stamp stays the same.
 */
export function changeStamp( db: Db ): string {
	const { changes } = stmt(
		db,
		'SELECT total_changes() AS changes'
	).get() as {
		changes: number;
	};
	const { data_version: version } = stmt(
		db,
		'PRAGMA data_version'
	).get() as { data_version: number };
	return `${ changes }.${ version }`;
}
