import { serviceUrl } from '../../../shared/service-hosts';
import { fetchServiceHosts } from '../../../shared/service-hosts/use-service-hosts';
import { SEARCH_PAGE_SIZE } from './parse';

export interface FoundRestaurant {
	rid: number | string;
	name: string;
}

/** The reservation provider's restaurant search (20 a page), asked from the browser. */
export async function searchRestaurants(
	query: string
): Promise< FoundRestaurant[] > {
	const hosts = await fetchServiceHosts();
	const address = `https://www.opentable.com/widget/reservation/restaurant-search?${ new URLSearchParams(
		{ pageSize: String( SEARCH_PAGE_SIZE ), query }
	) }`;
	const response = await window.fetch(
		serviceUrl( address, hosts, window.location.origin ),
		{ credentials: 'omit' }
	);
	if ( ! response.ok ) {
		throw new Error( `Search answered ${ response.status }` );
	}
	const { items } = ( await response.json() ) as { items?: unknown };
	return Array.isArray( items )
		? items.filter(
				( item ): item is FoundRestaurant =>
					typeof item?.name === 'string' &&
					/^\d+$/.test( String( item?.rid ) )
			)
		: [];
}
