/**
 * The event-ticket service stand-in (eventbrite.com): its events from fixtures/events.json, the
 * status of an event page address, and the event a checkout widget shows. Pure: no request
 * leaves the machine.
 */
import events from './fixtures/events.json';

export const EVENTBRITE_ORIGIN = 'https://www.eventbrite.com';
/** Where the stand-in serves www.eventbrite.com's paths on the local site. */
export const STAND_IN_BASE = '/stand-ins/www.eventbrite.com';

export interface TicketClass {
	name: string;
	price: string;
}

export interface EventbriteEvent {
	name: string;
	slug: string;
	start: string;
	end: string;
	timezone: string;
	venue: string;
	summary: string;
	tickets: TicketClass[];
}

const EVENTS = events as Record< string, EventbriteEvent >;

/** The event with this id, if the service has it. */
export function findEvent( id: string ): EventbriteEvent | undefined {
	return Object.hasOwn( EVENTS, id ) ? EVENTS[ id ] : undefined;
}

/** An event page path: `/e/<words>-<id>` with an optional trailing slash. */
const EVENT_PATH = /^\/e\/(?:[a-z0-9-]*-)?(\d+)\/?$/i;

/** The event id of an event page path, or undefined for any other path. */
export function eventIdOfPath( path: string ): string | undefined {
	return EVENT_PATH.exec( path )?.[ 1 ];
}

/**
 * What the service answers for an address: eventbrite.com without www redirects to www, an event
 * page is 200 when the event exists and 404 otherwise. Other origins are not the service's.
 */
export function eventbriteAnswer(
	url: URL
): { status: number; location?: string } | undefined {
	if ( url.protocol !== 'https:' && url.protocol !== 'http:' ) {
		return undefined;
	}
	if ( url.host === 'eventbrite.com' ) {
		return {
			status: 301,
			location: `${ EVENTBRITE_ORIGIN }${ url.pathname }${ url.search }`,
		};
	}
	if ( url.host !== 'www.eventbrite.com' ) {
		return undefined;
	}
	if ( url.protocol === 'http:' ) {
		return {
			status: 301,
			location: `${ EVENTBRITE_ORIGIN }${ url.pathname }${ url.search }`,
		};
	}
	const id = eventIdOfPath( url.pathname );
	return { status: id && findEvent( id ) ? 200 : 404 };
}
