import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { logoutUrl } from '../auth/page-auth';
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
