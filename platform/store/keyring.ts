import type { Db } from './db';
import { stmt } from './statements';

/** A row of `keyring_connections`: one external account a user connected through the keyring. */
export interface KeyringConnectionRow {
	id: number;
	user_id: number;
	service: string;
	external_user_id: string;
	external_display_name: string;
	external_profile_picture: string;
	id_token: string;
	/** `YYYY-MM-DD HH:MM:SS`, UTC. */
	created: string;
}

export type NewKeyringConnection = Omit< KeyringConnectionRow, 'id' >;

/**
 * Stores a connection. Connecting the same external account to the same service again refreshes
 * the stored one (new token and date) and keeps its id, as Keyring does for a known account.
 *
 * @return The connection's id.
 */
export function saveKeyringConnection(
	db: Db,
	connection: NewKeyringConnection
): number {
	const row = stmt(
		db,
		`INSERT INTO keyring_connections ( user_id, service, external_user_id, external_display_name,
			external_profile_picture, id_token, created )
		VALUES ( @user_id, @service, @external_user_id, @external_display_name,
			@external_profile_picture, @id_token, @created )
		ON CONFLICT ( user_id, service, external_user_id ) DO UPDATE SET
			external_display_name = excluded.external_display_name,
			external_profile_picture = excluded.external_profile_picture,
			id_token = excluded.id_token,
			created = excluded.created
		RETURNING id`
	).get( connection ) as { id: number };
	return row.id;
}

export function getKeyringConnection(
	db: Db,
	id: number
): KeyringConnectionRow | undefined {
	return stmt( db, 'SELECT * FROM keyring_connections WHERE id = ?' ).get(
		id
	) as KeyringConnectionRow | undefined;
}

/** A user's connections, oldest first, optionally of one service only. */
export function listKeyringConnections(
	db: Db,
	userId: number,
	service?: string
): KeyringConnectionRow[] {
	return stmt(
		db,
		`SELECT * FROM keyring_connections
		WHERE user_id = @userId AND ( @service IS NULL OR service = @service )
		ORDER BY id`
	).all( { userId, service: service ?? null } ) as KeyringConnectionRow[];
}

/** @return Whether a connection was deleted. */
export function deleteKeyringConnection( db: Db, id: number ): boolean {
	return (
		stmt( db, 'DELETE FROM keyring_connections WHERE id = ?' ).run( id )
			.changes > 0
	);
}

/** The connection of a service that holds an access token (the service's side of a token check). */
export function keyringConnectionByToken(
	db: Db,
	service: string,
	token: string
): KeyringConnectionRow | undefined {
	return stmt(
		db,
		'SELECT * FROM keyring_connections WHERE service = ? AND id_token = ?'
	).get( service, token ) as KeyringConnectionRow | undefined;
}
