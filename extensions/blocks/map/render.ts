/**
 * The map on the visitor page: the saved markup (settings and the list of places) with what only
 * the site knows added to its wrapper: the access token and the address of the maps service.
 */
import {
	setTagAttributes,
	startsWithTag,
} from '../../../shared/server-render/tag-attributes';
import type { RenderCallback } from '../../../shared/server-render/types';
import { registeredServiceHosts } from '../../../shared/service-hosts';
import { mapboxApiUrl, mapboxHosts } from './service-addresses';
import type { MapAttributes } from './types';

export const sameForEveryVisitor = true;

export const render: RenderCallback< MapAttributes > = (
	_attributes,
	content,
	context
) => {
	if ( ! startsWithTag( content, 'div' ) ) {
		return content;
	}
	const hosts = registeredServiceHosts();
	const origin = context.origin || undefined;
	const absolute = Object.fromEntries(
		Object.entries( mapboxHosts( hosts ) ).map( ( [ host, base ] ) => [
			host,
			origin && base.startsWith( '/' )
				? new URL( base, origin ).toString().replace( /\/+$/, '' )
				: base,
		] )
	);
	return setTagAttributes( content, {
		'data-api-key': context.serviceApiKey?.( 'mapbox' ) ?? '',
		'data-api-url': mapboxApiUrl( hosts, origin ),
		'data-service-hosts': JSON.stringify( absolute ),
	} );
};
