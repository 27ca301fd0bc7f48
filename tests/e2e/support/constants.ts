import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const ADMIN_PASSWORD = 'e2e-Admin-Passw0rd';

/** The annotation that carries a test's page loads into the JSON report: `<count> <ms>`. */
export const PAGE_LOADS = 'page-loads';

/** Playwright's worker count: each worker gets a site server of its own (global-setup.ts). */
export const E2E_WORKERS = 2;

// Named after this checkout, so that two checkouts running their tests at once never stop each
// other's servers.
const checkout = createHash( 'sha1' )
	.update( __dirname )
	.digest( 'hex' )
	.slice( 0, 8 );

/** Where global-setup.ts records the server of the worker with this parallel index. */
export function stateFileOf( workerIndex: number | string ): string {
	return join(
		tmpdir(),
		`tessera-e2e-${ checkout }-server-${ workerIndex }.json`
	);
}

/** The state file of the worker reading it (its url, pid and data directory). */
export const STATE_FILE = stateFileOf( process.env.TEST_PARALLEL_INDEX ?? 0 );
