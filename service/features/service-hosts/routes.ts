import type { AppContext } from '../../../platform/context';
import type { RestServer } from '../../../platform/rest/server';
import { requireCapability } from '../../../platform/rest/errors';
import {
	registeredServiceHosts,
	serviceUrl,
} from '../../../shared/service-hosts';

/**
 * `GET /tessera/v1/service-hosts`: the service host map (shared/service-hosts) with absolute
 * bases, which the editor uses for what it loads from a third-party service. A real WordPress
 * has no such route, and the editor then loads the real services.
 */
export function registerServiceHostRoutes(
	rest: RestServer,
	ctx: AppContext
): void {
	void ctx;
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
