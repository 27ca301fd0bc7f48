import type { Db } from '../../platform/store/db';
import { stmt } from '../../platform/store/statements';

export function insertSession(
	db: Db,
	tokenHash: string,
	userId: number,
	expires: number
): void {
	stmt(
		db,
		'INSERT INTO sessions ( token_hash, user_id, created, expires ) VALUES ( ?, ?, ?, ? )'
	).run( tokenHash, userId, Date.now(), expires );
}

export function findSessionUserId(
	db: Db,
	tokenHash: string
): number | undefined {
	const row = stmt(
		db,
		'SELECT user_id FROM sessions WHERE token_hash = ? AND expires > ?'
	).get( tokenHash, Date.now() ) as { user_id: number } | undefined;
	return row?.user_id;
}

export function deleteSession( db: Db, tokenHash: string ): void {
	stmt( db, 'DELETE FROM sessions WHERE token_hash = ?' ).run( tokenHash );
}

export function deleteExpiredSessions( db: Db ): void {
	stmt( db, 'DELETE FROM sessions WHERE expires <= ?' ).run( Date.now() );
}

/** Signs the user out everywhere but the session whose hash is `keepTokenHash` (if any). */
export function deleteUserSessions(
	db: Db,
	userId: number,
	keepTokenHash = ''
): void {
	stmt(
		db,
		'DELETE FROM sessions WHERE user_id = ? AND token_hash != ?'
	).run( userId, keepTokenHash );
}
