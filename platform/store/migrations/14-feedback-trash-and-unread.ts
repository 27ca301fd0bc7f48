import type { Migration } from './migration';

export const migration: Migration = {
	version: 14,
	name: 'feedback: trash, the status to restore from the trash, unread',
	// SQLite cannot change a CHECK constraint in place: the table is rebuilt.
	sql: `
			CREATE TABLE tessera_feedback_next (
				id INTEGER PRIMARY KEY AUTOINCREMENT,
				form_id TEXT NOT NULL,
				post_id INTEGER NOT NULL,
				fields TEXT NOT NULL,
				created_gmt TEXT NOT NULL,
				ip_hash TEXT NOT NULL,
				user_agent TEXT NOT NULL DEFAULT '',
				status TEXT NOT NULL CHECK ( status IN ( 'publish', 'spam', 'trash' ) ),
				status_before_trash TEXT CHECK ( status_before_trash IN ( 'publish', 'spam' ) ),
				is_unread INTEGER NOT NULL DEFAULT 1 CHECK ( is_unread IN ( 0, 1 ) )
			);
			INSERT INTO tessera_feedback_next ( id, form_id, post_id, fields, created_gmt, ip_hash, user_agent, status )
				SELECT id, form_id, post_id, fields, created_gmt, ip_hash, user_agent, status FROM tessera_feedback;
			DROP TABLE tessera_feedback;
			ALTER TABLE tessera_feedback_next RENAME TO tessera_feedback;
			CREATE INDEX tessera_feedback_status ON tessera_feedback ( status, id );
			CREATE INDEX tessera_feedback_form ON tessera_feedback ( form_id, id );
	`,
};
