import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../platform/context';
import { registerServiceHost } from '../../../shared/service-hosts';
import { htmlPageSender } from '../html-page';
import {
	AD_SERVER_ORIGIN,
	STAND_IN_BASE,
	impressionCounts,
	landingPage,
	serveSlot,
} from './provider';
import { renderHouseAd } from './render';

/** Ad pages are framed by the sites that show them, and run no script. */
const PAGE_POLICY =
	"default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'";

const send = htmlPageSender( PAGE_POLICY );

/**
 * - `GET /stand-ins/s.pubmine.com/slot?format=&site=&post=`: the slot page (the ad network's
 *   address through the service host map); 400 for an unknown format, 204 when nothing fills it.
 * - `GET /stand-ins/s.pubmine.com/impressions`: impressions per creative, as the network's
 *   reporting shows a publisher.
 */
export function registerAdServerPages(
	app: FastifyInstance,
	ctx: AppContext
): void {
	registerServiceHost( AD_SERVER_ORIGIN, STAND_IN_BASE );
	app.get( `${ STAND_IN_BASE }/slot`, ( request, reply ) => {
		const query = new URL( request.url, 'http://stand-in' ).searchParams;
		const result = serveSlot( ctx.db, query, request.method !== 'HEAD' );
		if ( result.kind === 'bad-request' ) {
			return send( reply, result.message, 400 );
		}
		if ( result.kind === 'no-fill' ) {
			return reply
				.code( 204 )
				.header( 'Cache-Control', 'no-store' )
				.send();
		}
		return send(
			reply,
			renderHouseAd(
				result.ad,
				result.format,
				result.impressions,
				landingPage( query.get( 'site' ) )
			)
		);
	} );
	app.get( `${ STAND_IN_BASE }/impressions`, ( _request, reply ) =>
		reply
			.header( 'Cache-Control', 'no-store' )
			.send( impressionCounts( ctx.db ) )
	);
}
