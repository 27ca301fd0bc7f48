import { createHmac, timingSafeEqual } from 'node:crypto';

/** How old a signed webhook may be when it arrives, in seconds (the provider's default). */
export const SIGNATURE_TOLERANCE = 300;

function hmac( secret: string, timestamp: number, body: string ): string {
	return createHmac( 'sha256', secret )
		.update( `${ timestamp }.${ body }` )
		.digest( 'hex' );
}

/** The `Stripe-Signature` header for a webhook body: `t=<unix seconds>,v1=<HMAC-SHA256 hex>`. */
export function signatureHeader(
	secret: string,
	body: string,
	timestamp: number
): string {
	return `t=${ timestamp },v1=${ hmac( secret, timestamp, body ) }`;
}

/**
 * Whether a webhook's signature header is the provider's for this body: one of its `v1` values
 * must be the HMAC of `t.body`, and `t` within the tolerance of `now` (a replay of an old,
 * captured request fails).
 */
export function verifySignature(
	header: unknown,
	body: string,
	secret: string,
	now: number
): boolean {
	if ( typeof header !== 'string' || ! secret ) {
		return false;
	}
	const parts = header.split( ',' ).map( ( part ) => part.split( '=' ) );
	const timestamps = parts.filter( ( [ key ] ) => key === 't' );
	if (
		timestamps.length !== 1 ||
		! /^\d{1,12}$/.test( timestamps[ 0 ][ 1 ] ?? '' )
	) {
		return false;
	}
	const timestamp = Number( timestamps[ 0 ][ 1 ] );
	if ( Math.abs( now - timestamp ) > SIGNATURE_TOLERANCE ) {
		return false;
	}
	const expected = Buffer.from( hmac( secret, timestamp, body ), 'hex' );
	return parts.some( ( [ key, value ] ) => {
		if ( key !== 'v1' || ! /^[0-9a-f]{64}$/.test( value ?? '' ) ) {
			return false;
		}
		return timingSafeEqual( Buffer.from( value, 'hex' ), expected );
	} );
}
