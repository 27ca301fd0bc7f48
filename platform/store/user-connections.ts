import type { Db } from './db';
import { stmt } from './statements';

/** The user meta that says when a user linked their account to the platform's. */
const LINKED_KEY = 'tessera_user_connected';

/** Whether the user went through the connect flow (see platform/content/user-connection.ts). */
export function isUserLinked( db: Db, userId: number ): boolean {
	return !! stmt(
		db,
		'SELECT 1 FROM usermeta WHERE user_id = ? AND meta_key = ?'
	).get( userId, LINKED_KEY );
}

/** Records that the user approved the link, with the time they did (kept on a second approval). */
export function linkUser( db: Db, userId: number, now = new Date() ): void {
	stmt(
		db,
		`INSERT INTO usermeta ( user_id, meta_key, meta_value ) VALUES ( ?, ?, ? )
		ON CONFLICT ( user_id, meta_key ) DO NOTHING`
	).run( userId, LINKED_KEY, JSON.stringify( now.toISOString() ) );
}
