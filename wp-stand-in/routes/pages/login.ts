import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../platform/context';
import { authenticate } from '../../auth/authenticate';
import { endSession, startSession } from '../../auth/sessions';
import { getSettings } from '../../../platform/content/settings';
import { validateRedirect } from '../../../platform/content/safe-redirect';
import { renderLoginPage, type LoginPageInput } from '../../render/login-page';
import { htmlSpecialChars } from '../../../shared/server-render/html';
import { nonceValid, nonceFor } from '../../../platform/auth/page-auth';
import { SIGN_IN_REFUSED, signInThrottled } from './login-errors';

const SIGNED_OUT = '/wp-login.php?loggedout=true';

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
				`<p>You are attempting to log out of ${ htmlSpecialChars( getSettings( ctx.db ).title ) }</p>` +
				`<p>Do you really want to <a href="${ htmlSpecialChars( url ) }">log out</a>?</p></main></body></html>`
		);
}

/** /wp-login.php: the sign-in form, signing in, and signing out with a nonce. */
export function registerLogin( app: FastifyInstance, ctx: AppContext ): void {
	app.get( '/wp-login.php', async ( request, reply ) => {
		const query = request.query as Record< string, unknown >;
		if ( query.action === 'logout' ) {
			if ( ! request.user ) {
				return reply.redirect( SIGNED_OUT, 302 );
			}
			if ( ! nonceValid( ctx, request, 'log-out', query._wpnonce ) ) {
				return logoutConfirmation( ctx, request, reply );
			}
			if ( request.sessionToken ) {
				endSession( ctx.db, reply, request.sessionToken );
			}
			return reply.redirect(
				validateRedirect(
					query.redirect_to,
					request.origin,
					SIGNED_OUT
				),
				302
			);
		}
		return page( ctx, reply, {
			redirectTo: validateRedirect( query.redirect_to, request.origin ),
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
		const redirectTo = validateRedirect( body.redirect_to, request.origin );
		const fail = ( errorHtml: string, status = 200 ) =>
			page( ctx, reply.code( status ), {
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
		const outcome = await authenticate(
			ctx.db,
			login,
			password,
			request.ip
		);
		if ( outcome.kind === 'throttled' ) {
			reply.header(
				'Retry-After',
				String( Math.ceil( outcome.retryAfterMs / 1000 ) )
			);
			return fail( signInThrottled( outcome.retryAfterMs ), 429 );
		}
		if ( outcome.kind === 'refused' ) {
			return fail( SIGN_IN_REFUSED );
		}
		const user = outcome.user;
		if ( request.sessionToken ) {
			endSession( ctx.db, reply, request.sessionToken );
		}
		startSession( ctx.db, reply, user.ID, body.rememberme === 'forever' );
		return reply.redirect( redirectTo, 302 );
	} );
}
