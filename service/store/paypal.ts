/**
 * The PayPal stand-in's records (tables `paypal_*`, migration 15): checkout orders from creation
 * to capture, and the event log its webhooks are sent from.
 */
import type { Db } from '../../platform/store/db';
import { stmt } from '../../platform/store/statements';

export interface OrderRow {
	id: string;
	status: string;
	currency: string;
	value: string;
	quantity: number;
	item_name: string;
	payee_email: string;
	custom_id: string;
	return_url: string;
	cancel_url: string;
	payer_id: string;
	payer_email: string;
	funding: string;
	capture_id: string;
	created: number;
	updated: number;
}

export interface PaypalEventRow {
	seq: number;
	id: string;
	type: string;
	payload: string;
	created: number;
}

/** Deletes the orders nobody approved that were made at or before `createdBy` (milliseconds). */
export function deleteUnapprovedOrders( db: Db, createdBy: number ): void {
	stmt(
		db,
		"DELETE FROM paypal_orders WHERE status = 'CREATED' AND created <= ?"
	).run( createdBy );
}

export function insertOrder(
	db: Db,
	row: Omit<
		OrderRow,
		'status' | 'payer_id' | 'payer_email' | 'funding' | 'capture_id'
	>
): void {
	stmt(
		db,
		`INSERT INTO paypal_orders ( id, currency, value, quantity, item_name, payee_email, custom_id, return_url, cancel_url, created, updated )
			VALUES ( ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ? )`
	).run(
		row.id,
		row.currency,
		row.value,
		row.quantity,
		row.item_name,
		row.payee_email,
		row.custom_id,
		row.return_url,
		row.cancel_url,
		row.created,
		row.updated
	);
}

export function orderById( db: Db, id: string ): OrderRow | undefined {
	return stmt( db, 'SELECT * FROM paypal_orders WHERE id = ?' ).get( id ) as
		OrderRow | undefined;
}

/** The buyer approved the order with a funding source; only an order not yet paid can be. */
export function approveOrderRow(
	db: Db,
	id: string,
	payer: { payer_id: string; payer_email: string; funding: string },
	now: number
): boolean {
	return (
		stmt(
			db,
			`UPDATE paypal_orders SET status = 'APPROVED', payer_id = ?, payer_email = ?, funding = ?, updated = ?
				WHERE id = ? AND status IN ( 'CREATED', 'APPROVED' )`
		).run( payer.payer_id, payer.payer_email, payer.funding, now, id )
			.changes === 1
	);
}

/**
 * Marks an approved order captured. The status condition makes it happen once: a second capture
 * of the same order (a double click, a reload) changes nothing.
 */
export function completeOrderRow(
	db: Db,
	id: string,
	captureId: string,
	now: number
): boolean {
	return (
		stmt(
			db,
			`UPDATE paypal_orders SET status = 'COMPLETED', capture_id = ?, updated = ?
				WHERE id = ? AND status = 'APPROVED'`
		).run( captureId, now, id ).changes === 1
	);
}

export function insertPaypalEvent(
	db: Db,
	event: Omit< PaypalEventRow, 'seq' >
): PaypalEventRow {
	const result = stmt(
		db,
		'INSERT INTO paypal_events ( id, type, payload, created ) VALUES ( ?, ?, ?, ? )'
	).run( event.id, event.type, event.payload, event.created );
	return { seq: Number( result.lastInsertRowid ), ...event };
}

export function paypalEventById(
	db: Db,
	id: string
): PaypalEventRow | undefined {
	return stmt( db, 'SELECT * FROM paypal_events WHERE id = ?' ).get( id ) as
		PaypalEventRow | undefined;
}

/** Events newest first, as the webhook events list answers. */
export function listPaypalEvents( db: Db, limit: number ): PaypalEventRow[] {
	return stmt(
		db,
		'SELECT * FROM paypal_events ORDER BY seq DESC LIMIT ?'
	).all( limit ) as PaypalEventRow[];
}
