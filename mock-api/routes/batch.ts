import type { AppContext } from '../context';
import type {
	DispatchBase,
	JsonSchema,
	RestMethod,
	RestRequest,
} from '../rest/types';
import { RestServer } from '../rest/server';
import { RestError } from '../rest/errors';
import { toRegExp } from '../rest/routes-compile';

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

const notAllowed = () =>
	asResponse(
		new RestError(
			'rest_batch_not_allowed',
			'The requested route does not support batch requests.',
			400
		)
	);

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

/** Only routes registered with `allowBatch` may be called in a batch. */
function batchable( rest: RestServer, path: string ): boolean {
	const pathname = path.split( '?' )[ 0 ];
	return rest.routes.some(
		( r ) => r.def.allowBatch && toRegExp( r.full ).test( pathname )
	);
}

/** `require-all-validate`: each request checked without being run; null for each that passes. */
function validateAll(
	rest: RestServer,
	origin: string,
	requests: BatchItem[]
): ( BatchResponse | null )[] {
	return requests.map( ( item ) => {
		if ( ! batchable( rest, item.path ) ) {
			return notAllowed();
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
		if ( ! batchable( rest, item.path ) ) {
			responses.push( notAllowed() );
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
