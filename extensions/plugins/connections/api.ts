import apiFetch from '@wordpress/api-fetch';
import type {
	KeyringConnection,
	KeyringDeleteResponse,
	KeyringServiceInfo,
} from '../../../shared/keyring/types';

const BASE = '/wpcom/v2/keyring';

/** The services the user may connect, each with its authorization page. */
export function fetchKeyringServices(): Promise< KeyringServiceInfo[] > {
	return apiFetch( { path: `${ BASE }/services` } );
}

/** The current user's connections. */
export function fetchKeyringConnections(): Promise< KeyringConnection[] > {
	return apiFetch( { path: `${ BASE }/connections` } );
}

export function deleteKeyringConnection(
	id: number
): Promise< KeyringDeleteResponse > {
	return apiFetch( {
		path: `${ BASE }/connections/${ id }`,
		method: 'DELETE',
	} );
}
