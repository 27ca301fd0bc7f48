import { InnerBlocks, useBlockProps } from '@wordpress/block-editor';
import type { BlockSaveProps } from '@wordpress/blocks';
import { isSavableUrl } from './parse';
import type { EventbriteAttributes } from './types';

/**
 * The block's attributes, a plain link to the event (inline style) and the register button
 * (modal style); the visitor page comes from render.ts.
 */
export default function save( {
	attributes,
}: BlockSaveProps< EventbriteAttributes > ) {
	const url =
		attributes.url && isSavableUrl( attributes.url )
			? attributes.url
			: undefined;
	return (
		<div { ...useBlockProps.save() }>
			{ url && attributes.style !== 'modal' && (
				<a
					className="wp-block-tessera-eventbrite__direct-link"
					href={ url }
				>
					{ url }
				</a>
			) }
			<InnerBlocks.Content />
		</div>
	);
}
