import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../platform/context';
import { nonceFor } from '../../../platform/auth/page-auth';

/**
 * /wp-admin/admin-ajax.php, for the one action the editor uses: `rest-nonce` (api-fetch's nonce
 * refresh after a `rest_cookie_invalid_nonce`). Like WordPress: the nonce as text, or `0` (400).
 */
export function registerAdminAjax(
	app: FastifyInstance,
	ctx: AppContext
): void {
	const handle = async (
		request: import( 'fastify' ).FastifyRequest,
		reply: import( 'fastify' ).FastifyReply
	) => {
		const query = request.query as Record< string, unknown >;
		const body = ( request.body ?? {} ) as Record< string, unknown >;
		const action = query.action ?? body.action;
		reply
			.type( 'text/html; charset=UTF-8' )
			.header( 'Cache-Control', 'no-store' );
		if ( action !== 'rest-nonce' || ! request.user ) {
			return reply.code( 400 ).send( '0' );
		}
		return reply.send( nonceFor( ctx, request, 'wp_rest' ) );
	};
	app.get( '/wp-admin/admin-ajax.php', handle );
	app.post( '/wp-admin/admin-ajax.php', handle );
}
