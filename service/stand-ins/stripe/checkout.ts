/**
 * Checkout sessions and what paying one does: a one-time charge, or a subscription whose first
 * invoice is paid at once and whose later invoices fall due as the provider's clock passes each
 * period end. Every change is logged as an event for the site's webhook.
 */
import type { Db } from '../../../platform/store/db';
import {
	advanceSession,
	deleteUnpaidSessions,
	dueSubscriptions,
	insertSession,
	insertStripeSubscription,
	sessionById,
	sessionByPaymentId,
	setSubscriptionPeriodEnd,
	type SessionRow,
	EventRow,
} from '../../../platform/store/stripe';
import { getCurrencyPrecision } from '../../../shared/currency';
import { providerNow } from './account';
import { cardOutcome, type CardOutcome } from './cards';
import { logEvent, providerId } from './events';

export type Interval = 'one-time' | '1 month' | '1 year';

/** An amount in the currency's smallest unit (cents), as the provider counts money. */
export function toMinorUnits( amount: number, currency: string ): number {
	return Math.round( amount * 10 ** getCurrencyPrecision( currency ) );
}

export function fromMinorUnits( minor: number, currency: string ): number {
	return minor / 10 ** getCurrencyPrecision( currency );
}

/** The end of a period that starts at `start` (unix seconds), a calendar month or year later. */
export function periodEnd( start: number, interval: Interval ): number {
	const date = new Date( start * 1000 );
	if ( interval === '1 year' ) {
		date.setUTCFullYear( date.getUTCFullYear() + 1 );
	} else {
		date.setUTCMonth( date.getUTCMonth() + 1 );
	}
	return Math.floor( date.getTime() / 1000 );
}

/** How long a checkout session can be paid, as the provider's default `expires_at`. */
const SESSION_LIFETIME_S = 24 * 60 * 60;

function expired( db: Db, session: SessionRow ): boolean {
	return session.created <= providerNow( db ) - SESSION_LIFETIME_S;
}

/** Opens a session; the unpaid sessions past their lifetime are deleted first. */
export function createSession(
	db: Db,
	input: {
		productId: number;
		postId: number;
		amountMinor: number;
		currency: string;
		interval: Interval;
		successUrl: string;
		cancelUrl: string;
	}
): SessionRow {
	deleteUnpaidSessions( db, providerNow( db ) - SESSION_LIFETIME_S );
	const row = {
		id: providerId( 'cs_test' ),
		product_id: input.productId,
		post_id: input.postId,
		amount_minor: input.amountMinor,
		currency: input.currency,
		interval: input.interval,
		success_url: input.successUrl,
		cancel_url: input.cancelUrl,
		created: providerNow( db ),
	};
	insertSession( db, row );
	return sessionById( db, row.id )!;
}

function metadata( session: SessionRow ): Record< string, string > {
	return {
		product_id: String( session.product_id ),
		post_id: String( session.post_id ),
		interval: session.interval,
	};
}

function invoicePaid(
	db: Db,
	session: SessionRow,
	subscriptionId: string,
	start: number,
	end: number,
	reason: 'subscription_create' | 'subscription_cycle'
): EventRow {
	return logEvent(
		db,
		'invoice.paid',
		{
			id: providerId( 'in' ),
			object: 'invoice',
			amount_paid: session.amount_minor,
			currency: session.currency.toLowerCase(),
			customer_email: session.email,
			subscription: subscriptionId,
			billing_reason: reason,
			charge: providerId( 'ch' ),
			status: 'paid',
			lines: {
				object: 'list',
				data: [ { period: { start, end } } ],
			},
			subscription_details: { metadata: metadata( session ) },
		},
		start
	);
}

/** Completes a paid session: the charge or subscription, and its events. */
function complete( db: Db, session: SessionRow ): EventRow[] {
	const now = providerNow( db );
	const recurring = session.interval !== 'one-time';
	const paymentId = providerId( recurring ? 'sub' : 'pi' );
	const events: EventRow[] = [];
	advanceSession( db, session.id, 'processing', 'complete', {
		payment_id: paymentId,
	} );
	const paid = { ...session, payment_id: paymentId };
	events.push(
		logEvent(
			db,
			'checkout.session.completed',
			{
				id: session.id,
				object: 'checkout.session',
				mode: recurring ? 'subscription' : 'payment',
				status: 'complete',
				payment_status: 'paid',
				amount_total: session.amount_minor,
				currency: session.currency.toLowerCase(),
				customer_details: { email: session.email },
				payment_intent: recurring ? null : paymentId,
				subscription: recurring ? paymentId : null,
				metadata: metadata( session ),
				created: session.created,
			},
			now
		)
	);
	if ( recurring ) {
		const end = periodEnd( now, session.interval as Interval );
		insertStripeSubscription( db, {
			id: paymentId,
			session_id: session.id,
			current_period_end: end,
			status: 'active',
		} );
		events.push(
			invoicePaid( db, paid, paymentId, now, end, 'subscription_create' )
		);
	}
	return events;
}

