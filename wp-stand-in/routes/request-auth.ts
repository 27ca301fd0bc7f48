import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import { RestError } from '../../platform/rest/errors';
import { isRestUrl } from '../../platform/rest/request-target';
import {
	autologinUser,
	isLoopback,
	loadAuthUser,
} from '../../platform/auth/current-user';
import { nonceSecret, verifyNonce } from '../../platform/auth/nonces';
import { AUTH_COOKIE, sessionUserId } from '../auth/sessions';
import { decorateRequestState } from '../../platform/auth/request-state';
import { siteUrl } from '../../platform/content/site-address';

const WRITE_METHODS = new Set( [ 'POST', 'PUT', 'PATCH', 'DELETE' ] );

function sentNonce( request: FastifyRequest ): string | undefined {
	const header = request.headers[ 'x-wp-nonce' ];
	if ( typeof header === 'string' && header ) {
		return header;
	}
	const query = ( request.query as Record< string, unknown > )?._wpnonce;
	return typeof query === 'string' && query ? query : undefined;
}

/**
 * Recognises the user of every request (sign-in cookie, or localhost with TESSERA_DEV_AUTOLOGIN),
 * then applies WordPress's cookie check to the REST API: a cookie without a valid nonce must not
 * write, so a page on another origin cannot act on the user's behalf.
 */
export function installAuth( app: FastifyInstance, ctx: AppContext ): void {
	const secret = nonceSecret( ctx.db );
	decorateRequestState( app );

	app.addHook( 'onRequest', async ( request ) => {
		// The site names itself by its configured address, as WordPress's home_url() does, never by
		// the Host a client sent: links, stored addresses and same-site checks all follow it.
		request.origin = new URL( siteUrl( ctx.db ) ).origin;
		const token = request.cookies[ AUTH_COOKIE ];
		const userId = token ? sessionUserId( ctx.db, token ) : undefined;
		if ( token && userId ) {
			request.user = loadAuthUser( ctx.db, userId );
			request.authSource = request.user ? 'cookie' : 'none';
			request.sessionToken = token;
		} else if ( ctx.options.devAutologin && isLoopback( request.ip ) ) {
			request.user = autologinUser( ctx.db );
			request.authSource = request.user ? 'autologin' : 'none';
		}
		const user = request.user;
		const nonce = sentNonce( request );
		request.nonceValid =
			!! user &&
			!! nonce &&
			verifyNonce( secret, nonce, 'wp_rest', {
				userId: user.id,
				token: request.sessionToken,
			} );

		if ( ! user || ! isRestUrl( request.url ) ) {
			return;
		}
		if ( nonce && ! request.nonceValid ) {
			throw new RestError(
				'rest_cookie_invalid_nonce',
				'Cookie check failed',
				403
			);
		}
		if ( ! nonce && WRITE_METHODS.has( request.method ) ) {
			throw new RestError(
				'rest_cookie_invalid_nonce',
				'Cookie check failed',
				403
			);
		}
		if ( ! nonce && request.authSource === 'cookie' ) {
			// WordPress treats a cookie without a nonce as no sign-in at all.
			request.user = null;
		}
	} );
}
