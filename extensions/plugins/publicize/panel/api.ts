import apiFetch from '@wordpress/api-fetch';
import type { KeyringServiceInfo } from '../../../../shared/keyring/types';
import type { PublicizeConnection } from '../../../../shared/publicize/types';

/** The user's connections, each tested at its network. */
export function fetchConnectionTests(): Promise< PublicizeConnection[] > {
	return apiFetch( { path: '/wpcom/v2/publicize/connection-test-results' } );
}

/** The services an account can be connected for, with their authorization pages. */
export function fetchKeyringServices(): Promise< KeyringServiceInfo[] > {
	return apiFetch( { path: '/wpcom/v2/keyring/services' } );
}
