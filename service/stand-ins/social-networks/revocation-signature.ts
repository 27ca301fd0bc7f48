/**
 * The networks' notice that an account holder removed the site's access, as a provider sends its
 * deauthorization callback: signed with the secret the site's app shares with the network
 * (HMAC-SHA256 of the service, the account and the reason), so that no other page can send it.
 * The secret is made on first use and kept in the site's options, as an app's secret is kept in
 * the network's developer settings.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../../platform/store/db';
import { getOption, updateOption } from '../../../platform/store/options';

const SECRET_OPTION = 'tessera_social_networks_app_secret';
export const SIGNATURE_HEADER = 'x-network-signature';

export function networkAppSecret( db: Db ): string {
	let secret = getOption< string >( db, SECRET_OPTION, '' );
	if ( ! secret ) {
		secret = randomBytes( 24 ).toString( 'hex' );
		updateOption( db, SECRET_OPTION, secret );
	}
	return secret;
}

/** The `X-Network-Signature` of a revocation: `sha256=<hex>`. */
export function revocationSignature(
	secret: string,
	service: string,
	externalId: string,
	reason: string
): string {
	return `sha256=${ createHmac( 'sha256', secret )
		.update( `${ service }|${ externalId }|${ reason }` )
		.digest( 'hex' ) }`;
}

/** Whether a revocation carries the network's signature for exactly this account and reason. */
export function revocationSigned(
	db: Db,
	header: unknown,
	service: string,
	externalId: string,
	reason: string
): boolean {
	if (
		typeof header !== 'string' ||
		! /^sha256=[0-9a-f]{64}$/.test( header )
	) {
		return false;
	}
	const expected = revocationSignature(
		networkAppSecret( db ),
		service,
		externalId,
		reason
	);
	return timingSafeEqual( Buffer.from( header ), Buffer.from( expected ) );
}
