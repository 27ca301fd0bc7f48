import { serverBlocks } from '../../extensions/server';
import { prepareAttributesForRender } from '../../shared/block-attributes/prepare-for-render';
import type { AttributeSchema } from '../../shared/block-attributes/schema';
import type { ServerBlockModule } from '../../shared/server-render/types';

/** The blocks the server renders, by name: WP_Block_Type_Registry's render callbacks. */
const registry = new Map< string, ServerBlockModule >(
	serverBlocks.map( ( block ) => [ block.metadata.name, block ] )
);

export function serverBlock( name: string ): ServerBlockModule | undefined {
	return registry.get( name );
}

/**
 * The block's attributes as WP_Block::$attributes has them: values that do not fit block.json
 * dropped, defaults filled in.
 */
export function withDefaults(
	module: ServerBlockModule,
	attrs: Record< string, unknown > | null
): Record< string, unknown > {
	return prepareAttributesForRender(
		( module.metadata.attributes ?? {} ) as Record<
			string,
			AttributeSchema
		>,
		attrs
	);
}
