/**
 * The stand-in's pages, in calendly.com's shapes: a user's page listing event types, an event
 * type's booking page (month calendar, the chosen day's times) and the 404 page. Everything
 * printed goes through htmlSpecialChars; colours come only from embedOptions (six hex digits).
 */
import { createHash } from 'node:crypto';
import { htmlSpecialChars } from '../../../shared/server-render/html';
import { STAND_IN_BASE, monthDays, slotsOn } from './provider';
import type { EmbedOptions, EventType, SchedulingUser } from './provider';

const WEEKDAYS = [ 'Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat' ];

/**
 * The pages' only script: inside a frame, it tells the framing window how tall the page is
 * whenever that changes, with the message calendly.com's pages send (`calendly.page_height`).
 */
const HEIGHT_REPORTER =
	"(function(){if(window.parent===window){return;}var last='';function send(){var height=Math.ceil(document.documentElement.getBoundingClientRect().height)+'px';if(height!==last){last=height;window.parent.postMessage({event:'calendly.page_height',payload:{height:height}},'*');}}new ResizeObserver(send).observe(document.documentElement);})();";

/** The Content-Security-Policy source that allows HEIGHT_REPORTER and no other script. */
export const HEIGHT_REPORTER_SOURCE = `'sha256-${ createHash( 'sha256' )
	.update( HEIGHT_REPORTER )
	.digest( 'base64' ) }'`;

function page( title: string, options: EmbedOptions, body: string ): string {
	return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>${ htmlSpecialChars( title ) }</title>
<style>
body { margin: 0; font: 15px/1.5 system-ui, sans-serif; background: ${ options.backgroundColor }; color: ${ options.textColor }; }
main { display: flex; flex-wrap: wrap; gap: 24px; padding: 24px; }
a { color: ${ options.primaryColor }; }
.details { flex: 1 1 220px; }
.calendar { flex: 2 1 320px; }
h1 { font-size: 1.4em; margin: 0 0 8px; }
table { border-collapse: collapse; width: 100%; text-align: center; }
th, td { padding: 6px; }
td a { display: inline-block; width: 2.2em; line-height: 2.2em; border-radius: 50%; background: ${ options.primaryColor }22; font-weight: 600; text-decoration: none; }
td a[aria-current] { background: ${ options.primaryColor }; color: ${ options.backgroundColor }; }
ul.times { list-style: none; padding: 0; display: grid; gap: 8px; }
ul.times li { border: 1px solid ${ options.primaryColor }; border-radius: 4px; padding: 8px; color: ${ options.primaryColor }; font-weight: 600; }
</style>
</head>
<body>
${ body }
<script>${ HEIGHT_REPORTER }</script>
</body>
</html>
`;
}

function withQuery(
	path: string,
	query: URLSearchParams,
	extra: Record< string, string >
) {
	const next = new URLSearchParams( query );
	for ( const [ name, value ] of Object.entries( extra ) ) {
		next.set( name, value );
	}
	return `${ STAND_IN_BASE }${ path }?${ next }`;
}

export function renderUserPage(
	slug: string,
	user: SchedulingUser,
	query: URLSearchParams,
	options: EmbedOptions
): string {
	const events = Object.entries( user.events )
		.map(
			( [ eventSlug, event ] ) =>
				`<li><a href="${ htmlSpecialChars(
					withQuery( `/${ slug }/${ eventSlug }`, query, {} )
				) }">${ htmlSpecialChars( event.name ) }</a> (${ event.duration } min)</li>`
		)
		.join( '' );
	return page(
		user.name,
		options,
		`<main><section class="details"><h1>${ htmlSpecialChars(
			user.name
		) }</h1><p>Welcome to my scheduling page. Please follow the instructions to add an event to my calendar.</p><ul>${ events }</ul></section></main>`
	);
}

export interface BookingView {
	slug: string;
	eventSlug: string;
	user: SchedulingUser;
	event: EventType;
	year: number;
	month: number;
	today: string;
	selected?: string;
}

function calendarTable( view: BookingView, query: URLSearchParams ): string {
	const days = monthDays( view.event, view.year, view.month, view.today );
	const cells: string[] = Array( days[ 0 ].weekday ).fill( '<td></td>' );
	for ( const day of days ) {
		cells.push(
			day.bookable
				? `<td><a href="${ htmlSpecialChars(
						withQuery(
							`/${ view.slug }/${ view.eventSlug }`,
							query,
							{
								month: day.date.slice( 0, 7 ),
								date: day.date,
							}
						)
					) }"${ day.date === view.selected ? ' aria-current="date"' : '' }>${ day.day }</a></td>`
				: `<td>${ day.day }</td>`
		);
	}
	const rows: string[] = [];
	for ( let index = 0; index < cells.length; index += 7 ) {
		rows.push( `<tr>${ cells.slice( index, index + 7 ).join( '' ) }</tr>` );
	}
	const head = WEEKDAYS.map(
		( day ) => `<th scope="col">${ day }</th>`
	).join( '' );
	const title = new Date(
		Date.UTC( view.year, view.month - 1, 1 )
	).toLocaleString( 'en', {
		month: 'long',
		year: 'numeric',
		timeZone: 'UTC',
	} );
	return `<table><caption>${ htmlSpecialChars( title ) }</caption><thead><tr>${ head }</tr></thead><tbody>${ rows.join( '' ) }</tbody></table>`;
}

export function renderBookingPage(
	view: BookingView,
	query: URLSearchParams,
	options: EmbedOptions
): string {
	const details = options.hideEventTypeDetails
		? ''
		: `<section class="details"><p>${ htmlSpecialChars( view.user.name ) }</p><h1>${ htmlSpecialChars(
				view.event.name
			) }</h1><p>${ view.event.duration } min · ${ htmlSpecialChars(
				view.event.location
			) }</p><p>${ htmlSpecialChars( view.event.description ) }</p></section>`;
	const weekday = view.selected
		? new Date( `${ view.selected }T00:00:00Z` ).getUTCDay()
		: -1;
	const times =
		view.selected && view.selected >= view.today
			? `<h2>${ htmlSpecialChars( view.selected ) }</h2><ul class="times">${ slotsOn(
					view.event,
					weekday
				)
					.map( ( time ) => `<li>${ time }</li>` )
					.join(
						''
					) }</ul><p>Times are in ${ htmlSpecialChars( view.user.timezone ) }.</p>`
			: '';
	return page(
		`${ view.event.name } - ${ view.user.name }`,
		options,
		`<main>${ details }<section class="calendar"><h2>Select a Date &amp; Time</h2>${ calendarTable(
			view,
			query
		) }${ times }</section></main>`
	);
}

export function renderNotFoundPage( options: EmbedOptions ): string {
	return page(
		'Page not found',
		options,
		'<main><section class="details"><h1>This Calendly URL is not valid.</h1><p>The page you are looking for does not exist.</p></section></main>'
	);
}
