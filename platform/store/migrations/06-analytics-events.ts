import type { Migration } from './migration';

export const migration: Migration = {
	version: 6,
	name: 'analytics events',
	sql: `
			CREATE TABLE analytics_events (
				id INTEGER PRIMARY KEY AUTOINCREMENT,
				event_name TEXT NOT NULL,
				properties TEXT NOT NULL,
				user_id INTEGER NOT NULL DEFAULT 0,
				recorded_gmt TEXT NOT NULL
			);
			CREATE INDEX analytics_events_name ON analytics_events ( event_name );
	`,
};
