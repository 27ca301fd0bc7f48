import { Button, Notice, PanelBody, Spinner } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { useNewsletterPlugin } from './use-newsletter-plugin';

interface StepProps {
	text: string;
	action: string;
	/** Shown on the button, which takes no click, while the action runs. */
	busyLabel: string;
	isBusy: boolean;
	onAction: () => void;
}

/** One step towards a working plugin: why it is needed, and the button that takes it. */
function PluginStep( {
	text,
	action,
	busyLabel,
	isBusy,
	onAction,
}: StepProps ) {
	return (
		<>
			<p>{ text }</p>
			{ /* Keys: the busy button is another button, not the same one disabled. */ }
			{ isBusy ? (
				<Button
					key="busy"
					variant="secondary"
					disabled
					accessibleWhenDisabled
					isBusy
				>
					{ busyLabel }
				</Button>
			) : (
				<Button key="action" variant="secondary" onClick={ onAction }>
					{ action }
				</Button>
			) }
		</>
	);
}

/** The 'Newsletter Integration' sidebar panel: the email-marketing plugin's state and actions. */
export default function NewsletterPanel() {
	const plugin = useNewsletterPlugin();
	const { state } = plugin;
	return (
		<PanelBody
			title={ __( 'Newsletter Integration', 'tessera' ) }
			initialOpen={ false }
			className="wp-block-tessera-contact-form__newsletter-panel"
		>
			{ state === 'loading' && <Spinner /> }
			<div aria-live="polite">
				{ plugin.error && (
					<Notice status="error" isDismissible={ false }>
						{ sprintf(
							/* translators: %s: the error message WordPress gave. */
							__(
								'The plugin failed to install. %s Please check the plugin information for detailed requirements.',
								'tessera'
							),
							plugin.error
						) }
					</Notice>
				) }
				{ ( state === 'not-installed' || state === 'installing' ) && (
					<PluginStep
						text={ __(
							'To start sending email campaigns, install the Creative Mail plugin for WordPress.',
							'tessera'
						) }
						action={ __(
							'Install Creative Mail plugin',
							'tessera'
						) }
						busyLabel={ __( 'Installing…', 'tessera' ) }
						isBusy={ state === 'installing' }
						onAction={ plugin.install }
					/>
				) }
				{ ( state === 'installed' || state === 'activating' ) && (
					<PluginStep
						text={ __(
							'To start sending email campaigns, activate the Creative Mail plugin for WordPress.',
							'tessera'
						) }
						action={ __(
							'Activate Creative Mail Plugin',
							'tessera'
						) }
						busyLabel={ __( 'Activating…', 'tessera' ) }
						isBusy={ state === 'activating' }
						onAction={ plugin.activate }
					/>
				) }
				{ state === 'active' && (
					<p>
						{ __(
							'You’re all setup for email marketing with Creative Mail.',
							'tessera'
						) }
					</p>
				) }
			</div>
		</PanelBody>
	);
}
