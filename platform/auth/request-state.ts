import type { FastifyInstance, FastifyRequest } from 'fastify';

/** How the request's user was recognised. */
type AuthSource = 'cookie' | 'autologin' | 'service' | 'none';

declare module 'fastify' {
	interface FastifyRequest {
		authSource: AuthSource;
		/** The session token of a cookie sign-in ('' otherwise); part of every nonce. */
		sessionToken: string;
	}
}

declare module 'fastify' {
	interface FastifyRequest {
		/**
		 * `http://host:port` of the site: its configured address on our own site, the WordPress site's
		 * for the service's data of one; every link is built on it.
		 */
		origin: string;
	}
}

const SAFE_HOST = /^[a-z0-9.\-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

/** Every request starts signed out, with no nonce and no session. */
export function decorateRequestState( app: FastifyInstance ): void {
	app.decorateRequest( 'user', null );
	app.decorateRequest( 'nonceValid', false );
	app.decorateRequest( 'authSource', 'none' );
	app.decorateRequest( 'sessionToken', '' );
	app.decorateRequest( 'origin', '' );
}

/** The request's origin, with a host that could not be one (`evil.test/x`) read as localhost. */
export function requestOrigin( request: FastifyRequest ): string {
	const host =
		request.host && SAFE_HOST.test( request.host )
			? request.host
			: 'localhost';
	return `${ request.protocol }://${ host }`;
}
