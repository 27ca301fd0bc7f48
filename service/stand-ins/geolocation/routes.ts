import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../platform/context';
import { registerServiceHost } from '../../../shared/service-hosts';
import { GEO_ORIGIN, STAND_IN_BASE, locate } from './provider';

/**
 * `GET /stand-ins/public-api.wordpress.com/geo/` (the real `https://public-api.wordpress.com/geo/`,
 * through the service host map). Public, like the real one. `?fail=1`, which the real service
 * ignores, answers its outage (503 with its error body) so the editor's fallback can be tested.
 */
export function registerGeolocationRoutes(
	app: FastifyInstance,
	ctx: AppContext
): void {
	void ctx;
	registerServiceHost( GEO_ORIGIN, STAND_IN_BASE );
	app.get( `${ STAND_IN_BASE }/geo/`, ( request, reply ) => {
		const query = request.query as Record< string, unknown >;
		reply.header( 'Cache-Control', 'no-store' );
		if ( query.fail === '1' ) {
			return reply.code( 503 ).send( {
				error: 'unavailable',
				message: 'The geolocation service is unavailable.',
			} );
		}
		return reply.send(
			locate(
				request.ip,
				String( request.headers[ 'accept-language' ] ?? '' )
			)
		);
	} );
}
