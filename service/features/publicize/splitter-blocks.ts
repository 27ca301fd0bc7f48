import {
	parseBlocks,
	type ParsedBlock,
} from '../../../platform/content/kses/block-parser';
import type { SplitterBlock } from '../../../shared/tweetstorm/types';

/** A block as the editor sends it to be parsed: attributes, its serialized markup, its client id. */
export interface ParseRequestBlock {
	attributes: Record< string, unknown >;
	block: string;
	clientId: string;
}

function toSplitterBlock(
	parsed: ParsedBlock,
	clientId: string,
	attributes?: Record< string, unknown >
): SplitterBlock {
	const stored: Record< string, unknown > = {};
	// The splitter reads only text attributes (an embed's url and provider).
	if ( parsed.attributes instanceof Map ) {
		for ( const [ key, value ] of parsed.attributes ) {
			if ( typeof value === 'string' || typeof value === 'boolean' ) {
				stored[ key ] = value;
			}
		}
	}
	return {
		clientId,
		name: parsed.name ?? '',
		attributes: { ...stored, ...attributes },
		html: parsed.innerContent
			.filter( ( part ): part is string => part !== null )
			.join( '' ),
		innerBlocks: parsed.innerBlocks
			.filter( ( inner ) => inner.name !== null )
			// An inner block is named by its place under the block the editor named:
			// `<clientId>:0.1` is the second inner block of its first inner block.
			.map( ( inner, index ) =>
				toSplitterBlock(
					inner,
					clientId.includes( ':' )
						? `${ clientId }.${ index }`
						: `${ clientId }:${ index }`
				)
			),
	};
}

/** The editor's blocks, each read from its own markup, with the attributes the editor sent. */
export function requestBlocks( blocks: ParseRequestBlock[] ): SplitterBlock[] {
	return blocks.flatMap( ( item ) => {
		const parsed = parseBlocks( item.block ).find(
			( block ) => block.name !== null
		);
		return parsed
			? [ toSplitterBlock( parsed, item.clientId, item.attributes ) ]
			: [];
	} );
}

/** A stored post's blocks, named by their place in the post (`0`, `1:0` ...). */
export function postBlocks( content: string ): SplitterBlock[] {
	return parseBlocks( content )
		.filter( ( block ) => block.name !== null )
		.map( ( block, index ) => toSplitterBlock( block, String( index ) ) );
}
