import { InspectorControls } from '@wordpress/block-editor';
import { PanelBody, RadioControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { CompareOrientation } from '../types';

interface Props {
	value: CompareOrientation;
	onChange: ( value: CompareOrientation ) => void;
}

export default function OrientationPanel( { value, onChange }: Props ) {
	return (
		<InspectorControls>
			<PanelBody title={ __( 'Orientation', 'tessera' ) }>
				<RadioControl
					label={ __( 'Orientation', 'tessera' ) }
					hideLabelFromVision
					selected={ value }
					options={ [
						{
							label: __( 'Side by side', 'tessera' ),
							value: 'horizontal',
						},
						{
							label: __( 'Above and below', 'tessera' ),
							value: 'vertical',
						},
					] }
					onChange={ ( next ) =>
						onChange( next as CompareOrientation )
					}
				/>
			</PanelBody>
		</InspectorControls>
	);
}
