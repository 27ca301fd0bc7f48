import { Button, Dropdown, MenuGroup, MenuItem } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { KeyringServiceInfo } from '../../../../shared/keyring/types';
import { requestExternalAccess } from '../../../../shared/popup-sign-in';
import { fetchKeyringServices } from './api';
import { SHARING_SERVICES } from './service-label';

/**
 * 'Connect an account': the networks posts can be shared to; choosing one opens its
 * authorization page in a popup, and `onConnected` runs once the popup closes.
 */
export function ConnectAccount( { onConnected }: { onConnected: () => void } ) {
	const [ services, setServices ] = useState< KeyringServiceInfo[] >( [] );
	useEffect( () => {
		let live = true;
		fetchKeyringServices().then(
			( list ) =>
				live &&
				setServices( list.filter( ( service ) => SHARING_SERVICES.includes( service.ID ) ) ),
			() => undefined
		);
		return () => {
			live = false;
		};
	}, [] );
	return (
		<Dropdown
			className="tessera-publicize__connect"
			renderToggle={ ( { isOpen, onToggle } ) => (
				<Button variant="link" aria-expanded={ isOpen } onClick={ onToggle }>
					{ __( 'Connect an account', 'tessera' ) }
				</Button>
			) }
			renderContent={ ( { onClose } ) => (
				<MenuGroup>
					{ services.map( ( service ) => (
						<MenuItem
							key={ service.ID }
							onClick={ () => {
								onClose();
								requestExternalAccess( service.connect_URL ).then( onConnected );
							} }
						>
							{ service.label }
						</MenuItem>
					) ) }
				</MenuGroup>
			) }
		/>
	);
}
