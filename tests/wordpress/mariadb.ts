import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
	existsSync,
	mkdirSync,
	mkdtempSync,
	readFileSync,
	rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { onExit, run, startServer, terminate, waitUntil } from './process';
import { freePort } from '../support/free-port';

export interface RunningMariaDb {
	/** The server's Unix socket. */
	socket: string;
	/** Its TCP port on 127.0.0.1. */
	port: number;
	/** An empty database for WordPress... */
	database: string;
	/** ...that this user (from localhost or 127.0.0.1) owns... */
	user: string;
	/** ...with this password. */
	password: string;
	/** Ends the server and removes its data. */
	stop: () => Promise< void >;
}

/**
 * Starts a private MariaDB server (its own data folder, socket and port on 127.0.0.1, none of
 * the machine's configuration) with an empty database `wordpress` and a user `wordpress` with a
 * random password, and resolves once it answers.
 */
export async function startMariaDb(): Promise< RunningMariaDb > {
	const folder = mkdtempSync( join( tmpdir(), 'tessera-mariadb-' ) );
	const socket = join( folder, 'mariadb.sock' );
	const log = join( folder, 'error.log' );
	mkdirSync( join( folder, 'tmp' ) );
	const options = [
		`--datadir=${ join( folder, 'data' ) }`,
		// Servers sharing /tmp delete each other's temporary tables as they start.
		`--tmpdir=${ join( folder, 'tmp' ) }`,
		'--innodb-log-file-size=16M',
		'--skip-name-resolve',
		// The server refuses to run as root unless told to.
		...( process.getuid?.() === 0 ? [ '--user=root' ] : [] ),
	];
	let child: ChildProcess | undefined;
	const forget = onExit( () => {
		if ( child?.pid ) {
			try {
				process.kill( child.pid, 'SIGKILL' );
			} catch {}
		}
		rmSync( folder, { recursive: true, force: true } );
	} );
	const stop = async () => {
		forget();
		if ( child && child.exitCode === null && child.signalCode === null ) {
			await terminate( child.pid! );
		}
		rmSync( folder, { recursive: true, force: true } );
	};
	const client = [ '--no-defaults', `--socket=${ socket }`, '--user=root' ];
	try {
		await run( 'mariadb-install-db', [
			'--no-defaults',
			'--auth-root-authentication-method=normal',
			'--skip-test-db',
			...options,
		] );
		const port = await freePort();
		const server = startServer(
			// Debian puts the server in /usr/sbin, which a user's PATH may leave out.
			existsSync( '/usr/sbin/mariadbd' )
				? '/usr/sbin/mariadbd'
				: 'mariadbd',
			[
				'--no-defaults',
				...options,
				`--socket=${ socket }`,
				`--port=${ port }`,
				'--bind-address=127.0.0.1',
				`--pid-file=${ join( folder, 'mariadb.pid' ) }`,
				`--log-error=${ log }`,
			],
			join( folder, 'output.log' )
		);
		child = server;
		await waitUntil(
			'MariaDB',
			() =>
				run( 'mariadb-admin', [ ...client, 'ping' ] ).then(
					() => true
				),
			server
		);
		const password = randomBytes( 12 ).toString( 'hex' );
		const users = [ 'localhost', '127.0.0.1' ].map(
			( host ) => `'wordpress'@'${ host }'`
		);
		await run( 'mariadb', [
			...client,
			'--execute',
			[
				'CREATE DATABASE wordpress CHARACTER SET utf8mb4',
				...users.map(
					( user ) =>
						`CREATE USER ${ user } IDENTIFIED BY '${ password }'`
				),
				...users.map(
					( user ) => `GRANT ALL ON wordpress.* TO ${ user }`
				),
			].join( ';\n' ),
		] );
		return {
			socket,
			port,
			database: 'wordpress',
			user: 'wordpress',
			password,
			stop,
		};
	} catch ( error ) {
		const output = existsSync( log ) ? readFileSync( log, 'utf8' ) : '';
		await stop();
		throw new Error( `${ ( error as Error ).message }\n${ output }` );
	}
}
