/** The provider's event objects, as its webhooks and `GET /v1/events` carry them. */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../../platform/store/db';
import { insertEvent, type EventRow } from '../../../platform/store/stripe';

export interface ProviderEvent {
	id: string;
	object: 'event';
	type: string;
	created: number;
	livemode: false;
	data: { object: Record< string, unknown > };
}

export function providerId( prefix: string ): string {
	return `${ prefix }_${ randomBytes( 12 ).toString( 'hex' ) }`;
}

/** Logs an event (in order) and answers the row to deliver. */
export function logEvent(
	db: Db,
	type: string,
	object: Record< string, unknown >,
	created: number
): EventRow {
	const event: ProviderEvent = {
		id: providerId( 'evt' ),
		object: 'event',
		type,
		created,
		livemode: false,
		data: { object },
	};
	return insertEvent( db, {
		id: event.id,
		type,
		payload: JSON.stringify( event ),
		created,
	} );
}
