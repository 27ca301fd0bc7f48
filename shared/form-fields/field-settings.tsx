import { InspectorControls } from '@wordpress/block-editor';
import { PanelBody } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { ReactNode } from 'react';
import { RequiredToggle } from './required-controls';
import { WidthControl } from './width-control';

interface Props {
	required: boolean;
	width: number;
	onRequiredChange?: ( required: boolean ) => void;
	onWidthChange: ( width: number ) => void;
	children?: ReactNode;
}

/** The sidebar panel 'Field Settings': required (when the field can be), width, and extras. */
export function FieldSettings( {
	required,
	width,
	onRequiredChange,
	onWidthChange,
	children,
}: Props ) {
	return (
		<InspectorControls>
			<PanelBody title={ __( 'Field Settings', 'tessera' ) }>
				<div className="tessera-field-settings">
					{ onRequiredChange && (
						<RequiredToggle
							required={ required }
							onChange={ onRequiredChange }
						/>
					) }
					<WidthControl width={ width } onChange={ onWidthChange } />
					{ children }
				</div>
			</PanelBody>
		</InspectorControls>
	);
}