export type PayResult =
	| { kind: 'paid'; session: SessionRow; events: EventRow[] }
	| { kind: 'requires_action'; session: SessionRow }
	| {
			kind: 'refused';
			outcome: Exclude<
				CardOutcome,
				{ kind: 'succeeded' | 'requires_action' }
			>;
	  }
	| { kind: 'already'; session: SessionRow }
	| { kind: 'missing' };

/**
 * Pays an open session with a card. Only the first of several submissions of one session charges
 * (a double click gets 'already'); a refused card leaves the session open for another try.
 */
export function payWithCard(
	db: Db,
	sessionId: string,
	email: string,
	card: { number: string; expiry: string; cvc: string }
): PayResult {
	const session = sessionById( db, sessionId );
	if (
		! session ||
		( session.status === 'open' && expired( db, session ) )
	) {
		return { kind: 'missing' };
	}
	if ( session.status !== 'open' ) {
		return { kind: 'already', session };
	}
	const outcome = cardOutcome( card, new Date( providerNow( db ) * 1000 ) );
	if ( outcome.kind === 'declined' || outcome.kind === 'invalid' ) {
		return { kind: 'refused', outcome };
	}
	return db.transaction( (): PayResult => {
		const next =
			outcome.kind === 'requires_action'
				? 'requires_action'
				: 'processing';
		if ( ! advanceSession( db, sessionId, 'open', next, { email } ) ) {
			return { kind: 'already', session: sessionById( db, sessionId )! };
		}
		const current = sessionById( db, sessionId )!;
		if ( next === 'requires_action' ) {
			return { kind: 'requires_action', session: current };
		}
		const events = complete( db, current );
		return { kind: 'paid', session: sessionById( db, sessionId )!, events };
	} )();
}

/** The card holder's answer to the extra confirmation: complete pays, fail declines. */
export function confirmAuthentication(
	db: Db,
	sessionId: string,
	approved: boolean
): PayResult {
	return db.transaction( (): PayResult => {
		const session = sessionById( db, sessionId );
		if ( ! session ) {
			return { kind: 'missing' };
		}
		if ( ! approved ) {
			if (
				! advanceSession( db, sessionId, 'requires_action', 'open' )
			) {
				return { kind: 'already', session };
			}
			return {
				kind: 'refused',
				outcome: {
					kind: 'declined',
					code: 'payment_intent_authentication_failure',
					message:
						'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
				},
			};
		}
		if (
			! advanceSession( db, sessionId, 'requires_action', 'processing' )
		) {
			return { kind: 'already', session };
		}
		const events = complete( db, sessionById( db, sessionId )! );
		return { kind: 'paid', session: sessionById( db, sessionId )!, events };
	} )();
}

/**
 * Renews every active subscription whose period ended by the provider's clock, one invoice per
 * period passed (a clock moved forward two months pays two monthly invoices).
 */
export function renewDueSubscriptions( db: Db ): EventRow[] {
	return db.transaction( () => {
		const now = providerNow( db );
		const events: EventRow[] = [];
		for ( const subscription of dueSubscriptions( db, now ) ) {
			const session = sessionById( db, subscription.session_id )!;
			let start = subscription.current_period_end;
			while ( start <= now ) {
				const end = periodEnd( start, session.interval as Interval );
				events.push(
					invoicePaid(
						db,
						session,
						subscription.id,
						start,
						end,
						'subscription_cycle'
					)
				);
				start = end;
			}
			setSubscriptionPeriodEnd( db, subscription.id, start );
		}
		return events;
	} )();
}

/** Refunds a one-time payment in full; an unknown or already refunded payment gives null. */
export function refundPayment(
	db: Db,
	paymentIntent: string
): EventRow | null {
	return db.transaction( () => {
		const session = sessionByPaymentId( db, paymentIntent );
		if (
			! session ||
			session.interval !== 'one-time' ||
			session.status !== 'complete'
		) {
			return null;
		}
		advanceSession( db, session.id, 'complete', 'refunded' );
		return logEvent(
			db,
			'charge.refunded',
			{
				id: providerId( 'ch' ),
				object: 'charge',
				payment_intent: paymentIntent,
				amount: session.amount_minor,
				amount_refunded: session.amount_minor,
				currency: session.currency.toLowerCase(),
				refunded: true,
			},
			providerNow( db )
		);
	} )();
}
