import type { AppContext } from '../../platform/context';
import type {
	DispatchBase,
	JsonSchema,
	RestMethod,
	RestRequest,
} from '../../platform/rest/types';
import { RestServer } from '../../platform/rest/server';
import { RestError, noRoute } from '../../platform/rest/errors';

const MAX_REQUESTS = 25;

interface BatchItem {
	method?: RestMethod;
	path: string;
	body?: Record< string, unknown >;
}

interface BatchResponse {
	body: unknown;
	status: number;
	headers: Record< string, string | number >;
}

const asResponse = ( error: RestError ): BatchResponse => ( {
	body: error.toJSON(),
	status: error.status,
	headers: {},
} );

function batchArgs(): Record< string, JsonSchema > {
	return {
		validation: {
			type: 'string',
			enum: [ 'require-all-validate', 'normal' ],
			default: 'normal',
		},
		requests: {
			required: true,
			type: 'array',
			maxItems: MAX_REQUESTS,
			items: {
				type: 'object',
				properties: {
					method: {
						type: 'string',
						enum: [ 'POST', 'PUT', 'PATCH', 'DELETE' ],
						default: 'POST',
					},
					path: {
						type: 'string',
						minLength: 1,
						maxLength: 2000,
					},
					body: { type: 'object' },
					headers: { type: 'object' },
				},
				required: [ 'path' ],
			},
		},
	};
}

/**
 * Why a request of the batch may not run, as WordPress checks it before anything runs: no route
 * answers its path and method (`rest_no_route`), or the route it reaches was not registered with
 * `allowBatch`. Null when it may run.
 */
function batchRefusal(
	rest: RestServer,
	origin: string,
	item: BatchItem
): BatchResponse | null {
	let path: string;
	try {
		( { path } = RestServer.parseHref( origin, `/wp-json${ item.path }` ) );
	} catch {
		// A path whose percent-encoding does not decode names no route.
		return asResponse( noRoute() );
	}
	const method = item.method ?? 'POST';
	const route = rest.routes.find(
		( r ) =>
			r.regex.test( path ) &&
			r.def.endpoints.some( ( e ) => e.methods.includes( method ) )
	);
	if ( ! route ) {
		return asResponse( noRoute() );
	}
	if ( ! route.def.allowBatch ) {
		return asResponse(
			new RestError(
				'rest_batch_not_allowed',
				'The requested route does not support batch requests.',
				400
			)
		);
	}
	return null;
}

/** `require-all-validate`: each request checked without being run; null for each that passes. */
function validateAll(
	rest: RestServer,
	origin: string,
	requests: BatchItem[]
): ( BatchResponse | null )[] {
	return requests.map( ( item ) => {
		const refusal = batchRefusal( rest, origin, item );
		if ( refusal ) {
			return refusal;
		}
		try {
			const { path, query } = RestServer.parseHref(
				origin,
				`/wp-json${ item.path }`
			);
			rest.resolve( item.method ?? 'POST', path, query, item.body ?? {} );
			return null;
		} catch ( error ) {
			if ( error instanceof RestError ) {
				return asResponse( error );
			}
			throw error;
		}
	} );
}

/** Runs each request in turn, as if it came alone. */
async function runAll(
	rest: RestServer,
	base: DispatchBase,
	requests: BatchItem[]
): Promise< BatchResponse[] > {
	const responses = [];
	for ( const item of requests ) {
		const refusal = batchRefusal( rest, base.origin, item );
		if ( refusal ) {
			responses.push( refusal );
			continue;
		}
		const response = await rest.dispatch(
			base,
			item.method ?? 'POST',
			`/wp-json${ item.path }`,
			{},
			item.body ?? {}
		);
		responses.push( {
			body: response.data,
			status: response.status,
			headers: response.headers,
		} );
	}
	return responses;
}

async function handleBatch( rest: RestServer, request: RestRequest ) {
	const requests = request.body.requests as BatchItem[];
	if ( request.body.validation === 'require-all-validate' ) {
		const checks = validateAll( rest, request.origin, requests );
		if ( checks.some( Boolean ) ) {
			return {
				status: 207,
				data: { failed: 'validation', responses: checks },
			};
		}
	}
	const base = {
		user: request.user,
		origin: request.origin,
		sessionToken: request.sessionToken,
	};
	return {
		status: 207,
		data: { responses: await runAll( rest, base, requests ) },
	};
}

/** /batch/v1: several REST requests in one (WordPress 5.6+), for routes that allow batching. */
export function registerBatch( rest: RestServer, _ctx: AppContext ): void {
	rest.register( {
		namespace: 'batch/v1',
		route: '',
		endpoints: [
			{
				methods: [ 'POST' ],
				args: batchArgs(),
				permission: () => true,
				handler: ( request ) => handleBatch( rest, request ),
			},
		],
	} );
}
