import type { RestServer } from '../../../../platform/rest/server';
import type {
	JsonSchema,
	Permission,
	RestRequest,
} from '../../../../platform/rest/types';

/** Registers a read-only /wp/v2 route: one GET endpoint whose handler gives the data. */
export type GetRoute = (
	route: string,
	permission: Permission,
	handler: ( request: RestRequest ) => unknown,
	args?: Record< string, JsonSchema >
) => void;

export function getRoutes( rest: RestServer ): GetRoute {
	return ( route, permission, handler, args = {} ) =>
		rest.register( {
			namespace: 'wp/v2',
			route,
			endpoints: [
				{
					methods: [ 'GET' ],
					args,
					permission,
					handler: ( request ) => ( { data: handler( request ) } ),
				},
			],
		} );
}
