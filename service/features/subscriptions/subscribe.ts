/**
 * A visitor's sign-up: double opt-in. A new (or previously unsubscribed) address becomes
 * pending and gets a confirmation message with a signed link; only a confirmed address counts
 * and gets new posts. Signing up again while pending sends the confirmation again, so a lost
 * message can be replaced; a confirmed address gets a note that it is already subscribed. Every
 * valid sign-up answers `pending`, whatever the address's state and whether a message went
 * (one an hour and three a day per recipient at most), so the form tells nobody who subscribes.
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
import { alreadySubscribedMessage, confirmationMessage } from './messages';
import { takeSignUpMessage } from './mail-limit';
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
	const now = new Date();
	const confirmed =
		addPendingSubscriber( ctx.db, email, now.toISOString() ).status ===
		'confirmed';
	if ( ! takeSignUpMessage( ctx.db, email, now.getTime() ) ) {
		return 'pending';
	}
	const envelope = {
		siteTitle: getSetting( ctx.db, 'title' ),
		locale: getSetting( ctx.db, 'language' ),
		host: new URL( siteUrl( ctx.db ) ).hostname,
		to: email,
		date: now,
	};
	// Links in mail use the site's configured address, never the Host header of the request.
	const origin = siteUrl( ctx.db );
	const unsubscribe = signedLink( ctx.db, origin, 'unsubscribe', email );
	await writeOutboxMessage(
		ctx.options.dataDir,
		`${ now.getTime() }-subscribe-${ email.replace( /[^a-z0-9]/g, '_' ).slice( 0, 60 ) }`,
		confirmed
			? alreadySubscribedMessage( envelope, {
					unsubscribe,
					site: `${ origin }/`,
				} )
			: confirmationMessage( envelope, {
					confirm: signedLink( ctx.db, origin, 'confirm', email ),
					unsubscribe,
					site: `${ origin }/`,
				} )
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
