import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { freePort } from './free-port';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningServer {
	url: string;
	child: ChildProcess;
	dataDir: string;
	stop: () => Promise< void >;
}

/** What can be started: the site (`npm start` without the build) or the Tessera service. */
const PROGRAMS = {
	site: { entry: 'wp-stand-in/main.ts', ready: 'Tessera is running at' },
	service: {
		entry: 'service/main.ts',
		ready: 'Tessera service is running at',
	},
};

/**
 * Starts the site or the service as a person would on a free port, with an empty temporary data
 * directory, and resolves once it prints its address.
 *
 * @param env     Extra environment variables (TESSERA_BUILD_DIR, TESSERA_ADMIN_PASSWORD, ...).
 * @param program Which one.
 */
export async function startServer(
	env: NodeJS.ProcessEnv = {},
	program: keyof typeof PROGRAMS = 'site'
): Promise< RunningServer > {
	const { entry, ready } = PROGRAMS[ program ];
	const port = await freePort();
	const dataDir = mkdtempSync( join( tmpdir(), 'tessera-server-' ) );
	const child = spawn( process.execPath, [ '--import', 'tsx', entry ], {
		env: {
			...process.env,
			TESSERA_DEV_AUTOLOGIN: '',
			...env,
			PORT: String( port ),
			TESSERA_DATA_DIR: dataDir,
		},
		stdio: [ 'ignore', 'pipe', 'pipe' ],
	} );
	let output = '';
	await new Promise< void >( ( resolve, reject ) => {
		const timer = setTimeout(
			() =>
				reject( new Error( `The server did not start:\n${ output }` ) ),
			120_000
		);
		const onData = ( chunk: Buffer ) => {
			output += chunk.toString();
			if ( output.includes( ready ) ) {
				clearTimeout( timer );
				resolve();
			}
		};
		child.stdout.on( 'data', onData );
		child.stderr.on( 'data', onData );
		child.once( 'exit', ( code ) => {
			clearTimeout( timer );
			reject(
				new Error( `The server exited with ${ code }:\n${ output }` )
			);
		} );
	} );
	child.stdout.removeAllListeners( 'data' );
	child.stderr.removeAllListeners( 'data' );
	child.stderr.on( 'data', ( chunk: Buffer ) =>
		process.stderr.write( chunk )
	);
	return {
		url: `http://localhost:${ port }`,
		child,
		dataDir,
		stop: async () => {
			child.kill( 'SIGTERM' );
			await new Promise( ( resolve ) => child.once( 'exit', resolve ) );
			rmSync( dataDir, { recursive: true, force: true } );
		},
	};
}
