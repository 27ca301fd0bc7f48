import type { FastifyReply, FastifyRequest } from 'fastify';
import { __ } from '@wordpress/i18n';
import type { AppContext } from '../context';
import { logoutUrl, requireUser } from '../auth/page-auth';
import { userCan } from '../auth/capabilities';
import type { AuthUser } from '../auth/types';
import { getSettings } from '../content/settings';
import { userLocale } from '../content/user-locale';
import { sendHtmlError } from '../rest/error-handler';
import { renderAdminPage, type AdminAssets } from './admin-page';
import { currentLocale } from './locale-strings';

/**
 * The request header a WordPress site sends when it mounts a screen in its own wp-admin: the
 * answer is then the screen alone (`{ title, body }`), named by the same header, without our frame.
 */
export const SCREEN_HEADER = 'x-tessera-screen';

/** Whether the request is a WordPress site mounting the screen in its wp-admin (no assets of ours). */
export function isMountedScreen( request: FastifyRequest ): boolean {
	return request.headers[ SCREEN_HEADER ] === 'inner';
}

/** Sends a wp-admin page in the admin frame (or, to a WordPress site mounting it, the screen). */
export function sendAdminPage(
	ctx: AppContext,
	request: FastifyRequest,
	reply: FastifyReply,
	title: string,
	body: string,
	status = 200,
	assets?: AdminAssets
) {
	if ( isMountedScreen( request ) ) {
		return reply
			.code( status )
			.header( SCREEN_HEADER, 'inner' )
			.header( 'Cache-Control', 'no-store' )
			.send( { title, body } );
	}
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
				locale: userLocale( ctx.db, request.user?.id ),
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
 * wp_die() with a message Tessera wrote with `__()`: the page around it (its lang, title and
 * heading) is in the language that message came out in.
 */
export function translatedDie(
	reply: FastifyReply,
	status: number,
	message: string
) {
	return sendHtmlError( reply, status, message, {
		locale: currentLocale(),
		/* translators: the title of WordPress's error page (wp_die()), as WordPress itself writes it. */
		title: __( 'WordPress › Error', 'tessera' ),
		heading: __( 'Error', 'tessera' ),
	} );
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
