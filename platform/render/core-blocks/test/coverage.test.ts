/**
 * Every dynamic core block the editor registers (one whose saved markup is not what a visitor
 * sees) is either rendered by the site server or left out of the inserter: a new block-library
 * release that adds one fails here until it is decided.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
	coreServerBlockTypes,
	isCoreServerBlock,
} from '../../../content/core-server-blocks';
import { CORE_BLOCKS_NOT_OFFERED } from '../../../../src/editor/core-blocks-not-offered';

const SOURCE = join(
	dirname( require.resolve( '@wordpress/block-library/package.json' ) ),
	'src'
);

interface CoreBlock {
	name: string;
	parent?: string[];
	ancestor?: string[];
	supports?: { inserter?: boolean };
	__experimental?: unknown;
}

/** The registered core blocks, each with whether its saved markup is only a placeholder. */
function coreBlocks(): Array< CoreBlock & { dynamic: boolean } > {
	return readdirSync( SOURCE )
		.filter( ( dir ) => existsSync( join( SOURCE, dir, 'block.json' ) ) )
		.map( ( dir ) => {
			const metadata = JSON.parse(
				readFileSync( join( SOURCE, dir, 'block.json' ), 'utf8' )
			) as CoreBlock;
			const index = [ 'index.js', 'index.jsx', 'index.ts' ]
				.map( ( file ) => join( SOURCE, dir, file ) )
				.find( existsSync );
			const hasSave =
				existsSync( join( SOURCE, dir, 'save.js' ) ) ||
				existsSync( join( SOURCE, dir, 'save.jsx' ) ) ||
				( !! index &&
					/\bsave\b/.test( readFileSync( index, 'utf8' ) ) );
			return {
				...metadata,
				dynamic:
					existsSync( join( SOURCE, dir, 'index.php' ) ) && ! hasSave,
			};
		} )
		.filter( ( block ) => ! block.__experimental );
}

describe( 'core blocks on this site', () => {
	const blocks = coreBlocks();
	const byName = new Map( blocks.map( ( block ) => [ block.name, block ] ) );

	/** Offered in the inserter: not hidden, and (for a child block) inside an offered parent. */
	function offered( name: string ): boolean {
		const block = byName.get( name );
		if (
			! block ||
			block.supports?.inserter === false ||
			name in CORE_BLOCKS_NOT_OFFERED
		) {
			return false;
		}
		const parents = [
			...( block.parent ?? [] ),
			...( block.ancestor ?? [] ),
		];
		return ! parents.length || parents.some( offered );
	}

	it( 'renders every dynamic core block the inserter offers', () => {
		const unrendered = blocks
			.filter( ( block ) => block.dynamic && offered( block.name ) )
			.map( ( block ) => block.name )
			.filter( ( name ) => ! isCoreServerBlock( name ) );
		expect( unrendered ).toStrictEqual( [] );
	} );

	it( 'names only real core blocks, and renders no hidden one but RSS (for posts that hold one)', () => {
		const named = [
			...Object.keys( CORE_BLOCKS_NOT_OFFERED ),
			...coreServerBlockTypes().map( ( type ) => type.name ),
		];
		expect(
			named.filter( ( name ) => ! byName.has( name ) )
		).toStrictEqual( [] );
		expect(
			Object.keys( CORE_BLOCKS_NOT_OFFERED ).filter( isCoreServerBlock )
		).toStrictEqual( [ 'core/rss' ] );
	} );
} );
