import type { AppContext } from '../../context';
import type { RestServer } from '../../rest/server';
import { RestError, requireCapability } from '../../rest/errors';
import {
	registeredServiceHosts,
	serviceUrl,
} from '../../../shared/service-hosts';
import { SCHEDULING_ORIGIN, statusOf } from './provider';

/**
 * What each stand-in answers for an address on its real origin. WordPress.com's resolve-redirect
 * fetches the address; this site makes no outgoing request, so only origins a stand-in serves
 * can be resolved. Another stand-in that needs URL verification adds its origin here.
 */
const RESOLVERS: Record< string, ( url: URL ) => number > = {
	[ SCHEDULING_ORIGIN ]: statusOf,
};

/**
 * - `GET /wpcom/v2/resolve-redirect?url=` ({ url, status }): WordPress.com's check that an
 *   address loads, which an embed block asks before it embeds the address the user entered, so
 *   that a wrong address is reported in the editor rather than shown broken. Editors only.
 * - `GET /tessera/v1/service-hosts`: the service host map (shared/service-hosts) with absolute
 *   bases, which the editor uses for what it loads. A real WordPress has no such route, and the
 *   editor then loads the real services.
 */
export function registerSchedulingRoutes(
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
					},
				},
				permission: requireCapability( 'edit_posts' ),
				handler: ( request ) => {
					const url = new URL( String( request.params.url ) );
					const resolve = RESOLVERS[ url.origin ];
					if ( ! resolve ) {
						throw new RestError(
							'http_request_failed',
							'This site makes no outgoing requests, and no local stand-in serves this address.',
							502
						);
					}
					return {
						data: { url: url.toString(), status: resolve( url ) },
					};
				},
			},
		],
	} );

	rest.register( {
		namespace: 'tessera/v1',
		route: '/service-hosts',
		endpoints: [
			{
				methods: [ 'GET' ],
				args: {},
				permission: requireCapability( 'edit_posts' ),
				handler: ( request ) => {
					const hosts = registeredServiceHosts();
					return {
						data: Object.fromEntries(
							Object.keys( hosts ).map( ( origin ) => [
								origin,
								serviceUrl(
									origin,
									hosts,
									request.origin
								).replace( /\/$/, '' ),
							] )
						),
					};
				},
			},
		],
	} );
}
