import type { Db } from '../../platform/store/db';
import { stmt } from '../../platform/store/statements';

/**
 * Failed sign-ins, one row per throttle key (an account, an address) and attempt, with its time in
 * milliseconds. Rows older than the throttling window are deleted whenever new ones are written.
 */
export function insertLoginFailures(
	db: Db,
	keys: string[],
	now: number,
	keepSince: number
): number[] {
	stmt( db, 'DELETE FROM login_failures WHERE failed_at <= ?' ).run(
		keepSince
	);
	const insert = stmt(
		db,
		'INSERT INTO login_failures ( throttle_key, failed_at ) VALUES ( ?, ? )'
	);
	return keys.map( ( key ) =>
		Number( insert.run( key, now ).lastInsertRowid )
	);
}

/** When the key's failures after `since` happened, oldest first. */
export function loginFailureTimes(
	db: Db,
	key: string,
	since: number
): number[] {
	return (
		stmt(
			db,
			'SELECT failed_at FROM login_failures WHERE throttle_key = ? AND failed_at > ? ORDER BY failed_at, id'
		).all( key, since ) as { failed_at: number }[]
	 ).map( ( row ) => row.failed_at );
}

export function deleteLoginFailures( db: Db, ids: number[] ): void {
	const remove = stmt( db, 'DELETE FROM login_failures WHERE id = ?' );
	for ( const id of ids ) {
		remove.run( id );
	}
}

export function deleteLoginFailuresOf( db: Db, key: string ): void {
	stmt( db, 'DELETE FROM login_failures WHERE throttle_key = ?' ).run( key );
}
