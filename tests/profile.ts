/**
 * `npm run test:profile`: runs `npm test` with profiling on, then reports where its time went:
 * each phase, the slowest jest suites with the time they spent creating test sites, and the
 * slowest browser journeys with their page loads. `--report` prints the report of the last run
 * without running anything.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';

import { PROFILE_DIR } from '../wp-stand-in/test/support/profile';
import { PAGE_LOADS } from './e2e/support/constants';

const root = join( __dirname, '..' );
const artifacts = join( root, 'artifacts' );
const TOP = 15;

interface Phase {
	name: string;
	seconds: number;
}

interface JestReport {
	testResults: {
		name: string;
		startTime: number;
		endTime: number;
		assertionResults: unknown[];
	}[];
}

interface PlaywrightSpec {
	title: string;
	file: string;
	line: number;
	tests: {
		annotations: { type: string; description?: string }[];
		results: { duration: number; status: string }[];
	}[];
}

interface PlaywrightSuite {
	specs?: PlaywrightSpec[];
	suites?: PlaywrightSuite[];
}

function readJson< T >( file: string ): T | null {
	return existsSync( file )
		? ( JSON.parse( readFileSync( file, 'utf8' ) ) as T )
		: null;
}

const seconds = ( ms: number ) => ( ms / 1000 ).toFixed( 1 );

function table( header: string[], rows: string[][] ): string {
	const widths = header.map( ( cell, column ) =>
		Math.max( cell.length, ...rows.map( ( row ) => row[ column ].length ) )
	);
	const line = ( cells: string[] ) =>
		cells
			.map( ( cell, column ) =>
				column === cells.length - 1
					? cell
					: cell.padStart( widths[ column ] )
			)
			.join( '  ' );
	return [ line( header ), ...rows.map( line ) ].join( '\n' );
}

/** Test-site creations per jest suite: `{ file, ms }` lines written by the test helpers. */
function siteCreations(): Map< string, { count: number; ms: number } > {
	const bySuite = new Map< string, { count: number; ms: number } >();
	if ( ! existsSync( PROFILE_DIR ) ) {
		return bySuite;
	}
	for ( const name of readdirSync( PROFILE_DIR ) ) {
		for ( const line of readFileSync( join( PROFILE_DIR, name ), 'utf8' )
			.split( '\n' )
			.filter( Boolean ) ) {
			const { file, ms } = JSON.parse( line ) as {
				file: string;
				ms: number;
			};
			const entry = bySuite.get( file ) ?? { count: 0, ms: 0 };
			entry.count++;
			entry.ms += ms;
			bySuite.set( file, entry );
		}
	}
	return bySuite;
}

function jestSection(): string {
	const jest = readJson< JestReport >( join( artifacts, 'jest.json' ) );
	if ( ! jest ) {
		return 'jest: no report (artifacts/jest.json)';
	}
	const sites = siteCreations();
	const suites = jest.testResults
		.map( ( suite ) => ( {
			file: relative( root, suite.name ),
			ms: suite.endTime - suite.startTime,
			tests: suite.assertionResults.length,
			sites: sites.get( suite.name ) ?? { count: 0, ms: 0 },
		} ) )
		.sort( ( a, b ) => b.ms - a.ms );
	const total = suites.reduce( ( sum, suite ) => sum + suite.ms, 0 );
	const siteMs = [ ...sites.values() ].reduce(
		( sum, entry ) => sum + entry.ms,
		0
	);
	return [
		`jest: ${ suites.length } suites, ${ seconds( total ) } s of suite time (both workers), ` +
			`${ seconds( siteMs ) } s of it creating test sites`,
		table(
			[ 's', 'tests', 'sites', 'sites s', 'suite' ],
			suites
				.slice( 0, TOP )
				.map( ( suite ) => [
					seconds( suite.ms ),
					String( suite.tests ),
					String( suite.sites.count ),
					seconds( suite.sites.ms ),
					suite.file,
				] )
		),
	].join( '\n' );
}

