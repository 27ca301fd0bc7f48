import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../../platform/context';
import {
	nonceFor,
	nonceValid,
	requireUser,
} from '../../../platform/auth/page-auth';
import { adminDie } from '../../../platform/render/admin-reply';
import { validateRedirect } from '../../../platform/content/safe-redirect';
import { getSettings } from '../../../platform/content/settings';
import { isUserConnected } from '../../../platform/content/user-connection';
import { linkUser } from '../../../platform/store/user-connections';
import { AUTHORIZE_PATH } from './paths';
import { renderAuthorizePage } from './render';

const NONCE_ACTION = 'wpcom-connect-user';
/** Nothing but the page itself: no framing (clickjacking Approve), no script, no other origin. */
const PAGE_POLICY =
	"default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

function text( value: unknown ): string {
	return typeof value === 'string' ? value : '';
}

/**
 * The stand-in for WordPress.com's authorization screen that `/jetpack/v4/connection/url` leads
 * to. `GET` asks the signed-in user to approve linking their account (a user already linked goes
 * straight back); `POST` with Approve and the page's nonce links them, with Cancel links nothing;
 * either way the user goes back to `redirect` when it is on this site, else to wp-admin.
 */
export function registerUserConnectionPages(
	app: FastifyInstance,
	ctx: AppContext
): void {
	const back = ( reply: FastifyReply, redirect: string ) =>
		reply.header( 'Cache-Control', 'no-store' ).redirect( redirect, 302 );

	app.get( AUTHORIZE_PATH, async ( request, reply ) => {
		const user = requireUser( request, reply );
		if ( ! user ) {
			return reply;
		}
		const query = request.query as Record< string, unknown >;
		const redirect = validateRedirect( query.redirect, request.origin );
		const { tessera_site_type: siteType } = getSettings(
			ctx.db,
			request.origin
		);
		if ( isUserConnected( ctx.db, user.id, siteType ) ) {
			return back( reply, redirect );
		}
		return reply
			.type( 'text/html; charset=utf-8' )
			.header( 'Cache-Control', 'no-store' )
			.header( 'X-Frame-Options', 'DENY' )
			.header( 'Content-Security-Policy', PAGE_POLICY )
			.send(
				renderAuthorizePage( {
					userName: user.name,
					siteAddress: new URL( request.origin ).host,
					action: AUTHORIZE_PATH,
					nonce: nonceFor( ctx, request, NONCE_ACTION ),
					redirect,
					from: text( query.from ),
				} )
			);
	} );

	app.post( AUTHORIZE_PATH, async ( request, reply ) => {
		const user = requireUser( request, reply );
		if ( ! user ) {
			return reply;
		}
		const body = ( request.body ?? {} ) as Record< string, unknown >;
		const redirect = validateRedirect( body.redirect, request.origin );
		if ( body.decision === 'cancel' ) {
			return back( reply, redirect );
		}
		if ( body.decision !== 'approve' ) {
			return adminDie( reply, 400, 'Choose Approve or Cancel.' );
		}
		if ( ! nonceValid( ctx, request, NONCE_ACTION, body._wpnonce ) ) {
			return adminDie( reply, 403, 'The link you followed has expired.' );
		}
		linkUser( ctx.db, user.id );
		return back( reply, redirect );
	} );
}
