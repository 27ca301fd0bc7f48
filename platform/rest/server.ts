import { RestError, noRoute } from './errors';
import { finishResponse } from './embed';
import { describeRoutes } from './describe';
import { requestSchemas, splitLists } from './endpoint-schemas';
import { toRegExp } from './routes-compile';
import { validationError, type Validate } from './validation';
import type {
	CompiledRoute,
	DispatchBase,
	JsonSchema,
	RestEndpoint,
	RestMethod,
	RestRequest,
	RestResult,
	RestRouteDefinition,
} from './types';

/** The registry of REST routes: runs and describes them, and dispatches internal requests. */
export class RestServer {
	readonly routes: CompiledRoute[] = [];
	private readonly querySchemas = new Map< RestEndpoint, Validate >();
	private readonly bodySchemas = new Map< RestEndpoint, Validate >();
	private readonly valueValidators = new Map< string, Validate >();

	constructor(
		private readonly compile: (
			part: string,
			schema: JsonSchema
		) => Validate
	) {}

	register( def: RestRouteDefinition ): void {
		const full = `/${ def.namespace }${ def.route }`;
		this.routes.push( { def, full, regex: toRegExp( full ) } );
	}

	namespaces(): string[] {
		return [ ...new Set( this.routes.map( ( r ) => r.def.namespace ) ) ];
	}

	/** Permission check, then the handler (WP_REST_Server::respond_to_request). */
	async run(
		endpoint: RestEndpoint,
		request: RestRequest
	): Promise< RestResult > {
		const permitted = await endpoint.permission( request );
		if ( permitted !== true ) {
			throw permitted;
		}
		return endpoint.handler( request );
	}

	/** `_embed` then `_fields`, as WordPress prepares a response. */
	finish( data: unknown, request: RestRequest ): Promise< unknown > {
		return finishResponse( data, request, ( href ) =>
			this.dispatch( request, 'GET', href, { context: 'embed' } )
		);
	}

	/** Finds the route and endpoint of an internal request and validates its parameters. */
	resolve(
		method: RestMethod,
		path: string,
		query: Record< string, unknown >,
		body: Record< string, unknown >
	) {
		const route = this.routes.find( ( r ) => r.regex.test( path ) );
		const endpoint = route?.def.endpoints.find( ( e ) =>
			e.methods.includes( method )
		);
		if ( ! route || ! endpoint ) {
			throw noRoute();
		}
		splitLists( query, endpoint.args ?? {} );
		const schemas = requestSchemas( endpoint, method );
		this.validate(
			this.querySchemas,
			endpoint,
			'querystring',
			schemas.querystring,
			query
		);
		if ( schemas.body ) {
			this.validate(
				this.bodySchemas,
				endpoint,
				'body',
				schemas.body,
				body
			);
		}
		return { route, endpoint };
	}

	/** Splits an href into the REST path and its query. */
	static parseHref(
		origin: string,
		href: string
	): { path: string; query: Record< string, unknown > } {
		const url = new URL( href, origin );
		return {
			path:
				decodeURIComponent(
					url.pathname.replace( /^\/wp-json/, '' )
				) || '/',
			query: { ...Object.fromEntries( url.searchParams ) },
		};
	}

	/** An internal request (rest_do_request): used for `_embed` and /batch/v1. */
	async dispatch(
		base: DispatchBase,
		method: RestMethod,
		href: string,
		extraQuery: Record< string, unknown > = {},
		body: Record< string, unknown > = {}
	): Promise< {
		status: number;
		data: unknown;
		headers: Record< string, string | number >;
	} > {
		const { path, query: parsed } = RestServer.parseHref(
			base.origin,
			href
		);
		const query = { ...parsed, ...extraQuery };
		try {
			const { route, endpoint } = this.resolve(
				method,
				path,
				query,
				body
			);
			const request: RestRequest = {
				...base,
				method,
				route: route.full,
				params: {
					...query,
					...body,
					...route.regex.exec( path )?.groups,
				},
				body,
			};
			const result = await this.run( endpoint, request );
			return {
				status: result.status ?? 200,
				data: await this.finish( result.data, request ),
				headers: result.headers ?? {},
			};
		} catch ( error ) {
			if ( error instanceof RestError ) {
				return {
					status: error.status,
					data: error.toJSON(),
					headers: {},
				};
			}
			throw error;
		}
	}

	private validate(
		cache: Map< RestEndpoint, Validate >,
		endpoint: RestEndpoint,
		part: string,
		schema: JsonSchema,
		data: unknown
	) {
		let validate = cache.get( endpoint );
		if ( ! validate ) {
			validate = this.compile( part, schema );
			cache.set( endpoint, validate );
		}
		if ( ! validate( data ) ) {
			throw validationError( validate.errors ?? [] );
		}
	}

	/**
	 * rest_validate_value_from_schema() for a value checked inside a handler: a JSON value keeps its
	 * types; one from a query string (`fromQuery`) is coerced in place, as WordPress accepts "3" for 3.
	 */
	validateValue(
		schema: JsonSchema,
		value: unknown,
		name: string,
		fromQuery = false
	): void {
		const part = fromQuery ? 'querystring' : 'body';
		const key = `${ part }:${ name }:${ JSON.stringify( schema ) }`;
		let validate = this.valueValidators.get( key );
		if ( ! validate ) {
			validate = this.compile( part, {
				type: 'object',
				properties: { [ name ]: schema },
			} );
			this.valueValidators.set( key, validate );
		}
		if ( ! validate( { [ name ]: value } ) ) {
			throw validationError( validate.errors ?? [] );
		}
	}

	/** rest_send_allow_header(): the methods whose permission check passes for this user. */
	async allowed(
		route: CompiledRoute,
		request: RestRequest
	): Promise< string > {
		const methods: RestMethod[] = [];
		for ( const endpoint of route.def.endpoints ) {
			let ok: true | RestError;
			try {
				ok = await endpoint.permission( {
					...request,
					method: endpoint.methods[ 0 ],
					body: {},
				} );
			} catch ( error ) {
				if ( ! ( error instanceof RestError ) ) {
					throw error;
				}
				ok = error;
			}
			if ( ok === true ) {
				methods.push( ...endpoint.methods );
			}
		}
		return methods.join( ', ' );
	}

	/** The `routes` map of the index, optionally limited to one namespace. */
	describeAll( origin: string, namespace?: string ) {
		return describeRoutes( this.routes, origin, namespace );
	}
}
