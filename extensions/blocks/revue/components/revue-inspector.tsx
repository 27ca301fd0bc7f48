import { InspectorControls } from '@wordpress/block-editor';
import { PanelBody, TextControl, ToggleControl } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { revueUsername } from '../username';
import type { RevueAttributes } from '../types';

interface Props {
	attributes: RevueAttributes;
	setAttributes: ( next: Partial< RevueAttributes > ) => void;
}

export default function RevueInspector( { attributes, setAttributes }: Props ) {
	const [ typed, setTyped ] = useState( attributes.revueUsername ?? '' );
	return (
		<InspectorControls>
			<PanelBody title={ __( 'Form Settings', 'tessera' ) }>
				<TextControl
					label={ __( 'Revue Username', 'tessera' ) }
					value={ typed }
					onChange={ ( value ) => {
						setTyped( value );
						const username = revueUsername( value );
						if ( username ) {
							setAttributes( { revueUsername: username } );
						}
					} }
					onBlur={ () => setTyped( attributes.revueUsername ?? '' ) }
					__next40pxDefaultSize
					__nextHasNoMarginBottom
				/>
				<ToggleControl
					label={ __( 'Show first name field.', 'tessera' ) }
					checked={ attributes.firstNameShow }
					onChange={ ( value ) =>
						setAttributes( { firstNameShow: value } )
					}
					__nextHasNoMarginBottom
				/>
				<ToggleControl
					label={ __( 'Show last name field.', 'tessera' ) }
					checked={ attributes.lastNameShow }
					onChange={ ( value ) =>
						setAttributes( { lastNameShow: value } )
					}
					__nextHasNoMarginBottom
				/>
			</PanelBody>
		</InspectorControls>
	);
}
