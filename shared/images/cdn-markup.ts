/**
 * Saved markup keeps the resizing service's real address (the CDN's origin); when the site
 * serves a page, the service host map (shared/service-hosts) moves each such address in a `src`
 * or `srcset` onto the local stand-in. In a real WordPress the map is empty and nothing changes.
 */
import { registeredServiceHosts, serviceUrl } from '../service-hosts';
import { PHOTON_ORIGIN } from './photon-url';

/** A src or srcset attribute as the block serializer writes it (double quotes). */
const IMAGE_ADDRESSES = /\s(src|srcset)="([^"]*)"/g;
const CDN_ADDRESS = new RegExp(
	`${ PHOTON_ORIGIN.replace( /\./g, '\\.' ) }/[^\\s",]+`,
	'g'
);

export function servedCdnMarkup( content: string ): string {
	const hosts = registeredServiceHosts();
	return content.replace(
		IMAGE_ADDRESSES,
		( _match, name: string, value: string ) =>
			// Entities such as &amp; stay as written: only the origin is swapped.
			` ${ name }="${ value.replace( CDN_ADDRESS, ( address ) => serviceUrl( address, hosts ) ) }"`
	);
}
