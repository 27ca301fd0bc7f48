import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { registerServiceHost } from '../../../shared/service-hosts';
import { MAPBOX_ORIGIN, STAND_IN_BASE, type ApiError } from './service';
import { tokenError } from './tokens';
import { findStyleVariant } from './style-variants';
import { styleDocument } from './style-document';

type Query = Record< string, unknown >;

function sendError( reply: FastifyReply, error: ApiError ): FastifyReply {
	return reply
		.code( error.status )
		.header( 'Cache-Control', 'no-store' )
		.send( { message: error.message } );
}

/** The token check every endpoint makes first; true when the request may go on. */
function authorized( request: FastifyRequest, reply: FastifyReply ): boolean {
	const error = tokenError( ( request.query as Query ).access_token );
	if ( error ) {
		sendError( reply, error );
		return false;
	}
	return true;
}

/**
 * Mapbox's web APIs under STAND_IN_BASE (`https://api.mapbox.com/styles/v1/...` is
 * `/stand-ins/api.mapbox.com/styles/v1/...`), and the service host that maps one to the other.
 */
export function registerMapboxPages(
	app: FastifyInstance,
	ctx: AppContext
): void {
	void ctx;
	registerServiceHost( MAPBOX_ORIGIN, STAND_IN_BASE );

	app.get< { Params: { owner: string; id: string } } >(
		`${ STAND_IN_BASE }/styles/v1/:owner/:id`,
		( request, reply ) => {
			if ( ! authorized( request, reply ) ) {
				return reply;
			}
			const variant = findStyleVariant(
				request.params.owner,
				request.params.id
			);
			if ( ! variant ) {
				return sendError( reply, {
					status: 404,
					message: 'Style not found',
				} );
			}
			return reply
				.header( 'Cache-Control', 'max-age=300' )
				.send( styleDocument( variant ) );
		}
	);
}
