import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../platform/context';
import { postLink } from '../../../platform/content/permalinks';
import { sendNotFoundPage } from '../../../platform/render/not-found-page';
import { resolveShortCode } from './resolve';

/**
 * `GET /s/<code>`: the short link of a published post (the `jetpack_shortlink` field) sends the
 * visitor on to the post's permalink with a 301, as wp.me does; anything else is the theme's 404.
 */
export function registerShortlinkPages(
	app: FastifyInstance,
	ctx: AppContext
): void {
	app.get( '/s/:code', async ( request, reply ) => {
		const { code } = request.params as { code: string };
		const post = resolveShortCode( ctx.db, code );
		if ( ! post ) {
			return sendNotFoundPage( ctx, request, reply );
		}
		return reply
			.code( 301 )
			.header( 'Cache-Control', 'no-cache' )
			.redirect( postLink( request.origin, post ), 301 );
	} );
}
