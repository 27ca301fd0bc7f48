import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../platform/context';
import type { RestServer } from '../../../platform/rest/server';
import { requireCapability } from '../../../platform/rest/errors';
import { mysqlGmt } from '../../../platform/content/dates';
import { insertEvent, listEvents } from '../../store/analytics';
import { readPixelEvent } from './provider';
import {
	PIXEL_MAX_STORED_EVENTS,
	pixelRateLimit,
	purgeOldEvents,
	withinPixelSize,
} from './limits';
import { PIXEL_PATH } from '../../../shared/analytics/pixel';

/** The smallest transparent GIF: what the pixel answers whatever it was sent. */
const TRANSPARENT_GIF = Buffer.from(
	'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
	'base64'
);

/**
 * The analytics pixel (a stand-in for the Tracks pixel, `pixel.wp.com/t.gif`): stores each
 * recordable event with the signed-in user, within the limits of size, rate and retention, and
 * answers the same GIF either way, so a page learns nothing from it and never waits on it.
 */
export function registerTracksPixel(
	app: FastifyInstance,
	ctx: AppContext
): void {
	const mayStore = pixelRateLimit();
	const stopPurge = purgeOldEvents( ctx.db );
	app.addHook( 'onClose', async () => stopPurge() );
	app.get( PIXEL_PATH, async ( request, reply ) => {
		const event = withinPixelSize( request )
			? readPixelEvent( request.query as Record< string, unknown > )
			: null;
		if ( event && mayStore( request.ip ) ) {
			insertEvent(
				ctx.db,
				{
					...event,
					userId: request.user?.id ?? 0,
					recordedGmt: mysqlGmt(),
				},
				PIXEL_MAX_STORED_EVENTS
			);
		}
		return reply
			.type( 'image/gif' )
			.header( 'Cache-Control', 'no-store' )
			.send( TRANSPARENT_GIF );
	} );
}

/** `GET /tessera/v1/analytics/events`: what the pixel stored, newest first, for administrators. */
export function registerTracksEvents(
	rest: RestServer,
	ctx: AppContext
): void {
	rest.register( {
		namespace: 'tessera/v1',
		route: '/analytics/events',
		endpoints: [
			{
				methods: [ 'GET' ],
				args: {
					name: { type: 'string', maxLength: 100 },
					per_page: {
						type: 'integer',
						default: 100,
						minimum: 1,
						maximum: 100,
					},
				},
				permission: requireCapability( 'manage_options' ),
				handler: ( request ) => ( {
					data: listEvents( ctx.db, {
						name: request.params.name,
						limit: request.params.per_page,
					} ).map( ( event ) => ( {
						id: event.id,
						name: event.name,
						properties: event.properties,
						user_id: event.userId,
						date_gmt: event.recordedGmt.replace( ' ', 'T' ),
					} ) ),
				} ),
			},
		],
	} );
}
