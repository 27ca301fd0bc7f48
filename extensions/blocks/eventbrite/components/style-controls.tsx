import { BlockControls, InspectorControls } from '@wordpress/block-editor';
import {
	PanelBody,
	RadioControl,
	ToolbarButton,
	ToolbarGroup,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

export type EventbriteStyle = 'inline' | 'modal';

interface Props {
	style: EventbriteStyle;
	onChange: ( style: EventbriteStyle ) => void;
}

/** The embed type choice, in the toolbar and the sidebar. */
export default function StyleControls( { style, onChange }: Props ) {
	const options: Array< { value: EventbriteStyle; label: string } > = [
		{ value: 'inline', label: __( 'In-page Embed', 'tessera' ) },
		{ value: 'modal', label: __( 'Button & Modal', 'tessera' ) },
	];
	return (
		<>
			<BlockControls group="block">
				<ToolbarGroup>
					{ options.map( ( option ) => (
						<ToolbarButton
							key={ option.value }
							isPressed={ style === option.value }
							onClick={ () => onChange( option.value ) }
						>
							{ option.label }
						</ToolbarButton>
					) ) }
				</ToolbarGroup>
			</BlockControls>
			<InspectorControls>
				<PanelBody title={ __( 'Embed type', 'tessera' ) }>
					<RadioControl
						label={ __( 'Embed type', 'tessera' ) }
						hideLabelFromVision
						selected={ style }
						options={ options }
						onChange={ ( value ) =>
							onChange( value as EventbriteStyle )
						}
					/>
				</PanelBody>
			</InspectorControls>
		</>
	);
}
