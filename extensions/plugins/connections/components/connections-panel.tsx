import { Button, PanelBody, Spinner } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { useKeyringConnections } from '../use-keyring-connections';
import { ServiceRow } from './service-row';

/** The sidebar's content: every keyring service with Connect, or the connected account. */
export function ConnectionsPanel() {
	const { services, connections, busy, load, connect, disconnect } =
		useKeyringConnections();

	if ( ! services ) {
		return (
			<PanelBody>
				{ busy ? (
					<p className="tessera-connections__status">
						<Spinner />
						{ __( 'Loading connected accounts…', 'tessera' ) }
					</p>
				) : (
					<Button variant="secondary" onClick={ load }>
						{ __( 'Retry', 'tessera' ) }
					</Button>
				) }
			</PanelBody>
		);
	}

	return (
		<PanelBody>
			<p className="tessera-connections__intro">
				{ __(
					'Accounts on other services that your blocks may use.',
					'tessera'
				) }
			</p>
			<ul className="tessera-connections__list">
				{ services.map( ( service ) => (
					<ServiceRow
						key={ service.ID }
						service={ service }
						connections={ connections.filter(
							( connection ) => connection.service === service.ID
						) }
						busy={ busy === service.ID }
						disabled={ busy !== null }
						onConnect={ connect }
						onDisconnect={ disconnect }
					/>
				) ) }
			</ul>
		</PanelBody>
	);
}
