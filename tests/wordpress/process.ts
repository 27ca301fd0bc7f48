import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { constants } from 'node:os';

/**
 * Runs a program to its end and resolves with what it printed; rejects with its output when it
 * exits with an error, so a failure says why.
 *
 * @param file The program.
 * @param args Its arguments.
 * @param cwd  The folder it runs in.
 */
export function run(
	file: string,
	args: string[],
	cwd?: string
): Promise< string > {
	return new Promise( ( resolve, reject ) => {
		execFile(
			file,
			args,
			{ cwd, maxBuffer: 64 * 1024 * 1024 },
			( error, stdout, stderr ) => {
				if ( error ) {
					reject(
						new Error(
							`${ file } ${ args.join( ' ' ) } failed (${
								error.code ?? error.signal
							}):\n${ stdout }${ stderr }`
						)
					);
					return;
				}
				resolve( stdout + stderr );
			}
		);
	} );
}

/**
 * Starts a server in a process group of its own (a Ctrl-C meant for the caller does not reach
 * it; `terminate( -pid )` ends it with its children), its output appended to `log`.
 *
 * @param file        The program.
 * @param args        Its arguments.
 * @param log         The file its output goes to.
 * @param options     Where it runs and what it gets.
 * @param options.cwd Its working folder.
 * @param options.env Environment variables added to this process's.
 */
export function startServer(
	file: string,
	args: string[],
	log: string,
	{ cwd, env = {} }: { cwd?: string; env?: NodeJS.ProcessEnv } = {}
): ChildProcess {
	const output = openSync( log, 'a' );
	try {
		return spawn( file, args, {
			cwd,
			env: { ...process.env, ...env },
			detached: true,
			stdio: [ 'ignore', output, output ],
		} );
	} finally {
		closeSync( output );
	}
}

/**
 * Asks `check` again and again, a tenth of a second apart, until it answers true; rejects once
 * `limit` milliseconds have passed or `child` has exited.
 *
 * @param what  What is awaited, for the error message.
 * @param check Answers whether the wait is over; an exception counts as "not yet".
 * @param child The process that must stay alive meanwhile.
 * @param limit The longest wait in milliseconds.
 */
export async function waitUntil(
	what: string,
	check: () => Promise< boolean >,
	child: ChildProcess,
	limit = 60_000
): Promise< void > {
	const end = Date.now() + limit;
	while ( Date.now() < end ) {
		if ( child.exitCode !== null || child.signalCode !== null ) {
			throw new Error(
				`${ what }: the process exited (${
					child.exitCode ?? child.signalCode
				})`
			);
		}
		if ( await check().catch( () => false ) ) {
			return;
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 100 ) );
	}
	throw new Error( `${ what }: no answer within ${ limit / 1000 } s` );
}

/**
 * Whether a process or process group exists (a negative id names a group).
 *
 * @param id A process id, or a process group id negated.
 */
function exists( id: number ): boolean {
	try {
		process.kill( id, 0 );
		return true;
	} catch ( error ) {
		return ( error as NodeJS.ErrnoException ).code === 'EPERM';
	}
}

/**
 * Ends a process, or with a negative id a whole process group: SIGTERM, then SIGKILL when it is
 * still there after `grace` milliseconds. Resolves once nothing of it is left.
 *
 * @param id    A process id, or a process group id negated.
 * @param grace Milliseconds to wait after SIGTERM.
 */
export async function terminate( id: number, grace = 10_000 ): Promise< void > {
	if ( ! id ) {
		// Zero would mean this process's own group.
		return;
	}
	const signal = ( name: NodeJS.Signals ) => {
		try {
			process.kill( id, name );
		} catch {}
	};
	signal( 'SIGTERM' );
	const end = Date.now() + grace;
	while ( exists( id ) && Date.now() < end ) {
		await new Promise( ( resolve ) => setTimeout( resolve, 50 ) );
	}
	if ( exists( id ) ) {
		signal( 'SIGKILL' );
		while ( exists( id ) ) {
			await new Promise( ( resolve ) => setTimeout( resolve, 50 ) );
		}
	}
}

const atExit = new Set< () => void >();
let listening = false;

/**
 * Runs `cleanup` (synchronous) if this Node process exits before the returned function is
 * called, so that a crashed test run leaves no server behind. The servers run in process groups
 * of their own, which a Ctrl-C does not reach; so a SIGINT, SIGTERM or SIGHUP that nothing else
 * in this process listens to ends it as it would have, through the cleanups.
 *
 * @param cleanup Kills what must not outlive this process.
 */
export function onExit( cleanup: () => void ): () => void {
	if ( ! listening ) {
		listening = true;
		process.once( 'exit', () => atExit.forEach( ( fn ) => fn() ) );
		for ( const name of [ 'SIGINT', 'SIGTERM', 'SIGHUP' ] as const ) {
			process.on( name, () => {
				if ( process.listenerCount( name ) === 1 ) {
					process.exit( 128 + constants.signals[ name ] );
				}
			} );
		}
	}
	atExit.add( cleanup );
	return () => atExit.delete( cleanup );
}