function specsOf( suite: PlaywrightSuite ): PlaywrightSpec[] {
	return [
		...( suite.specs ?? [] ),
		...( suite.suites ?? [] ).flatMap( specsOf ),
	];
}

function playwrightSection(): string {
	const playwright = readJson< PlaywrightSuite >(
		join( artifacts, 'playwright.json' )
	);
	if ( ! playwright ) {
		return 'playwright: no report (artifacts/playwright.json)';
	}
	const journeys = specsOf( playwright ).flatMap( ( spec ) =>
		spec.tests.map( ( test ) => {
			const loads = test.annotations
				.find( ( note ) => note.type === PAGE_LOADS )
				?.description?.split( ' ' )
				.map( Number ) ?? [ 0, 0 ];
			return {
				title: `${ spec.file }:${ spec.line } ${ spec.title }`,
				ms: test.results.reduce(
					( sum, result ) => sum + result.duration,
					0
				),
				loads: loads[ 0 ],
				loadMs: loads[ 1 ],
			};
		} )
	);
	journeys.sort( ( a, b ) => b.ms - a.ms );
	const total = journeys.reduce( ( sum, journey ) => sum + journey.ms, 0 );
	const loads = journeys.reduce( ( sum, journey ) => sum + journey.loads, 0 );
	const loadMs = journeys.reduce(
		( sum, journey ) => sum + journey.loadMs,
		0
	);
	return [
		`playwright: ${ journeys.length } journeys, ${ seconds( total ) } s of test time (all workers), ` +
			`${ loads } page loads taking ${ seconds( loadMs ) } s`,
		table(
			[ 's', 'loads', 'loads s', 'journey' ],
			journeys
				.slice( 0, TOP )
				.map( ( journey ) => [
					seconds( journey.ms ),
					String( journey.loads ),
					seconds( journey.loadMs ),
					journey.title.slice( 0, 110 ),
				] )
		),
	].join( '\n' );
}

/** Sleeps in the browser journeys: each is time spent whatever the machine's speed. */
function fixedWaits(): string {
	const dir = join( root, 'tests', 'e2e' );
	const found: string[] = [];
	const walk = ( folder: string ) => {
		for ( const entry of readdirSync( folder, { withFileTypes: true } ) ) {
			const path = join( folder, entry.name );
			if ( entry.isDirectory() ) {
				walk( path );
			} else if ( entry.name.endsWith( '.ts' ) ) {
				readFileSync( path, 'utf8' )
					.split( '\n' )
					.forEach( ( line, index ) => {
						if ( /waitForTimeout\(/.test( line ) ) {
							found.push(
								`  ${ relative( root, path ) }:${ index + 1 }`
							);
						}
					} );
			}
		}
	};
	walk( dir );
	return [ `fixed waits (waitForTimeout): ${ found.length }`, ...found ].join(
		'\n'
	);
}

function report(): string {
	const phases =
		readJson< Phase[] >( join( artifacts, 'timings.json' ) ) ?? [];
	return [
		'phases of npm test:',
		table(
			[ 's', 'phase' ],
			phases.map( ( phase ) => [
				phase.seconds.toFixed( 1 ),
				phase.name,
			] )
		),
		'',
		jestSection(),
		'',
		playwrightSection(),
		'',
		fixedWaits(),
	].join( '\n' );
}

if ( ! process.argv.includes( '--report' ) ) {
	rmSync( PROFILE_DIR, { recursive: true, force: true } );
	spawnSync( 'npx', [ 'tsx', 'tests/run-all.ts' ], {
		cwd: root,
		stdio: 'inherit',
		env: { ...process.env, TESSERA_TEST_PROFILE: '1' },
	} );
}
// eslint-disable-next-line no-console -- the report is this script's output.
console.log( `\n${ report() }` );
