import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** How far a request's timestamp may be from the service's clock, either way. */
export const MAX_CLOCK_SKEW_SECONDS = 5 * 60;

/** The headers a signed request carries (lower case, as Node gives them). */
export const SIGNATURE_HEADERS = {
	site: 'x-tessera-site',
	timestamp: 'x-tessera-timestamp',
	nonce: 'x-tessera-nonce',
	user: 'x-tessera-user',
	signature: 'x-tessera-signature',
} as const;

/** What one signed request says about itself. */
export interface SignedParts {
	method: string;
	/** The URL path as sent, without the query. */
	path: string;
	/** The raw query string as sent, without `?` ('' when none). */
	query: string;
	body: Buffer | string;
	site: string;
	timestamp: string;
	nonce: string;
	/** The acting user, base64 JSON as sent ('' for none). */
	user: string;
}

/**
 * The text both sides sign. Every part that decides what the request does is in it, the user it
 * acts for too, so that none can be changed on the way without the signature failing.
 */
export function canonicalRequest( parts: SignedParts ): string {
	return [
		'TESSERA-HMAC-SHA256',
		parts.method.toUpperCase(),
		parts.path,
		parts.query,
		createHash( 'sha256' ).update( parts.body ).digest( 'hex' ),
		parts.timestamp,
		parts.nonce,
		parts.site,
		parts.user,
	].join( '\n' );
}

export function signRequest( parts: SignedParts, secret: string ): string {
	return createHmac( 'sha256', secret )
		.update( canonicalRequest( parts ) )
		.digest( 'hex' );
}

export function signatureMatches(
	parts: SignedParts,
	secret: string,
	signature: string
): boolean {
	const expected = Buffer.from( signRequest( parts, secret ), 'hex' );
	const given = Buffer.from(
		/^[0-9a-f]{64}$/.test( signature ) ? signature : '',
		'hex'
	);
	return (
		given.length === expected.length && timingSafeEqual( given, expected )
	);
}

/** Whether a timestamp (seconds since 1970, as text) is within the allowed skew of `now`. */
export function timestampIsFresh(
	timestamp: string,
	nowSeconds: number
): boolean {
	if ( ! /^\d{1,12}$/.test( timestamp ) ) {
		return false;
	}
	return (
		Math.abs( nowSeconds - Number( timestamp ) ) <= MAX_CLOCK_SKEW_SECONDS
	);
}

/** A nonce is 16 to 64 letters and digits: enough to be unique, short enough to store. */
export function nonceIsWellFormed( nonce: string ): boolean {
	return /^[A-Za-z0-9]{16,64}$/.test( nonce );
}
