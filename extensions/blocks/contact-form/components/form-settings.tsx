import {
	SelectControl,
	TextControl,
	TextareaControl,
} from '@wordpress/components';
import { useInstanceId } from '@wordpress/compose';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { ComponentProps, KeyboardEvent } from 'react';
import { recipientListError } from '../../../../shared/email';
import { recipientsOnBlur, recipientsOnChange } from '../recipients';
import { shownText } from '../texts';
import { isHttpUrl } from '../../../../shared/form-submission/validate';
import type { ContactFormAttributes, ThankYouKind } from '../types';
import './settings.scss';

export interface FormSettingsProps {
	attributes: ContactFormAttributes;
	setAttributes: ( next: Partial< ContactFormAttributes > ) => void;
	authorEmail?: string;
}

// Enter would submit the editor's settings form or split the block; the field is one line.
function blockEnter( event: KeyboardEvent ) {
	if ( event.key === 'Enter' ) {
		event.preventDefault();
		event.stopPropagation();
	}
}

/** A one-line setting, where Enter does nothing. */
function LineControl( props: ComponentProps< typeof TextControl > ) {
	return (
		<TextControl
			__next40pxDefaultSize
			__nextHasNoMarginBottom
			onKeyDown={ blockEnter }
			{ ...props }
		/>
	);
}

/** The form's settings, shown in the sidebar panel and in the toolbar's dropdown. */
export default function FormSettings( {
	attributes,
	setAttributes,
	authorEmail,
}: FormSettingsProps ) {
	const instanceId = useInstanceId( FormSettings, 'tessera-contact-form' );
	const [ recipientError, setRecipientError ] = useState< string | null >(
		null
	);
	const { customThankyou } = attributes;
	const redirect = attributes.customThankyouRedirect;
	const errorId = `${ instanceId }-to-error`;

	const onBlurRecipients = () => {
		const value = recipientsOnBlur( attributes.to, authorEmail );
		if ( value !== attributes.to ) {
			setAttributes( { to: value } );
		}
		setRecipientError( recipientListError( value ?? '' ) );
	};

	return (
		<div className="wp-block-tessera-contact-form__settings">
			<LineControl
				label={ __( 'Email address to send to', 'tessera' ) }
				placeholder={ __( 'name@example.com', 'tessera' ) }
				value={ attributes.to ?? '' }
				onChange={ ( typed: string ) => {
					setRecipientError( null );
					setAttributes( { to: recipientsOnChange( typed ) } );
				} }
				onBlur={ onBlurRecipients }
				aria-invalid={ recipientError ? true : undefined }
				aria-describedby={ recipientError ? errorId : undefined }
				help={ __(
					'You can enter multiple email addresses separated by commas.',
					'tessera'
				) }
			/>
			{ recipientError && (
				<p
					id={ errorId }
					role="alert"
					className="wp-block-tessera-contact-form__error"
				>
					{ recipientError }
				</p>
			) }
			<LineControl
				label={ __( 'Email subject line', 'tessera' ) }
				placeholder={ __( 'Enter a subject', 'tessera' ) }
				value={ attributes.subject ?? '' }
				onChange={ ( subject: string ) => setAttributes( { subject } ) }
				help={ __(
					'Choose a subject line that you recognize as an email from your website.',
					'tessera'
				) }
			/>
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'On Submission', 'tessera' ) }
				value={ customThankyou as ThankYouKind }
				options={ [
					{
						label: __(
							'Show a summary of submitted fields',
							'tessera'
						),
						value: '',
					},
					{
						label: __( 'Show a custom text message', 'tessera' ),
						value: 'message',
					},
					{
						label: __( 'Redirect to another webpage', 'tessera' ),
						value: 'redirect',
					},
				] }
				onChange={ ( value: string ) =>
					setAttributes( { customThankyou: value as ThankYouKind } )
				}
			/>
			{ customThankyou !== 'redirect' && (
				<LineControl
					label={ __( 'Message Heading', 'tessera' ) }
					placeholder={ __( 'Message Sent', 'tessera' ) }
					value={ shownText( attributes, 'customThankyouHeading' ) }
					onChange={ ( customThankyouHeading: string ) =>
						setAttributes( { customThankyouHeading } )
					}
				/>
			) }
			{ customThankyou === 'message' && (
				<TextareaControl
					__nextHasNoMarginBottom
					label={ __( 'Message Text', 'tessera' ) }
					placeholder={ __(
						'Thank you for your submission!',
						'tessera'
					) }
					value={ attributes.customThankyouMessage }
					onChange={ ( customThankyouMessage: string ) =>
						setAttributes( { customThankyouMessage } )
					}
				/>
			) }
			{ customThankyou === 'redirect' && (
				<>
					<LineControl
						type="url"
						label={ __( 'Redirect Address', 'tessera' ) }
						placeholder={ __(
							'https://example.com/thanks',
							'tessera'
						) }
						value={ redirect }
						onChange={ ( value: string ) =>
							setAttributes( {
								customThankyouRedirect: value.trim(),
							} )
						}
					/>
					{ redirect !== '' && ! isHttpUrl( redirect ) && (
						<p
							role="alert"
							className="wp-block-tessera-contact-form__error"
						>
							{ __(
								'Visitors are only sent to web addresses starting with http:// or https://.',
								'tessera'
							) }
						</p>
					) }
				</>
			) }
		</div>
	);
}
