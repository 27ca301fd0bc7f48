/**
 * The subscription e-mails as whole messages (RFC 5322, plain text, quoted-printable UTF-8):
 * the confirmation request of a new sign-up, the note to an address already subscribed, and the
 * notification of a new post. Each carries its
 * own signed unsubscribe link, also as List-Unsubscribe headers (RFC 2369, RFC 8058) so mail
 * programs can offer it.
 */
import { randomBytes } from 'node:crypto';
import { headerText, mailbox, quotedPrintable } from '../mail/mime';

export interface Envelope {
	siteTitle: string;
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
			`Someone (hopefully you) asked to get an e-mail from ${ envelope.siteTitle } (${ links.site }) for each new post.`,
			'',
			...middle,
			'',
			`To stop these e-mails at any time: ${ links.unsubscribe }`,
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
	return signUpAnswer(
		envelope,
		`Confirm your subscription to ${ envelope.siteTitle }`,
		links,
		[
			'To confirm, open this link:',
			links.confirm,
			'',
			'If you did not ask for this, ignore this message: nothing will be sent to you.',
		],
		'confirm'
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
	return signUpAnswer(
		envelope,
		`You are already subscribed to ${ envelope.siteTitle }`,
		links,
		[
			'This address is already subscribed to new posts: there is nothing more to do.',
		],
		'already'
	);
}

export interface NewPost {
	title: string;
	url: string;
	excerpt: string;
}

export function newPostMessage(
	envelope: Envelope,
	post: NewPost,
	unsubscribe: string
): string {
	return message(
		envelope,
		`[New post] ${ post.title }`,
		[
			`${ envelope.siteTitle } published a new post: ${ post.title }`,
			'',
			post.excerpt,
			'',
			`Read it: ${ post.url }`,
			'',
			'--',
			`You get this message because you subscribed to ${ envelope.siteTitle }.`,
			`Unsubscribe: ${ unsubscribe }`,
			'',
		],
		[
			...unsubscribeHeaders( unsubscribe ),
			'X-Tessera-Subscription: new-post',
		]
	);
}
