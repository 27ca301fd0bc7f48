import type { AppContext } from '../context';
import type { RestMethod } from '../rest/types';
import { RestServer } from '../rest/server';
import { RestError } from '../rest/errors';
import { toRegExp } from '../rest/routes-compile';

const MAX_REQUESTS = 25;

const notAllowed = () => {
	const error = new RestError(
		'rest_batch_not_allowed',
		'The requested route does not support batch requests.',
		400
	);
	return { body: error.toJSON(), status: 400, headers: {} };
};

/** /batch/v1: several REST requests in one (WordPress 5.6+), for routes that allow batching. */
export function registerBatch( rest: RestServer, _ctx: AppContext ): void {
	rest.register( {
		namespace: 'batch/v1',
		route: '',
		endpoints: [
			{
				methods: [ 'POST' ],
				args: {
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
				},
				permission: () => true,
				handler: async ( request ) => {
					const base = {
						user: request.user,
						origin: request.origin,
						sessionToken: request.sessionToken,
					};
					const requests = request.body.requests as {
						method?: RestMethod;
						path: string;
						body?: Record< string, unknown >;
					}[];
					const batchable = ( path: string ) => {
						const pathname = path.split( '?' )[ 0 ];
						return rest.routes.some(
							( r ) =>
								r.def.allowBatch &&
								toRegExp( r.full ).test( pathname )
						);
					};
					if ( request.body.validation === 'require-all-validate' ) {
						const checks = requests.map( ( item ) => {
							if ( ! batchable( item.path ) ) {
								return notAllowed();
							}
							try {
								const { path, query } = RestServer.parseHref(
									request.origin,
									`/wp-json${ item.path }`
								);
								rest.resolve(
									item.method ?? 'POST',
									path,
									query,
									item.body ?? {}
								);
								return null;
							} catch ( error ) {
								if ( error instanceof RestError ) {
									return {
										body: error.toJSON(),
										status: error.status,
										headers: {},
									};
								}
								throw error;
							}
						} );
						if ( checks.some( Boolean ) ) {
							return {
								status: 207,
								data: {
									failed: 'validation',
									responses: checks,
								},
							};
						}
					}
					const responses = [];
					for ( const item of requests ) {
						if ( ! batchable( item.path ) ) {
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
					return { status: 207, data: { responses } };
				},
			},
		],
	} );
}
