import { parse } from '@wordpress/block-serialization-default-parser';
import type { ParsedBlock } from './types';

/** Blocks whose text may make an excerpt, as excerpt_remove_blocks() keeps them. */
const KEPT = new Set( [
	'core/freeform',
	'core/heading',
	'core/html',
	'core/list',
	'core/media-text',
	'core/paragraph',
	'core/preformatted',
	'core/pullquote',
	'core/quote',
	'core/table',
	'core/verse',
] );
/** Containers whose kept inner blocks count, the container itself adding nothing. */
const WRAPPERS = new Set( [ 'core/columns', 'core/column', 'core/group' ] );

function savedHtml( block: ParsedBlock ): string {
	let inner = 0;
	return block.innerContent
		.map( ( chunk ) =>
			chunk === null ? savedHtml( block.innerBlocks[ inner++ ] ) : chunk
		)
		.join( '' );
}

function keptHtml( block: ParsedBlock ): string {
	if ( ! block.blockName ) {
		return block.innerHTML;
	}
	if ( WRAPPERS.has( block.blockName ) ) {
		return block.innerBlocks.map( keptHtml ).join( '' );
	}
	return KEPT.has( block.blockName ) ? savedHtml( block ) : '';
}

/**
 * The HTML a generated excerpt is made from: the saved text blocks only. Dynamic blocks (a list
 * of posts, a form, a synced pattern) are left out, so no excerpt renders another post's blocks.
 */
export function excerptSourceHtml( content: string ): string {
	return parse( content ).map( keptHtml ).join( '' );
}
