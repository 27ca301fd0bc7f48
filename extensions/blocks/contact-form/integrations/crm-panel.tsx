import {
	ExternalLink,
	PanelBody,
	Spinner,
	ToggleControl,
} from '@wordpress/components';
import { createInterpolateElement } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import CrmExtensionActivation from './crm-extension';
import { crmView, type CrmData } from './crm-status';
import { useCrmData } from './use-crm-data';

interface Props {
	jetpackCRM: boolean;
	onChangeJetpackCRM: ( value: boolean ) => void;
}

function Text( { children }: { children: React.ReactNode } ) {
	return (
		<p className="wp-block-tessera-contact-form__crm-text">{ children }</p>
	);
}

function CrmState( {
	data,
	setData,
	jetpackCRM,
	onChangeJetpackCRM,
}: Props & { data: CrmData; setData: ( data: CrmData ) => void } ) {
	switch ( crmView( data ) ) {
		case 'invalid-version':
			return (
				<Text>
					{ __(
						'The Jetpack CRM is installed but has an invalid version.',
						'tessera'
					) }
				</Text>
			);
		case 'update':
			return (
				<Text>
					{ __(
						'The Zero BS CRM plugin is now Jetpack CRM. Update to the latest version to integrate your contact form with your CRM.',
						'tessera'
					) }
				</Text>
			);
		case 'not-installed':
			return (
				<Text>
					{ createInterpolateElement(
						__(
							'You can save contacts from this contact form in Jetpack CRM. Learn more at <a>jetpackcrm.com</a>',
							'tessera'
						),
						{
							a: (
								<ExternalLink href="https://jetpackcrm.com">
									{ 'jetpackcrm.com' }
								</ExternalLink>
							),
						}
					) }
				</Text>
			);
		case 'installed':
			return (
				<Text>
					{ __(
						"You already have the Jetpack CRM plugin installed, but it's not activated. Activate the Jetpack CRM plugin to save contacts from this contact form in your Jetpack CRM.",
						'tessera'
					) }
				</Text>
			);
		case 'ask-administrator':
			return (
				<Text>
					{ __(
						'A site administrator must enable the CRM Jetpack Forms extension.',
						'tessera'
					) }
				</Text>
			);
		case 'enable-extension':
			return (
				<CrmExtensionActivation
					onEnabled={ () =>
						setData( { ...data, jp_form_ext_enabled: true } )
					}
				/>
			);
		case 'stored':
			return (
				<Text>
					{ __(
						'Contacts from this form will be stored in Jetpack CRM.',
						'tessera'
					) }
				</Text>
			);
		case 'toggle':
			return (
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __( 'Jetpack CRM', 'tessera' ) }
					help={ __(
						'Store contact form submissions in your CRM.',
						'tessera'
					) }
					checked={ jetpackCRM }
					onChange={ onChangeJetpackCRM }
				/>
			);
	}
}

/** The 'CRM Integration' sidebar panel; it shows nothing when the CRM state cannot be read. */
export default function CrmPanel( props: Props ) {
	const [ crm, setCrm ] = useCrmData();
	return (
		<PanelBody
			title={ __( 'CRM Integration', 'tessera' ) }
			initialOpen={ false }
			className="wp-block-tessera-contact-form__crm-panel"
		>
			{ crm.status === 'loading' && <Spinner /> }
			{ crm.status === 'loaded' && (
				<div aria-live="polite">
					<CrmState
						{ ...props }
						data={ crm.data }
						setData={ setCrm }
					/>
				</div>
			) }
		</PanelBody>
	);
}
