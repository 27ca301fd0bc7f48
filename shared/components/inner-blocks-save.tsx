import { InnerBlocks, useBlockProps } from '@wordpress/block-editor';

/**
 * The save of a block that keeps only its wrapper and inner blocks in the post, its visitor
 * markup coming from its server render.
 */
export function saveInnerBlocks() {
	return (
		<div { ...useBlockProps.save() }>
			<InnerBlocks.Content />
		</div>
	);
}
