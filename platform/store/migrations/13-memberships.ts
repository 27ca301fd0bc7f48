import type { Migration } from './migration';

export const migration: Migration = {
	version: 13,
	name: 'memberships products, payments and subscriptions; the card provider stand-in',
	sql: `
			CREATE TABLE memberships_products (
				id INTEGER PRIMARY KEY AUTOINCREMENT,
				title TEXT NOT NULL,
				currency TEXT NOT NULL,
				price TEXT NOT NULL,
				interval TEXT NOT NULL,
				type TEXT NOT NULL DEFAULT '',
				created_gmt TEXT NOT NULL
			);
			CREATE INDEX memberships_products_type ON memberships_products ( type, currency );
			CREATE TABLE memberships_payments (
				id INTEGER PRIMARY KEY AUTOINCREMENT,
				charge_id TEXT NOT NULL UNIQUE,
				product_id INTEGER NOT NULL,
				post_id INTEGER NOT NULL DEFAULT 0,
				amount_minor INTEGER NOT NULL,
				currency TEXT NOT NULL,
				interval TEXT NOT NULL,
				email TEXT NOT NULL DEFAULT '',
				subscription_id TEXT NOT NULL DEFAULT '',
				status TEXT NOT NULL DEFAULT 'paid',
				paid_at INTEGER NOT NULL
			);
			CREATE INDEX memberships_payments_time ON memberships_payments ( paid_at );
			CREATE TABLE memberships_subscriptions (
				subscription_id TEXT PRIMARY KEY,
				product_id INTEGER NOT NULL,
				email TEXT NOT NULL DEFAULT '',
				amount_minor INTEGER NOT NULL,
				currency TEXT NOT NULL,
				interval TEXT NOT NULL,
				status TEXT NOT NULL,
				current_period_end INTEGER NOT NULL,
				started_at INTEGER NOT NULL
			);
			CREATE TABLE stripe_sessions (
				id TEXT PRIMARY KEY,
				product_id INTEGER NOT NULL,
				post_id INTEGER NOT NULL DEFAULT 0,
				amount_minor INTEGER NOT NULL,
				currency TEXT NOT NULL,
				interval TEXT NOT NULL,
				success_url TEXT NOT NULL,
				cancel_url TEXT NOT NULL,
				status TEXT NOT NULL DEFAULT 'open',
				email TEXT NOT NULL DEFAULT '',
				payment_id TEXT NOT NULL DEFAULT '',
				created INTEGER NOT NULL
			);
			CREATE TABLE stripe_subscriptions (
				id TEXT PRIMARY KEY,
				session_id TEXT NOT NULL,
				current_period_end INTEGER NOT NULL,
				status TEXT NOT NULL DEFAULT 'active'
			);
			CREATE TABLE stripe_events (
				seq INTEGER PRIMARY KEY AUTOINCREMENT,
				id TEXT NOT NULL UNIQUE,
				type TEXT NOT NULL,
				payload TEXT NOT NULL,
				created INTEGER NOT NULL
			);
	`,
};
