import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../platform/context';
import { registerServiceHost } from '../../../shared/service-hosts';
import { htmlPageSender } from '../html-page';
import {
	EVENTBRITE_ORIGIN,
	STAND_IN_BASE,
	eventIdOfPath,
	findEvent,
} from './provider';
import {
	renderCheckoutPage,
	renderEventPage,
	renderNotFoundPage,
	widgetScript,
} from './render';

/** The pages may be framed by any site (the checkout widget is) but run no script. */
const PAGE_POLICY =
	"default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'";

const send = htmlPageSender( PAGE_POLICY );

/**
 * www.eventbrite.com's pages under STAND_IN_BASE: event pages (`/e/<words>-<id>`), the checkout
 * page (`/checkout-external?eid=`) and the widget script (`/static/widgets/eb_widgets.js`).
 */
export function registerEventbritePages(
	app: FastifyInstance,
	ctx: AppContext
): void {
	void ctx;
	registerServiceHost( EVENTBRITE_ORIGIN, STAND_IN_BASE );
	app.get( `${ STAND_IN_BASE }/static/widgets/eb_widgets.js`, ( _, reply ) =>
		reply
			.type( 'text/javascript; charset=utf-8' )
			.header( 'Cache-Control', 'no-store' )
			.send( widgetScript( STAND_IN_BASE ) )
	);
	app.get( `${ STAND_IN_BASE }/checkout-external`, ( request, reply ) => {
		const id = new URL( request.url, 'http://stand-in' ).searchParams.get(
			'eid'
		);
		const event = id ? findEvent( id ) : undefined;
		return event
			? send( reply, renderCheckoutPage( event ) )
			: send( reply, renderNotFoundPage(), 404 );
	} );
	app.get( `${ STAND_IN_BASE }/e/*`, ( request, reply ) => {
		const path = new URL( request.url, 'http://stand-in' ).pathname.slice(
			STAND_IN_BASE.length
		);
		const id = eventIdOfPath( path );
		const event = id ? findEvent( id ) : undefined;
		return event
			? send( reply, renderEventPage( event ) )
			: send( reply, renderNotFoundPage(), 404 );
	} );
}
