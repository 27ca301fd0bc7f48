import { createHash, createHmac } from 'node:crypto';
import type { Db } from '../../platform/store/db';
import {
	deleteLoginFailures,
	deleteLoginFailuresOf,
	insertLoginFailures,
	loginFailureTimes,
} from '../store/login-failures';
import { nonceSecret } from '../../platform/auth/nonces';

/** Failed sign-ins allowed for one account, and from one address, within the window. */
const ACCOUNT_FAILURE_LIMIT = 5;
const ADDRESS_FAILURE_LIMIT = 20;
const THROTTLE_WINDOW_MS = 15 * 60 * 1000;

interface Throttle {
	key: string;
	limit: number;
}

/** The two counters a sign-in attempt is charged to. */
export interface SignInThrottles {
	account: Throttle;
	address: Throttle;
}

/**
 * The account is the user the login names (by username or email address, so both spellings share a
 * counter), or the login text itself when no user has it: an unknown username is throttled exactly
 * like a known one. The address is kept only as a keyed hash.
 *
 * @param db     The site's database.
 * @param login  The username or email address sent.
 * @param userId The user it names, if any.
 * @param ip     The address the attempt came from.
 */
export function signInThrottles(
	db: Db,
	login: string,
	userId: number | undefined,
	ip: string
): SignInThrottles {
	const account = userId
		? `user:${ userId }`
		: `login:${ createHash( 'sha256' )
				.update( login.toLowerCase() )
				.digest( 'hex' ) }`;
	const address = createHmac( 'sha256', nonceSecret( db ) )
		.update( `sign-in address|${ ip }` )
		.digest( 'hex' );
	return {
		account: { key: account, limit: ACCOUNT_FAILURE_LIMIT },
		address: { key: `address:${ address }`, limit: ADDRESS_FAILURE_LIMIT },
	};
}

/** How long until these counters allow another attempt: 0 when they allow one now. */
export function lockedForMs(
	db: Db,
	throttles: SignInThrottles,
	now: number
): number {
	let wait = 0;
	for ( const { key, limit } of [ throttles.account, throttles.address ] ) {
		const times = loginFailureTimes( db, key, now - THROTTLE_WINDOW_MS );
		if ( times.length >= limit ) {
			// Open again once enough failures have left the window to go under the limit.
			const opensAt = times[ times.length - limit ] + THROTTLE_WINDOW_MS;
			wait = Math.max( wait, opensAt - now );
		}
	}
	return wait;
}

/**
 * Charges an attempt as a failure before its password is checked, so that guesses sent at the
 * same moment all see each other. Returns what to take back if the attempt succeeds.
 */
export function chargeAttempt(
	db: Db,
	throttles: SignInThrottles,
	now: number
): number[] {
	return insertLoginFailures(
		db,
		[ throttles.account.key, throttles.address.key ],
		now,
		now - THROTTLE_WINDOW_MS
	);
}

/** A successful sign-in: its own charge is taken back and the account's failures forgotten. */
export function forgiveAttempt(
	db: Db,
	throttles: SignInThrottles,
	charge: number[]
): void {
	deleteLoginFailures( db, charge );
	deleteLoginFailuresOf( db, throttles.account.key );
}
