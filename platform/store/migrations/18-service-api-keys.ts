import type { Migration } from './migration';

export const migration: Migration = {
	version: 18,
	name: "service API keys: the site's own key and the platform default per service",
	sql: `
			CREATE TABLE service_api_keys (
				service TEXT NOT NULL,
				source TEXT NOT NULL CHECK ( source IN ( 'site', 'wpcom' ) ),
				api_key TEXT NOT NULL,
				PRIMARY KEY ( service, source )
			);
	`,
};
