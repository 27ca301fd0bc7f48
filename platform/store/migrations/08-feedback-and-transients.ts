import type { Migration } from './migration';

export const migration: Migration = {
	version: 8,
	name: 'form submissions (feedback) and transients',
	sql: `
			CREATE TABLE tessera_feedback (
				id INTEGER PRIMARY KEY AUTOINCREMENT,
				form_id TEXT NOT NULL,
				post_id INTEGER NOT NULL,
				fields TEXT NOT NULL,
				created_gmt TEXT NOT NULL,
				ip_hash TEXT NOT NULL,
				user_agent TEXT NOT NULL DEFAULT '',
				status TEXT NOT NULL CHECK ( status IN ( 'publish', 'spam' ) )
			);
			CREATE INDEX tessera_feedback_status ON tessera_feedback ( status, id );
			CREATE INDEX tessera_feedback_form ON tessera_feedback ( form_id, id );
			CREATE TABLE transients (
				name TEXT PRIMARY KEY,
				value TEXT NOT NULL,
				expires INTEGER NOT NULL
			);
			CREATE INDEX transients_expires ON transients ( expires );
	`,
};
