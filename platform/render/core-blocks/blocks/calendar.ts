import {
	adjacentMonthWithPosts,
	daysWithPosts,
	hasPublishedPosts,
} from '../../../store/post-archives';
import { gmtToLocal, mysqlGmt } from '../../../content/dates';
import { formatDate } from '../../../content/date-format';
import { htmlAttributes } from '../../../../shared/server-render/html';
import { setTagAttributes } from '../../../../shared/server-render/tag-attributes';
import { addClasses, openingTags } from '../../block-supports/html-tags';
import { whole } from '../attribute-values';
import { dayLink, monthLink } from '../links';
import { hasLinkColor } from '../link-color';
import { blockSupports } from '../supports/block-supports';
import {
	declarationsCss,
	wrapperAttributes,
} from '../supports/wrapper-attributes';
import type { CoreBlockRender, CoreRenderContext } from '../types';

interface Month {
	year: number;
	month: number;
}

const pad = ( n: number ) => String( n ).padStart( 2, '0' );
const monthKey = ( { year, month }: Month ) => `${ year }-${ pad( month ) }`;

function today( context: CoreRenderContext ): {
	year: number;
	month: number;
	day: number;
} {
	const [ year, month, day ] = gmtToLocal(
		mysqlGmt(),
		context.timezone || 'UTC'
	)
		.slice( 0, 10 )
		.split( '-' )
		.map( Number );
	return { year, month, day };
}

function shownMonth(
	attributes: Record< string, unknown >,
	context: CoreRenderContext
): Month {
	const month = whole( attributes.month, 0, 0, 12 );
	const year = whole( attributes.year, 0, 0, 9999 );
	return month && year ? { year, month } : today( context );
}

function navLink(
	context: CoreRenderContext,
	key: string | undefined,
	next: boolean
) {
	const side = next ? 'next' : 'prev';
	if ( ! key ) {
		return `\n\t\t<span class="wp-calendar-nav-${ side }">&nbsp;</span>`;
	}
	const [ year, month ] = key.split( '-' ).map( Number );
	const name = formatDate( `${ key }-01 00:00:00`, 'M' );
	return `\n\t\t<span class="wp-calendar-nav-${ side }"><a${ htmlAttributes( {
		href: monthLink( context.origin ?? '', year, month ),
	} ) }>${ next ? `${ name } &raquo;` : `&laquo; ${ name }` }</a></span>`;
}

/** get_calendar(): the month's table, days with posts linked, and the nearest months with posts. */
function calendarTable(
	context: CoreRenderContext,
	shown: Month,
	startOfWeek: number
) {
	const key = monthKey( shown );
	const withPosts = new Set( daysWithPosts( context.db, key ) );
	const now = today( context );
	const firstWeekday = new Date(
		Date.UTC( shown.year, shown.month - 1, 1 )
	).getUTCDay();
	const length = new Date(
		Date.UTC( shown.year, shown.month, 0 )
	).getUTCDate();
	const column = ( weekday: number ) => ( weekday - startOfWeek + 7 ) % 7;
	let html = `<table id="wp-calendar" class="wp-calendar-table">
	<caption>${ formatDate( `${ key }-01 00:00:00`, 'F Y' ) }</caption>
	<thead>
	<tr>`;
	for ( let index = 0; index < 7; index++ ) {
		// 1 January 2023 was a Sunday: its week gives each weekday's name.
		const name = formatDate(
			`2023-01-0${ 1 + ( ( index + startOfWeek ) % 7 ) } 00:00:00`,
			'l'
		);
		html += `\n\t\t<th scope="col" title="${ name }">${ name[ 0 ] }</th>`;
	}
	html += '\n\t</tr>\n\t</thead>\n\t<tbody>\n\t<tr>';
	const lead = column( firstWeekday );
	if ( lead ) {
		html += `\n\t\t<td colspan="${ lead }" class="pad">&nbsp;</td>`;
	}
	for ( let day = 1; day <= length; day++ ) {
		const weekday = ( firstWeekday + day - 1 ) % 7;
		if ( day > 1 && column( weekday ) === 0 ) {
			html += '\n\t</tr>\n\t<tr>\n\t\t';
		}
		const isToday =
			now.year === shown.year &&
			now.month === shown.month &&
			now.day === day;
		html += isToday ? '<td id="today">' : '<td>';
		html += withPosts.has( day )
			? `<a${ htmlAttributes( {
					href: dayLink(
						context.origin ?? '',
						shown.year,
						shown.month,
						day
					),
					'aria-label': `Posts published on ${ formatDate(
						`${ key }-${ pad( day ) } 00:00:00`,
						'F j, Y'
					) }`,
				} ) }>${ day }</a>`
			: String( day );
		html += '</td>';
	}
	const trail = 6 - column( ( firstWeekday + length - 1 ) % 7 );
	if ( trail ) {
		html += `\n\t\t<td class="pad" colspan="${ trail }">&nbsp;</td>`;
	}
	html += '\n\t</tr>\n\t</tbody>\n\t</table>';
	html += `<nav aria-label="Previous and next months" class="wp-calendar-nav">${ navLink(
		context,
		adjacentMonthWithPosts( context.db, key, 'previous' ),
		false
	) }\n\t\t<span class="pad">&nbsp;</span>${ navLink(
		context,
		adjacentMonthWithPosts( context.db, key, 'next' ),
		true
	) }\n\t</nav>`;
	return html;
}

/** Calendar: a month of the site's posts (the month asked for, else this month). */
export const renderCalendar: CoreBlockRender = ( block, context ) => {
	if ( ! hasPublishedPosts( context.db ) ) {
		return context.userId
			? '<div>The calendar block is hidden because there are no published posts.</div>'
			: '';
	}
	const colors = blockSupports(
		block.name,
		{
			name: block.name,
			title: '',
			supports: { className: false, customClassName: false, color: {} },
		},
		block.attributes
	);
	if ( hasLinkColor( block.attributes ) ) {
		colors.classes.push( 'has-link-color' );
	}
	const table = setTagAttributes(
		calendarTable(
			context,
			shownMonth( block.attributes, context ),
			context.startOfWeek ?? 0
		),
		{ style: declarationsCss( colors.declarations ) || undefined }
	);
	const tag = openingTags( table ).next().value!;
	return `<div${ wrapperAttributes( block ) }>${ addClasses(
		table,
		tag,
		colors.classes
	) }</div>`;
};
