import type { JsonSchema, RestEndpoint, RestMethod } from './types';

/** Parameters every endpoint accepts in the query string (WordPress's global parameters). */
const GLOBAL_QUERY: Record< string, JsonSchema > = {
	_fields: {
		anyOf: [
			{ type: 'string' },
			{ type: 'array', items: { type: 'string' } },
		],
	},
	_embed: {
		anyOf: [
			{ type: 'string' },
			{ type: 'array', items: { type: 'string' } },
		],
	},
	_locale: { type: 'string' },
	_wpnonce: { type: 'string' },
	_method: { type: 'string' },
};

const BODY_METHODS: RestMethod[] = [ 'POST', 'PUT', 'PATCH' ];

/** A write sends its args as a JSON body, unless the endpoint takes the raw body (a file). */
function hasJsonBody( endpoint: RestEndpoint, method: RestMethod ): boolean {
	return BODY_METHODS.includes( method ) && ! endpoint.rawBody;
}

/** Removes WordPress-only keywords and body defaults so that ajv validates only what was sent. */
function cleanArg( schema: JsonSchema, forBody: boolean ): JsonSchema {
	const {
		required: _required,
		readonly: _readonly,
		context: _context,
		arg_options: _argOptions,
		description: _d,
		...rest
	} = schema;
	void _required;
	void _readonly;
	void _context;
	void _argOptions;
	void _d;
	if ( forBody ) {
		delete rest.default;
	}
	if ( rest.properties ) {
		rest.properties = Object.fromEntries(
			Object.entries(
				rest.properties as Record< string, JsonSchema >
			).map( ( [ k, v ] ) => [ k, cleanArg( v, forBody ) ] )
		);
	}
	if ( rest.items ) {
		rest.items = cleanArg( rest.items, forBody );
	}
	for ( const key of [ 'anyOf', 'oneOf' ] ) {
		if ( rest[ key ] ) {
			rest[ key ] = ( rest[ key ] as JsonSchema[] ).map( ( s ) =>
				cleanArg( s, forBody )
			);
		}
	}
	return rest;
}

function objectSchema(
	args: Record< string, JsonSchema >,
	forBody: boolean
): JsonSchema {
	const properties: Record< string, JsonSchema > = {};
	const required: string[] = [];
	for ( const [ name, arg ] of Object.entries( args ) ) {
		properties[ name ] = cleanArg( arg, forBody );
		if ( arg.required === true ) {
			required.push( name );
		}
	}
	return {
		type: 'object',
		properties,
		...( required.length ? { required } : {} ),
	};
}

/** wp_parse_list() for array args sent in a query string as `1,2,3`. */
export function splitLists(
	query: Record< string, unknown >,
	args: Record< string, JsonSchema >
): void {
	for ( const [ name, arg ] of Object.entries( args ) ) {
		const value = query?.[ name ];
		if (
			typeof value === 'string' &&
			( arg.type === 'array' ||
				( Array.isArray( arg.type ) && arg.type.includes( 'array' ) ) )
		) {
			query[ name ] = value.split( /[\s,]+/ ).filter( Boolean );
		}
	}
}

/** The query string schema of an endpoint: its args for GET and DELETE, the global parameters always. */
function querySchema( endpoint: RestEndpoint, method: RestMethod ): JsonSchema {
	const args = hasJsonBody( endpoint, method ) ? {} : ( endpoint.args ?? {} );
	const schema = objectSchema( args, false );
	schema.properties = { ...GLOBAL_QUERY, ...schema.properties };
	return schema;
}

/** The body schema of a write endpoint: its args, without defaults (an update sends only what changes). */
function bodySchema( endpoint: RestEndpoint ): JsonSchema {
	return objectSchema( endpoint.args ?? {}, true );
}

/** What a request to the endpoint is validated with: its query string, and its JSON body if it has one. */
export function requestSchemas(
	endpoint: RestEndpoint,
	method: RestMethod
): { querystring: JsonSchema; body?: JsonSchema } {
	return {
		querystring: querySchema( endpoint, method ),
		...( hasJsonBody( endpoint, method )
			? { body: bodySchema( endpoint ) }
			: {} ),
	};
}
