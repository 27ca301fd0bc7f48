import type { Migration } from './migration';

export const migration: Migration = {
	version: 3,
	name: 'terms and their relationships',
	sql: `
			CREATE TABLE terms (
				term_id INTEGER PRIMARY KEY AUTOINCREMENT,
				name TEXT NOT NULL,
				slug TEXT NOT NULL,
				taxonomy TEXT NOT NULL,
				description TEXT NOT NULL DEFAULT '',
				parent INTEGER NOT NULL DEFAULT 0,
				UNIQUE ( taxonomy, slug )
			);
			CREATE TABLE term_relationships (
				object_id INTEGER NOT NULL REFERENCES posts ( ID ) ON DELETE CASCADE,
				term_id INTEGER NOT NULL REFERENCES terms ( term_id ) ON DELETE CASCADE,
				PRIMARY KEY ( object_id, term_id )
			);
			CREATE INDEX term_relationships_term ON term_relationships ( term_id );
	`,
};
