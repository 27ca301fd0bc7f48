import { BlockControls } from '@wordpress/block-editor';
import {
	Spinner,
	ToolbarButton,
	ToolbarGroup,
	ToolbarItem,
} from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * 'Unroll' in the embed's toolbar: imports the whole thread in place of the embed. Disabled
 * without an address and while an import runs (a spinner shows beside it). The import code
 * loads on the first click, so the editor's start does not carry it.
 */
export function UnrollButton( {
	clientId,
	url,
}: {
	clientId: string;
	url: string;
} ) {
	const [ busy, setBusy ] = useState( false );
	const unroll = async () => {
		setBusy( true );
		try {
			const { importThread } = await import(
				/* webpackChunkName: "unroll" */ './import-thread'
			);
			await importThread( clientId, url );
		} finally {
			setBusy( false );
		}
	};
	return (
		<BlockControls group="other">
			<ToolbarGroup className="tessera-unroll">
				<ToolbarButton
					label={ __(
						'Import the entire Twitter thread directly into this post.',
						'tessera'
					) }
					showTooltip
					disabled={ busy || ! url }
					aria-disabled={ busy || ! url }
					onClick={ () => void unroll() }
				>
					{ __( 'Unroll', 'tessera' ) }
				</ToolbarButton>
				{ busy && <ToolbarItem as={ Spinner } /> }
			</ToolbarGroup>
		</BlockControls>
	);
}
