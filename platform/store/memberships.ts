/**
 * Membership products, the payments recorded from the card provider's webhooks and the
 * recurring supporters (tables `memberships_*`, migration 12; the payment button's PayPal payments
 * are recorded here too, migration 15).
 */
import type { Db } from './db';
import { stmt } from './statements';

export interface ProductRow {
	id: number;
	title: string;
	currency: string;
	price: string;
	interval: string;
	type: string;
}

export interface PaymentRow {
	id: number;
	charge_id: string;
	product_id: number;
	post_id: number;
	amount_minor: number;
	currency: string;
	interval: string;
	email: string;
	subscription_id: string;
	status: string;
	paid_at: number;
	/** Who took the money: 'stripe' (memberships) or 'paypal' (the payment button). */
	provider: string;
	/** The product's title when it is not a membership product (a payment button's item). */
	product_title: string;
}

export interface SubscriptionRow {
	subscription_id: string;
	product_id: number;
	email: string;
	amount_minor: number;
	currency: string;
	interval: string;
	status: string;
	current_period_end: number;
	started_at: number;
}

const PRODUCT_COLUMNS = 'id, title, currency, price, interval, type';

export function insertProduct(
	db: Db,
	product: Omit< ProductRow, 'id' >,
	createdGmt: string
): ProductRow {
	const result = stmt(
		db,
		'INSERT INTO memberships_products ( title, currency, price, interval, type, created_gmt ) VALUES ( ?, ?, ?, ?, ?, ? )'
	).run(
		product.title,
		product.currency,
		product.price,
		product.interval,
		product.type,
		createdGmt
	);
	return { id: Number( result.lastInsertRowid ), ...product };
}

export function productById( db: Db, id: number ): ProductRow | undefined {
	return stmt(
		db,
		`SELECT ${ PRODUCT_COLUMNS } FROM memberships_products WHERE id = ?`
	).get( id ) as ProductRow | undefined;
}

/** Every product, or those of one type ('donation'), oldest first. */
export function listProducts( db: Db, type?: string ): ProductRow[] {
	return (
		type === undefined
			? stmt(
					db,
					`SELECT ${ PRODUCT_COLUMNS } FROM memberships_products ORDER BY id`
				).all()
			: stmt(
					db,
					`SELECT ${ PRODUCT_COLUMNS } FROM memberships_products WHERE type = ? ORDER BY id`
				).all( type )
	) as ProductRow[];
}

/**
 * Records a payment once: a second call with the same charge id (a webhook delivered again)
 * changes nothing. Answers whether this call recorded it.
 */
export function recordPayment(
	db: Db,
	payment: Omit<
		PaymentRow,
		'id' | 'status' | 'provider' | 'product_title'
	> &
		Partial< Pick< PaymentRow, 'provider' | 'product_title' > >
): boolean {
	const result = stmt(
		db,
		`INSERT OR IGNORE INTO memberships_payments
			( charge_id, product_id, post_id, amount_minor, currency, interval, email, subscription_id, paid_at, provider, product_title )
			VALUES ( ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ? )`
	).run(
		payment.charge_id,
		payment.product_id,
		payment.post_id,
		payment.amount_minor,
		payment.currency,
		payment.interval,
		payment.email,
		payment.subscription_id,
		payment.paid_at,
		payment.provider ?? 'stripe',
		payment.product_title ?? ''
	);
	return result.changes === 1;
}

export function markPaymentRefunded( db: Db, chargeId: string ): boolean {
	return (
		stmt(
			db,
			"UPDATE memberships_payments SET status = 'refunded' WHERE charge_id = ? AND status = 'paid'"
		).run( chargeId ).changes === 1
	);
}

/** Payments, newest first. */
export function listPayments( db: Db, limit = 1000 ): PaymentRow[] {
	return stmt(
		db,
		'SELECT * FROM memberships_payments ORDER BY paid_at DESC, id DESC LIMIT ?'
	).all( limit ) as PaymentRow[];
}

/** Paid (not refunded) totals per currency, in minor units, currencies in alphabetical order. */
export function totalsByCurrency(
	db: Db
): { currency: string; amount_minor: number; payments: number }[] {
	return stmt(
		db,
		`SELECT currency, SUM( amount_minor ) AS amount_minor, COUNT(*) AS payments
			FROM memberships_payments WHERE status = 'paid' GROUP BY currency ORDER BY currency`
	).all() as { currency: string; amount_minor: number; payments: number }[];
}

/**
 * Creates or updates a supporter's subscription. Webhooks may arrive out of order, so the period
 * end only moves forward and a cancelled subscription stays cancelled.
 */
export function upsertSubscription( db: Db, row: SubscriptionRow ): void {
	stmt(
		db,
		`INSERT INTO memberships_subscriptions
			( subscription_id, product_id, email, amount_minor, currency, interval, status, current_period_end, started_at )
			VALUES ( ?, ?, ?, ?, ?, ?, ?, ?, ? )
			ON CONFLICT ( subscription_id ) DO UPDATE SET
				current_period_end = MAX( current_period_end, excluded.current_period_end ),
				status = CASE WHEN status = 'canceled' THEN status ELSE excluded.status END,
				started_at = MIN( started_at, excluded.started_at )`
	).run(
		row.subscription_id,
		row.product_id,
		row.email,
		row.amount_minor,
		row.currency,
		row.interval,
		row.status,
		row.current_period_end,
		row.started_at
	);
}

export function listSubscriptions( db: Db ): SubscriptionRow[] {
	return stmt(
		db,
		'SELECT * FROM memberships_subscriptions ORDER BY started_at DESC, subscription_id'
	).all() as SubscriptionRow[];
}
