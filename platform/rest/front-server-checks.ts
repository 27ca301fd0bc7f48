/**
 * Requests a front web server (Apache, nginx) refuses before WordPress ever sees them: a URL that
 * is not validly percent-encoded, a URL or header block that is too long, bytes that are not HTTP.
 * Here they are answered in WordPress's shape, never in the HTTP framework's own: a JSON error
 * `{ code, message, data: { status } }` for the REST API (and for clients that want JSON), the
 * error page otherwise. A path segment too long for the router is simply not found, as a post
 * slug of that length would be.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { RestError, noRoute } from './errors';
import { errorPageHtml, sendError } from './error-handler';
import { malformedParams } from './querystring';
import { isRestUrl } from './request-target';

/** Apache's default LimitRequestLine: a longer URL never reaches a WordPress behind it (414). */
const MAX_URL_LENGTH = 8190;

const badEncoding = () =>
	new RestError(
		'rest_invalid_url',
		'The URL is not validly percent-encoded.',
		400
	);

const urlTooLong = () =>
	new RestError(
		'rest_url_too_long',
		'The URL is longer than this site accepts.',
		414
	);

const headersTooLarge = () =>
	new RestError(
		'rest_headers_too_large',
		'The request headers are larger than this site accepts.',
		431
	);

const badRequest = () =>
	new RestError(
		'rest_bad_request',
		'The request could not be understood.',
		400
	);

const timedOut = () =>
	new RestError(
		'rest_request_timeout',
		'The request took too long to arrive.',
		408
	);

/**
 * onRequest: a URL over the length limit, or a query whose parameters are not validly
 * percent-encoded UTF-8. PHP would read `%E0%A4%A` as bytes that are not text; here such a
 * parameter is refused, named as WordPress names an invalid parameter.
 */
export async function checkRequestUrl( request: FastifyRequest ) {
	const url = request.originalUrl;
	if ( url.length > MAX_URL_LENGTH ) {
		throw urlTooLong();
	}
	const start = url.indexOf( '?' );
	if ( start === -1 ) {
		return;
	}
	const names = malformedParams( url.slice( start + 1 ).split( '#' )[ 0 ] );
	if ( names.length ) {
		throw new RestError(
			'rest_invalid_param',
			`Invalid parameter(s): ${ names.join( ', ' ) }`,
			400,
			{
				params: Object.fromEntries(
					names.map( ( name ) => [
						name,
						`${ name } is not validly percent-encoded.`,
					] )
				),
			}
		);
	}
}

/** Fastify's `frameworkErrors`: a path the router cannot decode, or one too long for it. */
export function answerFrameworkError(
	error: FastifyError,
	request: FastifyRequest,
	reply: FastifyReply
) {
	if ( error.code === 'FST_ERR_MAX_PARAM_LENGTH' ) {
		return sendError(
			request,
			reply,
			isRestUrl( request.url )
				? noRoute()
				: new RestError( 'not_found', 'Not found.', 404 )
		);
	}
	return sendError(
		request,
		reply,
		error.code === 'FST_ERR_BAD_URL' ? badEncoding() : badRequest()
	);
}

const CLIENT_ERROR_LINGER_MS = 10_000;
const answered = new WeakSet< Socket >();

/** The error of a request Node's HTTP parser gave up on, by the parser's reason. */
function clientError( code: string | undefined, requestLine: string ) {
	if ( code === 'ERR_HTTP_REQUEST_TIMEOUT' ) {
		return timedOut();
	}
	if ( code !== 'HPE_HEADER_OVERFLOW' ) {
		return badRequest();
	}
	return requestLine.length > MAX_URL_LENGTH
		? urlTooLong()
		: headersTooLarge();
}

/**
 * Fastify's `clientErrorHandler`: Node's HTTP parser refused the request (a URL or headers over
 * its size limit, malformed HTTP), so no route runs; the answer is written to the socket. Whether
 * it is a REST request is read from the request line, as far as it arrived.
 */
export function answerClientError(
	error: Error & { code?: string; rawPacket?: unknown },
	socket: Socket
) {
	if ( error.code === 'ECONNRESET' || socket.destroyed ) {
		return;
	}
	const received = Buffer.isBuffer( error.rawPacket )
		? error.rawPacket.toString( 'latin1' )
		: '';
	const lineEnd = received.indexOf( '\r\n' );
	const requestLine =
		lineEnd === -1 ? received : received.slice( 0, lineEnd );
	const target = /^[A-Z]+ (\S+)/.exec( requestLine )?.[ 1 ] ?? '';
	const rest = clientError( error.code, requestLine );
	const [ type, body ] = isRestUrl( target )
		? [ 'application/json; charset=UTF-8', JSON.stringify( rest ) ]
		: [ 'text/html; charset=utf-8', errorPageHtml( rest.message ) ];
	// The parser reports the rest of an oversized request again as it drains: answered once.
	if ( answered.has( socket ) ) {
		return;
	}
	if ( ! socket.writable ) {
		socket.destroy( error );
		return;
	}
	// Closing a socket that still holds unread bytes resets the connection, and a reset can
	// discard the answer before the client reads it: drain what the client sent, answer, and close
	// once the client has (a client that never does is cut off after ten seconds).
	answered.add( socket );
	socket.resume();
	socket.setTimeout( CLIENT_ERROR_LINGER_MS, () => socket.destroy() );
	socket.end(
		`HTTP/1.1 ${ rest.status } ${ STATUS_CODES[ rest.status ] }\r\n` +
			`Content-Type: ${ type }\r\nContent-Length: ${ Buffer.byteLength( body ) }\r\n` +
			`Connection: close\r\n\r\n${ body }`
	);
}
