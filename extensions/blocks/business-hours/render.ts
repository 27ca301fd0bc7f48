/**
 * Server render for visitors (the block saves nothing): the week from the locale's first day,
 * each day's hours in the site locale's clock (12 or 24 hour) inside `<time>` elements, 'Closed'
 * for a day without hours, and today's row marked, with whether the business is open now on the
 * site's clock. Only `HH:MM` times are used, so a hand-edited attribute cannot bring in markup.
 */
import {
	escapeHtml,
	htmlAttributes,
	safeClassNames,
} from '../../../shared/server-render/html';
import type {
	BlockRenderContext,
	RenderCallback,
} from '../../../shared/server-render/types';
import { isComplete, isOpenAt } from './hours';
import {
	INTERVALS_SEPARATOR,
	INTERVAL_SEPARATOR,
	closedLabel,
	openNowLabel,
	todayLabel,
} from './labels';
import { formatTime, localeTag, localizedWeek } from './locale';
import { siteClock } from './site-clock';
import { DAY_NAMES, normalizeDays, rotateWeek } from './week';
import type { BusinessHoursAttributes, Day } from './types';

const BLOCK_CLASS = 'wp-block-tessera-business-hours';
const ALIGNMENTS = [ 'wide', 'full' ];

function timeHtml( time: string, tag: string ): string {
	return `<time${ htmlAttributes( { datetime: time } ) }>${ escapeHtml(
		formatTime( time, tag )
	) }</time>`;
}

function hoursHtml( day: Day, tag: string ): string {
	const intervals = day.hours.filter( isComplete );
	if ( intervals.length === 0 ) {
		return escapeHtml( closedLabel() );
	}
	return intervals
		.map(
			( interval ) =>
				`<span class="${ BLOCK_CLASS }__interval">${ timeHtml(
					interval.opening,
					tag
				) }${ INTERVAL_SEPARATOR }${ timeHtml( interval.closing, tag ) }</span>`
		)
		.join( INTERVALS_SEPARATOR );
}

interface Today {
	name: string;
	open: boolean;
}

function dayHtml(
	day: Day,
	dayName: string,
	tag: string,
	today: Today
): string {
	const isToday = day.name === today.name;
	const closed = ! day.hours.some( isComplete );
	const badge = isToday
		? ` <span class="${ BLOCK_CLASS }__today">${ escapeHtml( todayLabel() ) }</span>`
		: '';
	const status = isToday
		? ` <strong class="${ BLOCK_CLASS }__status ${ today.open ? 'is-open' : 'is-closed' }">${ escapeHtml(
				openNowLabel( today.open )
			) }</strong>`
		: '';
	return (
		`<div${ htmlAttributes( {
			class: safeClassNames(
				`${ BLOCK_CLASS }__day`,
				closed && 'is-closed',
				isToday && 'is-today'
			),
			'aria-current': isToday ? 'date' : false,
		} ) }>` +
		`<dt class="${ BLOCK_CLASS }__name">${ escapeHtml( dayName ) }${ badge }</dt>` +
		`<dd class="${ BLOCK_CLASS }__hours">${ hoursHtml( day, tag ) }${ status }</dd>` +
		`</div>`
	);
}

/** The render with the moment it happens at given, so tests can fix "now". */
export function renderBusinessHours(
	attributes: BusinessHoursAttributes,
	context: BlockRenderContext,
	now: Date
): string {
	const tag = localeTag( context.locale );
	const week = localizedWeek( context.locale, context.startOfWeek ?? 0 );
	const days = normalizeDays( attributes.days );
	const clock = siteClock( now, context.timezone );
	const today: Today = {
		name: DAY_NAMES[ clock.day ],
		open: isOpenAt(
			days[ clock.day ],
			days[ ( clock.day + 6 ) % 7 ],
			clock.minutes
		),
	};
	const rows = rotateWeek( days, week.startOfWeek )
		.map( ( day ) => dayHtml( day, week.days[ day.name ], tag, today ) )
		.join( '' );
	const align =
		typeof attributes.align === 'string' &&
		ALIGNMENTS.includes( attributes.align )
			? `align${ attributes.align }`
			: false;
	return (
		`<div${ htmlAttributes( {
			class: safeClassNames( BLOCK_CLASS, align, attributes.className ),
		} ) }>` + `<dl class="${ BLOCK_CLASS }__days">${ rows }</dl></div>`
	);
}

export const render: RenderCallback< BusinessHoursAttributes > = (
	attributes,
	_content,
	context
) => renderBusinessHours( attributes, context, new Date() );

/** Open now and today change with the minute: a render is kept for the minute it was made in. */
export const renderKey = () => String( Math.floor( Date.now() / 60_000 ) );
