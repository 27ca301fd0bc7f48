/** Where the browser reaches the maps service: the real API, or the stand-in the site maps it to. */
import { serviceUrl, type ServiceHosts } from '../../../shared/service-hosts';

export const MAPBOX_API_URL = 'https://api.mapbox.com';

/** The API base the maps library is given, without a trailing slash. */
export function mapboxApiUrl( hosts: ServiceHosts, siteOrigin?: string ) {
	return serviceUrl( MAPBOX_API_URL, hosts, siteOrigin ).replace(
		/\/+$/,
		''
	);
}

/** Only the service hosts of the maps service, for the visitor page to carry. */
export function mapboxHosts( hosts: ServiceHosts ): ServiceHosts {
	return Object.fromEntries(
		Object.entries( hosts ).filter( ( [ origin ] ) =>
			/^https:\/\/([a-z0-9-]+\.)*mapbox\.com$/.test( origin )
		)
	);
}
