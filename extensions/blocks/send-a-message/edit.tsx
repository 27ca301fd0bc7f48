import { useBlockProps, useInnerBlocksProps } from '@wordpress/block-editor';
import metadata from './block.json';

const CHAT_BUTTON = 'tessera/whatsapp-button';

/** Holds chat buttons only, and starts with one. */
export default function SendAMessageEdit() {
	const innerBlocksProps = useInnerBlocksProps( useBlockProps(), {
		allowedBlocks: metadata.allowedBlocks,
		template: [ [ CHAT_BUTTON ] ],
	} );
	return <div { ...innerBlocksProps } />;
}
