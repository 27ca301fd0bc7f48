import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../platform/context';
import {
	nonceFor,
	nonceValid,
	requireUser,
} from '../../../platform/auth/page-auth';
import { adminDie } from '../../../platform/render/admin-reply';
import { notFoundPage } from '../../../platform/render/not-found-page';
import { sendHtmlError } from '../../../platform/rest/error-handler';
import {
	getKeyringConnection,
	saveKeyringConnection,
} from '../../../platform/store/keyring';
import { approvedConnection, newIdToken, popupMessage } from './provider';
import { renderClosingPage, renderConnectPage } from './render';
import {
	KEYRING_SERVICES,
	isKeyringService,
	type KeyringServiceName,
} from './services';

const PRODUCT_NAME = 'Tessera';
const PICTURES_DIR = join( __dirname, 'fixtures', 'pictures' );
/** Nothing but the page itself: no framing (clickjacking an Approve button), no other origin. */
const PAGE_POLICY =
	"default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

const nonceAction = ( service: string ) => `keyring-connect-${ service }`;

function sendPage(
	reply: FastifyReply,
	html: string,
	scriptNonce?: string,
	status = 200
) {
	const scripts = scriptNonce ? `; script-src 'nonce-${ scriptNonce }'` : '';
	return reply
		.code( status )
		.type( 'text/html; charset=utf-8' )
		.header( 'Cache-Control', 'no-store' )
		.header( 'X-Frame-Options', 'DENY' )
		.header( 'Content-Security-Policy', PAGE_POLICY + scripts )
		.send( html );
}

/** The service the URL names, for a signed-in user; otherwise the reply is sent and null comes back. */
function guard(
	request: FastifyRequest,
	reply: FastifyReply,
	notFound: ( request: FastifyRequest, reply: FastifyReply ) => unknown
): KeyringServiceName | null {
	if ( ! requireUser( request, reply ) ) {
		return null;
	}
	const { service } = request.params as { service: string };
	if ( ! isKeyringService( service ) ) {
		notFound( request, reply );
		return null;
	}
	return service;
}

function close(
	request: FastifyRequest,
	reply: FastifyReply,
	title: string,
	text: string,
	message: Parameters< typeof renderClosingPage >[ 0 ][ 'message' ]
) {
	const scriptNonce = randomBytes( 16 ).toString( 'base64' );
	return sendPage(
		reply,
		renderClosingPage( {
			title,
			text,
			message,
			targetOrigin: request.origin,
			scriptNonce,
		} ),
		scriptNonce
	);
}

/**
 * The stand-in for each service's authorization page, opened in a popup by the editor:
 * `GET /keyring/connect/<service>` asks the signed-in user to approve the connection of the
 * service's fixture account; `POST` (with the page's nonce) stores it and posts
 * `{ keyring_id, id_token, user }` to the opener, or with Cancel posts nothing; either way the
 * popup closes. `/keyring/pictures/<service>.svg` serves the accounts' pictures.
 */
export function registerKeyringPages(
	app: FastifyInstance,
	ctx: AppContext
): void {
	const notFound = notFoundPage( ctx );

	app.get( '/keyring/connect/:service', async ( request, reply ) => {
		const service = guard( request, reply, notFound );
		if ( ! service ) {
			return reply;
		}
		const { label, account } = KEYRING_SERVICES[ service ];
		return sendPage(
			reply,
			renderConnectPage( {
				productName: PRODUCT_NAME,
				serviceLabel: label,
				accountName: account.displayName,
				pictureUrl: account.picturePath,
				userName: request.user!.name,
				action: `/keyring/connect/${ service }`,
				nonce: nonceFor( ctx, request, nonceAction( service ) ),
			} )
		);
	} );

	app.post( '/keyring/connect/:service', async ( request, reply ) => {
		const service = guard( request, reply, notFound );
		if ( ! service ) {
			return reply;
		}
		const body = ( request.body ?? {} ) as Record< string, unknown >;
		const { label } = KEYRING_SERVICES[ service ];
		if ( body.decision === 'cancel' ) {
			return close(
				request,
				reply,
				`${ label } was not connected`,
				'Nothing was connected. You can close this window.',
				null
			);
		}
		if ( body.decision !== 'approve' ) {
			return adminDie( reply, 400, 'Choose Approve or Cancel.' );
		}
		if (
			! nonceValid( ctx, request, nonceAction( service ), body._wpnonce )
		) {
			return adminDie( reply, 403, 'The link you followed has expired.' );
		}
		const id = saveKeyringConnection(
			ctx.db,
			approvedConnection( service, request.user!.id, newIdToken() )
		);
		return close(
			request,
			reply,
			`${ label } is connected`,
			'The account is connected. You can close this window.',
			popupMessage( getKeyringConnection( ctx.db, id )!, request.origin )
		);
	} );

	app.get( '/keyring/pictures/:file', async ( request, reply ) => {
		const match = /^([a-z_]+)\.svg$/.exec(
			( request.params as { file: string } ).file
		);
		if ( ! match || ! isKeyringService( match[ 1 ] ) ) {
			return sendHtmlError( reply, 404, 'Not found.' );
		}
		return reply
			.type( 'image/svg+xml' )
			.header( 'Cache-Control', 'public, max-age=3600' )
			.header( 'X-Content-Type-Options', 'nosniff' )
			.header(
				'Content-Security-Policy',
				"default-src 'none'; style-src 'unsafe-inline'"
			)
			.send(
				readFileSync( join( PICTURES_DIR, `${ match[ 1 ] }.svg` ) )
			);
	} );
}
