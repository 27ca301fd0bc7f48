import type { Migration } from './migration';

export const migration: Migration = {
	version: 10,
	name: 'failed sign-ins, for throttling',
	sql: `
			CREATE TABLE login_failures (
				id INTEGER PRIMARY KEY AUTOINCREMENT,
				throttle_key TEXT NOT NULL,
				failed_at INTEGER NOT NULL
			);
			CREATE INDEX login_failures_key ON login_failures ( throttle_key, failed_at );
			CREATE INDEX login_failures_time ON login_failures ( failed_at );
	`,
};
