import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import * as fs from 'node:fs';
import { visitorAssets } from '../block-assets';

jest.mock( 'node:fs', () => {
	const actual = jest.requireActual( 'node:fs' );
	return { ...actual, existsSync: jest.fn( actual.existsSync ) };
} );
const lookups = fs.existsSync as unknown as jest.Mock;

/** The files of a build as the page looks them up: once found, not again until the next build. */
describe( 'the build files a visitor page links', () => {
	let build: string;
	const manifestOfBuild = () =>
		( {
			theme: { style: [ '/build/theme/style.css' ] },
			blocks: {
				map: {
					viewScript: [],
					style: [ '/build/blocks/map/style.css' ],
				},
			},
		} ) as never;
	const write = ( file: string ) => {
		mkdirSync( dirname( join( build, file ) ), { recursive: true } );
		writeFileSync( join( build, file ), '' );
	};
	const styles = ( manifest: never ) =>
		visitorAssets( build, manifest, [ 'tessera/map' ] ).styles;

	beforeEach( () => {
		build = mkdtempSync( join( tmpdir(), 'tessera-found-' ) );
		for ( const file of [
			'core/block-library.css',
			'core/theme.css',
			'theme/style.css',
		] ) {
			write( file );
		}
		lookups.mockClear();
	} );
	afterEach( () => rmSync( build, { recursive: true, force: true } ) );

	it( 'looks for a missing file on every page, and for a found one only once per build', () => {
		const manifest = manifestOfBuild();
		expect( styles( manifest ) ).not.toContain(
			'/build/blocks/map/style.css'
		);
		write( 'blocks/map/style.css' );
		expect( styles( manifest ) ).toContain( '/build/blocks/map/style.css' );
		const before = lookups.mock.calls.length;
		expect( styles( manifest ) ).toHaveLength( 4 );
		expect( lookups.mock.calls.length ).toBe( before );

		// A new build (a new manifest) may have removed what the last one had.
		rmSync( join( build, 'blocks/map/style.css' ) );
		expect( styles( manifestOfBuild() ) ).not.toContain(
			'/build/blocks/map/style.css'
		);
	} );
} );
