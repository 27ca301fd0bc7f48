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
export function authStatus( user: AuthUser | null ): number {
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
 * A permission callback: the user has `capability`, or WordPress's `rest_forbidden` (401 for a
 * visitor, 403 for a signed-in user).
 *
 * @param capability The capability the route needs, `manage_options`.
 */
export function requireCapability( capability: string ) {
	return ( request: { user: AuthUser | null } ) =>
		userCan( request.user, capability ) ||
		forbidden(
			'rest_forbidden',
			'Sorry, you are not allowed to do that.',
			request.user
		);
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
