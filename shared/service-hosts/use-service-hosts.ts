import apiFetch from '@wordpress/api-fetch';
import { useEffect, useState } from '@wordpress/element';
import type { ServiceHosts } from './index';

export const SERVICE_HOSTS_PATH = '/tessera/v1/service-hosts';

let request: Promise< ServiceHosts > | undefined;

/** The site's service host map, asked once per page; none (a real WordPress) is an empty map. */
export function fetchServiceHosts(): Promise< ServiceHosts > {
	request ??= apiFetch< ServiceHosts >( { path: SERVICE_HOSTS_PATH } ).then(
		( hosts ) => ( hosts && typeof hosts === 'object' ? hosts : {} ),
		() => ( {} )
	);
	return request;
}

/** The service host map, or undefined until it is known. */
export function useServiceHosts(): ServiceHosts | undefined {
	const [ hosts, setHosts ] = useState< ServiceHosts >();
	useEffect( () => {
		let current = true;
		fetchServiceHosts().then( ( map ) => current && setHosts( map ) );
		return () => {
			current = false;
		};
	}, [] );
	return hosts;
}
