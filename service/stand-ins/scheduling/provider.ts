/**
 * The scheduling service stand-in (calendly.com): its users and event types from
 * fixtures/users.json, whether an address exists, and the bookable times of an event type
 * computed from its weekly hours. Pure: no request leaves the machine.
 */
import users from './fixtures/users.json';

export const SCHEDULING_ORIGIN = 'https://calendly.com';
/** Where the stand-in serves calendly.com's paths on the local site. */
export const STAND_IN_BASE = '/stand-ins/calendly.com';

export interface EventType {
	name: string;
	duration: number;
	location: string;
	description: string;
	/** Weekdays bookable, 0 = Sunday. */
	days: number[];
	start: string;
	end: string;
}

export interface SchedulingUser {
	name: string;
	timezone: string;
	events: Record< string, EventType >;
}

const USERS = users as Record< string, SchedulingUser >;

export type Page =
	| { kind: 'user'; slug: string; user: SchedulingUser }
	| {
			kind: 'event';
			slug: string;
			user: SchedulingUser;
			eventSlug: string;
			event: EventType;
	  }
	| { kind: 'not-found' };

/** What a path on calendly.com shows: a user's event types, one event type, or nothing. */
export function findPage( path: string ): Page {
	const segments = path.split( '/' ).filter( Boolean );
	const user = segments[ 0 ] ? USERS[ segments[ 0 ] ] : undefined;
	if (
		! user ||
		segments.length > 2 ||
		! Object.hasOwn( USERS, segments[ 0 ] )
	) {
		return { kind: 'not-found' };
	}
	if ( segments.length === 1 ) {
		return { kind: 'user', slug: segments[ 0 ], user };
	}
	const eventSlug = segments[ 1 ];
	if ( ! Object.hasOwn( user.events, eventSlug ) ) {
		return { kind: 'not-found' };
	}
	return {
		kind: 'event',
		slug: segments[ 0 ],
		user,
		eventSlug,
		event: user.events[ eventSlug ],
	};
}

/** The status calendly.com answers for an address (what resolve-redirect reports). */
export function statusOf( url: URL ): number {
	return findPage( url.pathname ).kind === 'not-found' ? 404 : 200;
}

function minutes( time: string ): number {
	const [ hours, mins ] = time.split( ':' ).map( Number );
	return hours * 60 + mins;
}

function clock( total: number ): string {
	const hours = Math.floor( total / 60 );
	return `${ String( hours ).padStart( 2, '0' ) }:${ String( total % 60 ).padStart( 2, '0' ) }`;
}

/** Start times of an event type on a weekday: every `duration` minutes from start, ending by end. */
export function slotsOn( event: EventType, weekday: number ): string[] {
	if ( ! event.days.includes( weekday ) ) {
		return [];
	}
	const slots: string[] = [];
	for (
		let time = minutes( event.start );
		time + event.duration <= minutes( event.end );
		time += event.duration
	) {
		slots.push( clock( time ) );
	}
	return slots;
}

export interface CalendarDay {
	/** YYYY-MM-DD. */
	date: string;
	day: number;
	weekday: number;
	bookable: boolean;
}

/** The days of a month (1-12), bookable when the event type has times that day and it is not past. */
export function monthDays(
	event: EventType,
	year: number,
	month: number,
	today: string
): CalendarDay[] {
	const count = new Date( Date.UTC( year, month, 0 ) ).getUTCDate();
	return Array.from( { length: count }, ( _, index ) => {
		const date = new Date( Date.UTC( year, month - 1, index + 1 ) );
		const iso = date.toISOString().slice( 0, 10 );
		return {
			date: iso,
			day: index + 1,
			weekday: date.getUTCDay(),
			bookable:
				iso >= today && slotsOn( event, date.getUTCDay() ).length > 0,
		};
	} );
}

const SIX_CHARACTERS = /^[A-Za-z0-9]{6}$/;
const HEX = /^[0-9A-Fa-f]{6}$/;

export interface EmbedOptions {
	embedded: boolean;
	hideEventTypeDetails: boolean;
	backgroundColor: string;
	primaryColor: string;
	textColor: string;
}

/** The embed query calendly.com reads; a colour that is not six hex digits is its default. */
export function embedOptions( query: URLSearchParams ): EmbedOptions {
	const color = ( name: string, fallback: string ) => {
		const value = query.get( name ) ?? '';
		return SIX_CHARACTERS.test( value ) && HEX.test( value )
			? `#${ value }`
			: fallback;
	};
	return {
		embedded: query.get( 'embed_type' ) === 'Inline',
		hideEventTypeDetails: query.get( 'hide_event_type_details' ) === '1',
		backgroundColor: color( 'background_color', '#ffffff' ),
		primaryColor: color( 'primary_color', '#00a2ff' ),
		textColor: color( 'text_color', '#4d5055' ),
	};
}
