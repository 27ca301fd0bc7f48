import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../platform/context';
import { registerRemoteHost } from '../../../platform/content/remote-hosts';
import { registerServiceHost } from '../../../shared/service-hosts';
import { keyringConnectionByToken } from '../../../platform/store/keyring';
import { postPicture } from './pictures';
import {
	GRAPH_ORIGIN,
	MEDIA_ORIGIN,
	MEDIA_STAND_IN_BASE,
	graphAnswer,
	postAtMediaPath,
} from './provider';

/**
 * The photo network on the local site: the site's own requests to its API are answered
 * in-process (a token is one an Instagram keyring connection holds), and its media host's
 * pictures are served to the browser under MEDIA_STAND_IN_BASE through the service host map.
 */
export function registerPhotoNetworkPages(
	app: FastifyInstance,
	ctx: AppContext
): void {
	registerServiceHost( MEDIA_ORIGIN, MEDIA_STAND_IN_BASE );
	registerRemoteHost( GRAPH_ORIGIN, ( url ) =>
		graphAnswer( url, ( token ) => {
			const row = keyringConnectionByToken( ctx.db, 'instagram', token );
			return row?.external_user_id;
		} )
	);

	app.get( `${ MEDIA_STAND_IN_BASE }/*`, async ( request, reply ) => {
		const path = new URL( request.url, 'http://stand-in' ).pathname.slice(
			MEDIA_STAND_IN_BASE.length
		);
		const found = postAtMediaPath( path );
		if ( ! found ) {
			return reply
				.code( 404 )
				.type( 'text/plain; charset=utf-8' )
				.send( 'Not Found' );
		}
		return reply
			.type( 'image/jpeg' )
			.header( 'Cache-Control', 'public, max-age=31536000, immutable' )
			.header( 'Access-Control-Allow-Origin', '*' )
			.send( await postPicture( found.post, found.cover ) );
	} );
}
