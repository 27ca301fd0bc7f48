import { RestError } from '../../rest/errors';

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
