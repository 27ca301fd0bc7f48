/**
 * A visitor's sign-up: double opt-in. A new (or previously unsubscribed) address becomes
 * pending and gets a confirmation message with a signed link; only a confirmed address counts
 * and gets new posts. Signing up again while pending sends the confirmation again, so a lost
 * message can be replaced; a confirmed address is told it is already subscribed and gets nothing.
 */
import type { AppContext } from '../../../platform/context';
import { getSetting } from '../../../platform/content/settings';
import { siteUrl } from '../../../platform/content/site-address';
import {
	addPendingSubscriber,
	findSiteSubscriber,
	setSubscriberStatus,
} from '../../../platform/store/site-subscribers';
import { isEmailValid } from '../../../shared/email';
import type { SubscribeOutcome } from '../../../extensions/blocks/subscriptions/server';
import { writeOutboxMessage } from '../mail/outbox';
import { confirmationMessage } from './messages';
import { signedLink, tokenValid, type LinkAction } from './tokens';

/** Longer addresses are refused: no mail system delivers them (RFC 5321 path limit). */
const MAX_EMAIL_LENGTH = 254;

export function normalizeEmail( value: unknown ): string | null {
	if ( typeof value !== 'string' ) {
		return null;
	}
	const email = value.trim().toLowerCase();
	return email.length <= MAX_EMAIL_LENGTH && isEmailValid( email )
		? email
		: null;
}

export async function subscribe(
	ctx: AppContext,
	rawEmail: unknown
): Promise< SubscribeOutcome > {
	const email = normalizeEmail( rawEmail );
	if ( ! email ) {
		return 'invalid';
	}
	if ( findSiteSubscriber( ctx.db, email )?.status === 'confirmed' ) {
		return 'already';
	}
	const now = new Date();
	addPendingSubscriber( ctx.db, email, now.toISOString() );
	const siteTitle = getSetting( ctx.db, 'title' );
	// Links in mail use the site's configured address, never the Host header of the request.
	const origin = siteUrl( ctx.db );
	await writeOutboxMessage(
		ctx.options.dataDir,
		`${ now.getTime() }-subscribe-${ email.replace( /[^a-z0-9]/g, '_' ).slice( 0, 60 ) }`,
		confirmationMessage(
			{
				siteTitle,
				host: new URL( origin ).hostname,
				to: email,
				date: now,
			},
			{
				confirm: signedLink( ctx.db, origin, 'confirm', email ),
				unsubscribe: signedLink( ctx.db, origin, 'unsubscribe', email ),
				site: `${ origin }/`,
			}
		)
	);
	return 'pending';
}

/**
 * Follows a signed link: confirms or ends the subscription of the address it names. Returns
 * false (and changes nothing) when the link was not made by this site for that address and
 * action, or the address never signed up.
 */
export function followLink(
	ctx: AppContext,
	action: LinkAction,
	rawEmail: unknown,
	token: unknown
): boolean {
	const email = normalizeEmail( rawEmail );
	if ( ! email || ! tokenValid( ctx.db, action, email, token ) ) {
		return false;
	}
	const current = findSiteSubscriber( ctx.db, email )?.status;
	if ( ! current ) {
		return false;
	}
	// An old confirmation link never brings back an address that unsubscribed since.
	if ( action === 'confirm' && current !== 'pending' ) {
		return current === 'confirmed';
	}
	return setSubscriberStatus(
		ctx.db,
		email,
		action === 'confirm' ? 'confirmed' : 'unsubscribed',
		new Date().toISOString()
	);
}
