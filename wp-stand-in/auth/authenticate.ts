import type { Db } from '../../platform/store/db';
import { getUserByLogin, type UserRow } from '../../platform/store/users';
import { hashPassword, randomPassword, verifyPassword } from './passwords';
import { setTimeout as sleep } from 'node:timers/promises';
import {
	attemptDelayMs,
	chargeAttempt,
	forgiveAttempt,
	lockedForMs,
	signInThrottles,
} from './sign-in-throttle';

export type SignInOutcome =
	| { kind: 'signed-in'; user: UserRow }
	| { kind: 'refused' }
	| { kind: 'throttled'; retryAfterMs: number };

/** A hash no password matches, checked for unknown usernames. */
let decoyHash: Promise< string > | undefined;

/** The user when the password is theirs; an unknown user costs a check against the decoy all the same. */
async function matchingUser(
	user: UserRow | undefined,
	password: string
): Promise< UserRow | null > {
	decoyHash ??= hashPassword( randomPassword() );
	const hash = user ? user.user_pass : await decoyHash;
	const matches = await verifyPassword( password, hash );
	return user && matches ? user : null;
}

/**
 * wp_authenticate() with throttling: a login locked for this address, or a locked address, is
 * refused without looking at the password; a login failing from many addresses is held a moment
 * first; then the password is checked, the attempt counting as a failure unless it succeeds. An unknown username takes as long to refuse as a wrong password, and gets the same
 * outcome, so neither the answer nor its delay tells which usernames exist.
 *
 * @param db       The site's database.
 * @param login    The username or email address sent.
 * @param password The password sent.
 * @param ip       The address the attempt came from.
 */
export async function authenticate(
	db: Db,
	login: string,
	password: string,
	ip: string
): Promise< SignInOutcome > {
	const now = Date.now();
	const throttles = signInThrottles( db, login, ip );
	const retryAfterMs = lockedForMs( db, throttles, now );
	if ( retryAfterMs > 0 ) {
		return { kind: 'throttled', retryAfterMs };
	}
	const delay = attemptDelayMs( db, throttles, now );
	const charge = chargeAttempt( db, throttles, now );
	if ( delay > 0 ) {
		await sleep( delay );
	}
	const signedIn = await matchingUser(
		getUserByLogin( db, login ),
		password
	);
	if ( signedIn ) {
		forgiveAttempt( db, throttles, charge );
		return { kind: 'signed-in', user: signedIn };
	}
	return { kind: 'refused' };
}
