import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../platform/context';
import { registerServiceHost } from '../../../shared/service-hosts';
import { htmlPageSender } from '../html-page';
import {
	SCHEDULING_ORIGIN,
	STAND_IN_BASE,
	embedOptions,
	findPage,
} from './provider';
import {
	HEIGHT_REPORTER_SOURCE,
	renderBookingPage,
	renderNotFoundPage,
	renderUserPage,
} from './render';

/**
 * The pages may be framed by any site (as calendly.com's embeds are) and run one script of
 * their own, the height reporter; nothing a query echoes can run.
 */
const PAGE_POLICY = `default-src 'none'; style-src 'unsafe-inline'; script-src ${ HEIGHT_REPORTER_SOURCE }; base-uri 'none'; form-action 'none'`;

const send = htmlPageSender( PAGE_POLICY );

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * calendly.com's pages under STAND_IN_BASE (`https://calendly.com/<user>/<event>?…` is
 * `/stand-ins/calendly.com/<user>/<event>?…`), and the service host that maps one to the other.
 */
export function registerSchedulingPages(
	app: FastifyInstance,
	ctx: AppContext
): void {
	void ctx;
	registerServiceHost( SCHEDULING_ORIGIN, STAND_IN_BASE );
	app.get( `${ STAND_IN_BASE }/*`, ( request, reply ) => {
		const url = new URL( request.url, 'http://stand-in' );
		const path = url.pathname.slice( STAND_IN_BASE.length );
		const query = url.searchParams;
		const options = embedOptions( query );
		const found = findPage( path );
		if ( found.kind === 'not-found' ) {
			return send( reply, renderNotFoundPage( options ), 404 );
		}
		if ( found.kind === 'user' ) {
			return send(
				reply,
				renderUserPage( found.slug, found.user, query, options )
			);
		}
		const today = new Date().toISOString().slice( 0, 10 );
		const month = MONTH.exec( query.get( 'month' ) ?? '' );
		const date = query.get( 'date' ) ?? '';
		return send(
			reply,
			renderBookingPage(
				{
					slug: found.slug,
					eventSlug: found.eventSlug,
					user: found.user,
					event: found.event,
					year: month
						? Number( month[ 1 ] )
						: Number( today.slice( 0, 4 ) ),
					month: month
						? Number( month[ 2 ] )
						: Number( today.slice( 5, 7 ) ),
					today,
					selected: DATE.test( date ) ? date : undefined,
				},
				query,
				options
			)
		);
	} );
}
