import type { CompiledRoute, JsonSchema } from './types';

/** A route as the index and OPTIONS describe it: namespace, methods, endpoints with their args. */
export function describeRoute(
	route: CompiledRoute,
	origin: string
): JsonSchema {
	const endpoints = route.def.endpoints.map( ( endpoint ) => ( {
		methods: endpoint.methods,
		...( route.def.allowBatch ? { allow_batch: { v1: true } } : {} ),
		args: Object.fromEntries(
			Object.entries( endpoint.args ?? {} ).map( ( [ name, arg ] ) => {
				const {
					arg_options: _a,
					context: _c,
					readonly: _r,
					...shown
				} = arg;
				void _a;
				void _c;
				void _r;
				return [ name, { ...shown, required: arg.required === true } ];
			} )
		),
	} ) );
	const isStatic = ! route.full.includes( '(?P<' );
	return {
		namespace: route.def.namespace,
		methods: route.def.endpoints.flatMap( ( e ) => e.methods ),
		endpoints,
		...( isStatic
			? {
					_links: {
						self: [
							{ href: `${ origin }/wp-json${ route.full }` },
						],
					},
				}
			: {} ),
	};
}

/** The `routes` map of the index, optionally limited to one namespace. */
export function describeRoutes(
	routes: CompiledRoute[],
	origin: string,
	namespace?: string
): Record< string, JsonSchema > {
	const out: Record< string, JsonSchema > = {};
	for ( const route of routes ) {
		if ( ! namespace || route.def.namespace === namespace ) {
			out[ route.full ] = describeRoute( route, origin );
		}
	}
	return out;
}
