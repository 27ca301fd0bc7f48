import type { Migration } from './migration';

export const migration: Migration = {
	version: 15,
	name: 'social networks: what the networks received, revoked access, posts shared by Publicize',
	sql: `
			CREATE TABLE social_network_posts (
				id INTEGER PRIMARY KEY AUTOINCREMENT,
				service TEXT NOT NULL,
				external_user_id TEXT NOT NULL,
				in_reply_to_id INTEGER REFERENCES social_network_posts ( id ),
				text TEXT NOT NULL,
				media TEXT NOT NULL DEFAULT '[]',
				quote_url TEXT NOT NULL DEFAULT '',
				link TEXT NOT NULL DEFAULT '',
				created TEXT NOT NULL
			);
			CREATE INDEX social_network_posts_account ON social_network_posts ( service, external_user_id, id );
			CREATE TABLE social_network_revocations (
				service TEXT NOT NULL,
				external_user_id TEXT NOT NULL,
				id_token TEXT NOT NULL,
				reason TEXT NOT NULL CHECK ( reason IN ( 'revoked', 'suspended' ) ),
				PRIMARY KEY ( service, external_user_id, id_token )
			);
			CREATE TABLE publicize_shares (
				id INTEGER PRIMARY KEY AUTOINCREMENT,
				post_id INTEGER NOT NULL,
				connection_id INTEGER NOT NULL,
				service TEXT NOT NULL,
				first_remote_id INTEGER,
				posted INTEGER NOT NULL,
				error TEXT NOT NULL DEFAULT '',
				shared TEXT NOT NULL
			);
			CREATE INDEX publicize_shares_post ON publicize_shares ( post_id, connection_id );
	`,
};
