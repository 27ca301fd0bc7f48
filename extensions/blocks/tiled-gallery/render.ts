/**
 * The gallery's saved markup, with the resizing service's addresses sent through the service
 * host map (shared/service-hosts), as the site's image CDN rewrites gallery images when it
 * serves a page. Saved posts keep the CDN's real address; in a real WordPress the map is empty
 * and the markup is served as saved.
 */
import type { RenderCallback } from '../../../shared/server-render/types';
import { PHOTON_ORIGIN } from '../../../shared/images/photon-url';
import {
	registeredServiceHosts,
	serviceUrl,
} from '../../../shared/service-hosts';
import type { TiledGalleryAttributes } from './types';

/** A src or srcset attribute value as the serializer writes it (double quotes). */
const IMAGE_ADDRESSES = /\s(src|srcset)="([^"]*)"/g;
const CDN_ADDRESS = new RegExp(
	`${ PHOTON_ORIGIN.replace( /[.]/g, '\\.' ) }/[^\\s",]+`,
	'g'
);

export const render: RenderCallback< TiledGalleryAttributes > = ( _attributes, content ) => {
	const hosts = registeredServiceHosts();
	return content.replace(
		IMAGE_ADDRESSES,
		( _match, name: string, value: string ) =>
			` ${ name }="${ value.replace( CDN_ADDRESS, ( address ) =>
				// Entities such as &amp; stay as written: the map only swaps the origin.
				serviceUrl( address, hosts )
			) }"`
	);
};
