import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../../platform/context';
import { registerServiceHost } from '../../../shared/service-hosts';
import { paintPhoto } from '../fixture-photos/painter';
import { sendMakingFailure } from '../made-media/failure-reply';
import { PHOTOS_IMAGES_ORIGIN, findLibraryItem } from './provider';
import { DOWNLOAD_VIDEO, baseUrlImageSize } from './images';
import { libraryVideo, videoDir } from './videos';
import type { LibraryItem } from './fixtures';

export const PHOTOS_IMAGES_BASE = '/stand-ins/lh3.googleusercontent.com';

function notFound( reply: FastifyReply ) {
	return reply
		.code( 404 )
		.type( 'text/plain; charset=utf-8' )
		.send( 'Not Found' );
}

async function sendVideo(
	reply: FastifyReply,
	dir: string,
	item: LibraryItem
) {
	try {
		const video = await libraryVideo( dir, item );
		return reply
			.header( 'Cache-Control', 'private, max-age=3600' )
			.header( 'X-Content-Type-Options', 'nosniff' )
			.type( 'video/mp4' )
			.send( video );
	} catch ( error ) {
		return sendMakingFailure( reply, error, 'The video' );
	}
}

/**
 * Google Photos' image server: `https://lh3.googleusercontent.com/lr/<id>=w400-h300` is a
 * picture of the item (a video's is its frame), `…=dv` a video's bytes.
 */
export function registerGooglePhotosPages(
	app: FastifyInstance,
	ctx: AppContext
): void {
	registerServiceHost( PHOTOS_IMAGES_ORIGIN, PHOTOS_IMAGES_BASE );
	const dir = videoDir( ctx.options.dataDir );
	app.get< { Params: { spec: string } } >(
		`${ PHOTOS_IMAGES_BASE }/lr/:spec`,
		async ( request, reply ) => {
			const [ id, options = '' ] = request.params.spec.split( '=' );
			const item = findLibraryItem( id );
			if ( item?.video && options === DOWNLOAD_VIDEO ) {
				return sendVideo( reply, dir, item );
			}
			const size = item && baseUrlImageSize( item, options );
			if ( ! item || ! size ) {
				return notFound( reply );
			}
			return reply
				.header( 'Cache-Control', 'private, max-age=3600' )
				.header( 'X-Content-Type-Options', 'nosniff' )
				.type( 'image/jpeg' )
				.send( await paintPhoto( item.look, size.width, size.height ) );
		}
	);
}
