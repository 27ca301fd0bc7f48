import type { BlockJson } from './types';

/**
 * A block whose block.json `parent` names a Tessera block is that block's child (a form's
 * fields, the contact info's email, phone and address): it is registered with its parent and
 * follows the parent's availability, so it is not an extension of its own.
 *
 * @param metadata The block's block.json.
 */
export function isChildBlock( metadata: BlockJson ): boolean {
	return ( metadata.parent ?? [] ).some( ( name ) =>
		name.startsWith( 'tessera/' )
	);
}

/**
 * The children of `parent` among `blocks`, in the order the parent's block.json `allowedBlocks`
 * lists them (the order its inserter shows them in), the unlisted ones after them as given.
 *
 * @param parent The parent's block.json.
 * @param blocks Every block to look among, each with its block.json.
 */
export function childBlocksOf< Block extends { metadata: BlockJson } >(
	parent: BlockJson,
	blocks: Block[]
): Block[] {
	const order = ( parent.allowedBlocks ?? [] ) as string[];
	const rank = ( block: Block ) => {
		const index = order.indexOf( block.metadata.name );
		return index < 0 ? order.length : index;
	};
	return blocks
		.filter( ( block ) => block.metadata.parent?.includes( parent.name ) )
		.sort( ( a, b ) => rank( a ) - rank( b ) );
}
