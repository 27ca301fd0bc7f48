import type { IncomingMessage } from 'node:http';
import { isRestUrl, normaliseRequestUrl } from './request-target';

const OVERRIDABLE = /^(PUT|PATCH|DELETE)$/i;

/**
 * Runs before routing: the URL is normalised (see request-target: `?rest_route=/wp/v2/posts` becomes
 * `/wp-json/wp/v2/posts`, the plain permalink form of the REST API), and a REST POST carrying
 * `X-HTTP-Method-Override` or `_method` becomes that method (what api-fetch's http-v1 middleware sends
 * for PUT, PATCH and DELETE).
 */
export function rewriteUrl( req: IncomingMessage ): string {
	const url = normaliseRequestUrl( req.url ?? '/' );
	if ( req.method === 'POST' && isRestUrl( url ) ) {
		const q = url.indexOf( '?' );
		const search = new URLSearchParams(
			q === -1 ? '' : url.slice( q + 1 )
		);
		const header = req.headers[ 'x-http-method-override' ];
		const override =
			typeof header === 'string' ? header : search.get( '_method' );
		if ( override && OVERRIDABLE.test( override ) ) {
			req.method = override.toUpperCase();
		}
	}
	return url;
}
