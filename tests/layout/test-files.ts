/**
 * Where jest test files live, one rule (docs/testing.md, "Where tests live"): a test sits in a
 * `test/` folder beside the code it tests (`foo/test/bar.test.ts` for `foo/bar.ts`), or in the
 * top-level `tests/` tree when it tests the project as a whole. jest's `testMatch` only finds
 * those, so a test anywhere else would never run; `tests/unit/test-layout.test.ts` says so aloud.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, matchesGlob, posix } from 'node:path';

export const root = join( __dirname, '..', '..' );

/** What `npm test` prints for a misplaced test: the command that moves it. */
export const MOVE_COMMAND = 'npx tsx tests/layout/move-tests.ts';

const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

/** The jest test files of the working tree, tracked or new (git's ignored files aside). */
export function testFiles(): string[] {
	return execFileSync(
		'git',
		[ 'ls-files', '--cached', '--others', '--exclude-standard', '-z' ],
		{ cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }
	)
		.split( '\0' )
		.filter(
			( file ) =>
				TEST_FILE.test( file ) && existsSync( join( root, file ) )
		)
		.sort();
}

/** Whether a path (relative to the root, with `/`) follows the rule. */
export function inTestFolder( file: string ): boolean {
	return file.startsWith( 'tests/' ) || file.split( '/' ).includes( 'test' );
}

/** Where a misplaced test goes: a `test/` folder in the folder it was in. */
export function testFolderPath( file: string ): string {
	return posix.join( posix.dirname( file ), 'test', posix.basename( file ) );
}

interface JestProject {
	displayName: string;
	testMatch: string[];
	testPathIgnorePatterns?: string[];
}

/** The names of the jest projects that would run a file, read from jest.config.js. */
export function jestProjectsRunning( file: string ): string[] {
	const { projects }: { projects: JestProject[] } = require(
		join( root, 'jest.config.js' )
	);
	const path = join( root, file );
	return projects
		.filter(
			( project ) =>
				project.testMatch.some( ( glob ) =>
					matchesGlob( path, glob.replace( '<rootDir>', root ) )
				) &&
				! ( project.testPathIgnorePatterns ?? [] ).some( ( pattern ) =>
					new RegExp( pattern ).test( path )
				)
		)
		.map( ( project ) => project.displayName );
}

/**
 * A relative module path written in a file at `from`, rewritten for the same file at `to`
 * (`./rank` in `a/rank.test.ts` is `../rank` in `a/test/rank.test.ts`).
 */
export function movedSpecifier(
	specifier: string,
	from: string,
	to: string
): string {
	const target = posix.join( posix.dirname( from ), specifier );
	const moved = posix.relative( posix.dirname( to ), target );
	return moved.startsWith( '.' ) ? moved : `./${ moved }`;
}

// `from '…'`, `import '…'`, `import( '…' )`, `require( '…' )`, `jest.mock( '…' )` and the other
// jest module calls, when the path is relative.
const SPECIFIER =
	/(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*|\bjest\.\w+\s*\(\s*)(['"])(\.\.?(?:\/[^'"\n]*)?)\2/g;
// `join( __dirname, …` and `resolve( __dirname, …`: the folder the file was in is one up now.
const DIRNAME_PATH = /\b(join|resolve)\(\s*__dirname\s*,/g;

/**
 * A test file's text rewritten for its new place; `unsure` names what refers to the file's own
 * folder in a way the rewrite does not know (to check by hand).
 */
export function movedSource(
	source: string,
	from: string,
	to: string
): { source: string; unsure: string[] } {
	const rewritten = source
		.replace(
			SPECIFIER,
			( _match, before: string, quote: string, specifier: string ) =>
				`${ before }${ quote }${ movedSpecifier(
					specifier,
					from,
					to
				) }${ quote }`
		)
		.replace(
			DIRNAME_PATH,
			( _match, call: string ) => `${ call }( __dirname, '..',`
		);
	const unsure = rewritten
		.split( '\n' )
		.filter(
			( line ) =>
				/\b__filename\b|\bimport\.meta\b/.test( line ) ||
				( /\b__dirname\b/.test( line ) &&
					! /\b(join|resolve)\(\s*__dirname, '\.\.',/.test( line ) )
		)
		.map( ( line ) => line.trim() );
	return { source: rewritten, unsure };
}

/** The snapshot file jest keeps for a test file, which moves with it. */
export function snapshotPath( file: string ): string {
	return posix.join(
		posix.dirname( file ),
		'__snapshots__',
		`${ posix.basename( file ) }.snap`
	);
}
