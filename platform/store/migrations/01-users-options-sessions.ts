import type { Migration } from './migration';

export const migration: Migration = {
	version: 1,
	name: 'users, options and sessions',
	sql: `
			CREATE TABLE users (
				ID INTEGER PRIMARY KEY AUTOINCREMENT,
				user_login TEXT NOT NULL UNIQUE,
				user_pass TEXT NOT NULL,
				user_email TEXT NOT NULL DEFAULT '',
				user_nicename TEXT NOT NULL,
				display_name TEXT NOT NULL,
				user_url TEXT NOT NULL DEFAULT '',
				description TEXT NOT NULL DEFAULT '',
				user_registered TEXT NOT NULL,
				role TEXT NOT NULL
			);
			CREATE TABLE options (
				option_name TEXT PRIMARY KEY,
				option_value TEXT NOT NULL
			);
			CREATE TABLE sessions (
				token_hash TEXT PRIMARY KEY,
				user_id INTEGER NOT NULL REFERENCES users ( ID ) ON DELETE CASCADE,
				created INTEGER NOT NULL,
				expires INTEGER NOT NULL
			);
	`,
};
