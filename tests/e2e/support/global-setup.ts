import { writeFileSync } from 'node:fs';

import { startServer } from '../../support/start-server';
import { ADMIN_PASSWORD, STATE_FILE } from './constants';

/** Starts the site server on a free port with an empty temporary data directory. */
export default async function globalSetup() {
	const server = await startServer( {
		TESSERA_ADMIN_PASSWORD: ADMIN_PASSWORD,
	} );
	process.env.TESSERA_E2E_BASE_URL = server.url;
	writeFileSync(
		STATE_FILE,
		JSON.stringify( { pid: server.child.pid, dataDir: server.dataDir } )
	);
}
