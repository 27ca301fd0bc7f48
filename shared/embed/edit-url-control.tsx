import { BlockControls } from '@wordpress/block-editor';
import { ToolbarButton, ToolbarGroup } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { pencil } from '@wordpress/icons';

/** The toolbar's 'Edit URL' button of an embedded block: back to its URL form. */
export default function EditUrlControl( { onClick }: { onClick: () => void } ) {
	return (
		<BlockControls group="other">
			<ToolbarGroup>
				<ToolbarButton
					icon={ pencil }
					label={ __( 'Edit URL', 'tessera' ) }
					onClick={ onClick }
				/>
			</ToolbarGroup>
		</BlockControls>
	);
}
