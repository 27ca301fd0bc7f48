import { timingSafeEqual } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import fastify, {
	type FastifyInstance,
	type FastifyReply,
	type FastifyRequest,
} from 'fastify';
import { ACTING_USER_HEADER } from '../auth/acting-user';
import { SiteRegistry, type ConnectedSite } from '../store/site-registry';
import { SiteData } from './site-data';
import {
	MAX_CLOCK_SKEW_SECONDS,
	SIGNATURE_HEADERS,
	nonceIsWellFormed,
	signatureMatches,
	timestampIsFresh,
	type SignedParts,
} from './signature';
import { actingUserHeader, readSignedUser } from './acting-user';
import { isAnsweredPath } from './answered-paths';
import { SCREEN_HEADER } from '../../platform/render/admin-reply';
import { VIDEO_BODY_LIMIT } from './site-videos';
import { normaliseRequestUrl } from '../../platform/rest/request-target';

export interface ServiceOptions {
	/** Where the service keeps its registry and each site's data. */
	dataDir: string;
	/** The webpack output the block renders read their asset manifest from. */
	buildDir: string;
	log?: ( message: string ) => void;
	/**
	 * TESSERA_REGISTRATION_KEY: when set, a site connects only by sending it (the operator gives it
	 * to the sites they serve); when unset, any site that reaches the service may connect.
	 */
	registrationKey?: string;
	/** The clock, in seconds (tests move it). */
	now?: () => number;
}

/** The headers a site's answer may pass back to WordPress. */
const ANSWER_HEADERS = [
	'content-type',
	'location',
	'cache-control',
	'content-disposition',
	'x-wp-total',
	'x-wp-totalpages',
	'x-tessera-counts',
	SCREEN_HEADER,
	'allow',
];

class Refusal extends Error {
	constructor(
		readonly code: string,
		message: string,
		readonly status = 401
	) {
		super( message );
	}
}

function header( request: FastifyRequest, name: string ): string {
	const value = request.headers[ name ];
	return typeof value === 'string' ? value : '';
}

/** Whether a connection request carries the service's registration key, if it has one. */
function registrationKeyMatches(
	expected: string | undefined,
	given: unknown
): boolean {
	if ( ! expected ) {
		return true;
	}
	const sent = Buffer.from( typeof given === 'string' ? given : '' );
	const wanted = Buffer.from( expected );
	return sent.length === wanted.length && timingSafeEqual( sent, wanted );
}

function isHttpUrl( value: unknown ): value is string {
	if ( typeof value !== 'string' || value.length > 2000 ) {
		return false;
	}
	try {
		return [ 'http:', 'https:' ].includes( new URL( value ).protocol );
	} catch {
		return false;
	}
}

/**
 * The Tessera service: WordPress sites connect to it (a per-site secret, as a Jetpack site's blog
 * token), then every request they make is signed; a signed request of a connected site reaches
 * that site's own data and Tessera's features on it, acting for the user WordPress names.
 */
