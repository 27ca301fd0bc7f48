import type { IncomingMessage } from 'node:http';

const OVERRIDABLE = /^(PUT|PATCH|DELETE)$/i;

/**
 * Runs before routing: `?rest_route=/wp/v2/posts` becomes `/wp-json/wp/v2/posts` (the plain
 * permalink form of the REST API), and a POST carrying `X-HTTP-Method-Override` or `_method` becomes
 * that method (what api-fetch's http-v1 middleware sends for PUT, PATCH and DELETE).
 */
export function rewriteUrl( req: IncomingMessage ): string {
	let url = req.url ?? '/';
	const q = url.indexOf( '?' );
	const path = q === -1 ? url : url.slice( 0, q );
	const search = new URLSearchParams( q === -1 ? '' : url.slice( q + 1 ) );
	const restRoute = search.get( 'rest_route' );
	if ( restRoute !== null && ( path === '/' || path === '/index.php' ) ) {
		search.delete( 'rest_route' );
		const rest = search.toString();
		const route = '/' + restRoute.replace( /^\/+/, '' );
		url = `/wp-json${ route.split( '/' ).map( encodeURIComponent ).join( '/' ) }${ rest ? '?' + rest : '' }`;
	}
	if ( req.method === 'POST' && url.startsWith( '/wp-json' ) ) {
		const header = req.headers[ 'x-http-method-override' ];
		const override =
			typeof header === 'string' ? header : search.get( '_method' );
		if ( override && OVERRIDABLE.test( override ) ) {
			req.method = override.toUpperCase();
		}
	}
	return url;
}
