/**
 * The notification e-mail of a form submission, written into the site's outbox as
 * `<time>-<feedback id>.eml`, in the site's language: the site owner reads it as they read
 * their site. The fields' labels and values stay as the form and the visitor wrote them.
 */
import { randomBytes } from 'node:crypto';

import { __, sprintf } from '@wordpress/i18n';

import { inLocale } from '../../../platform/render/locale-strings';
import { localeTag } from '../../../shared/locale/tag';
import { untitled } from '../../../shared/locale/untitled';
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
	/** The site's WordPress locale (`fr_FR`). */
	locale: string;
}

/** The time of the submission, as the locale writes a full date and time (in UTC). */
function timeText( date: Date, locale: string ): string {
	return new Intl.DateTimeFormat( localeTag( locale ), {
		dateStyle: 'full',
		timeStyle: 'long',
		timeZone: 'UTC',
	} ).format( date );
}

function bodyText( notification: Notification ): string {
	const lines = notification.fields.map( ( field ) => {
		const value = Array.isArray( field.value )
			? field.value.join( ', ' )
			: field.value;
		return sprintf(
			/* translators: 1: a form field's label, 2: what the visitor entered in it. */
			__( '%1$s: %2$s', 'tessera' ),
			field.label,
			value.includes( '\n' ) ? `\n${ value }\n` : value
		);
	} );
	return [
		...lines,
		'',
		'--',
		sprintf(
			/* translators: 1: the title of the post holding the form, 2: the post's address. */
			__( 'Sent from “%1$s”: %2$s', 'tessera' ),
			notification.postTitle || untitled(),
			notification.postUrl
		),
		sprintf(
			/* translators: %s: the date and time the form was sent. */
			__( 'Time: %s', 'tessera' ),
			timeText( notification.date, notification.locale )
		),
		sprintf(
			/* translators: %d: the number of the stored form submission. */
			__( 'Feedback ID: %d', 'tessera' ),
			notification.feedbackId
		),
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
	const body = inLocale( notification.locale, () =>
		bodyText( notification )
	);
	return `${ headers.join( '\r\n' ) }\r\n\r\n${ quotedPrintable( body ) }\r\n`;
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
