import { useBlockProps, useInnerBlocksProps } from '@wordpress/block-editor';

/** The children only: block.json says which blocks they may be, index.ts the starting template. */
export default function ContactInfoEdit() {
	return <div { ...useInnerBlocksProps( useBlockProps() ) } />;
}
