// A module (not a script), so that the declarations below add to Fastify's own types.
export {};

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
		/** `http://host:port` of the site's configured address (the service's own for a WordPress site); every link is built on it. */
		origin: string;
	}
}
