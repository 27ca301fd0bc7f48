import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerServiceHost } from '../../../shared/service-hosts';
import {
	MEDIA_BASE,
	MEDIA_ORIGIN,
	SYNDICATION_BASE,
	SYNDICATION_ORIGIN,
	picture,
	tweetResult,
} from './provider';

/** Pictures are SVG: they may draw, never run anything. */
const PICTURE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * The syndication endpoint and the picture host under their stand-in bases, and the service
 * hosts that map the real addresses to them. Like the real endpoint, any site may read it.
 */
export function registerTweetSyndication(
	app: FastifyInstance,
	ctx: AppContext
): void {
	void ctx;
	registerServiceHost( SYNDICATION_ORIGIN, SYNDICATION_BASE );
	registerServiceHost( MEDIA_ORIGIN, MEDIA_BASE );
	app.get( `${ SYNDICATION_BASE }/tweet-result`, ( request, reply ) => {
		const answer = tweetResult(
			new URL( request.url, 'http://stand-in' ).searchParams
		);
		return reply
			.code( answer.status )
			.header( 'Access-Control-Allow-Origin', '*' )
			.header( 'Cache-Control', 'no-store' )
			.send( answer.body );
	} );
	app.get( `${ MEDIA_BASE }/*`, ( request, reply ) => {
		const path = new URL( request.url, 'http://stand-in' ).pathname.slice(
			MEDIA_BASE.length
		);
		const svg = picture( path );
		if ( svg === undefined ) {
			return reply.code( 404 ).type( 'text/plain' ).send( 'Not found' );
		}
		return reply
			.type( 'image/svg+xml' )
			.header( 'Content-Security-Policy', PICTURE_POLICY )
			.header( 'Cache-Control', 'public, max-age=86400' )
			.send( svg );
	} );
}
