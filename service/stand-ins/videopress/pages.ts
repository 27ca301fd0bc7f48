import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../platform/context';
import {
	registeredServiceHosts,
	registerServiceHost,
	serviceUrl,
} from '../../../shared/service-hosts';
import { byteRange } from '../podcast-host/byte-range';
import { findVideo } from './library';
import { playerPage } from './player-page';
import {
	FILES_ORIGIN,
	PLAYER_ORIGIN,
	PUBLIC_API_ORIGIN,
	STAND_IN_BASES,
	fileUrl,
	videoRecord,
} from './provider';
import { POSTER_FILE, RENDITION_FILE } from './transcode';

const FILE_TYPES: Record< string, string > = {
	[ RENDITION_FILE ]: 'video/mp4',
	[ POSTER_FILE ]: 'image/jpeg',
};

/**
 * The video host on the local site, each origin under `/stand-ins/<host>` through the service
 * host map: the public API's video records (polled by the editor), the files (rendition with byte
 * ranges, so the browser can seek; poster) and the player page the block's iframe shows.
 */
export function registerVideoPressPages(
	app: FastifyInstance,
	ctx: AppContext
): void {
	registerServiceHost( PUBLIC_API_ORIGIN, STAND_IN_BASES.api );
	registerServiceHost( FILES_ORIGIN, STAND_IN_BASES.files );
	registerServiceHost( PLAYER_ORIGIN, STAND_IN_BASES.player );

	app.get< { Params: { guid: string } } >(
		`${ STAND_IN_BASES.api }/rest/v1.1/videos/:guid`,
		( request, reply ) => {
			const answer = videoRecord( ctx, request.params.guid );
			return reply
				.code( answer.status )
				.header( 'Cache-Control', 'no-store' )
				.header( 'Access-Control-Allow-Origin', '*' )
				.send( answer.body );
		}
	);

	app.get< { Params: { guid: string; file: string } } >(
		`${ STAND_IN_BASES.files }/:guid/:file`,
		async ( request, reply ) => {
			const { guid, file } = request.params;
			const type = FILE_TYPES[ file ];
			const video = findVideo( ctx, guid );
			if ( ! type || video?.state !== 'ready' ) {
				return reply.code( 404 ).send();
			}
			const data = await readFile( join( video.filesDir, file ) );
			reply
				.type( type )
				.header( 'Accept-Ranges', 'bytes' )
				.header( 'Cache-Control', 'public, max-age=86400' );
			const range = byteRange( request.headers.range, data.length );
			if ( range === 'unsatisfiable' ) {
				return reply
					.code( 416 )
					.header( 'Content-Range', `bytes */${ data.length }` )
					.send();
			}
			if ( ! range ) {
				return reply.send( data );
			}
			return reply
				.code( 206 )
				.header(
					'Content-Range',
					`bytes ${ range.start }-${ range.end }/${ data.length }`
				)
				.send( data.subarray( range.start, range.end + 1 ) );
		}
	);

	app.get< { Params: { guid: string } } >(
		`${ STAND_IN_BASES.player }/embed/:guid`,
		( request, reply ) => {
			const { guid } = request.params;
			const video = findVideo( ctx, guid );
			const hosts = registeredServiceHosts();
			const { status, html } = playerPage(
				video,
				video?.title || 'VideoPress',
				request.query as Record< string, unknown >,
				{
					rendition: serviceUrl(
						fileUrl( guid, RENDITION_FILE ),
						hosts
					),
					poster: serviceUrl( fileUrl( guid, POSTER_FILE ), hosts ),
				}
			);
			return reply
				.code( status )
				.type( 'text/html; charset=utf-8' )
				.send( html );
		}
	);
}
