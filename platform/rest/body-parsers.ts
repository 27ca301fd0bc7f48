import type { FastifyInstance } from 'fastify';
import { RestError } from './errors';

/** JSON.parse without `__proto__` keys, so a body can never reach an object's prototype. */
function safeParse( text: string ): unknown {
	return JSON.parse( text, ( key, value ) =>
		key === '__proto__' ? undefined : value
	);
}

/** WordPress reads an empty body as no parameters, and answers malformed JSON with rest_invalid_json. */
export function installJsonParser( app: FastifyInstance ): void {
	app.removeContentTypeParser( 'application/json' );
	app.addContentTypeParser(
		'application/json',
		{ parseAs: 'string' },
		( _request, body, done ) => {
			const text = String( body );
			if ( text.trim() === '' ) {
				done( null, {} );
				return;
			}
			try {
				done( null, safeParse( text ) );
			} catch ( error ) {
				done(
					new RestError(
						'rest_invalid_json',
						'Invalid JSON body passed.',
						400,
						{
							json_error_code: 4,
							json_error_message: ( error as Error ).message,
						}
					),
					undefined
				);
			}
		}
	);
}

/** Any other content type is kept as bytes: the media endpoint takes a file as the raw body. */
export function installRawParser( app: FastifyInstance ): void {
	app.addContentTypeParser(
		'*',
		{ parseAs: 'buffer' },
		( _request, body, done ) => done( null, body )
	);
}

/** The content types Fastify would read as text or as an object instead of bytes. */
const TEXT_TYPES = [
	'application/json',
	'text/plain',
	'application/x-www-form-urlencoded',
];

/**
 * Registers routes that take the request body itself as their data (a media upload sends the file
 * as the body, as WordPress reads it from php://input): whatever its Content-Type, the body stays
 * bytes. Only multipart form data is still read as parts, since its file is one of them.
 */
export function withRawBodies(
	app: FastifyInstance,
	register: ( scope: FastifyInstance ) => void
): void {
	app.register( async ( scope ) => {
		for ( const type of TEXT_TYPES ) {
			scope.removeContentTypeParser( type );
		}
		register( scope );
	} );
}
