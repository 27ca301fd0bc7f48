import type { FastifyReply } from 'fastify';

/**
 * The sender of a stand-in's HTML pages: each page goes out under the stand-in's
 * Content-Security-Policy and is never cached.
 */
export function htmlPageSender( policy: string ) {
	return ( reply: FastifyReply, html: string, status = 200 ) =>
		reply
			.code( status )
			.type( 'text/html; charset=utf-8' )
			.header( 'Content-Security-Policy', policy )
			.header( 'Cache-Control', 'no-store' )
			.send( html );
}
