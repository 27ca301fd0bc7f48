import { __, sprintf } from '@wordpress/i18n';
import type { KeyringConnection } from '../../../../shared/keyring/types';
import { ActionButton } from './action-button';

export interface ConnectedAccountProps {
	connection: KeyringConnection;
	disabled: boolean;
	onDisconnect: ( connection: KeyringConnection ) => void;
}

/** A connected account: its picture and name, and Disconnect. */
export function ConnectedAccount( {
	connection,
	disabled,
	onDisconnect,
}: ConnectedAccountProps ) {
	const name = connection.external_display;
	return (
		<div className="tessera-connections__account">
			<img
				className="tessera-connections__picture"
				src={ connection.external_profile_picture }
				alt={ sprintf(
					/* translators: %s: the account's name at the service. */
					__( 'Picture of %s', 'tessera' ),
					name
				) }
				width={ 32 }
				height={ 32 }
			/>
			<span className="tessera-connections__name" tabIndex={ -1 }>
				{ name }
			</span>
			<ActionButton
				text={ __( 'Disconnect', 'tessera' ) }
				label={ sprintf(
					/* translators: 1: the account's name, 2: the service, such as Google Photos. */
					__( 'Disconnect %1$s from %2$s', 'tessera' ),
					name,
					connection.label
				) }
				disabled={ disabled }
				isDestructive
				onClick={ () => onDisconnect( connection ) }
			/>
		</div>
	);
}
