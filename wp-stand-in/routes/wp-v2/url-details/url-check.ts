import { RestError } from '../../../../platform/rest/errors';

/** The ports WordPress fetches from without asking (http_allowed_safe_ports). */
const SAFE_PORTS = [ '', '80', '443', '8080' ];

/** Addresses of this machine or a private network, which WordPress never fetches for a visitor. */
const PRIVATE_HOST =
	/^(localhost|127\.\d+\.\d+\.\d+|10\.\d+\.\d+\.\d+|172\.(1[6-9]|2\d|3[01])\.\d+\.\d+|192\.168\.\d+\.\d+|0\.0\.0\.0|\[[0-9a-f:.]*\])$/i;

/** What WordPress answers for a `url` its validate callback refuses. */
function invalidUrl(): RestError {
	return new RestError(
		'rest_invalid_param',
		'Invalid parameter(s): url',
		400,
		{
			params: { url: 'Invalid parameter.' },
			details: [],
		}
	);
}

/**
 * wp_http_validate_url(): an http(s) address with a host and no credentials; not of this machine
 * or a private network unless its host is the site's; on a safe port unless it is the site's own
 * host and port. Host names are not looked up: nothing leaves the server.
 *
 * @param value    The `url` sent.
 * @param siteUrls The addresses the site answers at.
 */
export function checkedUrl( value: unknown, siteUrls: URL[] ): URL {
	let url: URL;
	try {
		url = new URL( String( value ) );
	} catch {
		throw invalidUrl();
	}
	if (
		! /^https?:$/.test( url.protocol ) ||
		! url.hostname ||
		url.username ||
		url.password
	) {
		throw invalidUrl();
	}
	const sameHost = siteUrls.some(
		( site ) => site.hostname === url.hostname
	);
	if ( ! sameHost && PRIVATE_HOST.test( url.hostname ) ) {
		throw invalidUrl();
	}
	if (
		! SAFE_PORTS.includes( url.port ) &&
		! siteUrls.some( ( site ) => site.host === url.host )
	) {
		throw invalidUrl();
	}
	return url;
}

/**
 * What WordPress answers when the page cannot be fetched: every address outside this site, which
 * the server never fetches.
 */
export function noResponse(): RestError {
	return new RestError(
		'no_response',
		'URL not found. Response returned a non-200 status code for this URL.',
		404
	);
}
