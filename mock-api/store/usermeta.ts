import type { Db } from './db';
import { stmt } from './statements';

export function getUserMeta( db: Db, userId: number, key: string ): unknown {
	const row = stmt(
		db,
		'SELECT meta_value FROM usermeta WHERE user_id = ? AND meta_key = ?'
	).get( userId, key ) as { meta_value: string } | undefined;
	return row ? JSON.parse( row.meta_value ) : undefined;
}

export function updateUserMeta(
	db: Db,
	userId: number,
	key: string,
	value: unknown
): void {
	stmt(
		db,
		`INSERT INTO usermeta ( user_id, meta_key, meta_value ) VALUES ( ?, ?, ? )
		ON CONFLICT ( user_id, meta_key ) DO UPDATE SET meta_value = excluded.meta_value`
	).run( userId, key, JSON.stringify( value ) );
}
