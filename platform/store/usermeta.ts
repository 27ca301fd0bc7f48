import type { Db } from './db';
import { stmt } from './statements';
import { readMetaValue } from './meta-values';

export function getUserMeta( db: Db, userId: number, key: string ): unknown {
	return readMetaValue(
		db,
		'SELECT meta_value FROM usermeta WHERE user_id = ? AND meta_key = ?',
		userId,
		key
	);
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
