/** PayPal's webhook event objects, as its webhooks and the events list carry them. */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../../platform/store/db';
import { insertPaypalEvent, type PaypalEventRow } from '../../store/paypal';
import { API_ORIGIN } from './hosts';

export function paypalId( length = 17 ): string {
	return randomBytes( length )
		.toString( 'base64' )
		.replace( /[^A-Z0-9]/gi, '' )
		.toUpperCase()
		.slice( 0, length )
		.padEnd( length, '7' );
}

/** Logs an event and answers the row to deliver. */
export function logEvent(
	db: Db,
	type: string,
	summary: string,
	resourceType: string,
	resource: Record< string, unknown >,
	nowMs: number
): PaypalEventRow {
	const id = `WH-${ paypalId( 17 ) }-${ paypalId( 17 ) }`;
	const createTime = new Date( nowMs ).toISOString();
	const event = {
		id,
		event_version: '1.0',
		create_time: createTime,
		resource_type: resourceType,
		resource_version: '2.0',
		event_type: type,
		summary,
		resource,
		links: [
			{
				href: `${ API_ORIGIN }/v1/notifications/webhooks-events/${ id }`,
				rel: 'self',
				method: 'GET',
			},
			{
				href: `${ API_ORIGIN }/v1/notifications/webhooks-events/${ id }/resend`,
				rel: 'resend',
				method: 'POST',
			},
		],
	};
	return insertPaypalEvent( db, {
		id,
		type,
		payload: JSON.stringify( event ),
		created: Math.floor( nowMs / 1000 ),
	} );
}
