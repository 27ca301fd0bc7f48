import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/store/db';
import type { PaypalEventRow } from '../../store/paypal';
import { deliveryMode, signingKey, webhookId } from './account';
import { API_ORIGIN, WEBHOOK_PATH } from './hosts';
import { sign } from './signature';

/**
 * Sends one event to the site's webhook endpoint with PayPal's transmission headers, as a
 * request into this same server (never over the network). Answers the status the site replied.
 */
export async function deliverEvent(
	app: FastifyInstance,
	db: Db,
	event: PaypalEventRow
): Promise< number > {
	const transmissionId = randomUUID();
	const time = new Date().toISOString();
	const response = await app.inject( {
		method: 'POST',
		url: WEBHOOK_PATH,
		headers: {
			'content-type': 'application/json',
			'paypal-transmission-id': transmissionId,
			'paypal-transmission-time': time,
			'paypal-transmission-sig': sign(
				signingKey( db ),
				transmissionId,
				time,
				webhookId( db ),
				event.payload
			),
			'paypal-auth-algo': 'SHA256withRSA',
			'paypal-cert-url': `${ API_ORIGIN }/v1/notifications/certs/CERT-360caa42-fca2a594-tessera`,
			'user-agent': 'PayPal/AUHD-214.0-58843443',
		},
		payload: event.payload,
	} );
	return response.statusCode;
}

/** Sends new events at once, in order, unless a test asked to send them itself. */
export async function deliverNew(
	app: FastifyInstance,
	db: Db,
	events: PaypalEventRow[]
): Promise< void > {
	if ( deliveryMode( db ) !== 'immediate' ) {
		return;
	}
	for ( const event of events ) {
		await deliverEvent( app, db, event );
	}
}
