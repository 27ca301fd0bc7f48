import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

function freePort(): Promise< number > {
	return new Promise( ( done ) => {
		const server = createServer().listen( 0, () => {
			const { port } = server.address() as { port: number };
			server.close( () => done( port ) );
		} );
	} );
}

describe( 'npm start (wp-stand-in/main.ts)', () => {
	it( 'prints the address and the admin password once, serves, and stops cleanly on SIGTERM', async () => {
		const dir = mkdtempSync( join( tmpdir(), 'tessera-main-' ) );
		const port = await freePort();
		const root = resolve( __dirname, '..', '..' );
		const child = spawn(
			process.execPath,
			[
				join( root, 'node_modules', 'tsx', 'dist', 'cli.mjs' ),
				join( root, 'wp-stand-in', 'main.ts' ),
			],
			{
				env: {
					...process.env,
					PORT: String( port ),
					TESSERA_DATA_DIR: dir,
					TESSERA_ADMIN_PASSWORD: '',
					TESSERA_DEV_AUTOLOGIN: '',
				},
				stdio: [ 'ignore', 'pipe', 'pipe' ],
			}
		);
		let output = '';
		child.stdout.on( 'data', ( chunk ) => ( output += chunk ) );
		child.stderr.on( 'data', ( chunk ) => ( output += chunk ) );
		try {
			await new Promise< void >( ( done, fail ) => {
				const timer = setTimeout(
					() => fail( new Error( output ) ),
					20000
				);
				child.stdout.on( 'data', () => {
					if ( output.includes( 'Tessera is running' ) ) {
						clearTimeout( timer );
						done();
					}
				} );
			} );
			expect( output ).toContain(
				`Tessera is running at http://localhost:${ port }/\n`
			);
			expect( output ).toMatch( /Username: admin\n\s+Password: \S{12,}/ );
			const response = await fetch(
				`http://localhost:${ port }/wp-json/wp/v2/posts/1`
			);
			expect( ( await response.json() ).title.rendered ).toBe(
				'Tessera block gallery'
			);
			const exit = new Promise< number | null >( ( done ) =>
				child.on( 'exit', done )
			);
			child.kill( 'SIGTERM' );
			expect( await exit ).toBe( 0 );
		} finally {
			child.kill( 'SIGKILL' );
			rmSync( dir, { recursive: true, force: true } );
		}
	} );
} );
