import { useBlockProps, useInnerBlocksProps } from '@wordpress/block-editor';

import { TEMPLATE } from './template';

/**
 * The children only: block.json says which blocks they may be, template.ts what a new block
 * starts with. The template is given here, where every block editor reads it (only the newest
 * read one declared with the block type, which WordPress 7.1's does not).
 */
export default function ContactInfoEdit() {
	return (
		<div
			{ ...useInnerBlocksProps( useBlockProps(), {
				template: TEMPLATE,
			} ) }
		/>
	);
}
