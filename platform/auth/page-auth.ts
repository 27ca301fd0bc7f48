/**
 * What the site's own pages and forms check (wp-admin, sign-in, the no-script forms): that a
 * user is signed in, and nonces bound to the request's user and session.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { AuthUser } from './types';
import { createNonce, nonceSecret, verifyNonce } from './nonces';

/** auth_redirect(): a visitor is sent to sign in, then back here. */
export function requireUser(
	request: FastifyRequest,
	reply: FastifyReply
): AuthUser | null {
	if ( request.user ) {
		return request.user;
	}
	reply.redirect(
		`/wp-login.php?redirect_to=${ encodeURIComponent( request.url ) }&reauth=1`,
		302
	);
	return null;
}

/** wp_create_nonce() for the request's user and session. */
export function nonceFor(
	ctx: AppContext,
	request: FastifyRequest,
	action: string
): string {
	return createNonce( nonceSecret( ctx.db ), action, {
		userId: request.user?.id ?? 0,
		token: request.sessionToken,
	} );
}

export function nonceValid(
	ctx: AppContext,
	request: FastifyRequest,
	action: string,
	nonce: unknown
): boolean {
	return (
		typeof nonce === 'string' &&
		verifyNonce( nonceSecret( ctx.db ), nonce, action, {
			userId: request.user?.id ?? 0,
			token: request.sessionToken,
		} )
	);
}

export function logoutUrl( ctx: AppContext, request: FastifyRequest ): string {
	return `/wp-login.php?action=logout&_wpnonce=${ nonceFor( ctx, request, 'log-out' ) }`;
}
