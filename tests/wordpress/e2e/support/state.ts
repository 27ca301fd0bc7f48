/**
 * What the WordPress project's global set-up hands its tests: where the site is and how to sign
 * in, in a file named after this checkout (so two checkouts testing at once stay apart).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface WordPressState {
	url: string;
	version: string;
	adminPassword: string;
	debugLog: string;
	/** The Tessera service the tests start, and the folder it keeps its data in. */
	serviceUrl: string;
	serviceDataDir: string;
}

const checkout = createHash( 'sha1' )
	.update( __dirname )
	.digest( 'hex' )
	.slice( 0, 8 );

export const STATE_FILE = join(
	tmpdir(),
	`tessera-wordpress-e2e-${ checkout }.json`
);

/** The signed-in administrator's cookies, saved by the install journey for the other tests. */
export const ADMIN_STORAGE = join(
	tmpdir(),
	`tessera-wordpress-e2e-${ checkout }-admin.json`
);

/** The zip a site owner uploads: what `npm run plugin` wrote. */
export const PLUGIN_ZIP = join(
	__dirname,
	'..',
	'..',
	'..',
	'..',
	'dist',
	'tessera.zip'
);

export function readState(): WordPressState {
	return JSON.parse( readFileSync( STATE_FILE, 'utf8' ) );
}

/** The lines of WordPress's debug.log; none when WordPress wrote none (it makes the file on the first). */
export function debugLogLines( file: string ): string[] {
	return existsSync( file )
		? readFileSync( file, 'utf8' ).split( '\n' ).filter( Boolean )
		: [];
}

/** The registration key the journeys' Tessera service asks of the sites that connect. */
export const SERVICE_REGISTRATION_KEY = 'wordpress-journeys-key';
