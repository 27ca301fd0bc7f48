import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/store/db';
import type { EventRow } from '../../../platform/store/stripe';
import { deliveryMode, webhookSecret } from './account';
import { WEBHOOK_PATH } from './hosts';
import { signatureHeader } from './signature';

/**
 * Sends one event to the site's webhook endpoint, signed with the endpoint's secret, as a request
 * into this same server (never over the network). Answers the status the site replied with.
 */
export async function deliverEvent(
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
