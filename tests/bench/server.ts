import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningServer {
	url: string;
	stop: () => Promise< void >;
}

function freePort(): Promise< number > {
	return new Promise( ( resolve, reject ) => {
		const probe = createServer();
		probe.once( 'error', reject );
		probe.listen( 0, '127.0.0.1', () => {
			const address = probe.address();
			probe.close( () =>
				resolve(
					typeof address === 'object' && address ? address.port : 0
				)
			);
		} );
	} );
}

/** Starts the site server on a free port with a fresh data directory and the given build. */
export async function startServer(
	buildDir: string
): Promise< RunningServer > {
	const port = await freePort();
	const dataDir = mkdtempSync( join( tmpdir(), 'tessera-bench-' ) );
	const child: ChildProcess = spawn(
		process.execPath,
		[ '--import', 'tsx', 'mock-api/main.ts' ],
		{
			env: {
				...process.env,
				PORT: String( port ),
				TESSERA_DATA_DIR: dataDir,
				TESSERA_BUILD_DIR: buildDir,
				TESSERA_DEV_AUTOLOGIN: '1',
			},
			stdio: [ 'ignore', 'pipe', 'pipe' ],
		}
	);
	let output = '';
	await new Promise< void >( ( resolve, reject ) => {
		const onData = ( chunk: Buffer ) => {
			output += chunk.toString();
			if ( output.includes( 'Tessera is running at' ) ) {
				resolve();
			}
		};
		child.stdout?.on( 'data', onData );
		child.stderr?.on( 'data', onData );
		child.once( 'exit', ( code ) =>
			reject( new Error( `server exited ${ code }: ${ output }` ) )
		);
	} );
	return {
		url: `http://localhost:${ port }`,
		stop: async () => {
			child.kill( 'SIGTERM' );
			await new Promise( ( resolve ) => child.once( 'exit', resolve ) );
			rmSync( dataDir, { recursive: true, force: true } );
		},
	};
}
