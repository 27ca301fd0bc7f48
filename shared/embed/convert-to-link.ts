import { store as blockEditorStore } from '@wordpress/block-editor';
import { createBlock } from '@wordpress/blocks';
import { useDispatch } from '@wordpress/data';
import { escapeAttribute, escapeHTML } from '@wordpress/escape-html';

/** The paragraph an embed becomes when it is turned into a link: the address, linked. */
export function linkParagraphContent( url: string ): string {
	return `<a href="${ escapeAttribute( url ) }">${ escapeHTML( url ) }</a>`;
}

/** 'Convert block to link': replaces the block with a paragraph linking to the address. */
export function useConvertToLink( clientId: string, url: string ) {
	const { replaceBlock } = useDispatch( blockEditorStore );
	return () =>
		replaceBlock(
			clientId,
			createBlock( 'core/paragraph', {
				content: linkParagraphContent( url ),
			} )
		);
}
