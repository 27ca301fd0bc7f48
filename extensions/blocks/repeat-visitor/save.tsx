import { InnerBlocks, useBlockProps } from '@wordpress/block-editor';

/**
 * The inner content is saved as it is; the server render decides, per visitor, whether it is sent
 * at all. Where no render runs (a feed, a site without Tessera) the content shows to everyone.
 */
export default function save() {
	return (
		<div { ...useBlockProps.save() }>
			<InnerBlocks.Content />
		</div>
	);
}
