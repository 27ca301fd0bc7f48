import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../platform/context';
import { registerServiceHost } from '../../../shared/service-hosts';
import { SYNDICATION_BASE, SYNDICATION_ORIGIN, tweetResult } from './provider';

/**
 * The syndication endpoint under its stand-in base, and the service host that maps the real
 * address to it. Like the real endpoint, any site may read it. The pictures its posts name are
 * served with the rest of the network's media (social-networks/threads-pages.ts).
 */
export function registerTweetSyndication(
	app: FastifyInstance,
	ctx: AppContext
): void {
	void ctx;
	registerServiceHost( SYNDICATION_ORIGIN, SYNDICATION_BASE );
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
}
