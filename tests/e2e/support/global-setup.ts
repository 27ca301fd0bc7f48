import { writeFileSync } from 'node:fs';

import { startServer } from '../../support/start-server';
import { ADMIN_PASSWORD, E2E_WORKERS, stateFileOf } from './constants';

/**
 * Starts one site server per Playwright worker, each on a free port with an empty temporary data
 * directory, so that spec files running side by side never see each other's posts or settings.
 */
export default async function globalSetup() {
	const servers = await Promise.all(
		Array.from( { length: E2E_WORKERS }, () =>
			startServer( { TESSERA_ADMIN_PASSWORD: ADMIN_PASSWORD } )
		)
	);
	servers.forEach( ( server, index ) =>
		writeFileSync(
			stateFileOf( index ),
			JSON.stringify( {
				url: server.url,
				pid: server.child.pid,
				dataDir: server.dataDir,
			} )
		)
	);
}
