import { getBlockContent, type Block as BlockInstance } from '@wordpress/blocks';
import type { SplitterBlock } from '../../../../shared/tweetstorm/types';

/**
 * An editor block as the tweet splitter reads it: a leaf block with its saved markup, a block
 * with inner blocks through them (the splitter reads lists and galleries from their items).
 */
export function splitterBlock( block: BlockInstance ): SplitterBlock {
	const { url, providerNameSlug } = block.attributes as Record< string, unknown >;
	return {
		clientId: block.clientId,
		name: block.name,
		attributes: {
			...( typeof url === 'string' ? { url } : {} ),
			...( typeof providerNameSlug === 'string' ? { providerNameSlug } : {} ),
		},
		html: block.innerBlocks.length ? '' : getBlockContent( block ),
		innerBlocks: block.innerBlocks.map( splitterBlock ),
	};
}
