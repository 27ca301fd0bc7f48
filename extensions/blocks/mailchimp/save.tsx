import { InnerBlocks, useBlockProps } from '@wordpress/block-editor';

/** The attributes and the locked inner button; the visitor form comes from render.ts. */
export default function save() {
	return (
		<div { ...useBlockProps.save() }>
			<InnerBlocks.Content />
		</div>
	);
}
