/**
 * How often one recipient may be sent a sign-up message (a confirmation, or the note that it is
 * already subscribed): at most one an hour and three a day, however many people or addresses
 * sign it up, so the form cannot flood someone's mailbox. The times are kept as a transient per
 * recipient (named by a hash of the address), forgotten after a day.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../../../platform/store/db';
import { getTransient, setTransient } from '../../../platform/store/transients';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const MESSAGES_PER_DAY = 3;

/**
 * Takes one message to the address if its allowance has room.
 *
 * @return false when the address was sent one within the hour, or three within the day.
 */
export function takeSignUpMessage(
	db: Db,
	email: string,
	now = Date.now()
): boolean {
	const name = `tessera_subscription_mail_${ createHash( 'sha256' )
		.update( email )
		.digest( 'hex' ) }`;
	const stored = getTransient( db, name, now );
	const times = ( Array.isArray( stored ) ? stored : [] ).filter(
		( time ): time is number =>
			typeof time === 'number' && time > now - DAY_MS
	);
	if (
		times.length >= MESSAGES_PER_DAY ||
		times.some( ( time ) => time > now - HOUR_MS )
	) {
		return false;
	}
	setTransient( db, name, [ ...times, now ], DAY_MS / 1000, now );
	return true;
}
