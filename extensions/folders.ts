/**
 * The extension folders, and the one place that knows how they are laid out: a block is
 * `extensions/blocks/<slug>/` with its block.json, an editor plugin `extensions/plugins/<slug>/`
 * with its index.ts and, when it is not in production or not free, a plugin.json holding the
 * same `tessera` section as a block.json. The Tessera sidebar is the one plugin outside them: it
 * lives in `shared/plugin-sidebar/` because the other plugins import the slots it provides.
 *
 * Node only: the server, the tests and the build (webpack) read the folders; the editor gets
 * the modules the build found (extensions/editor.ts).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { BlockJson, PluginJson } from '../shared/loader/types';

interface ExtensionFolder< Metadata > {
	/** The folder name, which is the extension slug. */
	slug: string;
	/** The folder's absolute path. */
	dir: string;
	/** Its block.json, or its plugin.json (empty without one). */
	metadata: Metadata;
}

const BLOCKS_DIR = join( __dirname, 'blocks' );
const PLUGINS_DIR = join( __dirname, 'plugins' );
const PLUGIN_SIDEBAR_DIR = join( __dirname, '..', 'shared', 'plugin-sidebar' );

function readJson( file: string ): unknown {
	return JSON.parse( readFileSync( file, 'utf8' ) );
}

function blockFolder( dir: string ): ExtensionFolder< BlockJson > {
	const file = join( dir, 'block.json' );
	if ( ! existsSync( file ) ) {
		throw new Error( `${ dir } has no block.json.` );
	}
	return {
		slug: basename( dir ),
		dir,
		metadata: readJson( file ) as BlockJson,
	};
}

function pluginFolder( dir: string ): ExtensionFolder< PluginJson > {
	const file = join( dir, 'plugin.json' );
	return {
		slug: basename( dir ),
		dir,
		metadata: existsSync( file ) ? ( readJson( file ) as PluginJson ) : {},
	};
}

function subfolders( parent: string ): string[] {
	return readdirSync( parent, { withFileTypes: true } )
		.filter( ( entry ) => entry.isDirectory() )
		.map( ( entry ) => join( parent, entry.name ) );
}

/** Sort order of anything with a slug: folders, catalog entries. */
export const bySlug = < Item extends { slug: string } >( a: Item, b: Item ) =>
	a.slug < b.slug ? -1 : 1;

/** Every block folder, child blocks included, sorted by slug. */
export function blockFolders(): ExtensionFolder< BlockJson >[] {
	return subfolders( BLOCKS_DIR ).map( blockFolder ).sort( bySlug );
}

/** Every editor plugin folder and the Tessera sidebar's, sorted by slug. */
export function pluginFolders(): ExtensionFolder< PluginJson >[] {
	return [ ...subfolders( PLUGINS_DIR ), PLUGIN_SIDEBAR_DIR ]
		.map( pluginFolder )
		.sort( bySlug );
}

/**
 * The path of `file` in the folder, if the folder has one.
 *
 * @param folder The extension folder.
 * @param file   A file name: `index.ts`, `render.ts`, `post-fields.ts`.
 */
export function folderFile(
	folder: ExtensionFolder< unknown >,
	file: string
): string | undefined {
	const path = join( folder.dir, file );
	return existsSync( path ) ? path : undefined;
}

/**
 * The folder's module for the editor: its `index.ts`, which every folder has.
 *
 * @param folder The extension folder.
 */
export function indexFile( folder: ExtensionFolder< unknown > ): string {
	const file = folderFile( folder, 'index.ts' );
	if ( ! file ) {
		throw new Error( `${ folder.dir } has no index.ts.` );
	}
	return file;
}

/**
 * Loads a module of an extension folder by its path (run by tsx on the server and by SWC under
 * jest; the folders are only known at run time, so there is no static import to type it).
 *
 * @param path The module's absolute path.
 */
export function loadModule< Module >( path: string ): Module {
	return require( path ) as Module;
}
