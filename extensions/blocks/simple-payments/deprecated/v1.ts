/**
 * The first version saved the product's shortcode as the block's content, so that a site without
 * the block still showed the button; the server now renders the block from its attributes alone.
 */
import type { BlockDeprecation } from '@wordpress/blocks';
import metadata from '../block.json';
import { shortcodeText } from '../shortcode';
import type { SimplePaymentsAttributes } from '../types';

const v1: BlockDeprecation< SimplePaymentsAttributes > = {
	attributes:
		metadata.attributes as BlockDeprecation< SimplePaymentsAttributes >[ 'attributes' ],
	supports: metadata.supports,
	save: ( { attributes } ) =>
		attributes.productId
			? shortcodeText( Number( attributes.productId ) )
			: null,
};

export default v1;
