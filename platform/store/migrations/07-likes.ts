import type { Migration } from './migration';

export const migration: Migration = {
	version: 7,
	name: 'post likes',
	sql: `
			CREATE TABLE tessera_likes (
				post_id INTEGER NOT NULL REFERENCES posts ( ID ) ON DELETE CASCADE,
				user_id INTEGER NOT NULL REFERENCES users ( ID ) ON DELETE CASCADE,
				created TEXT NOT NULL,
				PRIMARY KEY ( post_id, user_id )
			);
			CREATE INDEX tessera_likes_user ON tessera_likes ( user_id );
	`,
};
