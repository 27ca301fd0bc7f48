import { BlockControls } from '@wordpress/block-editor';
import { ToolbarButton, ToolbarGroup } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

export type Panel = 'editor' | 'preview';

interface PanelToggleProps {
	panel: Panel;
	onChange: ( panel: Panel ) => void;
}

/** The toolbar's "Markdown" / "Preview" pair; the shown panel's button is pressed. */
export default function PanelToggle( { panel, onChange }: PanelToggleProps ) {
	return (
		<BlockControls>
			<ToolbarGroup>
				<ToolbarButton
					isPressed={ panel === 'editor' }
					onClick={ () => onChange( 'editor' ) }
				>
					{ __( 'Markdown', 'tessera' ) }
				</ToolbarButton>
				<ToolbarButton
					isPressed={ panel === 'preview' }
					onClick={ () => onChange( 'preview' ) }
				>
					{ __( 'Preview', 'tessera' ) }
				</ToolbarButton>
			</ToolbarGroup>
		</BlockControls>
	);
}
