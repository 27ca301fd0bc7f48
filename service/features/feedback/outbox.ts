/**
 * The notification e-mail of a submission, written as a message file into the site's outbox
 * (`<data dir>/outbox/<time>-<id>.eml`) instead of being sent: no mail leaves the machine. The
 * file is written under a temporary name and renamed, so a reader never sees half a message.
 */
import { randomBytes } from 'node:crypto';
import { readdirSync, rmSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { headerText, mailbox, quotedPrintable } from './mime';
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

function outboxDir( dataDir: string ): string {
	return join( dataDir, 'outbox' );
}

/** The temporary name a message is written under before it is renamed into place. */
function temporaryName( name: string ): string {
	return `.${ name }.${ randomBytes( 4 ).toString( 'hex' ) }.tmp`;
}

const TEMPORARY_NAME = /^\..+\.eml\.[0-9a-f]{8}\.tmp$/;

/**
 * Deletes the half-written messages a killed process left behind (their temporary files); the
 * messages themselves were never in the outbox. Called when the site starts, before any writing.
 */
export function removeUnfinishedMessages( dataDir: string ): void {
	const dir = outboxDir( dataDir );
	let names: string[];
	try {
		names = readdirSync( dir );
	} catch {
		return;
	}
	for ( const name of names ) {
		if ( TEMPORARY_NAME.test( name ) ) {
			rmSync( join( dir, name ), { force: true } );
		}
	}
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

/**
 * Writes a whole message (headers and body, CRLF line ends) into the outbox as `<name>.eml`;
 * resolves to the file's path. Every message the site "sends" goes through here.
 */
export async function writeOutboxMessage(
	dataDir: string,
	name: string,
	message: string
): Promise< string > {
	const dir = outboxDir( dataDir );
	await mkdir( dir, { recursive: true } );
	const file = `${ name }.eml`;
	const temporary = join( dir, temporaryName( file ) );
	await writeFile( temporary, message, { mode: 0o600 } );
	await rename( temporary, join( dir, file ) );
	return join( dir, file );
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
