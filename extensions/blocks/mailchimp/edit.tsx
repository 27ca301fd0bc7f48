import { InnerBlocks, RichText, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { Notice, Spinner } from '@wordpress/components';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { getEditorFlag } from '../../../shared/availability';
import { requestExternalAccess } from '../../../shared/popup-sign-in';
import {
	ConnectAccountPlaceholder,
	SetupPlaceholder,
} from './components/connection-placeholders';
import MailchimpInspector from './components/mailchimp-inspector';
import { BUTTON_BLOCK, innerButtonAttributes } from './inner-button';
import { NOTIFICATION_PREVIEW_MS, type NotificationKind } from './rules';
import { shownText } from './texts';
import type { MailchimpAttributes } from './types';
import { useMailchimpConnection, useMailchimpGroups } from './use-mailchimp';

const LABEL_OF = {
	processing: 'processingLabel',
	success: 'successLabel',
	error: 'errorLabel',
} as const;

/** The notification preview: shown when its text is edited, cleared after three seconds. */
function useNotificationPreview() {
	const [ kind, setKind ] = useState< NotificationKind | null >( null );
	const timer = useRef< number >();
	useEffect( () => () => window.clearTimeout( timer.current ), [] );
	const preview = ( next: NotificationKind ) => {
		setKind( next );
		window.clearTimeout( timer.current );
		timer.current = window.setTimeout(
			() => setKind( null ),
			NOTIFICATION_PREVIEW_MS
		);
	};
	return { kind, preview };
}

export default function MailchimpEdit( {
	attributes,
	setAttributes,
}: BlockEditProps< MailchimpAttributes > ) {
	const blockProps = useBlockProps();
	const connection = useMailchimpConnection( ! attributes.preview );
	const connected = connection.state === 1;
	const { groups, error: groupsError } = useMailchimpGroups( connected );
	const { kind, preview } = useNotificationPreview();
	const [ settingUp, setSettingUp ] = useState( false );

	const setUp = () => {
		setSettingUp( true );
		void requestExternalAccess( connection.connectUrl ).then( () => {
			setSettingUp( false );
			return connection.check();
		} );
	};

	if ( attributes.preview ) {
		// The inserter's example: the form alone, without asking the site anything.
	} else if ( connection.state === 0 ) {
		return (
			<div { ...blockProps }>
				<Spinner />
			</div>
		);
	} else if ( connection.state === 2 ) {
		return (
			<div { ...blockProps }>
				{ connection.error && (
					<Notice status="error" isDismissible={ false }>
						{ connection.error }
					</Notice>
				) }
				{ getEditorFlag( 'is_current_user_connected' ) ? (
					<SetupPlaceholder
						onSetUp={ setUp }
						onRecheck={ () => void connection.check() }
						busy={ settingUp }
					/>
				) : (
					<ConnectAccountPlaceholder
						onRecheck={ () => void connection.check() }
					/>
				) }
			</div>
		);
	}

	return (
		<div { ...blockProps }>
			<MailchimpInspector
				attributes={ attributes }
				setAttributes={ setAttributes }
				groups={ groups }
				groupsError={ groupsError }
				connectUrl={ connection.connectUrl }
				onPreview={ preview }
			/>
			{ groupsError && (
				<Notice status="error" isDismissible={ false }>
					{ groupsError }
				</Notice>
			) }
			<p>
				<input
					type="text"
					className="wp-block-tessera-mailchimp_text-input"
					aria-label={ __( 'Email field placeholder', 'tessera' ) }
					value={ shownText( attributes, 'emailPlaceholder' ) }
					onChange={ ( event ) =>
						setAttributes( {
							emailPlaceholder: event.target.value,
						} )
					}
				/>
			</p>
			<InnerBlocks
				template={ [ [ BUTTON_BLOCK, innerButtonAttributes() ] ] }
				templateLock="all"
			/>
			<RichText
				tagName="p"
				className="wp-block-tessera-mailchimp_consent-text"
				aria-label={ __( 'Consent text', 'tessera' ) }
				value={ shownText( attributes, 'consentText' ) }
				onChange={ ( value: string ) =>
					setAttributes( { consentText: value } )
				}
				allowedFormats={ [] }
				withoutInteractiveFormatting
			/>
			{ kind && (
				<p
					className={ `wp-block-tessera-mailchimp_notification is-visible wp-block-tessera-mailchimp_${ kind }` }
					role="status"
				>
					{ shownText( attributes, LABEL_OF[ kind ] ) }
				</p>
			) }
		</div>
	);
}
