import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../platform/context';
import { getUserById } from '../../../platform/store/users';
import { htmlSpecialChars } from '../../../shared/server-render/html';

const COLORS = [
	'#2271b1',
	'#00a32a',
	'#d63638',
	'#dba617',
	'#8c5fbf',
	'#007cba',
];

/** Local avatars (initials on a colour), so that no page asks a third-party avatar service. */
export function registerAvatars( app: FastifyInstance, ctx: AppContext ): void {
	app.get( '/wp-content/avatars/:file', async ( request, reply ) => {
		const match = /^(\d+)\.svg$/.exec(
			( request.params as { file: string } ).file
		);
		const user = match
			? getUserById( ctx.db, Number( match[ 1 ] ) )
			: undefined;
		const size = Math.min(
			512,
			Math.max(
				16,
				Number( ( request.query as Record< string, unknown > ).s ) || 96
			)
		);
		const initial = ( user?.display_name.trim()[ 0 ] ?? '?' ).toUpperCase();
		const color = COLORS[ ( user?.ID ?? 0 ) % COLORS.length ];
		return reply
			.type( 'image/svg+xml' )
			.header( 'Cache-Control', 'public, max-age=3600' )
			.header(
				'Content-Security-Policy',
				"default-src 'none'; style-src 'unsafe-inline'"
			)
			.send(
				`<svg xmlns="http://www.w3.org/2000/svg" width="${ size }" height="${ size }" viewBox="0 0 100 100"><rect width="100" height="100" fill="${ color }"/><text x="50" y="50" dy=".35em" text-anchor="middle" font-family="sans-serif" font-size="50" fill="#fff">${ htmlSpecialChars( initial ) }</text></svg>`
			);
	} );
}
