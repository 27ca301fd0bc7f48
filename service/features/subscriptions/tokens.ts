/**
 * The signed links of the subscription e-mails. A link names an address and an action
 * (confirm or unsubscribe) and carries an HMAC of both under a secret only the site knows, so
 * nobody can confirm or end someone else's subscription by guessing a link. The secret is made
 * once per site and kept as an option.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../../platform/store/db';
import { getOption, updateOption } from '../../../platform/store/options';

export type LinkAction = 'confirm' | 'unsubscribe';

const SECRET_OPTION = 'tessera_subscriptions_secret';

function siteSecret( db: Db ): string {
	const stored = getOption< string >( db, SECRET_OPTION, '' );
	if ( /^[0-9a-f]{64}$/.test( stored ) ) {
		return stored;
	}
	const secret = randomBytes( 32 ).toString( 'hex' );
	updateOption( db, SECRET_OPTION, secret );
	return secret;
}

export function linkToken( db: Db, action: LinkAction, email: string ): string {
	return createHmac( 'sha256', siteSecret( db ) )
		.update( `${ action }\n${ email }` )
		.digest( 'hex' );
}

export function tokenValid(
	db: Db,
	action: LinkAction,
	email: string,
	token: unknown
): boolean {
	if ( typeof token !== 'string' || ! /^[0-9a-f]{64}$/.test( token ) ) {
		return false;
	}
	return timingSafeEqual(
		Buffer.from( linkToken( db, action, email ), 'hex' ),
		Buffer.from( token, 'hex' )
	);
}

/** The page a link opens: `/tessera-subscribe/<action>?email=…&token=…`. */
export function signedLink(
	db: Db,
	origin: string,
	action: LinkAction,
	email: string
): string {
	const url = new URL( `/tessera-subscribe/${ action }`, origin );
	url.searchParams.set( 'email', email );
	url.searchParams.set( 'token', linkToken( db, action, email ) );
	return url.toString();
}
