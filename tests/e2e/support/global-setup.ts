import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { ADMIN_PASSWORD, STATE_FILE } from './constants';

function freePort(): Promise< number > {
	return new Promise( ( resolve, reject ) => {
		const probe = createServer();
		probe.once( 'error', reject );
		probe.listen( 0, '127.0.0.1', () => {
			const address = probe.address();
			const port =
				typeof address === 'object' && address ? address.port : 0;
			probe.close( () => resolve( port ) );
		} );
	} );
}

/** Starts `mock-api/main.ts` on a free port with an empty temporary data directory. */
export default async function globalSetup() {
	const port = await freePort();
	const dataDir = mkdtempSync( join( tmpdir(), 'tessera-e2e-' ) );
	const server = spawn(
		process.execPath,
		[ '--import', 'tsx', 'mock-api/main.ts' ],
		{
			env: {
				...process.env,
				PORT: String( port ),
				TESSERA_DATA_DIR: dataDir,
				TESSERA_ADMIN_PASSWORD: ADMIN_PASSWORD,
				TESSERA_DEV_AUTOLOGIN: '',
			},
			stdio: [ 'ignore', 'pipe', 'pipe' ],
		}
	);
	let output = '';
	await new Promise< void >( ( resolve, reject ) => {
		const timer = setTimeout(
			() =>
				reject( new Error( `The server did not start:\n${ output }` ) ),
			60_000
		);
		const onData = ( chunk: Buffer ) => {
			output += chunk.toString();
			if ( output.includes( 'Tessera is running at' ) ) {
				clearTimeout( timer );
				resolve();
			}
		};
		server.stdout.on( 'data', onData );
		server.stderr.on( 'data', onData );
		server.once( 'exit', ( code ) => {
			clearTimeout( timer );
			reject(
				new Error( `The server exited with ${ code }:\n${ output }` )
			);
		} );
	} );
	server.stdout.removeAllListeners( 'data' );
	server.stderr.on( 'data', ( chunk: Buffer ) =>
		process.stderr.write( chunk )
	);
	process.env.TESSERA_E2E_BASE_URL = `http://localhost:${ port }`;
	writeFileSync( STATE_FILE, JSON.stringify( { pid: server.pid, dataDir } ) );
}
