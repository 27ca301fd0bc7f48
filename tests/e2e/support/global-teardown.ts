import { existsSync, readFileSync, rmSync } from 'node:fs';

import { E2E_WORKERS, stateFileOf } from './constants';

/** Stops the servers global-setup.ts started and removes their data directories. */
export default async function globalTeardown() {
	for ( let index = 0; index < E2E_WORKERS; index++ ) {
		const file = stateFileOf( index );
		if ( ! existsSync( file ) ) {
			continue;
		}
		const { pid, dataDir } = JSON.parse( readFileSync( file, 'utf8' ) );
		try {
			process.kill( pid, 'SIGTERM' );
		} catch {
			// Already gone.
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 500 ) );
		rmSync( dataDir, { recursive: true, force: true } );
		rmSync( file, { force: true } );
	}
}
