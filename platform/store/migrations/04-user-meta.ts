import type { Migration } from './migration';

export const migration: Migration = {
	version: 4,
	name: 'user meta',
	sql: `
			CREATE TABLE usermeta (
				umeta_id INTEGER PRIMARY KEY AUTOINCREMENT,
				user_id INTEGER NOT NULL REFERENCES users ( ID ) ON DELETE CASCADE,
				meta_key TEXT NOT NULL,
				meta_value TEXT NOT NULL,
				UNIQUE ( user_id, meta_key )
			);
	`,
};
