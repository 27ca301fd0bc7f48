import type { Migration } from './migration';

export const migration: Migration = {
	version: 11,
	name: 'comments and comment meta',
	sql: `
			CREATE TABLE comments (
				comment_ID INTEGER PRIMARY KEY AUTOINCREMENT,
				comment_post_ID INTEGER NOT NULL DEFAULT 0,
				comment_author TEXT NOT NULL DEFAULT '',
				comment_author_email TEXT NOT NULL DEFAULT '',
				comment_author_url TEXT NOT NULL DEFAULT '',
				comment_author_IP TEXT NOT NULL DEFAULT '',
				comment_date TEXT NOT NULL,
				comment_date_gmt TEXT NOT NULL,
				comment_content TEXT NOT NULL DEFAULT '',
				comment_karma INTEGER NOT NULL DEFAULT 0,
				comment_approved TEXT NOT NULL DEFAULT '1',
				comment_agent TEXT NOT NULL DEFAULT '',
				comment_type TEXT NOT NULL DEFAULT 'comment',
				comment_parent INTEGER NOT NULL DEFAULT 0,
				user_id INTEGER NOT NULL DEFAULT 0
			);
			CREATE INDEX comments_post_approved ON comments ( comment_post_ID, comment_approved, comment_date_gmt );
			CREATE INDEX comments_approved_date ON comments ( comment_approved, comment_date_gmt );
			CREATE INDEX comments_parent ON comments ( comment_parent );
			CREATE INDEX comments_author_email ON comments ( comment_author_email );
			CREATE INDEX comments_user ON comments ( user_id );
			CREATE TABLE commentmeta (
				meta_id INTEGER PRIMARY KEY AUTOINCREMENT,
				comment_id INTEGER NOT NULL REFERENCES comments ( comment_ID ) ON DELETE CASCADE,
				meta_key TEXT NOT NULL,
				meta_value TEXT NOT NULL
			);
			CREATE INDEX commentmeta_comment_key ON commentmeta ( comment_id, meta_key );
			CREATE TRIGGER posts_delete_comments AFTER DELETE ON posts BEGIN
				DELETE FROM comments WHERE comment_post_ID = OLD.ID;
			END;
	`,
};
