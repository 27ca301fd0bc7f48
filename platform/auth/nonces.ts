import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../store/db';
import { getOption, updateOption } from '../store/options';

const NONCE_LIFE_MS = 24 * 60 * 60 * 1000;

/** The site's secret for nonces, created once and kept in the options table. */
export function nonceSecret( db: Db ): string {
	let secret = getOption< string | null >( db, 'tessera_nonce_secret', null );
	if ( ! secret ) {
		secret = randomBytes( 32 ).toString( 'hex' );
		updateOption( db, 'tessera_nonce_secret', secret );
	}
	return secret;
}

/** wp_nonce_tick(): a nonce is valid during the half-day it was made in and the next. */
function tick( now: number ): number {
	return Math.ceil( now / ( NONCE_LIFE_MS / 2 ) );
}

function hash(
	secret: string,
	tickValue: number,
	action: string,
	userId: number,
	token: string
): string {
	return createHmac( 'sha256', secret )
		.update( `${ tickValue }|${ action }|${ userId }|${ token }` )
		.digest( 'hex' )
		.slice( -12, -2 );
}

export interface NonceOwner {
	userId: number;
	/** The session token of the signed-in user ('' without a session). */
	token: string;
}

/** wp_create_nonce( action ) for a user and session. */
export function createNonce(
	secret: string,
	action: string,
	owner: NonceOwner,
	now = Date.now()
): string {
	return hash( secret, tick( now ), action, owner.userId, owner.token );
}

/** wp_verify_nonce(): true for a nonce of this or the previous tick. */
export function verifyNonce(
	secret: string,
	nonce: string,
	action: string,
	owner: NonceOwner,
	now = Date.now()
): boolean {
	if ( ! /^[0-9a-f]{10}$/.test( nonce ) ) {
		return false;
	}
	const given = Buffer.from( nonce );
	return [ tick( now ), tick( now ) - 1 ].some( ( t ) =>
		timingSafeEqual(
			given,
			Buffer.from( hash( secret, t, action, owner.userId, owner.token ) )
		)
	);
}
