import { own } from '../../../../platform/content/own';
import { RestError } from '../../../../platform/rest/errors';
import type {
	JsonSchema,
	RestEndpoint,
	RestRequest,
} from '../../../../platform/rest/types';
import type { RestServer } from '../../../../platform/rest/server';
import { contextArg } from '../../../rest/common-args';

/** What one of WordPress's read-only definition controllers (post types, statuses, taxonomies) is made of. */
export interface DefinitionRoutes< T > {
	/** The collection's base: `/wp/v2/<base>`. */
	base: string;
	/** The item's path parameter: `/wp/v2/<base>/<param>`; an unknown one is `rest_<param>_invalid`. */
	param: string;
	paramDescription?: string;
	/** The 404 message of an unknown slug ("Invalid status."). */
	invalid: string;
	definitions: Record< string, T >;
	schema: () => JsonSchema;
	list: RestEndpoint;
	/** Whether this request may read this (existing) definition. */
	canRead: ( request: RestRequest, definition: T ) => true | RestError;
	prepare: (
		request: RestRequest,
		slug: string,
		definition: T
	) => Record< string, unknown >;
}

/** GET /wp/v2/<base>/<slug>: one definition, if it exists and the request may read it. */
function readDefinition< T >( routes: DefinitionRoutes< T > ): RestEndpoint {
	const { param } = routes;
	return {
		methods: [ 'GET' ],
		args: {
			[ param ]: {
				...( routes.paramDescription && {
					description: routes.paramDescription,
				} ),
				type: 'string',
			},
			context: contextArg(),
		},
		permission: ( request ) => {
			const definition = own(
				routes.definitions,
				request.params[ param ]
			);
			if ( ! definition ) {
				return new RestError(
					`rest_${ param }_invalid`,
					routes.invalid,
					404
				);
			}
			return routes.canRead( request, definition );
		},
		handler: ( request ) => {
			const slug = request.params[ param ] as string;
			return {
				data: routes.prepare(
					request,
					slug,
					routes.definitions[ slug ]
				),
			};
		},
	};
}

/** Registers /wp/v2/<base> (the given list endpoint) and /wp/v2/<base>/<slug>. */
export function registerDefinitionRoutes< T >(
	rest: RestServer,
	routes: DefinitionRoutes< T >
): void {
	rest.register( {
		namespace: 'wp/v2',
		route: `/${ routes.base }`,
		schema: routes.schema,
		endpoints: [ routes.list ],
	} );
	rest.register( {
		namespace: 'wp/v2',
		route: `/${ routes.base }/(?P<${ routes.param }>[\\w-]+)`,
		schema: routes.schema,
		endpoints: [ readDefinition( routes ) ],
	} );
}
