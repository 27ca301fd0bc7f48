import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../../platform/context';
import { registerRemoteHost } from '../../../platform/content/remote-hosts';
import { registerServiceHost } from '../../../shared/service-hosts';
import { episodeAudio } from './audio';
import { byteRange } from './byte-range';
import { sendMakingFailure } from '../made-media/failure-reply';
import {
	PODCAST_HOST_ORIGIN,
	STAND_IN_BASE,
	answer,
	audioAt,
} from './provider';

function sendAudio(
	reply: FastifyReply,
	audio: Buffer,
	rangeHeader: string | undefined
) {
	reply
		.header( 'Accept-Ranges', 'bytes' )
		.header( 'Cache-Control', 'public, max-age=86400' )
		.header( 'Access-Control-Allow-Origin', '*' )
		.type( 'audio/mpeg' );
	const range = byteRange( rangeHeader, audio.length );
	if ( range === 'unsatisfiable' ) {
		return reply
			.code( 416 )
			.header( 'Content-Range', `bytes */${ audio.length }` )
			.send();
	}
	if ( ! range ) {
		return reply.send( audio );
	}
	return reply
		.code( 206 )
		.header(
			'Content-Range',
			`bytes ${ range.start }-${ range.end }/${ audio.length }`
		)
		.send( audio.subarray( range.start, range.end + 1 ) );
}

/**
 * The podcast host on the local site: `https://feeds.tessera-podcasts.example/<path>` is
 * `/stand-ins/feeds.tessera-podcasts.example/<path>` for the browser (episode audio, artwork),
 * and the site's own fetches of the host (feeds) are answered in-process.
 */
export function registerPodcastHostPages(
	app: FastifyInstance,
	ctx: AppContext
): void {
	registerServiceHost( PODCAST_HOST_ORIGIN, STAND_IN_BASE );
	registerRemoteHost( PODCAST_HOST_ORIGIN, answer );
	const audioDir = join( ctx.options.dataDir, 'stand-ins', 'podcast-host' );

	app.get( `${ STAND_IN_BASE }/*`, async ( request, reply ) => {
		const path = new URL( request.url, 'http://stand-in' ).pathname.slice(
			STAND_IN_BASE.length
		);
		const episode = audioAt( path );
		if ( episode ) {
			try {
				const audio = await episodeAudio(
					audioDir,
					episode.name,
					episode.audio
				);
				return sendAudio( reply, audio, request.headers.range );
			} catch ( error ) {
				return sendMakingFailure( reply, error, 'The episode audio' );
			}
		}
		const found = answer( new URL( path, PODCAST_HOST_ORIGIN ) );
		return reply
			.code( found.status )
			.type( found.contentType )
			.header( 'X-Content-Type-Options', 'nosniff' )
			.header(
				'Content-Security-Policy',
				"default-src 'none'; style-src 'unsafe-inline'"
			)
			.send( found.body );
	} );
}
