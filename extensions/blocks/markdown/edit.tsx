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
import { markdownFromSource, sourceFromMarkdown } from './stored-source';
import type { MarkdownAttributes } from './types';

export default function MarkdownEdit( {
	attributes,
	setAttributes,
	isSelected,
	clientId,
}: BlockEditProps< MarkdownAttributes > ) {
	const markdown = markdownFromSource( attributes.source );
	const [ panel, setPanel ] = useState< Panel >( 'editor' );
	const { removeBlock } = useDispatch( blockEditorStore );
	const wrapper = useRef< HTMLDivElement >( null );
	const textarea = useRef< HTMLTextAreaElement >( null );
	const blockProps = useBlockProps( { ref: wrapper } );

	const mounted = useRef( false );

	useEffect( () => {
		const isFirstRun = ! mounted.current;
		mounted.current = true;
		if ( ! isSelected ) {
			// Leaving the block brings it back to the source the next time it is selected.
			setPanel( 'editor' );
			return;
		}
		// The person wants to write: move the focus to the source when it sits on the block
		// itself (selected by a click on the rendered text) or, right after the block appears
		// (inserted, its edit code just loaded), when nothing in the canvas has it.
		const doc = textarea.current?.ownerDocument;
		const focused = doc?.activeElement;
		if (
			focused === wrapper.current ||
			( isFirstRun && focused === doc?.body )
		) {
			textarea.current?.focus();
		}
	}, [ isSelected ] );

	const removeWhenEmpty = ( event: KeyboardEvent< HTMLTextAreaElement > ) => {
		if ( event.key === 'Backspace' && markdown === '' ) {
			event.preventDefault();
			removeBlock( clientId );
		}
	};

	if ( ! isSelected && markdown.trim() === '' ) {
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
					value={ markdown }
					onChange={ ( next: string ) =>
						setAttributes( { source: sourceFromMarkdown( next ) } )
					}
					onKeyDown={ removeWhenEmpty }
					aria-label={ __( 'Markdown', 'tessera' ) }
					placeholder={ __(
						'Write your _Markdown_ **here**…',
						'tessera'
					) }
				/>
			) : (
				<MarkdownPreview markdown={ markdown } />
			) }
		</div>
	);
}
