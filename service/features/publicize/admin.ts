import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../platform/context';
import { nonceFor, nonceValid } from '../../../platform/auth/page-auth';
import {
	adminDie,
	adminUser,
	isMountedScreen,
	sendAdminPage,
} from '../../../platform/render/admin-reply';
import { readAssetManifest } from '../../../platform/render/asset-manifest';
import {
	deleteKeyringConnection,
	getKeyringConnection,
} from '../../../platform/store/keyring';
import { isSocialNetwork } from '../../stand-ins/social-networks/networks';
import { SHARING_PAGE, renderSharingPage } from './admin-render';
import { networkConnections, testedConnection } from './connections';

const NONCE_ACTION = 'publicize-connections';
const TITLE = 'Sharing Settings';

/**
 * Jetpack opens its Sharing screen to whoever may publish posts: the accounts are each user's
 * own, so an author manages theirs and sees no one else's.
 */
const guard = ( request: FastifyRequest, reply: FastifyReply ) =>
	adminUser( request, reply, 'publish_posts' );

/** GET /wp-admin/options-general.php?page=sharing: the user's accounts, tested, with actions. */
export function sharingAdmin(
	ctx: AppContext,
	request: FastifyRequest,
	reply: FastifyReply
) {
	const user = guard( request, reply );
	if ( ! user ) {
		return reply;
	}
	// A WordPress site mounting the screen loads none of our scripts: the page says to reload.
	const assets = isMountedScreen( request )
		? undefined
		: readAssetManifest( ctx.options.buildDir )?.admin?.sharing;
	const disconnected =
		( request.query as Record< string, unknown > ).disconnected === '1';
	const body = renderSharingPage( {
		connections: networkConnections( ctx, user.id ).map( ( row ) =>
			testedConnection( ctx, row, request.origin )
		),
		connectUrl: ( service ) => `/keyring/connect/${ service }`,
		nonce: nonceFor( ctx, request, NONCE_ACTION ),
		notice: disconnected
			? '<div class="notice" role="status"><p><strong>The account is disconnected.</strong></p></div>'
			: '',
		hasScript: !! assets,
	} );
	return sendAdminPage( ctx, request, reply, TITLE, body, 200, assets );
}

/** POST to the same page: Disconnect one of the user's own accounts (nonce-checked). */
export function sharingAdminPost(
	ctx: AppContext,
	request: FastifyRequest,
	reply: FastifyReply
) {
	const user = guard( request, reply );
	if ( ! user ) {
		return reply;
	}
	const body = ( request.body ?? {} ) as Record< string, unknown >;
	if ( ! nonceValid( ctx, request, NONCE_ACTION, body._wpnonce ) ) {
		return adminDie( reply, 403, 'The link you followed has expired.' );
	}
	if ( body.action !== 'disconnect' ) {
		return adminDie( reply, 400, 'Unknown action.' );
	}
	const id =
		typeof body.connection === 'string' &&
		/^\d{1,15}$/.test( body.connection )
			? Number( body.connection )
			: 0;
	const row = id ? getKeyringConnection( ctx.db, id ) : undefined;
	if ( ! row || ! isSocialNetwork( row.service ) ) {
		return adminDie( reply, 404, 'That connection does not exist.' );
	}
	if ( row.user_id !== user.id ) {
		return adminDie(
			reply,
			403,
			'Sorry, you are not allowed to disconnect this account.'
		);
	}
	deleteKeyringConnection( ctx.db, row.id );
	return reply.redirect( `${ SHARING_PAGE }&disconnected=1`, 302 );
}
