import { calendar as icon } from '@wordpress/icons';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	ExternalLink,
	Notice,
	PanelBody,
	Placeholder,
} from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import EditUrlControl from '../../../shared/embed/edit-url-control';
import InteractionOverlay from '../../../shared/embed/interaction-overlay';
import { serviceUrl } from '../../../shared/service-hosts';
import { useServiceHosts } from '../../../shared/service-hosts/use-service-hosts';
import EmbedForm from './components/embed-form';
import { isCalendarUrl, parseCalendarInput, safeHeight } from './parse';
import type { GoogleCalendarAttributes } from './types';

export const HELP_URL =
	'https://support.google.com/calendar/answer/41207?hl=en';

export default function GoogleCalendarEdit( {
	attributes,
	setAttributes,
	isSelected,
}: BlockEditProps< GoogleCalendarAttributes > ) {
	const url = isCalendarUrl( attributes.url ) ? attributes.url : undefined;
	const [ value, setValue ] = useState( url ?? '' );
	const [ isEditing, setIsEditing ] = useState( ! url );
	const [ error, setError ] = useState( false );
	const hosts = useServiceHosts();
	const blockProps = useBlockProps();

	const embed = () => {
		const parsed = parseCalendarInput( value );
		if ( ! parsed ) {
			setError( true );
			return;
		}
		setAttributes( {
			url: parsed.url,
			height: parsed.height ?? attributes.height,
		} );
		setValue( parsed.url );
		setError( false );
		setIsEditing( false );
	};

	const form = (
		<EmbedForm value={ value } onChange={ setValue } onSubmit={ embed } />
	);
	const notice = error && (
		<Notice status="error" isDismissible={ false }>
			{ __(
				"Your calendar couldn't be embedded. Please double check your URL or Embed Code. Please note, you need to use the 'Public URL' or 'Embed Code', the 'Shareable Link' will not work.",
				'tessera'
			) }
		</Notice>
	);
	const settings = (
		<InspectorControls>
			<PanelBody title={ __( 'Calendar settings', 'tessera' ) }>
				{ form }
			</PanelBody>
		</InspectorControls>
	);

	if ( isEditing || ! url ) {
		return (
			<div { ...blockProps }>
				{ settings }
				<Placeholder
					icon={ icon }
					label={ __( 'Google Calendar', 'tessera' ) }
					instructions={ __(
						'Paste the public URL or the embed code of your calendar.',
						'tessera'
					) }
					notices={ notice || undefined }
				>
					{ form }
					<ExternalLink href={ HELP_URL }>
						{ __( 'Enable Public Calendar', 'tessera' ) }
					</ExternalLink>
				</Placeholder>
			</div>
		);
	}

	return (
		<div { ...blockProps }>
			{ settings }
			<EditUrlControl onClick={ () => setIsEditing( true ) } />
			{ notice }
			<div className="tessera-embed-preview">
				{ hosts && (
					<iframe
						src={ serviceUrl( url, hosts, window.location.origin ) }
						title={ __( 'Google Calendar', 'tessera' ) }
						height={ safeHeight( attributes.height ) }
					/>
				) }
				<InteractionOverlay isSelected={ isSelected } />
			</div>
		</div>
	);
}
