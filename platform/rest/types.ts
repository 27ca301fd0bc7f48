import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../auth/types';
import type { RestError } from './errors';
import type { JsonSchema } from '../content/json-schema';

export type RestMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type { JsonSchema };

/** What a handler sees: the analogue of WP_REST_Request. */
export interface RestRequest {
	method: RestMethod;
	/** The matched route, WordPress style (`/wp/v2/posts/(?P<id>[\d]+)`). */
	route: string;
	user: AuthUser | null;
	/** URL params (`id`), query params and body params merged, body winning (WP's get_params()). */
	// eslint-disable-next-line @typescript-eslint/no-explicit-any
	params: Record< string, any >;
	/** Only what was sent in the body (WP's get_json_params()). */
	// eslint-disable-next-line @typescript-eslint/no-explicit-any
	body: Record< string, any >;
	/** `http://host:port`, what home_url() would give. */
	origin: string;
	/** The Fastify request, for endpoints that read the raw body (media uploads). Absent when embedded. */
	raw?: FastifyRequest;
	/** Session token, for nonces. */
	sessionToken: string;
}

export interface RestResult {
	data: unknown;
	status?: number;
	headers?: Record< string, string | number >;
}

export type Permission = (
	request: RestRequest
) => true | RestError | Promise< true | RestError >;

export interface RestEndpoint {
	methods: RestMethod[];
	/** The endpoint's args: properties validated from the query (GET, DELETE) or the body. */
	args?: Record< string, JsonSchema >;
	permission: Permission;
	handler: ( request: RestRequest ) => RestResult | Promise< RestResult >;
	/** Accept any content type and keep the raw body (file uploads). */
	rawBody?: boolean;
	bodyLimit?: number;
}

export interface RestRouteDefinition {
	namespace: string;
	/** WordPress's route regex, e.g. `/posts/(?P<id>[\d]+)`. */
	route: string;
	endpoints: RestEndpoint[];
	/** The resource's item schema, shown by OPTIONS and used for context filtering. */
	schema?: () => JsonSchema;
	/** Whether /batch/v1 may call it (WordPress's `allow_batch`). */
	allowBatch?: boolean;
}

/** A registered route with its full path (`/wp/v2/posts/(?P<id>[\d]+)`) and that path as a regex. */
export interface CompiledRoute {
	def: RestRouteDefinition;
	full: string;
	regex: RegExp;
}

/** Who makes an internal request, and for which site address. */
export interface DispatchBase {
	user: RestRequest[ 'user' ];
	origin: string;
	sessionToken: string;
}
