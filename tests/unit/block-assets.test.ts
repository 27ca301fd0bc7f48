/**
 * webpack/block-assets.js: block.json's asset fields become the build's per-block entries.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const {
	readBlockAssets,
	resolveFileReference,
} = require( '../../webpack/block-assets' );

describe( 'block assets from block.json', () => {
	let dir: string;

	/** Writes a block folder; `slug` may be a path (`parent/child`), named by its last part. */
	function block(
		slug: string,
		json: Record< string, unknown >,
		files: string[]
	) {
		const folder = join( dir, slug );
		mkdirSync( folder, { recursive: true } );
		const name = `tessera/${ slug.split( '/' ).pop() }`;
		writeFileSync(
			join( folder, 'block.json' ),
			JSON.stringify( { name, ...json } )
		);
		for ( const file of files ) {
			writeFileSync( join( folder, file ), '' );
		}
		return folder;
	}

	beforeEach( () => {
		dir = mkdtempSync( join( tmpdir(), 'tessera-block-assets-' ) );
	} );
	afterEach( () => rmSync( dir, { recursive: true, force: true } ) );

	it( 'resolves file references, built names to sources, and skips handles', () => {
		const folder = block(
			'stars',
			{
				viewScript: [ 'file:./view.js', 'wp-interactivity' ],
				style: 'file:./style.css',
				editorStyle: 'file:./editor.scss',
			},
			[ 'view.ts', 'style.scss', 'editor.scss' ]
		);
		block( 'plain', { title: 'No assets' }, [] );
		expect( readBlockAssets( dir ) ).toEqual( [
			{ slug: 'plain', viewScript: [], style: [], editorStyle: [] },
			{
				slug: 'stars',
				viewScript: [ join( folder, 'view.ts' ) ],
				style: [ join( folder, 'style.scss' ) ],
				editorStyle: [ join( folder, 'editor.scss' ) ],
			},
		] );
		expect( resolveFileReference( folder, 'wp-components' ) ).toBeNull();
	} );

	it( 'finds child blocks in nested folders but not in test folders', () => {
		block( 'parent', {}, [] );
		block( 'parent/child', {}, [] );
		block( 'parent/test/fixture', {}, [] );
		expect(
			readBlockAssets( dir ).map( ( b: { slug: string } ) => b.slug )
		).toEqual( [ 'parent', 'child' ] );
	} );

	it( 'refuses a reference to a missing file and a name outside tessera/', () => {
		block( 'broken', { viewScript: 'file:./view.js' }, [] );
		expect( () => readBlockAssets( dir ) ).toThrow( 'names no file' );
		rmSync( join( dir, 'broken' ), { recursive: true } );
		mkdirSync( join( dir, 'alien' ) );
		writeFileSync(
			join( dir, 'alien', 'block.json' ),
			JSON.stringify( { name: 'core/alien' } )
		);
		expect( () => readBlockAssets( dir ) ).toThrow(
			'must start with "tessera/"'
		);
	} );
} );
