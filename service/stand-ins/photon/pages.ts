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
import { LruDiskCache } from './disk-cache';
import { SlidingWindow } from '../../../platform/auth/sliding-window';

/** Resized copies change only with their address, so browsers may keep them for a year. */
const IMAGE_CACHE = 'public, max-age=31536000, immutable';

/** The disk the resized copies may take (TESSERA_PHOTON_CACHE_MB sets it). */
const DEFAULT_CACHE_MB = 512;
/**
 * New copies in sizes the site does not write itself that one address may have made within the
 * window (TESSERA_PHOTON_COPY_LIMIT sets it): enough for an editor trying crops and filters.
 */
const DEFAULT_COPY_LIMIT = 30;
const COPY_WINDOW_MS = 10 * 60 * 1000;

/** A whole number from the environment, or the default when it is absent or not one. */
function envCount( raw: string | undefined, fallback: number ): number {
	const value = raw === undefined || raw === '' ? NaN : Number( raw );
	return Number.isInteger( value ) && value >= 0 ? value : fallback;
}

/**
 * The CDN's addresses under PHOTON_STAND_IN_BASE (`https://i0.wp.com/<host>/<path>?w=600` is
 * `/stand-ins/i0.wp.com/<host>/<path>?w=600`), and the service host that maps one to the other.
 */
export function registerPhotonPages(
	app: FastifyInstance,
	ctx: AppContext
): void {
	registerServiceHost( PHOTON_ORIGIN, PHOTON_STAND_IN_BASE );
	const cache = new LruDiskCache(
		join( ctx.options.dataDir, 'photon-cache' ),
		envCount( process.env.TESSERA_PHOTON_CACHE_MB, DEFAULT_CACHE_MB ) *
			1024 *
			1024
	);
	const copyLimit = envCount(
		process.env.TESSERA_PHOTON_COPY_LIMIT,
		DEFAULT_COPY_LIMIT
	);
	const newCopies = new SlidingWindow( COPY_WINDOW_MS );
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
						cache,
						takeNewCopy: () =>
							newCopies.take( request.ip, copyLimit ),
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
			if ( answer.status === 429 ) {
				reply.header( 'Retry-After', String( COPY_WINDOW_MS / 1000 ) );
			}
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
