import { existsSync, readFileSync, rmSync } from 'node:fs';

import { STATE_FILE } from './constants';

/** Stops the server global-setup.ts started and removes its data directory. */
export default async function globalTeardown() {
	if ( ! existsSync( STATE_FILE ) ) {
		return;
	}
	const { pid, dataDir } = JSON.parse( readFileSync( STATE_FILE, 'utf8' ) );
	try {
		process.kill( pid, 'SIGTERM' );
	} catch {
		// Already gone.
	}
	await new Promise( ( resolve ) => setTimeout( resolve, 500 ) );
	rmSync( dataDir, { recursive: true, force: true } );
	rmSync( STATE_FILE, { force: true } );
}
