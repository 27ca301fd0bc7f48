/**
 * The site's webhook endpoint for the card provider: a signed event records a payment, a
 * supporter's subscription or a refund. Recording is keyed on the provider's ids, so an event
 * delivered twice, or events arriving out of order, leave the same records as one ordered delivery.
 */
import type { Db } from '../../../platform/store/db';
import {
	markPaymentRefunded,
	productById,
	recordPayment,
	upsertSubscription,
} from '../../../platform/store/memberships';
import { webhookSecret } from '../../stand-ins/stripe/account';
import { verifySignature } from '../../stand-ins/stripe/signature';

export type WebhookResult =
	| { status: 200; body: { received: true; recorded: boolean } }
	| { status: 400; body: { error: string } };

type Fields = Record< string, unknown >;

function object( value: unknown ): Fields | null {
	return value && typeof value === 'object' && ! Array.isArray( value )
		? ( value as Fields )
		: null;
}

function text( value: unknown ): string {
	return typeof value === 'string' ? value : '';
}

function minorAmount( value: unknown ): number | null {
	return Number.isSafeInteger( value ) && ( value as number ) >= 0
		? ( value as number )
		: null;
}

/** The product, post and interval the site put in the checkout's metadata. */
function purchase( db: Db, metadata: unknown ) {
	const fields = object( metadata );
	const productId = Number( fields?.product_id );
	const product = Number.isSafeInteger( productId )
		? productById( db, productId )
		: undefined;
	if ( ! product ) {
		return null;
	}
	const postId = Number( fields?.post_id );
	return {
		product,
		postId: Number.isSafeInteger( postId ) && postId > 0 ? postId : 0,
	};
}

const BAD_EVENT: WebhookResult = {
	status: 400,
	body: { error: 'The event is not one this site can record.' },
};

function sessionCompleted(
	db: Db,
	session: Fields,
	created: number
): WebhookResult {
	const bought = purchase( db, session.metadata );
	const amount = minorAmount( session.amount_total );
	const currency = text( session.currency ).toUpperCase();
	if ( ! bought || amount === null || currency !== bought.product.currency ) {
		return BAD_EVENT;
	}
	const email = (): string =>
		text( object( session.customer_details )?.email );
	if ( session.mode === 'subscription' ) {
		const subscription = text( session.subscription );
		if ( ! subscription ) {
			return BAD_EVENT;
		}
		upsertSubscription( db, {
			subscription_id: subscription,
			product_id: bought.product.id,
			email: email(),
			amount_minor: amount,
			currency,
			interval: bought.product.interval,
			status: 'active',
			current_period_end: 0,
			started_at: created,
		} );
		return { status: 200, body: { received: true, recorded: false } };
	}
	const paymentIntent = text( session.payment_intent );
	if ( session.mode !== 'payment' || ! paymentIntent ) {
		return BAD_EVENT;
	}
	const recorded = recordPayment( db, {
		charge_id: paymentIntent,
		product_id: bought.product.id,
		post_id: bought.postId,
		amount_minor: amount,
		currency,
		interval: 'one-time',
		email: email(),
		subscription_id: '',
		paid_at: created,
	} );
	return { status: 200, body: { received: true, recorded } };
}

function invoicePaid(
	db: Db,
	invoice: Fields,
	created: number
): WebhookResult {
	const bought = purchase(
		db,
		object( invoice.subscription_details )?.metadata
	);
	const amount = minorAmount( invoice.amount_paid );
	const currency = text( invoice.currency ).toUpperCase();
	const id = text( invoice.id );
	const subscription = text( invoice.subscription );
	const lines = object( invoice.lines )?.data;
	const period = object(
		object( Array.isArray( lines ) ? lines[ 0 ] : null )?.period
	);
	const periodEnd = Number( period?.end );
	if (
		! bought ||
		amount === null ||
		! id ||
		! subscription ||
		currency !== bought.product.currency ||
		! Number.isSafeInteger( periodEnd )
	) {
		return BAD_EVENT;
	}
	const email = text( invoice.customer_email );
	return db.transaction( (): WebhookResult => {
		upsertSubscription( db, {
			subscription_id: subscription,
			product_id: bought.product.id,
			email,
			amount_minor: amount,
			currency,
			interval: bought.product.interval,
			status: 'active',
			current_period_end: periodEnd,
			started_at: Number( period?.start ) || created,
		} );
		const recorded = recordPayment( db, {
			charge_id: id,
			product_id: bought.product.id,
			post_id: bought.postId,
			amount_minor: amount,
			currency,
			interval: bought.product.interval,
			email,
			subscription_id: subscription,
			paid_at: created,
		} );
		return { status: 200, body: { received: true, recorded } };
	} )();
}

/** Checks the signature, then records what the event says. */
export function handleWebhook(
	db: Db,
	rawBody: string,
	signature: unknown,
	now: number
): WebhookResult {
	if ( ! verifySignature( signature, rawBody, webhookSecret( db ), now ) ) {
		return {
			status: 400,
			body: {
				error: 'No signatures found matching the expected signature for payload.',
			},
		};
	}
	let event: Fields | null;
	try {
		event = object( JSON.parse( rawBody ) );
	} catch {
		event = null;
	}
	return recordEvent( db, event );
}

/** Records what one of the provider's events says (from a webhook, or read from its event list). */
export function recordEvent( db: Db, event: Fields | null ): WebhookResult {
	const data = object( object( event?.data )?.object );
	const created = Number( event?.created );
	if ( ! event || ! data || ! Number.isSafeInteger( created ) ) {
		return BAD_EVENT;
	}
	switch ( event.type ) {
		case 'checkout.session.completed':
			return sessionCompleted( db, data, created );
		case 'invoice.paid':
			return invoicePaid( db, data, created );
		case 'charge.refunded': {
			const refunded = markPaymentRefunded(
				db,
				text( data.payment_intent )
			);
			return {
				status: 200,
				body: { received: true, recorded: refunded },
			};
		}
		default:
			return { status: 200, body: { received: true, recorded: false } };
	}
}
