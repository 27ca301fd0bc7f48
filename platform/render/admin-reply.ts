import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { logoutUrl, requireUser } from '../auth/page-auth';
import { userCan } from '../auth/capabilities';
import type { AuthUser } from '../auth/types';
import { getSettings } from '../content/settings';
import { sendHtmlError } from '../rest/error-handler';
import { renderAdminPage } from './admin-page';

/** Sends a wp-admin page in the admin frame. */
export function sendAdminPage(
	ctx: AppContext,
	request: FastifyRequest,
	reply: FastifyReply,
	title: string,
	body: string,
	status = 200,
	assets?: { scripts: string[]; styles: string[] }
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
				assets,
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

/**
 * The signed-in user who may open a wp-admin screen needing `capability`; otherwise the visitor
 * is sent to sign in, or the user gets WordPress's refusal (403), and the answer is null.
 */
export function adminUser(
	request: FastifyRequest,
	reply: FastifyReply,
	capability: string
): AuthUser | null {
	const user = requireUser( request, reply );
	if ( user && ! userCan( user, capability ) ) {
		adminDie(
			reply,
			403,
			'Sorry, you are not allowed to access this page.'
		);
		return null;
	}
	return user;
}
