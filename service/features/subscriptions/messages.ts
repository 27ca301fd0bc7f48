/**
 * The subscription e-mails as whole messages (RFC 5322, plain text, quoted-printable UTF-8):
 * the confirmation request of a new sign-up, the note to an address already subscribed, and the
 * notification of a new post. Each carries its
 * own signed unsubscribe link, also as List-Unsubscribe headers (RFC 2369, RFC 8058) so mail
 * programs can offer it.
 */
import { randomBytes } from 'node:crypto';

import { __, sprintf } from '@wordpress/i18n';

import { inLocale } from '../../../platform/render/locale-strings';
import { untitled } from '../../../shared/locale/untitled';
import { headerText, mailbox, quotedPrintable } from '../mail/mime';

export interface Envelope {
	siteTitle: string;
	/** The site's language, which the message is written in. */
	locale: string;
	/** The host the site is reached at, for From and Message-ID. */
	host: string;
	to: string;
	date: Date;
}

function safeHost( host: string ): string {
	return host.replace( /[^a-z0-9.-]/gi, '' ) || 'localhost';
}

function message(
	envelope: Envelope,
	subject: string,
	body: string[],
	extraHeaders: string[]
): string {
	const host = safeHost( envelope.host );
	const headers = [
		`From: ${ mailbox( `wordpress@${ host }`, envelope.siteTitle ) }`,
		`To: ${ mailbox( envelope.to ) }`,
		`Subject: ${ headerText( subject ) }`,
		`Date: ${ envelope.date.toUTCString().replace( 'GMT', '+0000' ) }`,
		`Message-ID: <subscription.${ randomBytes( 8 ).toString( 'hex' ) }@${ host }>`,
		'MIME-Version: 1.0',
		'Content-Type: text/plain; charset=UTF-8',
		'Content-Transfer-Encoding: quoted-printable',
		...extraHeaders,
	];
	return `${ headers.join( '\r\n' ) }\r\n\r\n${ quotedPrintable( body.join( '\n' ) ) }\r\n`;
}

function unsubscribeHeaders( unsubscribeUrl: string ): string[] {
	return [
		`List-Unsubscribe: <${ unsubscribeUrl }>`,
		'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
	];
}

/**
 * The answer to a sign-up: who asked for what, the `middle` lines, and how to stop; `kind` is the
 * X-Tessera-Subscription header.
 */
function signUpAnswer(
	envelope: Envelope,
	subject: string,
	links: { unsubscribe: string; site: string },
	middle: string[],
	kind: string
): string {
	return message(
		envelope,
		subject,
		[
			sprintf(
				/* translators: 1: the site's title, 2: the site's address. */
				__(
					'Someone (hopefully you) asked to get an e-mail from %1$s (%2$s) for each new post.',
					'tessera'
				),
				envelope.siteTitle,
				links.site
			),
			'',
			...middle,
			'',
			sprintf(
				/* translators: %s: the address that ends the subscription. */
				__( 'To stop these e-mails at any time: %s', 'tessera' ),
				links.unsubscribe
			),
			'',
		],
		[
			...unsubscribeHeaders( links.unsubscribe ),
			`X-Tessera-Subscription: ${ kind }`,
		]
	);
}

export function confirmationMessage(
	envelope: Envelope,
	links: { confirm: string; unsubscribe: string; site: string }
): string {
	return inLocale( envelope.locale, () =>
		signUpAnswer(
			envelope,
			sprintf(
				/* translators: %s: the site's title. */
				__( 'Confirm your subscription to %s', 'tessera' ),
				envelope.siteTitle
			),
			links,
			[
				__( 'To confirm, open this link:', 'tessera' ),
				links.confirm,
				'',
				__(
					'If you did not ask for this, ignore this message: nothing will be sent to you.',
					'tessera'
				),
			],
			'confirm'
		)
	);
}

/**
 * Sent instead of a confirmation when a confirmed address signs up again: the form answers every
 * sign-up alike, so the person learns here that nothing more is needed.
 */
export function alreadySubscribedMessage(
	envelope: Envelope,
	links: { unsubscribe: string; site: string }
): string {
	return inLocale( envelope.locale, () =>
		signUpAnswer(
			envelope,
			sprintf(
				/* translators: %s: the site's title. */
				__( 'You are already subscribed to %s', 'tessera' ),
				envelope.siteTitle
			),
			links,
			[
				__(
					'This address is already subscribed to new posts: there is nothing more to do.',
					'tessera'
				),
			],
			'already'
		)
	);
}

export interface NewPost {
	/** The post's title, empty when it has none. */
	title: string;
	url: string;
	excerpt: string;
}

export function newPostMessage(
	envelope: Envelope,
	post: NewPost,
	unsubscribe: string
): string {
	return inLocale( envelope.locale, () => {
		const title = post.title || untitled();
		return message(
			envelope,
			sprintf(
				/* translators: %s: the post's title. */
				__( '[New post] %s', 'tessera' ),
				title
			),
			[
				sprintf(
					/* translators: 1: the site's title, 2: the post's title. */
					__( '%1$s published a new post: %2$s', 'tessera' ),
					envelope.siteTitle,
					title
				),
				'',
				post.excerpt,
				'',
				/* translators: %s: the post's address. */
				sprintf( __( 'Read it: %s', 'tessera' ), post.url ),
				'',
				'--',
				sprintf(
					/* translators: %s: the site's title. */
					__(
						'You get this message because you subscribed to %s.',
						'tessera'
					),
					envelope.siteTitle
				),
				/* translators: %s: the address that ends the subscription. */
				sprintf( __( 'Unsubscribe: %s', 'tessera' ), unsubscribe ),
				'',
			],
			[
				...unsubscribeHeaders( unsubscribe ),
				'X-Tessera-Subscription: new-post',
			]
		);
	} );
}
