import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ApiError } from './service';

/**
 * Mapbox's public tokens are `pk.<payload>.<signature>`: the payload a base64url JSON naming the
 * account (`u`) and the token (`a`), the signature made by Mapbox. The stand-in plays Mapbox's
 * part with its own signing key, so a token is valid exactly when the stand-in issued it, whatever
 * site stored it: a typed-in guess or an edited token fails as it would against the real API.
 */
const SIGNING_KEY = 'tessera-mapbox-stand-in';

function signature( payload: string ): string {
	return createHmac( 'sha256', SIGNING_KEY )
		.update( payload )
		.digest()
		.subarray( 0, 16 )
		.toString( 'base64url' );
}

/** A `pk.` token over any payload text, signed by the stand-in (whether it is valid is tokenError's call). */
export function signedToken( payloadText: string ): string {
	const payload = Buffer.from( payloadText ).toString( 'base64url' );
	return `pk.${ payload }.${ signature( payload ) }`;
}

/** A public token of the stand-in for `user`, as an account page would show it. */
export function issueToken( user: string, name: string ): string {
	return signedToken( JSON.stringify( { u: user, a: name } ) );
}

/**
 * The public token WordPress.com holds at the maps service for its sites: every site on the
 * platform draws maps with it until its owner sets one of their own.
 */
export const PLATFORM_TOKEN = issueToken( 'wordpress-com', 'sites-default' );

/** The token the README documents for trying the map out and for tests. */
export const MAPBOX_TEST_TOKEN = issueToken( 'tessera', 'local-stand-in' );

export const NO_TOKEN: ApiError = {
	status: 401,
	message: 'Not Authorized - No Token',
};
export const INVALID_TOKEN: ApiError = {
	status: 401,
	message: 'Not Authorized - Invalid Token',
};

const TOKEN_SHAPE = /^pk\.([A-Za-z0-9_-]{1,512})\.([A-Za-z0-9_-]{22})$/;

function issuedPayload( payload: string ): boolean {
	try {
		const claims: unknown = JSON.parse(
			Buffer.from( payload, 'base64url' ).toString( 'utf8' )
		);
		return (
			typeof claims === 'object' &&
			claims !== null &&
			typeof ( claims as { u?: unknown } ).u === 'string'
		);
	} catch {
		return false;
	}
}

/**
 * The real API's answer to an `access_token`: absent or empty is "No Token"; a token the stand-in
 * did not sign (secret `sk.` tokens included, which browsers must not send) is "Invalid Token";
 * a valid one is undefined. No trimming or case folding.
 *
 * @param token The request's `access_token` parameter.
 */
export function tokenError( token: unknown ): ApiError | undefined {
	if ( typeof token !== 'string' || token === '' ) {
		return NO_TOKEN;
	}
	const match = TOKEN_SHAPE.exec( token );
	if ( ! match || ! issuedPayload( match[ 1 ] ) ) {
		return INVALID_TOKEN;
	}
	const expected = Buffer.from( signature( match[ 1 ] ) );
	const given = Buffer.from( match[ 2 ] );
	return timingSafeEqual( expected, given ) ? undefined : INVALID_TOKEN;
}