export async function buildService(
	options: ServiceOptions
): Promise< FastifyInstance > {
	const now = options.now ?? ( () => Math.floor( Date.now() / 1000 ) );
	mkdirSync( options.dataDir, { recursive: true } );
	const registry = new SiteRegistry(
		join( options.dataDir, 'service.sqlite' )
	);
	const sites = new SiteData(
		options.dataDir,
		options.buildDir,
		options.log ?? ( () => {} )
	);

	const app = fastify( {
		logger: false,
		// A site's request is buffered whole, to check its signature: up to a video's size.
		bodyLimit: VIDEO_BODY_LIMIT,
	} );
	app.removeAllContentTypeParsers();
	// The body is signed as sent, so it stays bytes until it reaches the site's routes.
	app.addContentTypeParser(
		'*',
		{ parseAs: 'buffer' },
		( _request, body, done ) => done( null, body )
	);
	app.addHook( 'onClose', async () => {
		await sites.close();
		registry.close();
	} );
	app.setErrorHandler( ( error, _request, reply ) => {
		if ( error instanceof Refusal ) {
			return reply.code( error.status ).send( {
				code: error.code,
				message: error.message,
				data: { status: error.status },
			} );
		}
		const status = ( error as { statusCode?: number } ).statusCode ?? 500;
		options.log?.(
			`Tessera service: ${ error instanceof Error ? error.stack : String( error ) }`
		);
		return reply.code( status ).send( {
			code:
				status >= 500 ? 'tessera_service_error' : 'tessera_bad_request',
			message:
				status >= 500
					? 'The Tessera service could not answer.'
					: String( ( error as Error ).message ),
			data: { status },
		} );
	} );

	app.get( '/', async () => ( { name: 'Tessera service' } ) );

	/** The handshake: a site registers and gets its id and secret, once. */
	app.post( '/tessera/v1/connect', async ( request, reply ) => {
		let body: { url?: unknown; name?: unknown; key?: unknown } | null;
		try {
			body = JSON.parse( String( request.body ?? '' ) );
		} catch {
			body = null;
		}
		if ( ! body || typeof body !== 'object' || Array.isArray( body ) ) {
			throw new Refusal(
				'tessera_invalid_connect',
				'The connection request must be a JSON object.',
				400
			);
		}
		if ( ! isHttpUrl( body.url ) ) {
			throw new Refusal(
				'tessera_invalid_connect',
				'The site address must be an http or https address.',
				400
			);
		}
		if ( ! registrationKeyMatches( options.registrationKey, body.key ) ) {
			throw new Refusal(
				'tessera_registration_refused',
				'This service connects only the sites its operator gave the registration key to.',
				403
			);
		}
		const name =
			typeof body.name === 'string' ? body.name.slice( 0, 200 ) : '';
		const site = registry.connect(
			body.url.replace( /\/+$/, '' ),
			name,
			now()
		);
		return reply
			.code( 201 )
			.send( { site_id: site.id, secret: site.secret } );
	} );

	function verify( request: FastifyRequest ): {
		site: ConnectedSite;
		parts: SignedParts;
	} {
		const [ path, query = '' ] = ( request.raw.url ?? '/' ).split(
			/\?(.*)/s
		);
		const parts: SignedParts = {
			method: request.method,
			path,
			query,
			body: Buffer.isBuffer( request.body ) ? request.body : '',
			site: header( request, SIGNATURE_HEADERS.site ),
			timestamp: header( request, SIGNATURE_HEADERS.timestamp ),
			nonce: header( request, SIGNATURE_HEADERS.nonce ),
			user: header( request, SIGNATURE_HEADERS.user ),
		};
		const signature = header( request, SIGNATURE_HEADERS.signature );
		if ( ! parts.site || ! signature ) {
			throw new Refusal(
				'tessera_unsigned',
				'Only signed requests of a connected site are answered.'
			);
		}
		const site = registry.site( parts.site );
		if ( ! site || ! signatureMatches( parts, site.secret, signature ) ) {
			throw new Refusal(
				'tessera_bad_signature',
				'The request signature is not valid for this site.'
			);
		}
		if ( ! timestampIsFresh( parts.timestamp, now() ) ) {
			throw new Refusal(
				'tessera_stale_request',
				'The request is more than five minutes old or ahead.'
			);
		}
		if (
			! nonceIsWellFormed( parts.nonce ) ||
			! registry.useNonce(
				site.id,
				parts.nonce,
				now(),
				// A nonce outlives any timestamp that could still be accepted with it.
				2 * MAX_CLOCK_SKEW_SECONDS
			)
		) {
			throw new Refusal(
				'tessera_replayed_request',
				'This request was already answered.'
			);
		}
		return { site, parts };
	}

	app.post( '/tessera/v1/disconnect', async ( request ) => {
		const { site } = verify( request );
		registry.disconnect( site.id, now() );
		return { disconnected: true };
	} );

	app.get( '/tessera/v1/status', async ( request ) => {
		const { site } = verify( request );
		return { connected: true, site_id: site.id, url: site.url };
	} );

	/** Everything else a connected site asks is answered by its own data. */
	app.all( '/*', async ( request: FastifyRequest, reply: FastifyReply ) => {
		const { site, parts } = verify( request );
		// Read as the site's router will read it, so that what is checked is what is answered.
		const url = normaliseRequestUrl( request.raw.url ?? '/' );
		if ( ! isAnsweredPath( url ) ) {
			throw new Refusal(
				'tessera_no_route',
				'The Tessera service answers no such request for a WordPress site.',
				404
			);
		}
		const user = readSignedUser( parts.user );
		if ( ! user ) {
			throw new Refusal(
				'tessera_invalid_user',
				'The acting user is not in the expected form.',
				400
			);
		}
		const siteApp = await sites.app( site );
		const headers: Record< string, string > = {
			// Links the site's features write point at the WordPress site.
			host: new URL( site.url ).host,
			[ ACTING_USER_HEADER ]: actingUserHeader( user ),
		};
		for ( const name of [
			'content-type',
			'accept',
			'cookie',
			'referer',
			'user-agent',
			'x-forwarded-for',
			SCREEN_HEADER,
		] ) {
			if ( request.headers[ name ] ) {
				headers[ name ] = header( request, name );
			}
		}
		const answer = await siteApp.inject( {
			method: request.method as 'GET',
			url,
			headers,
			payload: parts.body.length ? parts.body : undefined,
			remoteAddress:
				header( request, 'x-forwarded-for' ).split( ',' )[ 0 ].trim() ||
				request.ip,
		} );
		reply.code( answer.statusCode );
		for ( const name of ANSWER_HEADERS ) {
			const value = answer.headers[ name ];
			if ( value !== undefined ) {
				reply.header( name, value );
			}
		}
		if ( answer.headers[ 'set-cookie' ] ) {
			reply.header( 'set-cookie', answer.headers[ 'set-cookie' ] );
		}
		return reply.send( answer.rawPayload );
	} );

	await app.ready();
	return app;
}
