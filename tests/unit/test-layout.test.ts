/**
 * One layout for jest tests (tests/layout/test-files.ts): a `test/` folder beside the code, or the
 * top-level `tests/` tree. jest's `testMatch` finds nothing else, so a test put elsewhere would
 * pass by never running: this fails instead, and names the command that moves it.
 */
import {
	inTestFolder,
	jestProjectsRunning,
	MOVE_COMMAND,
	movedSource,
	movedSpecifier,
	testFiles,
	testFolderPath,
} from '../layout/test-files';

describe( 'where jest tests live', () => {
	const files = testFiles();

	it( 'finds the test files, this one among them', () => {
		expect( files ).toContain( 'tests/unit/test-layout.test.ts' );
		expect( files.length ).toBeGreaterThan( 100 );
	} );

	it( 'keeps every test file in a test/ folder or in tests/', () => {
		const misplaced = files.filter( ( file ) => ! inTestFolder( file ) );
		expect( {
			misplaced,
			fix: misplaced.length ? MOVE_COMMAND : 'nothing to do',
		} ).toStrictEqual( { misplaced: [], fix: 'nothing to do' } );
	} );

	it( 'runs every test file in exactly one jest project', () => {
		const notRunOnce = files
			.map( ( file ) => ( {
				file,
				projects: jestProjectsRunning( file ),
			} ) )
			.filter( ( { projects } ) => projects.length !== 1 );
		expect( notRunOnce ).toStrictEqual( [] );
	} );
} );

describe( 'the layout rule', () => {
	it( 'takes a test/ folder at any depth and the tests/ tree, nothing else', () => {
		expect(
			[
				'platform/store/test/migrations.test.ts',
				'extensions/blocks/map/test/fixtures/x.test.tsx',
				'tests/unit/test-layout.test.ts',
				'service/stand-ins/mapbox/tiles.test.ts',
				'shared/colors/safe-color.test.ts',
				'shared/testing/x.test.ts',
				'shared/tests/x.test.ts',
				'contest/x.test.ts',
			].map( inTestFolder )
		).toStrictEqual( [
			true,
			true,
			true,
			false,
			false,
			false,
			false,
			false,
		] );
	} );

	it( 'runs a test only when it is in the layout', () => {
		expect(
			[
				'service/stand-ins/mapbox/test/tiles.test.ts',
				'shared/colors/test/safe-color.test.tsx',
				'tests/unit/x.test.ts',
				'service/stand-ins/mapbox/tiles.test.ts',
				'shared/colors/safe-color.test.tsx',
				'tests/e2e/x.test.ts',
				'extensions/blocks/x/node_modules/y/test/z.test.ts',
			].map( jestProjectsRunning )
		).toStrictEqual( [
			[ 'server' ],
			[ 'ui' ],
			[ 'server' ],
			[],
			[],
			[],
			[],
		] );
	} );
} );

describe( 'moving a test into its test/ folder', () => {
	it( 'puts it in a test/ folder where it was', () => {
		expect(
			testFolderPath( 'service/stand-ins/mapbox/tiles.test.ts' )
		).toBe( 'service/stand-ins/mapbox/test/tiles.test.ts' );
		expect( testFolderPath( 'x.test.tsx' ) ).toBe( 'test/x.test.tsx' );
	} );

	it( 'rewrites a relative path for the new folder', () => {
		const from = 'service/stand-ins/mapbox/tiles.test.ts';
		const to = 'service/stand-ins/mapbox/test/tiles.test.ts';
		expect(
			[
				'./tiles',
				'.',
				'..',
				'../shared/x',
				'./sub/y',
				'../../../z',
			].map( ( specifier ) => movedSpecifier( specifier, from, to ) )
		).toStrictEqual( [
			'../tiles',
			'..',
			'../..',
			'../../shared/x',
			'../sub/y',
			'../../../../z',
		] );
	} );

	it( 'rewrites imports, jest.mock paths and __dirname paths, and leaves packages and text alone', () => {
		const source = [
			"import { tiles } from './tiles';",
			"import type { T } from '../types';",
			"import './side-effect';",
			'export { x } from "./x";',
			"import { join } from 'node:path';",
			"import fetch from 'node-fetch';",
			"jest.mock( './fetch' );",
			"const actual = jest.requireActual( '../fetch' );",
			"const later = await import( './later' );",
			"const old = require( './old' );",
			"const file = join( __dirname, 'fixtures', 'a.svg' );",
			"const other = resolve(__dirname, '../b');",
			"it( 'reads ./tiles from disk', () => {} );",
		].join( '\n' );
		expect(
			movedSource(
				source,
				'service/mapbox/tiles.test.ts',
				'service/mapbox/test/tiles.test.ts'
			)
		).toStrictEqual( {
			source: [
				"import { tiles } from '../tiles';",
				"import type { T } from '../../types';",
				"import '../side-effect';",
				'export { x } from "../x";',
				"import { join } from 'node:path';",
				"import fetch from 'node-fetch';",
				"jest.mock( '../fetch' );",
				"const actual = jest.requireActual( '../../fetch' );",
				"const later = await import( '../later' );",
				"const old = require( '../old' );",
				"const file = join( __dirname, '..', 'fixtures', 'a.svg' );",
				"const other = resolve( __dirname, '..', '../b');",
				"it( 'reads ./tiles from disk', () => {} );",
			].join( '\n' ),
			unsure: [],
		} );
	} );

	it( 'names the lines that use the file’s place in a way it does not rewrite', () => {
		expect(
			movedSource(
				'const here = __dirname;\nconst me = __filename;\nconst url = import.meta.url;\nconst ok = 1;',
				'a/b.test.ts',
				'a/test/b.test.ts'
			).unsure
		).toStrictEqual( [
			'const here = __dirname;',
			'const me = __filename;',
			'const url = import.meta.url;',
		] );
	} );
} );
