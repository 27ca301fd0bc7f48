/**
 * On start, the site reads the card provider's events it has not seen yet and records them, as a
 * site that was down reconciles with the provider's event list rather than wait for its webhook
 * retries: a charge committed at the provider just before this process stopped is recorded when it
 * starts again. Recording is keyed on the provider's ids, so an event also delivered by webhook is
 * recorded once. The last event read is kept in an option.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/store/db';
import { getOption, updateOption } from '../../../platform/store/options';
import { connectedAccountId, secretKey } from '../../stand-ins/stripe/account';
import { API_BASE } from '../../stand-ins/stripe/hosts';
import { recordEvent } from './webhook';

const CURSOR_OPTION = 'tessera_memberships_events_read';
const PAGE = 100;

/**
 * Reads and records every event after the cursor.
 *
 * @return How many events were read.
 */
export async function reconcileWithProvider(
	app: FastifyInstance,
	db: Db
): Promise< number > {
	if ( ! connectedAccountId( db ) ) {
		return 0;
	}
	let read = 0;
	for (;;) {
		const after = getOption< number >( db, CURSOR_OPTION, 0 );
		const response = await app.inject( {
			method: 'GET',
			url: `${ API_BASE }/v1/events?starting_after_seq=${ after }&limit=${ PAGE }`,
			headers: { authorization: `Bearer ${ secretKey( db ) }` },
		} );
		if ( response.statusCode !== 200 ) {
			return read;
		}
		const page = response.json() as {
			has_more: boolean;
			data: Array< Record< string, unknown > & { seq: number } >;
		};
		for ( const event of page.data ) {
			recordEvent( db, event );
			updateOption( db, CURSOR_OPTION, event.seq );
		}
		read += page.data.length;
		if ( ! page.has_more ) {
			return read;
		}
	}
}
