import { Button, Notice, PanelBody, Spinner } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { useNewsletterPlugin } from './use-newsletter-plugin';

function Busy( { label }: { label: string } ) {
	return (
		<Button variant="secondary" disabled accessibleWhenDisabled isBusy>
			{ label }
		</Button>
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
					<>
						<p>
							{ __(
								'To start sending email campaigns, install the Creative Mail plugin for WordPress.',
								'tessera'
							) }
						</p>
						{ state === 'installing' ? (
							<Busy label={ __( 'Installing…', 'tessera' ) } />
						) : (
							<Button
								variant="secondary"
								onClick={ plugin.install }
							>
								{ __(
									'Install Creative Mail plugin',
									'tessera'
								) }
							</Button>
						) }
					</>
				) }
				{ ( state === 'installed' || state === 'activating' ) && (
					<>
						<p>
							{ __(
								'To start sending email campaigns, activate the Creative Mail plugin for WordPress.',
								'tessera'
							) }
						</p>
						{ state === 'activating' ? (
							<Busy label={ __( 'Activating…', 'tessera' ) } />
						) : (
							<Button
								variant="secondary"
								onClick={ plugin.activate }
							>
								{ __(
									'Activate Creative Mail Plugin',
									'tessera'
								) }
							</Button>
						) }
					</>
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
