import { InnerBlocks, useBlockProps } from '@wordpress/block-editor';

/** The block's attributes and its inner button; the visitor page comes from render.ts. */
export default function save() {
	return (
		<div { ...useBlockProps.save() }>
			<InnerBlocks.Content />
		</div>
	);
}
