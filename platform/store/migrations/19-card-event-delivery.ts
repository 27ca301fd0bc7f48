import type { Migration } from './migration';

export const migration: Migration = {
	version: 19,
	name: 'card provider events: delivery state, so undelivered webhooks are sent again',
	sql: `
			ALTER TABLE stripe_events ADD COLUMN delivery TEXT NOT NULL DEFAULT 'pending'
				CHECK ( delivery IN ( 'pending', 'delivered', 'failed' ) );
			ALTER TABLE stripe_events ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
			ALTER TABLE stripe_events ADD COLUMN next_attempt_ms INTEGER NOT NULL DEFAULT 0;
			CREATE INDEX stripe_events_pending ON stripe_events ( delivery, next_attempt_ms );
			UPDATE stripe_events SET delivery = 'delivered';
		`,
};
