import { speak } from '@wordpress/a11y';
import { Spinner } from '@wordpress/components';
import { useEffect, useRef } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import type {
	KeyringConnection,
	KeyringServiceInfo,
} from '../../../../shared/keyring/types';
import { ActionButton } from './action-button';
import { ConnectedAccount } from './connected-account';

export interface ServiceRowProps {
	service: KeyringServiceInfo;
	/** The user's connections to this service. */
	connections: KeyringConnection[];
	/** This service is being connected or disconnected. */
	busy: boolean;
	/** Some action is under way: no other may start. */
	disabled: boolean;
	onConnect: ( service: KeyringServiceInfo ) => void;
	onDisconnect: ( connection: KeyringConnection ) => void;
}

/**
 * One service: Connect, or each connected account with Disconnect. When an action ends and the
 * button that had focus is gone, focus stays in the row: on the new account after connecting
 * (never on Disconnect, where a second Enter would undo the connection), on Connect after
 * disconnecting.
 */
export function ServiceRow( {
	service,
	connections,
	busy,
	disabled,
	onConnect,
	onDisconnect,
}: ServiceRowProps ) {
	const row = useRef< HTMLLIElement >( null );
	const wasBusy = useRef( busy );
	useEffect( () => {
		const element = row.current;
		if (
			wasBusy.current &&
			! busy &&
			element &&
			! element.contains( element.ownerDocument.activeElement )
		) {
			const account = element.querySelector< HTMLElement >(
				'.tessera-connections__name'
			);
			( account ?? element.querySelector( 'button' ) )?.focus();
			if ( account ) {
				speak(
					sprintf(
						/* translators: 1: a service, such as Google Photos, 2: the account's name there. */
						__( '%1$s is connected as %2$s.', 'tessera' ),
						service.label,
						account.textContent ?? ''
					)
				);
			}
		}
		wasBusy.current = busy;
		// eslint-disable-next-line react-hooks/exhaustive-deps -- only when an action ends.
	}, [ busy ] );

	const connected = connections.length > 0;
	return (
		<li
			ref={ row }
			className={ `tessera-connections__service${
				connected ? ' is-connected' : ''
			}` }
			aria-busy={ busy }
		>
			<span className="tessera-connections__label">
				{ service.label }
			</span>
			{ connections.map( ( connection ) => (
				<ConnectedAccount
					key={ connection.ID }
					connection={ connection }
					disabled={ disabled }
					onDisconnect={ onDisconnect }
				/>
			) ) }
			{ ! connected && (
				<ActionButton
					text={ __( 'Connect', 'tessera' ) }
					label={ sprintf(
						/* translators: %s: a service, such as Google Photos. */
						__( 'Connect %s', 'tessera' ),
						service.label
					) }
					disabled={ disabled }
					onClick={ () => onConnect( service ) }
				/>
			) }
			{ busy && <Spinner /> }
		</li>
	);
}
