/**
 * `npm run test:loaded`: `npm test` three times in a row (`--runs N` for another count) while two
 * CPU-bound processes run beside it, as on a busy machine; stops at the first failed run and
 * prints how long each took. The busy processes end with it, and by themselves after four hours.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const root = join( __dirname, '..' );
const BUSY_PROCESSES = 2;
const BUSY_LIMIT_MS = 4 * 60 * 60 * 1000;

function option( name: string, fallback: number ): number {
	const index = process.argv.indexOf( name );
	return index === -1 ? fallback : Number( process.argv[ index + 1 ] );
}

/** A process that keeps one core busy until `BUSY_LIMIT_MS` has passed or it is stopped. */
function busyProcess(): ChildProcess {
	return spawn(
		process.execPath,
		[
			'-e',
			`const end = Date.now() + ${ BUSY_LIMIT_MS }; let n = 0; while ( Date.now() < end ) { n = ( n * 31 + 7 ) % 1000003; }`,
		],
		{ stdio: 'ignore' }
	);
}

const runs = option( '--runs', 3 );
const busy = Array.from( { length: BUSY_PROCESSES }, busyProcess );
const stopBusy = () => busy.forEach( ( child ) => child.kill( 'SIGKILL' ) );
process.on( 'exit', stopBusy );
process.on( 'SIGINT', () => process.exit( 130 ) );
process.on( 'SIGTERM', () => process.exit( 143 ) );

const results: string[] = [];
let failedRun = 0;
for ( let run = 1; run <= runs && ! failedRun; run++ ) {
	const started = performance.now();
	const { status } = spawnSync( 'npx', [ 'tsx', 'tests/run-all.ts' ], {
		cwd: root,
		stdio: 'inherit',
	} );
	const minutes = ( performance.now() - started ) / 60_000;
	results.push(
		`run ${ run } of ${ runs }: ${ status === 0 ? 'passed' : 'failed' } in ${ minutes.toFixed( 1 ) } min`
	);
	if ( status !== 0 ) {
		failedRun = run;
	}
}
stopBusy();
// eslint-disable-next-line no-console -- the summary is this script's output.
console.log(
	`\nWith ${ BUSY_PROCESSES } CPU-bound processes beside it:\n${ results.join( '\n' ) }`
);
process.exit( failedRun ? 1 : 0 );
