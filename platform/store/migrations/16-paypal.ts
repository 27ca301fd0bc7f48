import type { Migration } from './migration';

export const migration: Migration = {
	version: 16,
	name: 'payment button: PayPal orders and events; payments say their provider and product title',
	sql: `
			ALTER TABLE memberships_payments ADD COLUMN provider TEXT NOT NULL DEFAULT 'stripe';
			ALTER TABLE memberships_payments ADD COLUMN product_title TEXT NOT NULL DEFAULT '';
			CREATE TABLE paypal_orders (
				id TEXT PRIMARY KEY,
				status TEXT NOT NULL DEFAULT 'CREATED',
				currency TEXT NOT NULL,
				value TEXT NOT NULL,
				quantity INTEGER NOT NULL,
				item_name TEXT NOT NULL,
				payee_email TEXT NOT NULL,
				custom_id TEXT NOT NULL DEFAULT '',
				return_url TEXT NOT NULL,
				cancel_url TEXT NOT NULL,
				payer_id TEXT NOT NULL DEFAULT '',
				payer_email TEXT NOT NULL DEFAULT '',
				funding TEXT NOT NULL DEFAULT '',
				capture_id TEXT NOT NULL DEFAULT '',
				created INTEGER NOT NULL,
				updated INTEGER NOT NULL
			);
			CREATE TABLE paypal_events (
				seq INTEGER PRIMARY KEY AUTOINCREMENT,
				id TEXT NOT NULL UNIQUE,
				type TEXT NOT NULL,
				payload TEXT NOT NULL,
				created INTEGER NOT NULL
			);
	`,
};
