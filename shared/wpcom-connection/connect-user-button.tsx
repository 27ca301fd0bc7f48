import { Button, Notice } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { useConnectUser } from './use-connect-user';

/**
 * 'Connect to WordPress.com', for a user of a connected site who has not linked their own
 * account: it leads through the site's connect link and back to this post.
 */
export function ConnectUserButton( {
	variant = 'primary',
}: {
	variant?: 'primary' | 'secondary';
} ) {
	const { connect, isConnecting, error } = useConnectUser();
	return (
		<>
			{ error && (
				<Notice status="error" isDismissible={ false }>
					{ error }
				</Notice>
			) }
			<Button
				variant={ variant }
				onClick={ () => void connect() }
				isBusy={ isConnecting }
				disabled={ isConnecting }
				__next40pxDefaultSize
			>
				{ __( 'Connect to WordPress.com', 'tessera' ) }
			</Button>
		</>
	);
}
