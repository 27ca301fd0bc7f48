import { InspectorControls } from '@wordpress/block-editor';
import {
	CheckboxControl,
	ExternalLink,
	PanelBody,
	Spinner,
	TextControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { mergeTag, toggleInterest, type NotificationKind } from '../rules';
import type { MailchimpAttributes } from '../types';
import type { InterestCategory } from '../use-mailchimp';
import { shownText } from '../texts';

interface Props {
	attributes: MailchimpAttributes;
	setAttributes: ( next: Partial< MailchimpAttributes > ) => void;
	/** Null until known (loading, or the request failed). */
	groups: InterestCategory[] | null;
	groupsError: string | null;
	connectUrl: string;
	onPreview: ( kind: NotificationKind ) => void;
}

const LABELS: Array<
	[
		NotificationKind,
		'processingLabel' | 'successLabel' | 'errorLabel',
		string,
	]
> = [
	[ 'processing', 'processingLabel', __( 'Processing text', 'tessera' ) ],
	[ 'success', 'successLabel', __( 'Success text', 'tessera' ) ],
	[ 'error', 'errorLabel', __( 'Error text', 'tessera' ) ],
];

export default function MailchimpInspector( {
	attributes,
	setAttributes,
	groups,
	groupsError,
	connectUrl,
	onPreview,
}: Props ) {
	return (
		<InspectorControls>
			<PanelBody title={ __( 'Text Elements', 'tessera' ) }>
				<TextControl
					label={ __( 'Email Placeholder', 'tessera' ) }
					value={ shownText( attributes, 'emailPlaceholder' ) }
					onChange={ ( value ) =>
						setAttributes( { emailPlaceholder: value } )
					}
					__next40pxDefaultSize
					__nextHasNoMarginBottom
				/>
			</PanelBody>
			<PanelBody title={ __( 'Notifications', 'tessera' ) }>
				{ LABELS.map( ( [ kind, name, label ] ) => (
					<TextControl
						key={ kind }
						label={ label }
						value={ shownText( attributes, name ) }
						onFocus={ () => onPreview( kind ) }
						onChange={ ( value ) => {
							setAttributes( { [ name ]: value } );
							onPreview( kind );
						} }
						__next40pxDefaultSize
						__nextHasNoMarginBottom
					/>
				) ) }
			</PanelBody>
			<PanelBody title={ __( 'Mailchimp Groups', 'tessera' ) }>
				{ groups === null && ! groupsError && <Spinner /> }
				{ groups?.length === 0 && (
					<p>{ __( 'This list has no groups.', 'tessera' ) }</p>
				) }
				{ groups?.map( ( category ) => (
					<fieldset
						key={ category.id }
						className="tessera-mailchimp-groups"
					>
						<legend>{ category.title }</legend>
						{ category.interests.map( ( interest ) => (
							<CheckboxControl
								key={ interest.id }
								label={ interest.name }
								checked={ attributes.interests.includes(
									interest.id
								) }
								onChange={ ( chosen ) =>
									setAttributes( {
										interests: toggleInterest(
											attributes.interests,
											interest.id,
											chosen
										),
									} )
								}
								__nextHasNoMarginBottom
							/>
						) ) }
					</fieldset>
				) ) }
				<ExternalLink href="https://mailchimp.com/help/send-groups-audience/">
					{ __( 'Learn about groups', 'tessera' ) }
				</ExternalLink>
			</PanelBody>
			<PanelBody title={ __( 'Signup Location Tracking', 'tessera' ) }>
				<TextControl
					label={ __( 'Signup Field Tag', 'tessera' ) }
					placeholder={ __( 'SIGNUP', 'tessera' ) }
					value={ attributes.signupFieldTag ?? '' }
					onChange={ ( value ) =>
						setAttributes( { signupFieldTag: value } )
					}
					onBlur={ () =>
						setAttributes( {
							signupFieldTag: mergeTag(
								attributes.signupFieldTag
							),
						} )
					}
					help={ __(
						'A Mailchimp merge tag: up to 10 capital letters, digits or underscores.',
						'tessera'
					) }
					__next40pxDefaultSize
					__nextHasNoMarginBottom
				/>
				<TextControl
					label={ __( 'Signup Field Value', 'tessera' ) }
					placeholder={ __( 'website', 'tessera' ) }
					value={ attributes.signupFieldValue ?? '' }
					onChange={ ( value ) =>
						setAttributes( { signupFieldValue: value } )
					}
					__next40pxDefaultSize
					__nextHasNoMarginBottom
				/>
				<ExternalLink href="https://mailchimp.com/help/determine-webpage-signup-location/">
					{ __( 'Learn about signup location tracking', 'tessera' ) }
				</ExternalLink>
			</PanelBody>
			<PanelBody title={ __( 'Mailchimp Connection', 'tessera' ) }>
				{ connectUrl && (
					<ExternalLink href={ connectUrl }>
						{ __( 'Manage Connection', 'tessera' ) }
					</ExternalLink>
				) }
			</PanelBody>
		</InspectorControls>
	);
}
