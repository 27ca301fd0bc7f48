import type { Migration } from './migration';

export const migration: Migration = {
	version: 5,
	name: 'keyring connections',
	sql: `
			CREATE TABLE keyring_connections (
				id INTEGER PRIMARY KEY AUTOINCREMENT,
				user_id INTEGER NOT NULL REFERENCES users ( ID ) ON DELETE CASCADE,
				service TEXT NOT NULL,
				external_user_id TEXT NOT NULL,
				external_display_name TEXT NOT NULL,
				external_profile_picture TEXT NOT NULL DEFAULT '',
				id_token TEXT NOT NULL,
				created TEXT NOT NULL,
				UNIQUE ( user_id, service, external_user_id )
			);
	`,
};
