import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { AuthUser } from '../../auth/types';
import { createNonce, nonceSecret, verifyNonce } from '../../auth/nonces';
import { getSettings } from '../../content/settings';
import { renderAdminPage } from '../../render/admin-page';
import { sendHtmlError } from '../../rest/error-handler';

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

/** Sends a wp-admin page in the admin frame. */
export function sendAdminPage(
	ctx: AppContext,
	request: FastifyRequest,
	reply: FastifyReply,
	title: string,
	body: string,
	status = 200
) {
	return reply
		.code( status )
		.type( 'text/html; charset=utf-8' )
		.header( 'Cache-Control', 'no-store' )
		.header( 'X-Frame-Options', 'SAMEORIGIN' )
		.send(
			renderAdminPage( {
				title,
				siteTitle: getSettings( ctx.db ).title,
				user: request.user!,
				logoutUrl: logoutUrl( ctx, request ),
				body,
			} )
		);
}

/** wp_die() with a status. */
export function adminDie(
	reply: FastifyReply,
	status: number,
	message: string
) {
	return sendHtmlError( reply, status, message );
}
