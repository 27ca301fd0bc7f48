import type { FastifyInstance } from 'fastify';
import { registerServiceHost } from '../../../shared/service-hosts';
import { paintPhoto } from '../fixture-photos/painter';
import { PHOTOS_IMAGES_ORIGIN, findLibraryItem } from './provider';
import { baseUrlImageSize } from './images';

export const PHOTOS_IMAGES_BASE = '/stand-ins/lh3.googleusercontent.com';

/** Google Photos' image server: `https://lh3.googleusercontent.com/lr/<id>=w400-h300`. */
export function registerGooglePhotosPages( app: FastifyInstance ): void {
	registerServiceHost( PHOTOS_IMAGES_ORIGIN, PHOTOS_IMAGES_BASE );
	app.get< { Params: { spec: string } } >(
		`${ PHOTOS_IMAGES_BASE }/lr/:spec`,
		async ( request, reply ) => {
			const [ id, options = '' ] = request.params.spec.split( '=' );
			const item = findLibraryItem( id );
			const size = item && baseUrlImageSize( item, options );
			if ( ! item || ! size ) {
				return reply
					.code( 404 )
					.type( 'text/plain; charset=utf-8' )
					.send( 'Not Found' );
			}
			return reply
				.header( 'Cache-Control', 'private, max-age=3600' )
				.header( 'X-Content-Type-Options', 'nosniff' )
				.type( 'image/jpeg' )
				.send( await paintPhoto( item.look, size.width, size.height ) );
		}
	);
}
