import type { AppContext } from '../../../platform/context';
import type { RestServer } from '../../../platform/rest/server';
import { RestError, requireCapability } from '../../../platform/rest/errors';
import { follow } from './follow';
import { STAND_IN_WEB } from './web';

/**
 * `GET /wpcom/v2/resolve-redirect?url=` ({ url, status }): WordPress.com's check of where an
 * address leads, which embed blocks ask before embedding what the user entered (a short link
 * becomes the page it leads to; a status of 400 or more is a failure for the block). Editors only.
 */
export function registerResolveRedirectRoutes(
	rest: RestServer,
	ctx: AppContext
): void {
	void ctx;
	rest.register( {
		namespace: 'wpcom/v2',
		route: '/resolve-redirect',
		endpoints: [
			{
				methods: [ 'GET' ],
				args: {
					url: {
						description: 'The address to resolve.',
						type: 'string',
						format: 'uri',
						required: true,
						maxLength: 2048,
					},
				},
				permission: requireCapability( 'edit_posts' ),
				handler: ( request ) => {
					const start = new URL( String( request.params.url ) );
					if (
						start.protocol !== 'http:' &&
						start.protocol !== 'https:'
					) {
						throw new RestError(
							'http_request_failed',
							'A valid URL was not provided.',
							400
						);
					}
					const result = follow( start, STAND_IN_WEB );
					if ( result.kind === 'unreachable' ) {
						throw new RestError(
							'http_request_failed',
							'This site makes no outgoing requests, and no local stand-in serves this address.',
							502
						);
					}
					if ( result.kind === 'too-many-redirects' ) {
						throw new RestError(
							'http_request_failed',
							'Too many redirects.',
							502
						);
					}
					return {
						data: { url: result.url, status: result.status },
					};
				},
			},
		],
	} );
}
