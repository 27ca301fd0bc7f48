import type { FastifyReply } from 'fastify';
import { FfmpegMissingError } from './ffmpeg';

/**
 * The answer when a made file could not be made: 503 (the service is unavailable, not the file
 * missing), saying so when ffmpeg itself is missing. The cause goes to the log.
 *
 * @param reply The reply to send.
 * @param error What the making threw.
 * @param what  The file, for the message ("The video").
 */
export function sendMakingFailure(
	reply: FastifyReply,
	error: unknown,
	what: string
) {
	reply.log.error( error );
	return reply
		.code( 503 )
		.type( 'text/plain; charset=utf-8' )
		.send(
			error instanceof FfmpegMissingError
				? error.message
				: `${ what } could not be made.`
		);
}
