/**
 * The calendar service stand-in (Google Calendar's embed page): calendars and their events from
 * fixtures/calendars.json, chosen by the embed address's `src` parameters. Pure.
 */
import calendars from './fixtures/calendars.json';

export const CALENDAR_ORIGIN = 'https://calendar.google.com';
export const STAND_IN_BASE = '/stand-ins/calendar.google.com';

export interface CalendarEvent {
	summary: string;
	/** YYYY-MM-DD for an all-day event, YYYY-MM-DDTHH:MM otherwise. */
	start: string;
	end: string;
}

export interface Calendar {
	summary: string;
	timeZone: string;
	events: CalendarEvent[];
}

const CALENDARS = calendars as Record< string, Calendar >;

export interface EmbedView {
	title: string;
	calendars: Calendar[];
	/** Ids asked for that the service does not have (or does not share). */
	missing: string[];
	events: Array< CalendarEvent & { calendar: string } >;
}

/**
 * What the embed page shows for its query: every `src` calendar's events in time order, the
 * `title` parameter (or the first calendar's name) on top.
 */
export function embedView( query: URLSearchParams ): EmbedView {
	const ids = query.getAll( 'src' );
	const found = ids.filter( ( id ) => Object.hasOwn( CALENDARS, id ) );
	const list = found.map( ( id ) => CALENDARS[ id ] );
	return {
		title: query.get( 'title' ) ?? list[ 0 ]?.summary ?? 'Google Calendar',
		calendars: list,
		missing: ids.filter( ( id ) => ! found.includes( id ) ),
		events: list
			.flatMap( ( calendar ) =>
				calendar.events.map( ( event ) => ( {
					...event,
					calendar: calendar.summary,
				} ) )
			)
			.sort( ( a, b ) => a.start.localeCompare( b.start ) ),
	};
}
