import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../platform/context';
import { siteUrl } from '../../../platform/content/site-address';
import { registerServiceHost } from '../../../shared/service-hosts';
import {
	PHOTON_ORIGIN,
	parsePhotonRequest,
} from '../../../shared/images/photon-url';
import { PHOTON_STAND_IN_BASE, photonImage } from './provider';
import { uploadFetcher } from './site-uploads';

/** Resized copies change only with their address, so browsers may keep them for a year. */
const IMAGE_CACHE = 'public, max-age=31536000, immutable';

/**
 * The CDN's addresses under PHOTON_STAND_IN_BASE (`https://i0.wp.com/<host>/<path>?w=600` is
 * `/stand-ins/i0.wp.com/<host>/<path>?w=600`), and the service host that maps one to the other.
 */
export function registerPhotonPages(
	app: FastifyInstance,
	ctx: AppContext
): void {
	registerServiceHost( PHOTON_ORIGIN, PHOTON_STAND_IN_BASE );
	const cacheDir = join( ctx.options.dataDir, 'photon-cache' );
	app.get( `${ PHOTON_STAND_IN_BASE }/*`, async ( request, reply ) => {
		const url = new URL( request.url, 'http://stand-in' );
		const parsed = parsePhotonRequest(
			url.pathname.slice( PHOTON_STAND_IN_BASE.length + 1 ),
			url.searchParams
		);
		const answer = parsed.ok
			? await photonImage(
					{
						host: new URL( siteUrl( ctx.db ) ).host,
						uploadsDir: ctx.uploadsDir,
						cacheDir,
						// A WordPress site's uploads are on WordPress.
						fetchUpload: ctx.options.forWordPressSite
							? uploadFetcher( siteUrl( ctx.db ) )
							: undefined,
					},
					parsed.request
				)
			: parsed;
		reply.header( 'X-Content-Type-Options', 'nosniff' );
		if ( ! answer.ok ) {
			return reply
				.code( answer.status )
				.header( 'Cache-Control', 'no-store' )
				.type( 'text/plain; charset=utf-8' )
				.send( answer.message );
		}
		return reply
			.header( 'Cache-Control', IMAGE_CACHE )
			.header( 'X-Nc', answer.cached ? 'HIT' : 'MISS' )
			.type( answer.type )
			.send( answer.body );
	} );
}
