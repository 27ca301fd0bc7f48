import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { BlockJson } from '../../shared/loader/types';
import { serverBlock } from './server-blocks';
import { coreServerBlockTypes, isCoreServerBlock } from './core-server-blocks';
import { withSupportAttributes } from './block-support-attributes';

const BLOCKS_DIR = join( __dirname, '..', '..', 'extensions', 'blocks' );

function findBlockJson( dir: string, depth = 0 ): string[] {
	if ( depth > 3 ) {
		return [];
	}
	const found: string[] = [];
	for ( const entry of readdirSync( dir ) ) {
		const path = join( dir, entry );
		if ( entry === 'block.json' ) {
			found.push( path );
		} else if (
			! [ 'test', 'node_modules' ].includes( entry ) &&
			statSync( path ).isDirectory()
		) {
			found.push( ...findBlockJson( path, depth + 1 ) );
		}
	}
	return found;
}

let cache: BlockJson[] | null = null;

/**
 * Every Tessera block.json (child blocks included) and the core blocks the server renders, as
 * WP_Block_Type_Registry would hold them.
 */
export function registeredBlocks(): BlockJson[] {
	cache ??= findBlockJson( BLOCKS_DIR )
		.map(
			( file ) => JSON.parse( readFileSync( file, 'utf8' ) ) as BlockJson
		)
		.concat( coreServerBlockTypes() )
		.sort( ( a, b ) => a.name.localeCompare( b.name ) );
	return cache;
}

let coreCache: BlockJson[] | null = null;

/**
 * Every core block's block.json, as @wordpress/block-library ships them: WordPress registers each
 * on the server, those it renders there and those it does not.
 */
export function coreBlockJsons(): BlockJson[] {
	if ( ! coreCache ) {
		const build = join(
			dirname(
				require.resolve( '@wordpress/block-library/package.json' )
			),
			'build'
		);
		coreCache = readdirSync( build )
			.map( ( entry ) => join( build, entry, 'block.json' ) )
			.filter( ( file ) => existsSync( file ) )
			.map(
				( file ) =>
					JSON.parse( readFileSync( file, 'utf8' ) ) as BlockJson
			);
	}
	return coreCache;
}

/**
 * Every block type the REST API lists (WP_Block_Type_Registry::get_all_registered()): the
 * registered ones, and the core blocks the site does not render on the server, with the
 * attributes their supports add.
 */
export function allBlockTypes(): BlockJson[] {
	const registered = registeredBlocks();
	const names = new Set( registered.map( ( block ) => block.name ) );
	return registered
		.concat(
			coreBlockJsons()
				.filter( ( block ) => ! names.has( block.name ) )
				.map( withSupportAttributes )
		)
		.sort( ( a, b ) => a.name.localeCompare( b.name ) );
}

export function isDynamic( name: string ): boolean {
	return !! serverBlock( name )?.render || isCoreServerBlock( name );
}

/** Attribute schemas as the REST API validates them (block.json types, `rich-text` as string). */
export function attributesSchema(
	block: BlockJson
): Record< string, Record< string, unknown > > {
	const out: Record< string, Record< string, unknown > > = {};
	for ( const [ name, attribute ] of Object.entries(
		( block.attributes ?? {} ) as Record<
			string,
			Record< string, unknown >
		>
	) ) {
		const types = ( [] as unknown[] )
			.concat( attribute.type ?? [] )
			.map( ( t ) => ( t === 'rich-text' ? 'string' : t ) );
		out[ name ] = {
			...( types.length
				? { type: types.length === 1 ? types[ 0 ] : types }
				: {} ),
			...( attribute.enum ? { enum: attribute.enum } : {} ),
			...( 'default' in attribute ? { default: attribute.default } : {} ),
		};
	}
	out.lock = { type: 'object' };
	out.metadata = { type: 'object' };
	return out;
}
