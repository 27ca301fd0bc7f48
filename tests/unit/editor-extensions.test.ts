/**
 * The editor's list of extension modules as the editor build writes it
 * (webpack/editor-extensions-loader.js): one static import per block and plugin folder, in the
 * order the tests and the server see them, each plugin with its plugin.json.
 */
import { join } from 'node:path';
import * as folders from '../../extensions/folders';

const loader = require( '../../webpack/editor-extensions-loader' );

const root = join( __dirname, '..', '..' );
const rule = loader.editorExtensionsRule( root, folders );
const source: string = loader.call( { getOptions: () => rule.options } );

/** The module paths the source imports, in order. */
const imported = [
	...source.matchAll( /^import \* as \w+ from (".*");$/gm ),
].map( ( match ) => JSON.parse( match[ 1 ] ) as string );

it( 'applies to extensions/editor.ts', () => {
	expect( rule.resource ).toBe( join( root, 'extensions', 'editor.ts' ) );
	expect( rule.loader ).toBe(
		require.resolve( '../../webpack/editor-extensions-loader' )
	);
} );

it( 'imports the index.ts of every block folder, then of every plugin folder', () => {
	const blocks = folders.blockFolders();
	const plugins = folders.pluginFolders();
	expect( blocks.length ).toBeGreaterThan( 0 );
	expect( plugins.length ).toBeGreaterThan( 0 );
	expect( imported ).toStrictEqual(
		[ ...blocks, ...plugins ].map( ( folder ) =>
			join( folder.dir, 'index.ts' )
		)
	);
	expect( imported ).toContain(
		join( root, 'shared', 'plugin-sidebar', 'index.ts' )
	);
} );

it( 'exports them as the blocks and plugins lists, a plugin with its plugin.json if it has one', () => {
	const blocks = folders
		.blockFolders()
		.map( ( _folder, index ) => `block${ index }` );
	expect( source ).toContain(
		`export const blocks = [ ${ blocks.join( ', ' ) } ];`
	);
	const plugins = folders
		.pluginFolders()
		.map( ( folder, index ) =>
			folder.slug === 'social-previews'
				? `{ ...plugin${ index }, metadata: {"tessera":{"plan":"business"}} }`
				: `plugin${ index }`
		);
	expect( source ).toContain(
		`export const plugins = [ ${ plugins.join( ', ' ) } ];`
	);
} );
