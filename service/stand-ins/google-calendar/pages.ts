import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../platform/context';
import { registerServiceHost } from '../../../shared/service-hosts';
import { htmlSpecialChars } from '../../../shared/server-render/html';
import { CALENDAR_ORIGIN, STAND_IN_BASE, embedView } from './provider';

const PAGE_POLICY =
	"default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'";

function when( start: string, end: string ): string {
	if ( start.length === 10 ) {
		return `${ start } (all day)`;
	}
	return `${ start.replace( 'T', ' ' ) }–${ end.slice( 11 ) }`;
}

/**
 * Google Calendar's embed page (`/calendar/embed?src=…`) under STAND_IN_BASE, frameable and
 * script-free: the calendars' events as an agenda, and Google's notice for calendars it cannot
 * show. Any other path under /calendar is the 404 page.
 */
export function registerCalendarPages(
	app: FastifyInstance,
	ctx: AppContext
): void {
	void ctx;
	registerServiceHost( CALENDAR_ORIGIN, STAND_IN_BASE );
	app.get( `${ STAND_IN_BASE }/*`, ( request, reply ) => {
		const url = new URL( request.url, 'http://stand-in' );
		const path = url.pathname.slice( STAND_IN_BASE.length );
		const isEmbed = /^\/calendar(?:\/u\/\d+)?\/embed\/?$/.test( path );
		const view = embedView( url.searchParams );
		const events = view.events
			.map(
				( event ) =>
					`<li><time>${ htmlSpecialChars(
						when( event.start, event.end )
					) }</time> <strong>${ htmlSpecialChars(
						event.summary
					) }</strong> <span>${ htmlSpecialChars(
						event.calendar
					) }</span></li>`
			)
			.join( '' );
		const notice = view.missing.length
			? '<p role="alert">Events from one or more calendars could not be shown here because you do not have the permission to view them.</p>'
			: '';
		const body = isEmbed
			? `<h1>${ htmlSpecialChars(
					view.title
				) }</h1>${ notice }<ul>${ events }</ul><p class="tz">Events shown in time zone: ${ htmlSpecialChars(
					view.calendars[ 0 ]?.timeZone ?? 'UTC'
				) }</p>`
			: '<h1>404. That’s an error.</h1>';
		return reply
			.code( isEmbed ? 200 : 404 )
			.type( 'text/html; charset=utf-8' )
			.header( 'Content-Security-Policy', PAGE_POLICY )
			.header( 'Cache-Control', 'no-store' )
			.send(
				`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8" /><title>${ htmlSpecialChars(
					view.title
				) }</title><style>body{margin:0;padding:16px;font:14px/1.5 Roboto,system-ui,sans-serif;color:#3c4043;background:#fff}h1{font-size:20px;font-weight:400;margin:0 0 12px}ul{list-style:none;padding:0;margin:0}li{padding:8px 0;border-bottom:1px solid #dadce0}time{color:#1a73e8;margin-right:8px}span{color:#70757a;margin-left:8px}.tz{color:#70757a;font-size:12px}</style></head><body>${ body }</body></html>`
			);
	} );
}
