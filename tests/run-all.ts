/**
 * `npm test`: every kind of test the project has, in one run, ending with the line
 * `N passed, N failed`. Type check, lint, the dependency rules, the unused-code check, the block
 * READMEs against their block.json, the translations and the two builds count as one check each; jest and
 * Playwright count their tests.
 */
import { spawn, spawnSync } from 'node:child_process';
import {
	existsSync,
	mkdirSync,
	readFileSync,
	rmSync,
	writeFileSync,
} from 'node:fs';
import { join } from 'node:path';

const root = join( __dirname, '..' );
const artifacts = join( root, 'artifacts' );
mkdirSync( artifacts, { recursive: true } );

let passed = 0;
let failed = 0;
const failures: string[] = [];
/** How long each phase took, for `npm run test:profile` (artifacts/timings.json). */
const phases: { name: string; seconds: number }[] = [];

async function timed< T >( name: string, phase: () => T | Promise< T > ) {
	const started = performance.now();
	const result = await phase();
	phases.push( {
		name,
		seconds: ( performance.now() - started ) / 1000,
	} );
	return result;
}

function run( command: string, args: string[], env: NodeJS.ProcessEnv = {} ) {
	console.log( `\n> ${ command } ${ args.join( ' ' ) }` );
	const result = spawnSync( command, args, {
		cwd: root,
		stdio: 'inherit',
		env: { ...process.env, ...env },
	} );
	return result.status === 0;
}

/** A package.json script's command and arguments (for npx), e.g. `depcruise extensions …`. */
function packageScript( name: string ): string[] {
	const { scripts } = JSON.parse(
		readFileSync( join( root, 'package.json' ), 'utf8' )
	) as { scripts: Record< string, string > };
	return scripts[ name ].split( ' ' );
}

/** Runs `npx` commands two at a time; each one's output is printed whole when it ends. */
async function runInPairs( checks: [ string, string[] ][] ) {
	const queue = [ ...checks ];
	const worker = async () => {
		for ( let next = queue.shift(); next; next = queue.shift() ) {
			const [ name, args ] = next;
			const { ok, output } = await runCaptured( 'npx', args );
			console.log( `\n> npx ${ args.join( ' ' ) }\n${ output }` );
			check( name, ok );
		}
	};
	await Promise.all( [ worker(), worker() ] );
}

function runCaptured(
	command: string,
	args: string[]
): Promise< { ok: boolean; output: string } > {
	return new Promise( ( resolve ) => {
		const child = spawn( command, args, { cwd: root, env: process.env } );
		let output = '';
		child.stdout.on( 'data', ( chunk ) => ( output += chunk ) );
		child.stderr.on( 'data', ( chunk ) => ( output += chunk ) );
		child.on( 'close', ( code ) => resolve( { ok: code === 0, output } ) );
	} );
}

function check( name: string, ok: boolean ) {
	if ( ok ) {
		passed++;
	} else {
		failed++;
		failures.push( name );
	}
}

function readJson( file: string ) {
	return existsSync( file )
		? JSON.parse( readFileSync( file, 'utf8' ) )
		: null;
}

/**
 * Runs one Playwright configuration and counts its tests; a skipped or flaky test counts as a
 * failure, and so does a run with no test at all.
 *
 * @param name   The phase's name.
 * @param config The configuration file.
 */
async function runPlaywright( name: string, config: string ) {
	const report = join(
		artifacts,
		`${ config.replace( /\.config\.ts$/, '' ) }.json`
	);
	rmSync( report, { force: true } );
	const ok = await timed( name, () =>
		run(
			'npx',
			[ 'playwright', 'test', '-c', config, '--reporter=list,json' ],
			{
				PLAYWRIGHT_JSON_OUTPUT_NAME: report,
			}
		)
	);
	const result = readJson( report );
	if ( ! result?.stats ) {
		check( `${ name } (no report)`, false );
		return;
	}
	passed += result.stats.expected;
	failed +=
		result.stats.unexpected + result.stats.flaky + result.stats.skipped;
	if ( ! ok ) {
		failures.push( name );
	}
	if (
		result.stats.expected + result.stats.unexpected + result.stats.flaky ===
		0
	) {
		check( `${ name } ran no test`, false );
	}
}

async function main() {
	// The checks and the two builds keep both cores of a small machine busy, two at a time, the
	// longest first (eslint alone is about a minute); each one's output is printed when it ends.
	await timed( 'checks and builds (two at a time)', () =>
		runInPairs( [
			[ 'eslint', [ 'eslint', '.', '--max-warnings=0' ] ],
			[ 'production build', [ 'webpack', '--mode', 'production' ] ],
			[ 'tsc --noEmit', [ 'tsc', '--noEmit', '-p', '.' ] ],
			[
				'WordPress plugin build (npm run plugin)',
				[ 'tsx', 'plugin/build.ts' ],
			],
			[
				'translations current and complete (npm run check:i18n)',
				packageScript( 'check:i18n' ),
			],
			[
				'dependency rules (dependency-cruiser)',
				// The folders are package.json's `check:deps`, so the two never differ.
				packageScript( 'check:deps' ),
			],
			[
				'unused files and exports (knip)',
				[ 'knip', '--no-config-hints' ],
			],
			[
				'block READMEs match their block.json (npm run docs:blocks)',
				[ 'tsx', 'tests/docs/update-block-readmes.ts', '--check' ],
			],
		] )
	);

	const jestReport = join( artifacts, 'jest.json' );
	rmSync( jestReport, { force: true } );
	const jestOk = await timed( 'jest', () =>
		run( 'npx', [
			'jest',
			'--ci',
			'--json',
			`--outputFile=${ jestReport }`,
			'--maxWorkers=2',
		] )
	);
	const jest = readJson( jestReport );
	if ( jest ) {
		passed += jest.numPassedTests;
		failed += jest.numFailedTests + jest.numRuntimeErrorTestSuites;
		// A skipped test is not a pass: count it as a failure so nobody skips to reach green.
		failed += jest.numPendingTests + jest.numTodoTests;
		if ( ! jestOk ) {
			failures.push( 'jest' );
		}
	} else {
		check( 'jest (no report)', false );
	}

	await runPlaywright( 'playwright', 'playwright.config.ts' );
	// The plugin in a real WordPress: the zip the plugin build wrote, uploaded and used.
	await runPlaywright(
		'playwright in WordPress',
		'playwright.wordpress.config.ts'
	);

	writeFileSync(
		join( artifacts, 'timings.json' ),
		JSON.stringify( phases, null, '\t' )
	);
	console.log(
		'\n' +
			phases
				.map(
					( phase ) =>
						`${ phase.name }: ${ phase.seconds.toFixed( 0 ) } s`
				)
				.join( ', ' )
	);
	if ( failures.length ) {
		console.log( `\nFailed: ${ failures.join( ', ' ) }` );
	}
	console.log( `${ passed } passed, ${ failed } failed` );
	process.exit( failed === 0 ? 0 : 1 );
}

main();
