/**
 * The keyring as the site's REST API describes it (`/wpcom/v2/keyring/...`), with WordPress.com's
 * field names: the Tessera service answers in these shapes and editor code reads them.
 */

/** A service a user may connect, as `GET /wpcom/v2/keyring/services` lists it. */
export interface KeyringServiceInfo {
	/** Keyring's service name: `google_photos`, `instagram`, ... */
	ID: string;
	label: string;
	/** The authorization page, opened in a popup by requestExternalAccess(). */
	connect_URL: string;
}

/** One connected external account, as `GET /wpcom/v2/keyring/connections` lists it. */
export interface KeyringConnection {
	ID: number;
	service: string;
	/** The service's label. */
	label: string;
	/** When it was connected: `YYYY-MM-DD HH:MM:SS`, UTC. */
	issued: string;
	user_ID: number;
	external_ID: string;
	external_display: string;
	external_profile_picture: string;
}

/** The account a popup reports in its message (`user`). */
type KeyringExternalUser = Pick<
	KeyringConnection,
	'external_ID' | 'external_display' | 'external_profile_picture'
>;

/** What the authorization popup posts to its opener after the user approves. */
export interface KeyringPopupMessage {
	keyring_id: number;
	id_token: string;
	user: KeyringExternalUser;
}

/** `DELETE /wpcom/v2/keyring/connections/<id>`, as WordPress answers a forced delete. */
export interface KeyringDeleteResponse {
	deleted: true;
	previous: KeyringConnection;
}
