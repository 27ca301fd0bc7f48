/**
 * The card provider stand-in's own records (tables `stripe_*`, migration 12): checkout sessions,
 * subscriptions and the event log its webhooks are sent from.
 */
import type { Db } from './db';
import { stmt } from './statements';
import { getOption } from './options';

/** The option holding the connected account's id at the card provider ('' when not connected). */
export const STRIPE_ACCOUNT_OPTION = 'tessera_stripe_account';

export function stripeAccountId( db: Db ): string {
	return getOption< string >( db, STRIPE_ACCOUNT_OPTION, '' );
}

export interface SessionRow {
	id: string;
	product_id: number;
	post_id: number;
	amount_minor: number;
	currency: string;
	interval: string;
	success_url: string;
	cancel_url: string;
	status: string;
	email: string;
	payment_id: string;
	created: number;
}

export interface StripeSubscriptionRow {
	id: string;
	session_id: string;
	current_period_end: number;
	status: string;
}

export interface EventRow {
	seq: number;
	id: string;
	type: string;
	payload: string;
	created: number;
}

/** Where an event's webhook stands: sent and answered 2xx, still to send, or given up. */
export type EventDelivery = 'pending' | 'delivered' | 'failed';

export function insertSession(
	db: Db,
	row: Omit< SessionRow, 'status' | 'email' | 'payment_id' >
): void {
	stmt(
		db,
		`INSERT INTO stripe_sessions ( id, product_id, post_id, amount_minor, currency, interval, success_url, cancel_url, created )
			VALUES ( ?, ?, ?, ?, ?, ?, ?, ?, ? )`
	).run(
		row.id,
		row.product_id,
		row.post_id,
		row.amount_minor,
		row.currency,
		row.interval,
		row.success_url,
		row.cancel_url,
		row.created
	);
}

/** Deletes the sessions nobody paid that were opened at or before `createdBy` (unix seconds). */
export function deleteUnpaidSessions( db: Db, createdBy: number ): void {
	stmt(
		db,
		"DELETE FROM stripe_sessions WHERE status IN ( 'open', 'requires_action' ) AND created <= ?"
	).run( createdBy );
}

export function sessionById( db: Db, id: string ): SessionRow | undefined {
	return stmt( db, 'SELECT * FROM stripe_sessions WHERE id = ?' ).get(
		id
	) as SessionRow | undefined;
}

export function sessionByPaymentId(
	db: Db,
	paymentId: string
): SessionRow | undefined {
	return stmt( db, 'SELECT * FROM stripe_sessions WHERE payment_id = ?' ).get(
		paymentId
	) as SessionRow | undefined;
}

/**
 * Moves a session from one status to the next only if it is still in `from`: of two clicks on
 * Pay, only the first gets `true` and charges.
 */
export function advanceSession(
	db: Db,
	id: string,
	from: string,
	to: string,
	fields: { email?: string; payment_id?: string } = {}
): boolean {
	return (
		stmt(
			db,
			`UPDATE stripe_sessions SET status = ?, email = COALESCE( ?, email ), payment_id = COALESCE( ?, payment_id )
				WHERE id = ? AND status = ?`
		).run( to, fields.email ?? null, fields.payment_id ?? null, id, from )
			.changes === 1
	);
}

export function insertStripeSubscription(
	db: Db,
	row: StripeSubscriptionRow
): void {
	stmt(
		db,
		'INSERT INTO stripe_subscriptions ( id, session_id, current_period_end, status ) VALUES ( ?, ?, ?, ? )'
	).run( row.id, row.session_id, row.current_period_end, row.status );
}

/** Active subscriptions whose period ended at or before `now`. */
export function dueSubscriptions(
	db: Db,
	now: number
): StripeSubscriptionRow[] {
	return stmt(
		db,
		"SELECT * FROM stripe_subscriptions WHERE status = 'active' AND current_period_end <= ? ORDER BY id"
	).all( now ) as StripeSubscriptionRow[];
}

export function setSubscriptionPeriodEnd(
	db: Db,
	id: string,
	periodEnd: number
): void {
	stmt(
		db,
		'UPDATE stripe_subscriptions SET current_period_end = ? WHERE id = ?'
	).run( periodEnd, id );
}

export function insertEvent( db: Db, row: Omit< EventRow, 'seq' > ): EventRow {
	const result = stmt(
		db,
		'INSERT INTO stripe_events ( id, type, payload, created ) VALUES ( ?, ?, ?, ? )'
	).run( row.id, row.type, row.payload, row.created );
	return { seq: Number( result.lastInsertRowid ), ...row };
}

export function eventById( db: Db, id: string ): EventRow | undefined {
	return stmt(
		db,
		'SELECT seq, id, type, payload, created FROM stripe_events WHERE id = ?'
	).get( id ) as EventRow | undefined;
}

/** Records one webhook attempt: delivered, or pending until `nextAttemptMs`, or failed. */
export function recordDeliveryAttempt(
	db: Db,
	seq: number,
	delivery: EventDelivery,
	nextAttemptMs: number
): void {
	stmt(
		db,
		`UPDATE stripe_events SET attempts = attempts + 1, delivery = ?, next_attempt_ms = ?
			WHERE seq = ? AND delivery != 'delivered'`
	).run( delivery, nextAttemptMs, seq );
}

/** Pending events due by `nowMs`, oldest first, with how many attempts each had. */
export function dueEvents(
	db: Db,
	nowMs: number,
	limit: number
): Array< EventRow & { attempts: number } > {
	return stmt(
		db,
		`SELECT seq, id, type, payload, created, attempts FROM stripe_events
			WHERE delivery = 'pending' AND next_attempt_ms <= ? ORDER BY seq LIMIT ?`
	).all( nowMs, limit ) as Array< EventRow & { attempts: number } >;
}

export function eventDelivery(
	db: Db,
	seq: number
): { delivery: EventDelivery; attempts: number } | undefined {
	return stmt(
		db,
		'SELECT delivery, attempts FROM stripe_events WHERE seq = ?'
	).get( seq ) as { delivery: EventDelivery; attempts: number } | undefined;
}

/** Events after `afterSeq`, oldest first (the stand-in's `GET /v1/events`). */
export function listEvents(
	db: Db,
	afterSeq: number,
	limit: number
): EventRow[] {
	return stmt(
		db,
		'SELECT seq, id, type, payload, created FROM stripe_events WHERE seq > ? ORDER BY seq LIMIT ?'
	).all( afterSeq, limit ) as EventRow[];
}
