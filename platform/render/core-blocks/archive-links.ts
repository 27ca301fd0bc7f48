/**
 * wp_get_archives(): the periods with published posts, newest first, each with its address, its
 * label and how many posts it holds. Weeks start on the site's first day of the week and are
 * numbered as MySQL's WEEK() numbers them for that day (the `?m=<year>&w=<week>` address).
 */
import type { Db } from '../../store/db';
import { archivePeriods } from '../../store/post-archives';
import { getSettings } from '../../content/settings';
import { formatDate } from '../../content/date-format';
import { dayLink, monthLink, yearLink } from './links';

export interface ArchiveLink {
	url: string;
	/** The label, as HTML (it may hold an entity). */
	label: string;
	posts: number;
}

const DAY_MS = 86400000;

function utcDay( period: string ): Date {
	return new Date( `${ period }T00:00:00Z` );
}

function mysqlDate( date: Date ): string {
	return date.toISOString().slice( 0, 10 ) + ' 00:00:00';
}

/**
 * MySQL's WEEK( date, mode ) for the two modes WordPress uses: 1 when weeks start on Monday
 * (week 1 is the first with four days in the year), 0 otherwise (week 1 starts on the first
 * Sunday). Days before week 1 are week 0.
 */
export function mysqlWeek( date: Date, startOfWeek: number ): number {
	const year = date.getUTCFullYear();
	const dayOfYear = Math.round(
		( date.getTime() - Date.UTC( year, 0, 1 ) ) / DAY_MS
	);
	const janFirst = new Date( Date.UTC( year, 0, 1 ) ).getUTCDay();
	if ( startOfWeek === 1 ) {
		const fromMonday = ( janFirst + 6 ) % 7;
		const week = Math.floor( ( dayOfYear + fromMonday ) / 7 );
		return fromMonday <= 3 ? week + 1 : week;
	}
	const firstSunday = ( 7 - janFirst ) % 7;
	return dayOfYear >= firstSunday
		? Math.floor( ( dayOfYear - firstSunday ) / 7 ) + 1
		: 0;
}

function weeklyLinks( db: Db, origin: string ): ArchiveLink[] {
	const settings = getSettings( db );
	const startOfWeek = Number( settings.start_of_week ) || 0;
	const weeks = new Map< string, ArchiveLink >();
	for ( const { period, posts } of archivePeriods( db, 'day' ) ) {
		const day = utcDay( period );
		const start = new Date(
			day.getTime() -
				( ( day.getUTCDay() - startOfWeek + 7 ) % 7 ) * DAY_MS
		);
		const key = `${ day.getUTCFullYear() }-${ mysqlWeek( day, startOfWeek ) }`;
		const existing = weeks.get( key );
		if ( existing ) {
			existing.posts += posts;
			continue;
		}
		const end = new Date( start.getTime() + 6 * DAY_MS );
		weeks.set( key, {
			url: `${ origin }/?m=${ day.getUTCFullYear() }&w=${ mysqlWeek(
				day,
				startOfWeek
			) }`,
			label: `${ formatDate(
				mysqlDate( start ),
				settings.date_format
			) }&#8211;${ formatDate( mysqlDate( end ), settings.date_format ) }`,
			posts,
		} );
	}
	return [ ...weeks.values() ];
}

export function archiveLinks(
	db: Db,
	origin: string,
	type: string
): ArchiveLink[] {
	if ( type === 'weekly' ) {
		return weeklyLinks( db, origin );
	}
	if ( type === 'yearly' ) {
		return archivePeriods( db, 'year' ).map( ( { period, posts } ) => ( {
			url: yearLink( origin, Number( period ) ),
			label: period,
			posts,
		} ) );
	}
	if ( type === 'daily' ) {
		const format = getSettings( db ).date_format;
		return archivePeriods( db, 'day' ).map( ( { period, posts } ) => {
			const [ year, month, day ] = period.split( '-' ).map( Number );
			return {
				url: dayLink( origin, year, month, day ),
				label: formatDate( `${ period } 00:00:00`, format ),
				posts,
			};
		} );
	}
	return archivePeriods( db, 'month' ).map( ( { period, posts } ) => {
		const [ year, month ] = period.split( '-' ).map( Number );
		return {
			url: monthLink( origin, year, month ),
			label: formatDate( `${ period }-01 00:00:00`, 'F Y' ),
			posts,
		};
	} );
}
