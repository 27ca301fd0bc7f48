import { createHash, createHmac } from 'node:crypto';
import type { Db } from '../../platform/store/db';
import {
	deleteLoginFailures,
	deleteLoginFailuresOf,
	insertLoginFailures,
	loginFailureTimes,
} from '../store/login-failures';
import { nonceSecret } from '../../platform/auth/nonces';

/**
 * Failed sign-ins allowed for one login from one address, and from one address in all, within the
 * window; past either, that address is refused until failures leave the window.
 */
const PAIR_FAILURE_LIMIT = 5;
const ADDRESS_FAILURE_LIMIT = 20;
const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
/**
 * Failures on one login from all addresses after which its sign-ins are slowed down (never
 * refused: refusing would let anyone keep the owner out), by a step per further failure up to a cap.
 */
const LOGIN_SLOWDOWN_AFTER = 5;
const SLOWDOWN_STEP_MS = 200;
const SLOWDOWN_CAP_MS = 3000;

interface Throttle {
	key: string;
	limit: number;
}

/** The counters a sign-in attempt is charged to. */
export interface SignInThrottles {
	/** The login from this address: refused past its limit. */
	pair: Throttle;
	/** This address, whatever the login: refused past its limit. */
	address: Throttle;
	/** The login from every address: slowed down past its threshold. */
	login: string;
}

/**
 * The login is the text sent (lower case), whether it names a user by username or email address,
 * or nobody: each spelling has its own counters, so neither a lock nor a delay tells which
 * usernames exist or which email address is whose. The address is kept only as a keyed hash.
 *
 * @param db    The site's database.
 * @param login The username or email address sent.
 * @param ip    The address the attempt came from.
 */
export function signInThrottles(
	db: Db,
	login: string,
	ip: string
): SignInThrottles {
	const loginKey = createHash( 'sha256' )
		.update( login.toLowerCase() )
		.digest( 'hex' );
	const address = createHmac( 'sha256', nonceSecret( db ) )
		.update( `sign-in address|${ ip }` )
		.digest( 'hex' );
	return {
		pair: {
			key: `pair:${ loginKey }:${ address }`,
			limit: PAIR_FAILURE_LIMIT,
		},
		address: { key: `address:${ address }`, limit: ADDRESS_FAILURE_LIMIT },
		login: `login:${ loginKey }`,
	};
}

/** How long to hold an attempt on a login that failed this often from all addresses. */
export function slowdownMs( loginFailures: number ): number {
	return Math.min(
		SLOWDOWN_CAP_MS,
		Math.max( 0, loginFailures - LOGIN_SLOWDOWN_AFTER + 1 ) *
			SLOWDOWN_STEP_MS
	);
}

/** How long to hold this attempt before checking its password. */
export function attemptDelayMs(
	db: Db,
	throttles: SignInThrottles,
	now: number
): number {
	return slowdownMs(
		loginFailureTimes( db, throttles.login, now - THROTTLE_WINDOW_MS )
			.length
	);
}

/** How long until these counters allow another attempt: 0 when they allow one now. */
export function lockedForMs(
	db: Db,
	throttles: SignInThrottles,
	now: number
): number {
	let wait = 0;
	for ( const { key, limit } of [ throttles.pair, throttles.address ] ) {
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
		[ throttles.pair.key, throttles.address.key, throttles.login ],
		now,
		now - THROTTLE_WINDOW_MS
	);
}

/**
 * A successful sign-in: its own charge is taken back, and the login's failures from this address
 * and from everywhere forgotten (the address's failures on other logins stay).
 */
export function forgiveAttempt(
	db: Db,
	throttles: SignInThrottles,
	charge: number[]
): void {
	deleteLoginFailures( db, charge );
	deleteLoginFailuresOf( db, throttles.pair.key );
	deleteLoginFailuresOf( db, throttles.login );
}
