import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../platform/context';
import { registerRemoteHost } from '../../../platform/content/remote-hosts';
import { registerServiceHost } from '../../../shared/service-hosts';
import { picture as syndicatedPicture } from '../tweet-syndication/provider';
import { mediaPicture, mediaVideo } from './threads-media';
import {
	TWITTER_API_ORIGIN,
	TWITTER_MEDIA_ORIGIN,
	TWITTER_VIDEO_ORIGIN,
	mediaAtPath,
	twitterApiAnswer,
} from './threads';

const MEDIA_BASE = '/stand-ins/pbs.twimg.com';
const VIDEO_BASE = '/stand-ins/video.twimg.com';
/** The embedded posts' pictures are SVG: they may draw, never run anything. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * The threads side of the network on the local site: the site's requests to Twitter's API are
 * answered in-process, and the media hosts' photos and videos are served to the browser under
 * /stand-ins/<host>/ through the service host map.
 */
export function registerThreadPages(
	app: FastifyInstance,
	ctx: AppContext
): void {
	registerRemoteHost( TWITTER_API_ORIGIN, twitterApiAnswer );
	registerServiceHost( TWITTER_MEDIA_ORIGIN, MEDIA_BASE );
	registerServiceHost( TWITTER_VIDEO_ORIGIN, VIDEO_BASE );
	const dir = join( ctx.options.dataDir, 'stand-ins', 'twitter-media' );

	for ( const [ origin, base ] of [
		[ TWITTER_MEDIA_ORIGIN, MEDIA_BASE ],
		[ TWITTER_VIDEO_ORIGIN, VIDEO_BASE ],
	] ) {
		app.get( `${ base }/*`, async ( request, reply ) => {
			const path = new URL(
				request.url,
				'http://stand-in'
			).pathname.slice( base.length );
			const found = mediaAtPath( origin, path );
			const svg =
				! found && origin === TWITTER_MEDIA_ORIGIN
					? syndicatedPicture( path )
					: undefined;
			if ( svg !== undefined ) {
				return reply
					.type( 'image/svg+xml' )
					.header( 'Content-Security-Policy', SVG_POLICY )
					.header( 'Cache-Control', 'public, max-age=86400' )
					.send( svg );
			}
			if ( ! found ) {
				return reply
					.code( 404 )
					.type( 'text/plain; charset=utf-8' )
					.send( 'Not Found' );
			}
			reply
				.header(
					'Cache-Control',
					'public, max-age=31536000, immutable'
				)
				.header( 'Access-Control-Allow-Origin', '*' );
			if ( found.kind === 'video' ) {
				try {
					return reply
						.type( 'video/mp4' )
						.send(
							await mediaVideo( dir, found.key, found.media )
						);
				} catch ( error ) {
					request.log.error( error );
					return reply
						.code( 503 )
						.type( 'text/plain; charset=utf-8' )
						.send( 'The video could not be made.' );
				}
			}
			return reply
				.type( 'image/jpeg' )
				.send( await mediaPicture( dir, found.key, found.media ) );
		} );
	}
}
