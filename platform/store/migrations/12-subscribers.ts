import type { Migration } from './migration';

export const migration: Migration = {
	version: 12,
	name: 'site subscribers, and the mailing-list stand-in members',
	sql: `
			CREATE TABLE site_subscribers (
				id INTEGER PRIMARY KEY AUTOINCREMENT,
				email TEXT NOT NULL UNIQUE,
				status TEXT NOT NULL DEFAULT 'pending',
				created TEXT NOT NULL,
				confirmed TEXT NOT NULL DEFAULT ''
			);
			CREATE INDEX site_subscribers_status ON site_subscribers ( status, id );
			CREATE TABLE mailing_list_members (
				id INTEGER PRIMARY KEY AUTOINCREMENT,
				list_id TEXT NOT NULL,
				email TEXT NOT NULL,
				status TEXT NOT NULL,
				interests TEXT NOT NULL DEFAULT '{}',
				merge_fields TEXT NOT NULL DEFAULT '{}',
				created TEXT NOT NULL,
				UNIQUE ( list_id, email )
			);
	`,
};
