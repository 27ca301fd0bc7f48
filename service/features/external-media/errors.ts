import { RestError } from '../../../platform/rest/errors';
import type { GoogleError } from '../../stand-ins/google-photos/provider';

/** The user has no Google Photos connection (or it was removed): the picker shows its connect screen. */
export function authorizationRequired(): RestError {
	return new RestError(
		'authorization_required',
		'You need to connect your Google Photos account first.',
		403
	);
}

/** The service failed on its side: the picker shows 'Internal server error'. */
export function upstreamFailure(): RestError {
	return new RestError(
		'internal_server_error',
		'Internal server error',
		500
	);
}

export function invalidPageHandle(): RestError {
	return new RestError(
		'rest_invalid_param',
		'Invalid parameter(s): page_handle',
		400,
		{ params: { page_handle: 'Invalid page handle.' } }
	);
}

/** Pexels or Google Photos refused for the quota: their own words, which the picker shows. */
export function rateLimited( message: string ): RestError {
	return new RestError( 'rest_external_media_rate_limited', message, 429 );
}

/**
 * What the site answers for a Google Photos failure: a token Google no longer takes (expired,
 * revoked, or without the library scope) asks the user to connect again; the quota passes
 * Google's message on; Google's own faults are an internal error; a bad page token is the
 * handle's fault and any other refusal a bad parameter.
 */
export function fromGoogle( error: GoogleError[ 'error' ] ): RestError {
	if ( error.code === 401 || error.code === 403 ) {
		return authorizationRequired();
	}
	if ( error.code === 429 ) {
		return rateLimited( error.message );
	}
	if ( error.code >= 500 ) {
		return upstreamFailure();
	}
	return error.message === 'Invalid page token.'
		? invalidPageHandle()
		: new RestError( 'rest_invalid_param', error.message, 400 );
}
