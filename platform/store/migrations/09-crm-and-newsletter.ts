import type { Migration } from './migration';

export const migration: Migration = {
	version: 9,
	name: 'CRM contacts and newsletter subscribers',
	sql: `
			CREATE TABLE crm_contacts (
				id INTEGER PRIMARY KEY AUTOINCREMENT,
				email TEXT NOT NULL UNIQUE,
				name TEXT NOT NULL DEFAULT '',
				fields TEXT NOT NULL DEFAULT '{}',
				source TEXT NOT NULL DEFAULT '',
				created TEXT NOT NULL,
				updated TEXT NOT NULL
			);
			CREATE TABLE newsletter_subscribers (
				id INTEGER PRIMARY KEY AUTOINCREMENT,
				email TEXT NOT NULL UNIQUE,
				name TEXT NOT NULL DEFAULT '',
				created TEXT NOT NULL
			);
	`,
};
