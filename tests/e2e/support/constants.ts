import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const ADMIN_PASSWORD = 'e2e-Admin-Passw0rd';

/** Playwright's worker count: each worker gets a site server of its own (global-setup.ts). */
export const E2E_WORKERS = 2;

/** Where global-setup.ts records the server of the worker with this parallel index. */
export function stateFileOf( workerIndex: number | string ): string {
	return join( tmpdir(), `tessera-e2e-server-${ workerIndex }.json` );
}

/** The state file of the worker reading it (its url, pid and data directory). */
export const STATE_FILE = stateFileOf( process.env.TEST_PARALLEL_INDEX ?? 0 );
