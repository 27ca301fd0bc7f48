import type {
	FastifyError,
	FastifyInstance,
	FastifyReply,
	FastifyRequest,
} from 'fastify';
import { RestError, noRoute } from './errors';
import { validationError } from './validation';
import { isRestUrl } from './request-target';
import { htmlSpecialChars } from '../../shared/server-render/html';
import { languageAttributes } from '../content/locale';

/** Any error as a WP_Error: ours as they are, Fastify's translated, anything else a logged 500. */
function toRestError(
	error: FastifyError | RestError | Error,
	log: ( message: string ) => void
): RestError {
	if ( error instanceof RestError ) {
		return error;
	}
	const fastifyError = error as FastifyError;
	if ( fastifyError.validation ) {
		return validationError( fastifyError.validation as never );
	}
	switch ( fastifyError.code ) {
		case 'FST_ERR_CTP_BODY_TOO_LARGE':
		case 'FST_REQ_FILE_TOO_LARGE':
		case 'FST_PARTS_LIMIT':
		case 'FST_FILES_LIMIT':
			return new RestError(
				'rest_request_too_large',
				'The request is larger than this site accepts.',
				413
			);
		case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
			return new RestError(
				'rest_invalid_content_type',
				'The request body has a content type this route does not accept.',
				415
			);
	}
	const status = fastifyError.statusCode;
	if ( status && status >= 400 && status < 500 ) {
		return new RestError(
			'rest_bad_request',
			fastifyError.message,
			status
		);
	}
	log( `Unexpected error: ${ error.stack ?? error.message }` );
	return new RestError(
		'internal_server_error',
		'There has been a critical error on this website.',
		500
	);
}

const JSON_TYPE = /\bapplication\/json\b/i;

function isRest( request: FastifyRequest ): boolean {
	return isRestUrl( request.url );
}

/**
 * Whether an error is answered in WordPress's JSON shape: for the REST API, and for a client that
 * sends JSON or asks for it (the form's view script posting to its own route) and could not read a
 * page.
 */
function answersJson( request: FastifyRequest ): boolean {
	return (
		isRest( request ) ||
		JSON_TYPE.test( String( request.headers.accept ?? '' ) ) ||
		JSON_TYPE.test( String( request.headers[ 'content-type' ] ?? '' ) )
	);
}

/**
 * What a wp_die() page says around its message, in the message's language: its `<html>` locale,
 * its title (WordPress's own, "WordPress › Error") and its heading.
 */
export interface ErrorPageWords {
	locale: string;
	title: string;
	heading: string;
}

/** The words of a page whose message is English, as WordPress's own messages are here. */
export const ENGLISH_ERROR_PAGE: ErrorPageWords = {
	locale: 'en_US',
	title: 'WordPress › Error',
	heading: 'Error',
};

/** A minimal wp_die() page, the body of an error outside the REST API. */
export function errorPageHtml(
	message: string,
	words: ErrorPageWords = ENGLISH_ERROR_PAGE
): string {
	return (
		`<!DOCTYPE html><html ${ languageAttributes( words.locale ) }><head><meta charset="utf-8"><title>${ htmlSpecialChars( words.title ) }</title></head>` +
		`<body><main><h1>${ htmlSpecialChars( words.heading ) }</h1><p>${ htmlSpecialChars( message ) }</p></main></body></html>`
	);
}

/** A minimal wp_die() page for errors outside the REST API. */
export function sendHtmlError(
	reply: FastifyReply,
	status: number,
	message: string,
	words?: ErrorPageWords
) {
	return reply
		.code( status )
		.type( 'text/html; charset=utf-8' )
		.send( errorPageHtml( message, words ) );
}

/** The error as the request can read it: WordPress's JSON error, or an error page. */
export function sendError(
	request: FastifyRequest,
	reply: FastifyReply,
	error: RestError
) {
	if ( answersJson( request ) ) {
		return reply
			.code( error.status )
			.type( 'application/json; charset=UTF-8' )
			.send( JSON.stringify( error ) );
	}
	return sendHtmlError( reply, error.status, error.message );
}

export function installErrorHandling(
	app: FastifyInstance,
	log: ( message: string ) => void,
	notFoundPage: ( request: FastifyRequest, reply: FastifyReply ) => unknown
): void {
	app.setErrorHandler( ( error, request, reply ) =>
		sendError( request, reply, toRestError( error as FastifyError, log ) )
	);
	app.setNotFoundHandler( ( request, reply ) => {
		if ( isRest( request ) ) {
			return reply
				.code( 404 )
				.type( 'application/json; charset=UTF-8' )
				.send( JSON.stringify( noRoute() ) );
		}
		return notFoundPage( request, reply );
	} );
}
