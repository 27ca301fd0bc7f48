import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { verifyPassword } from '../../auth/passwords';
import { endSession, startSession } from '../../auth/sessions';
import { getUserByLogin } from '../../store/users';
import { getSettings } from '../../content/settings';
import { renderLoginPage, type LoginPageInput } from '../../render/login-page';
import { escapeHtml } from '../../render/escape';
import { nonceValid, nonceFor } from './admin-auth';

const DEFAULT_REDIRECT = '/wp-admin/';

/** wp_validate_redirect(): only paths on this site, never `//host` or a scheme. */
export function safeRedirect(
	value: unknown,
	fallback = DEFAULT_REDIRECT
): string {
	if (
		typeof value !== 'string' ||
		! value.startsWith( '/' ) ||
		value.startsWith( '//' ) ||
		value.includes( '\\' ) ||
		/[\r\n]/.test( value )
	) {
		return fallback;
	}
	return value;
}

function page(
	ctx: AppContext,
	reply: FastifyReply,
	input: Omit< LoginPageInput, 'siteTitle' >
) {
	return reply
		.type( 'text/html; charset=utf-8' )
		.header( 'Cache-Control', 'no-store' )
		.header( 'X-Frame-Options', 'DENY' )
		.send(
			renderLoginPage( {
				siteTitle: getSettings( ctx.db ).title,
				...input,
			} )
		);
}

function logoutConfirmation(
	ctx: AppContext,
	request: FastifyRequest,
	reply: FastifyReply
) {
	const url = `/wp-login.php?action=logout&_wpnonce=${ nonceFor( ctx, request, 'log-out' ) }`;
	return reply
		.type( 'text/html; charset=utf-8' )
		.send(
			`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Log Out</title></head><body><main>` +
				`<p>You are attempting to log out of ${ escapeHtml( getSettings( ctx.db ).title ) }</p>` +
				`<p>Do you really want to <a href="${ escapeHtml( url ) }">log out</a>?</p></main></body></html>`
		);
}

/** /wp-login.php: the sign-in form, signing in, and signing out with a nonce. */
export function registerLogin( app: FastifyInstance, ctx: AppContext ): void {
	app.get( '/wp-login.php', async ( request, reply ) => {
		const query = request.query as Record< string, unknown >;
		if ( query.action === 'logout' ) {
			if ( ! request.user ) {
				return reply.redirect( '/wp-login.php?loggedout=true', 302 );
			}
			if ( ! nonceValid( ctx, request, 'log-out', query._wpnonce ) ) {
				return logoutConfirmation( ctx, request, reply );
			}
			if ( request.sessionToken ) {
				endSession( ctx.db, reply, request.sessionToken );
			}
			return reply.redirect( '/wp-login.php?loggedout=true', 302 );
		}
		return page( ctx, reply, {
			redirectTo: safeRedirect( query.redirect_to ),
			username: '',
			message:
				query.loggedout === 'true'
					? 'You are now logged out.'
					: undefined,
		} );
	} );

	app.post( '/wp-login.php', async ( request, reply ) => {
		const body = ( request.body ?? {} ) as Record< string, unknown >;
		const login = typeof body.log === 'string' ? body.log.trim() : '';
		const password = typeof body.pwd === 'string' ? body.pwd : '';
		const redirectTo = safeRedirect( body.redirect_to );
		const fail = ( errorHtml: string ) =>
			page( ctx, reply.code( 200 ), {
				redirectTo,
				username: login,
				errorHtml,
			} );
		if ( ! login ) {
			return fail(
				'<strong>Error:</strong> The username field is empty.'
			);
		}
		if ( ! password ) {
			return fail(
				'<strong>Error:</strong> The password field is empty.'
			);
		}
		const user = getUserByLogin( ctx.db, login );
		if ( ! user ) {
			return fail(
				`<strong>Error:</strong> The username <strong>${ escapeHtml( login ) }</strong> is not registered on this site. If you are unsure of your username, try your email address instead.`
			);
		}
		if ( ! ( await verifyPassword( password, user.user_pass ) ) ) {
			return fail(
				`<strong>Error:</strong> The password you entered for the username <strong>${ escapeHtml( login ) }</strong> is incorrect.`
			);
		}
		if ( request.sessionToken ) {
			endSession( ctx.db, reply, request.sessionToken );
		}
		startSession( ctx.db, reply, user.ID, body.rememberme === 'forever' );
		return reply.redirect( redirectTo, 302 );
	} );
}
