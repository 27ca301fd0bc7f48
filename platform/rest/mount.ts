import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { noRoute } from './errors';
import { withRawBodies } from './body-parsers';
import { describeRoute } from './describe';
import { requestSchemas, splitLists } from './endpoint-schemas';
import { toFastifyPath } from './routes-compile';
import type { RestServer } from './server';
import type {
	CompiledRoute,
	RestEndpoint,
	RestMethod,
	RestRequest,
} from './types';

/** The URL parameters (`id`), from Fastify's router or, for a wildcard route, from the route's regex. */
function urlParams(
	route: CompiledRoute,
	request: FastifyRequest,
	wildcard: boolean
): Record< string, string > {
	if ( ! wildcard ) {
		return { ...( request.params as Record< string, string > ) };
	}
	const path = decodeURIComponent(
		request.url.split( '?' )[ 0 ].replace( /^\/wp-json/, '' )
	);
	const match = route.regex.exec( path );
	if ( ! match ) {
		throw noRoute();
	}
	return { ...match.groups };
}

/** A Fastify request as a handler sees it: query, body and URL parameters merged, in that order. */
function toRequest(
	route: CompiledRoute,
	method: RestMethod,
	request: FastifyRequest,
	wildcard: boolean
): RestRequest {
	const body =
		request.body &&
		typeof request.body === 'object' &&
		! Buffer.isBuffer( request.body )
			? ( request.body as Record< string, unknown > )
			: {};
	return {
		method,
		route: route.full,
		user: request.user,
		params: {
			...( request.query as object ),
			...body,
			...urlParams( route, request, wildcard ),
		},
		body,
		origin: request.origin,
		raw: request,
		sessionToken: request.sessionToken,
	};
}

async function serve(
	server: RestServer,
	route: CompiledRoute,
	endpoint: RestEndpoint,
	restRequest: RestRequest,
	reply: FastifyReply
) {
	const result = await server.run( endpoint, restRequest );
	const data = await server.finish( result.data, restRequest );
	reply.header( 'Allow', await server.allowed( route, restRequest ) );
	for ( const [ name, value ] of Object.entries( result.headers ?? {} ) ) {
		reply.header( name, value );
	}
	reply
		.code( result.status ?? 200 )
		.type( 'application/json; charset=UTF-8' );
	return reply.send( JSON.stringify( data ) );
}

/** OPTIONS: the route's description and item schema, and the methods this user may use. */
async function serveOptions(
	server: RestServer,
	route: CompiledRoute,
	restRequest: RestRequest,
	reply: FastifyReply
) {
	const data = {
		...describeRoute( route, restRequest.origin ),
		...( route.def.schema ? { schema: route.def.schema() } : {} ),
	};
	reply.header( 'Allow', await server.allowed( route, restRequest ) );
	return reply
		.type( 'application/json; charset=UTF-8' )
		.send( JSON.stringify( data ) );
}

/** Each endpoint by each of its methods (a later endpoint taking a method wins). */
function endpointsByMethod( route: CompiledRoute ) {
	const byMethod = new Map< RestMethod, RestEndpoint >();
	for ( const endpoint of route.def.endpoints ) {
		for ( const method of endpoint.methods ) {
			byMethod.set( method, endpoint );
		}
	}
	return byMethod;
}

/** Mounts every registered route on Fastify under /wp-json, with its OPTIONS answer. */
export function mountRoutes( app: FastifyInstance, server: RestServer ): void {
	for ( const route of server.routes ) {
		const { path, wildcard } = toFastifyPath( route.full );
		const url = `/wp-json${ path }`;
		for ( const [ method, endpoint ] of endpointsByMethod( route ) ) {
			const mount = ( target: FastifyInstance ) =>
				target.route( {
					method,
					url,
					bodyLimit: endpoint.bodyLimit,
					config: { rest: true, rawBody: !! endpoint.rawBody },
					preValidation: async ( request ) => {
						splitLists(
							request.query as Record< string, unknown >,
							endpoint.args ?? {}
						);
						request.body ??= {};
					},
					schema: requestSchemas( endpoint, method ),
					handler: async ( request, reply ) =>
						serve(
							server,
							route,
							endpoint,
							toRequest( route, method, request, wildcard ),
							reply
						),
				} );
			if ( endpoint.rawBody ) {
				withRawBodies( app, mount );
			} else {
				mount( app );
			}
		}
		app.route( {
			method: 'OPTIONS',
			url,
			config: { rest: true },
			handler: async ( request, reply ) =>
				serveOptions(
					server,
					route,
					toRequest( route, 'GET', request, wildcard ),
					reply
				),
		} );
	}
}
