import type { FastifyInstance } from 'fastify';
import { registerServiceHost } from '../../../shared/service-hosts';
import { paintPhoto } from '../fixture-photos/painter';
import { PEXELS_IMAGES_ORIGIN, findStockPhoto } from './provider';
import { pexelsImageSize } from './images';

export const PEXELS_IMAGES_BASE = '/stand-ins/images.pexels.com';

/** Pexels' image server (`https://images.pexels.com/photos/<id>/pexels-photo-<id>.jpeg?h=350`). */
export function registerPexelsPages( app: FastifyInstance ): void {
	registerServiceHost( PEXELS_IMAGES_ORIGIN, PEXELS_IMAGES_BASE );
	app.get< { Params: { id: string; file: string } } >(
		`${ PEXELS_IMAGES_BASE }/photos/:id/:file`,
		async ( request, reply ) => {
			const { id, file } = request.params;
			const photo = /^\d{1,9}$/.test( id )
				? findStockPhoto( Number( id ) )
				: undefined;
			if ( ! photo || file !== `pexels-photo-${ id }.jpeg` ) {
				return reply
					.code( 404 )
					.type( 'text/plain; charset=utf-8' )
					.send( 'Not Found' );
			}
			const query = new URL( request.url, 'http://stand-in' )
				.searchParams;
			const { width, height } = pexelsImageSize( photo, query );
			return reply
				.header( 'Cache-Control', 'public, max-age=31536000' )
				.header( 'X-Content-Type-Options', 'nosniff' )
				.type( 'image/jpeg' )
				.send( await paintPhoto( photo.look, width, height ) );
		}
	);
}
