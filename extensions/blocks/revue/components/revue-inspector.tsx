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
	const [ invalid, setInvalid ] = useState( false );
	// The name is taken when the author leaves the field, so the form never points at half a
	// name typed on the way; an emptied field keeps the current one, a wrong name is said so.
	const commit = () => {
		const username = revueUsername( typed );
		if ( username ) {
			setAttributes( { revueUsername: username } );
			setTyped( username );
		} else if ( typed.trim() === '' ) {
			setTyped( attributes.revueUsername ?? '' );
		}
		setInvalid( ! username && typed.trim() !== '' );
	};
	return (
		<InspectorControls>
			<PanelBody title={ __( 'Form Settings', 'tessera' ) }>
				<TextControl
					label={ __( 'Revue Username', 'tessera' ) }
					value={ typed }
					onChange={ ( value ) => {
						setTyped( value );
						setInvalid( false );
					} }
					onBlur={ commit }
					onKeyDown={ ( event ) => {
						if ( event.key === 'Enter' ) {
							commit();
						}
					} }
					help={
						invalid
							? __( 'That is not a Revue username.', 'tessera' )
							: undefined
					}
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
