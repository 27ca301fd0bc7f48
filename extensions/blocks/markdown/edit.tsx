import {
	PlainText,
	store as blockEditorStore,
	useBlockProps,
} from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { useDispatch } from '@wordpress/data';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { KeyboardEvent } from 'react';
import MarkdownPreview from './components/markdown-preview';
import PanelToggle from './components/panel-toggle';
import type { Panel } from './components/panel-toggle';
import type { MarkdownAttributes } from './types';

export default function MarkdownEdit( {
	attributes,
	setAttributes,
	isSelected,
	clientId,
}: BlockEditProps< MarkdownAttributes > ) {
	const source = attributes.source ?? '';
	const [ panel, setPanel ] = useState< Panel >( 'editor' );
	const { removeBlock } = useDispatch( blockEditorStore );
	const wrapper = useRef< HTMLDivElement >( null );
	const textarea = useRef< HTMLTextAreaElement >( null );
	const blockProps = useBlockProps( { ref: wrapper } );

	useEffect( () => {
		if ( ! isSelected ) {
			// Leaving the block brings it back to the source the next time it is selected.
			setPanel( 'editor' );
			return;
		}
		// Selected by a click on the rendered text: the focus is on the block itself, and
		// the person wants to write, so it moves to the source.
		const focused = textarea.current?.ownerDocument.activeElement;
		if ( focused && focused === wrapper.current ) {
			textarea.current?.focus();
		}
	}, [ isSelected ] );

	const removeWhenEmpty = ( event: KeyboardEvent< HTMLTextAreaElement > ) => {
		if ( event.key === 'Backspace' && source === '' ) {
			event.preventDefault();
			removeBlock( clientId );
		}
	};

	if ( ! isSelected && source.trim() === '' ) {
		return (
			<div { ...blockProps }>
				<p className="wp-block-tessera-markdown__placeholder">
					{ __( 'Write your _Markdown_ **here**…', 'tessera' ) }
				</p>
			</div>
		);
	}

	return (
		<div { ...blockProps }>
			<PanelToggle panel={ panel } onChange={ setPanel } />
			{ isSelected && panel === 'editor' ? (
				<PlainText
					ref={ textarea }
					className="wp-block-tessera-markdown__editor"
					value={ source }
					onChange={ ( next: string ) =>
						setAttributes( { source: next } )
					}
					onKeyDown={ removeWhenEmpty }
					aria-label={ __( 'Markdown', 'tessera' ) }
					placeholder={ __(
						'Write your _Markdown_ **here**…',
						'tessera'
					) }
				/>
			) : (
				<MarkdownPreview source={ source } />
			) }
		</div>
	);
}
