/**
 * Every Tessera block, found from its folder: each `block.json` under extensions/blocks (nested
 * ones included, test folders excepted) and the `render.ts` beside it, if any. A new block joins
 * the property tests by existing; nothing lists blocks by hand.
 */
import { existsSync, readdirSync, readFileSync } from 'fs';
import path from 'path';
import type { AttributeSchema } from '../../shared/block-attributes/schema';
import type { BlockJson } from '../../shared/loader/types';
import type { RenderCallback } from '../../shared/server-render/types';

const BLOCKS_DIR = path.resolve( __dirname, '../../extensions/blocks' );
const SKIPPED_FOLDERS = new Set( [ 'test', 'node_modules' ] );

export interface DiscoveredBlock {
	metadata: BlockJson & {
		attributes?: Record< string, DeclaredAttribute >;
		ancestor?: string[];
		example?: { attributes?: Record< string, unknown > };
	};
	// eslint-disable-next-line @typescript-eslint/no-explicit-any
	render?: RenderCallback< any >;
}

/** A block.json attribute: its schema, and where in the saved markup it is read from. */
export interface DeclaredAttribute extends AttributeSchema {
	source?: string;
	selector?: string;
	attribute?: string;
	query?: Record< string, DeclaredAttribute >;
}

function blockJsonFiles( dir: string ): string[] {
	return readdirSync( dir, { withFileTypes: true } )
		.sort( ( a, b ) => a.name.localeCompare( b.name ) )
		.flatMap( ( entry ) => {
			const full = path.join( dir, entry.name );
			if ( entry.isDirectory() ) {
				return SKIPPED_FOLDERS.has( entry.name )
					? []
					: blockJsonFiles( full );
			}
			return entry.name === 'block.json' ? [ full ] : [];
		} );
}

export function discoverBlocks( dir = BLOCKS_DIR ): DiscoveredBlock[] {
	return blockJsonFiles( dir ).map( ( file ) => {
		const renderFile = path.join( path.dirname( file ), 'render.ts' );
		return {
			metadata: JSON.parse( readFileSync( file, 'utf8' ) ),
			render: existsSync( renderFile )
				? require( renderFile ).render
				: undefined,
		};
	} );
}
