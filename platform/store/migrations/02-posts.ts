import type { Migration } from './migration';

export const migration: Migration = {
	version: 2,
	name: 'posts and post meta',
	sql: `
			CREATE TABLE posts (
				ID INTEGER PRIMARY KEY AUTOINCREMENT,
				post_author INTEGER NOT NULL DEFAULT 0,
				post_date TEXT NOT NULL,
				post_date_gmt TEXT NOT NULL,
				post_content TEXT NOT NULL DEFAULT '',
				post_title TEXT NOT NULL DEFAULT '',
				post_excerpt TEXT NOT NULL DEFAULT '',
				post_status TEXT NOT NULL DEFAULT 'draft',
				comment_status TEXT NOT NULL DEFAULT 'open',
				ping_status TEXT NOT NULL DEFAULT 'open',
				post_password TEXT NOT NULL DEFAULT '',
				post_name TEXT NOT NULL DEFAULT '',
				post_modified TEXT NOT NULL,
				post_modified_gmt TEXT NOT NULL,
				post_parent INTEGER NOT NULL DEFAULT 0,
				guid TEXT NOT NULL DEFAULT '',
				menu_order INTEGER NOT NULL DEFAULT 0,
				post_type TEXT NOT NULL DEFAULT 'post',
				post_mime_type TEXT NOT NULL DEFAULT ''
			);
			CREATE INDEX posts_type_status_date ON posts ( post_type, post_status, post_date );
			CREATE INDEX posts_name ON posts ( post_name );
			CREATE INDEX posts_parent ON posts ( post_parent );
			CREATE INDEX posts_author ON posts ( post_author );
			CREATE TABLE postmeta (
				meta_id INTEGER PRIMARY KEY AUTOINCREMENT,
				post_id INTEGER NOT NULL REFERENCES posts ( ID ) ON DELETE CASCADE,
				meta_key TEXT NOT NULL,
				meta_value TEXT NOT NULL
			);
			CREATE INDEX postmeta_post_key ON postmeta ( post_id, meta_key );
	`,
};
