import { existsSync, readFileSync, rmSync } from 'node:fs';

import { E2E_WORKERS, stateFileOf } from './constants';

function isRunning( pid: number ): boolean {
	try {
		process.kill( pid, 0 );
		return true;
	} catch {
		return false;
	}
}

/** Sends SIGTERM and waits for the process to be gone (SIGKILL after a minute: it hung). */
async function stopProcess( pid: number ) {
	if ( ! isRunning( pid ) ) {
		return;
	}
	process.kill( pid, 'SIGTERM' );
	const deadline = Date.now() + 60_000;
	while ( isRunning( pid ) ) {
		if ( Date.now() > deadline ) {
			process.kill( pid, 'SIGKILL' );
			return;
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 50 ) );
	}
}

/** Stops the servers global-setup.ts started and removes their data directories. */
export default async function globalTeardown() {
	for ( let index = 0; index < E2E_WORKERS; index++ ) {
		const file = stateFileOf( index );
		if ( ! existsSync( file ) ) {
			continue;
		}
		const { pid, dataDir } = JSON.parse( readFileSync( file, 'utf8' ) );
		await stopProcess( pid );
		rmSync( dataDir, { recursive: true, force: true } );
		rmSync( file, { force: true } );
	}
}
