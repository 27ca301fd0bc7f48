/**
 * The notification e-mail of a form submission, written into the site's outbox as
 * `<time>-<feedback id>.eml`.
 */
import { randomBytes } from 'node:crypto';
import { headerText, mailbox, quotedPrintable } from '../mail/mime';
import { writeOutboxMessage } from '../mail/outbox';
import type { SubmittedField } from '../../../shared/form-submission/form-result';

export interface Notification {
	feedbackId: number;
	siteTitle: string;
	/** The host name the site is reached at, for From and Message-ID. */
	host: string;
	to: string[];
	replyTo?: { address: string; name: string };
	subject: string;
	fields: SubmittedField[];
	postTitle: string;
	postUrl: string;
	date: Date;
}

function bodyText( notification: Notification ): string {
	const lines = notification.fields.map( ( field ) => {
		const value = Array.isArray( field.value )
			? field.value.join( ', ' )
			: field.value;
		return `${ field.label }: ${ value.includes( '\n' ) ? `\n${ value }\n` : value }`;
	} );
	return [
		...lines,
		'',
		'--',
		`Sent from “${ notification.postTitle }”: ${ notification.postUrl }`,
		`Time: ${ notification.date.toUTCString() }`,
		`Feedback ID: ${ notification.feedbackId }`,
		'',
	].join( '\n' );
}

function notificationMessage( notification: Notification ): string {
	const host =
		notification.host.replace( /[^a-z0-9.-]/gi, '' ) || 'localhost';
	const headers = [
		`From: ${ mailbox( `wordpress@${ host }`, notification.siteTitle ) }`,
		`To: ${ notification.to.map( ( address ) => mailbox( address ) ).join( ', ' ) }`,
		notification.replyTo
			? `Reply-To: ${ mailbox( notification.replyTo.address, notification.replyTo.name ) }`
			: null,
		`Subject: ${ headerText( notification.subject ) }`,
		`Date: ${ notification.date.toUTCString().replace( 'GMT', '+0000' ) }`,
		`Message-ID: <feedback-${ notification.feedbackId }.${ randomBytes( 6 ).toString( 'hex' ) }@${ host }>`,
		'MIME-Version: 1.0',
		'Content-Type: text/plain; charset=UTF-8',
		'Content-Transfer-Encoding: quoted-printable',
		`X-Tessera-Feedback-ID: ${ notification.feedbackId }`,
	].filter( ( header ): header is string => header !== null );
	return `${ headers.join( '\r\n' ) }\r\n\r\n${ quotedPrintable( bodyText( notification ) ) }\r\n`;
}

/** Writes the submission's notification into the outbox; resolves to the file's path. */
export function writeToOutbox(
	dataDir: string,
	notification: Notification
): Promise< string > {
	return writeOutboxMessage(
		dataDir,
		`${ notification.date.getTime() }-${ notification.feedbackId }`,
		notificationMessage( notification )
	);
}
