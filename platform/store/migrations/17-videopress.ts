import type { Migration } from './migration';

export const migration: Migration = {
	version: 17,
	name: 'videopress: uploaded videos, their transcoding state and rating',
	sql: `
			CREATE TABLE tessera_videopress_videos (
				guid TEXT PRIMARY KEY,
				attachment_id INTEGER NOT NULL UNIQUE REFERENCES posts ( ID ) ON DELETE CASCADE,
				source_file TEXT NOT NULL,
				state TEXT NOT NULL CHECK ( state IN ( 'queued', 'transcoding', 'ready', 'failed' ) ),
				error TEXT NOT NULL DEFAULT '',
				width INTEGER NOT NULL DEFAULT 0,
				height INTEGER NOT NULL DEFAULT 0,
				duration_ms INTEGER NOT NULL DEFAULT 0,
				rating TEXT NOT NULL DEFAULT 'G' CHECK ( rating IN ( 'G', 'PG-13', 'R-17', 'X-18' ) ),
				created TEXT NOT NULL,
				finished TEXT
			);
	`,
};
