import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/store/db';
import {
	dueEvents,
	recordDeliveryAttempt,
	type EventRow,
} from '../../../platform/store/stripe';
import { deliveryMode, webhookSecret } from './account';
import { WEBHOOK_PATH } from './hosts';
import { signatureHeader } from './signature';

/** The first wait before sending an unanswered event again, doubled at each attempt up to the cap. */
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 6 * 60 * 60 * 1000;
/** After this many attempts (about three days of waits), the provider gives up on an event. */
export const MAX_ATTEMPTS = 16;

/** When to try an event again after `attempts` failed tries, from `nowMs`. */
export function nextAttemptAt( attempts: number, nowMs: number ): number {
	return (
		nowMs +
		Math.min( FIRST_RETRY_MS * 2 ** ( attempts - 1 ), LONGEST_RETRY_MS )
	);
}

/**
 * Sends one event to the site's webhook endpoint, signed with the endpoint's secret, as a request
 * into this same server (never over the network), and records the attempt: a 2xx answer delivers
 * it; anything else, or no answer, leaves it to be sent again later, as the provider retries.
 * Answers the status the site replied with (0 when the request failed).
 */
export async function deliverEvent(
	app: FastifyInstance,
	db: Db,
	event: EventRow,
	attemptsBefore = 0
): Promise< number > {
	const status = await send( app, db, event ).catch( () => 0 );
	const attempts = attemptsBefore + 1;
	if ( status >= 200 && status < 300 ) {
		recordDeliveryAttempt( db, event.seq, 'delivered', 0 );
	} else if ( attempts >= MAX_ATTEMPTS ) {
		recordDeliveryAttempt( db, event.seq, 'failed', 0 );
	} else {
		recordDeliveryAttempt(
			db,
			event.seq,
			'pending',
			nextAttemptAt( attempts, Date.now() )
		);
	}
	return status;
}

async function send(
	app: FastifyInstance,
	db: Db,
	event: EventRow
): Promise< number > {
	const timestamp = Math.floor( Date.now() / 1000 );
	const response = await app.inject( {
		method: 'POST',
		url: WEBHOOK_PATH,
		headers: {
			'content-type': 'application/json',
			'stripe-signature': signatureHeader(
				webhookSecret( db ),
				event.payload,
				timestamp
			),
			'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
		},
		payload: event.payload,
	} );
	return response.statusCode;
}

/** Sends new events at once, in order, unless a test asked to send them itself. */
export async function deliverNew(
	app: FastifyInstance,
	db: Db,
	events: EventRow[]
): Promise< void > {
	if ( deliveryMode( db ) !== 'immediate' ) {
		return;
	}
	for ( const event of events ) {
		await deliverEvent( app, db, event );
	}
}

/**
 * Sends every event whose delivery is due: those never answered (the site was down, or stopped
 * between the charge and its webhook) and those whose retry time came. Oldest first.
 *
 * @return How many were sent.
 */
export async function deliverDue(
	app: FastifyInstance,
	db: Db,
	nowMs = Date.now()
): Promise< number > {
	if ( deliveryMode( db ) !== 'immediate' ) {
		return 0;
	}
	const due = dueEvents( db, nowMs, 100 );
	for ( const event of due ) {
		await deliverEvent( app, db, event, event.attempts );
	}
	return due.length;
}
