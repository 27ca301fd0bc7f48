import type { AuthUser } from '../auth/types';
import { userCan } from '../auth/capabilities';

/** A WP_Error that becomes `{ code, message, data: { status, ... } }`. */
export class RestError extends Error {
	constructor(
		readonly code: string,
		message: string,
		readonly status: number,
		readonly extra: Record< string, unknown > = {}
	) {
		super( message );
	}

	toJSON() {
		return {
			code: this.code,
			message: this.message,
			data: { status: this.status, ...this.extra },
		};
	}
}

/** rest_authorization_required_code(): 401 for a visitor, 403 for a signed-in user. */
function authStatus( user: AuthUser | null ): number {
	return user ? 403 : 401;
}

export function forbidden(
	code: string,
	message: string,
	user: AuthUser | null
): RestError {
	return new RestError( code, message, authStatus( user ) );
}

/**
 * A permission callback: the user has `capability`, or the error `code` (401 for a visitor, 403
 * for a signed-in user), WordPress's generic `rest_forbidden` unless the route names its own.
 *
 * @param capability The capability the route needs, `manage_options`.
 * @param code       The error code of a refusal.
 * @param message    The error message of a refusal.
 */
export function requireCapability(
	capability: string,
	code = 'rest_forbidden',
	message = 'Sorry, you are not allowed to do that.'
) {
	return ( request: { user: AuthUser | null } ) =>
		userCan( request.user, capability ) ||
		forbidden( code, message, request.user );
}

/**
 * Edit context shows what only editors may see: a request for it needs `allowed()`, else the error
 * `code` (401 for a visitor, 403 for a signed-in user). Other contexts pass.
 */
export function checkEditContext(
	request: { user: AuthUser | null; params: { context?: unknown } },
	allowed: () => boolean,
	code: string,
	message: string
): true | RestError {
	if ( request.params.context === 'edit' && ! allowed() ) {
		return forbidden( code, message, request.user );
	}
	return true;
}

export function noRoute(): RestError {
	return new RestError(
		'rest_no_route',
		'No route was found matching the URL and request method.',
		404
	);
}

export function invalidParam(
	name: string,
	message: string,
	details?: Record< string, unknown >
): RestError {
	return new RestError(
		'rest_invalid_param',
		`Invalid parameter(s): ${ name }`,
		400,
		{
			params: { [ name ]: message },
			...( details ? { details: { [ name ]: details } } : {} ),
		}
	);
}
