/**
 * On a WordPress site not connected to a Tessera service, the requests the blocks and editor
 * plugins make to the service's namespaces have nobody to answer them: WordPress would answer
 * 404 and the browser would report each one as an error. This api-fetch middleware answers them
 * in the page instead, with an error whose message says why, which each caller shows as it shows
 * any failed request.
 */
import type { APIFetchMiddleware } from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';

/** The REST namespaces the Tessera service serves, as a Jetpack site's WordPress.com routes. */
const SERVICE_NAMESPACES = [ 'wpcom/v2', 'jetpack/v4', 'tessera/v1' ];

/**
 * The REST route a request names, by `path` (`/wpcom/v2/x?y`) or by `url`
 * (`https://site/wp-json/wpcom/v2/x` or `…?rest_route=/wpcom/v2/x`).
 *
 * @param options      The request.
 * @param options.path Its path.
 * @param options.url  Its address.
 */
function routeOf( options: { path?: string; url?: string } ): string {
	if ( options.path !== undefined ) {
		return options.path.replace( /^\/+/, '' );
	}
	if ( options.url === undefined ) {
		return '';
	}
	const url = new URL( options.url, window.location.href );
	const route =
		url.searchParams.get( 'rest_route' ) ??
		url.pathname.split( '/wp-json/' )[ 1 ] ??
		'';
	return route.replace( /^\/+/, '' );
}

export function isServiceRequest( options: {
	path?: string;
	url?: string;
} ): boolean {
	const route = routeOf( options );
	return SERVICE_NAMESPACES.some(
		( namespace ) =>
			route === namespace || route.startsWith( `${ namespace }/` )
	);
}

export const answerServiceRequestsLocally: APIFetchMiddleware = (
	options,
	next
) => {
	if ( ! isServiceRequest( options ) ) {
		return next( options );
	}
	return Promise.reject( {
		code: 'tessera_not_connected',
		message: __(
			'This needs the Tessera service, and this site is not connected to one yet.',
			'tessera'
		),
		data: { status: 503 },
	} );
};
