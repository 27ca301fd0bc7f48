/**
 * The site's outbox: every e-mail the site sends (form notifications, subscription confirmations,
 * new-post notifications) is written as a message file into `<data dir>/outbox/<name>.eml`
 * instead of being sent: no mail leaves the machine. A file is written under a temporary name and
 * renamed, so a reader never sees half a message.
 */
import { randomBytes } from 'node:crypto';
import { readdirSync, rmSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

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
