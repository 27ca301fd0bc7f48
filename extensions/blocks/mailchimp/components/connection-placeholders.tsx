import { Button, Placeholder } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { envelope } from '@wordpress/icons';
import { ConnectUserButton } from '../../../../shared/wpcom-connection/connect-user-button';

/** Not connected, and the user is not linked to WordPress.com: that link comes first. */
export function ConnectAccountPlaceholder( {
	onRecheck,
}: {
	onRecheck: () => void;
} ) {
	return (
		<Placeholder
			icon={ envelope }
			label={ __( 'Mailchimp', 'tessera' ) }
			instructions={ __(
				'You need to connect your WordPress.com account before you can collect Mailchimp subscribers.',
				'tessera'
			) }
		>
			<ConnectUserButton />
			<Button variant="tertiary" onClick={ onRecheck }>
				{ __( 'Re-check Connection', 'tessera' ) }
			</Button>
		</Placeholder>
	);
}

/** Not connected: the Mailchimp account and audience are set up in the sign-in popup. */
export function SetupPlaceholder( {
	onSetUp,
	onRecheck,
	busy,
}: {
	onSetUp: () => void;
	onRecheck: () => void;
	busy: boolean;
} ) {
	return (
		<Placeholder
			icon={ envelope }
			label={ __( 'Mailchimp', 'tessera' ) }
			instructions={ __(
				'You need to connect your Mailchimp account and choose a list in order to start collecting Email subscribers.',
				'tessera'
			) }
		>
			<Button
				variant="primary"
				onClick={ onSetUp }
				isBusy={ busy }
				disabled={ busy }
			>
				{ __( 'Set up Mailchimp form', 'tessera' ) }
			</Button>
			<Button variant="tertiary" onClick={ onRecheck } disabled={ busy }>
				{ __( 'Re-check Connection', 'tessera' ) }
			</Button>
		</Placeholder>
	);
}
