/**
 * Locale data from the JavaScript runtime's own CLDR tables (`Intl`), so every locale the runtime
 * knows gets its day names, first day of the week and 12 or 24 hour clock without a table here.
 */
import { DAY_NAMES } from './week';
import type { LocalizedWeek } from './types';
import { localeTag } from '../../../shared/locale/tag';

export { localeTag };

interface WeekInfo {
	/** 1 (Monday) to 7 (Sunday). */
	firstDay: number;
}

type LocaleWithWeekInfo = Intl.Locale & {
	getWeekInfo?: () => WeekInfo;
	weekInfo?: WeekInfo;
};

/**
 * The locale's first day of the week, 0 (Sunday) to 6, or `fallback` when the runtime cannot
 * tell. Newer runtimes have `getWeekInfo()`; Node 20 and Chromium before 130 have the `weekInfo`
 * getter; some have neither.
 */
export function firstDayOfWeek( tag: string, fallback: number ): number {
	try {
		const locale = new Intl.Locale( tag ) as LocaleWithWeekInfo;
		const info =
			typeof locale.getWeekInfo === 'function'
				? locale.getWeekInfo()
				: locale.weekInfo;
		if ( info && Number.isInteger( info.firstDay ) ) {
			return info.firstDay % 7;
		}
	} catch {
		// An unknown tag: use the fallback.
	}
	return fallback;
}

/** 7 January 2024 was a Sunday: the days of that week, at noon UTC, name the weekdays. */
function weekdayDate( index: number ): Date {
	return new Date( Date.UTC( 2024, 0, 7 + index, 12 ) );
}

const weeks = new Map< string, LocalizedWeek >();

/**
 * The locale's full day names and first day of the week (the localized-week answer), worked out
 * once per locale: a new Intl.DateTimeFormat costs far more than what it formats.
 */
export function localizedWeek(
	locale: string,
	fallbackStart = 0
): LocalizedWeek {
	const tag = localeTag( locale );
	const key = `${ tag } ${ fallbackStart }`;
	let week = weeks.get( key );
	if ( ! week ) {
		const format = new Intl.DateTimeFormat( tag, {
			weekday: 'long',
			timeZone: 'UTC',
		} );
		week = {
			days: Object.fromEntries(
				DAY_NAMES.map( ( name, index ) => [
					name,
					format.format( weekdayDate( index ) ),
				] )
			),
			startOfWeek: firstDayOfWeek( tag, fallbackStart ),
		};
		weeks.set( key, week );
	}
	return { days: { ...week.days }, startOfWeek: week.startOfWeek };
}

const timeFormats = new Map< string, Intl.DateTimeFormat >();

/** The locale's time-of-day format, made once per locale. */
function timeFormat( tag: string ): Intl.DateTimeFormat {
	let format = timeFormats.get( tag );
	if ( ! format ) {
		const { hourCycle } = new Intl.DateTimeFormat( tag, {
			hour: 'numeric',
		} ).resolvedOptions();
		const twentyFour = hourCycle === 'h23' || hourCycle === 'h24';
		format = new Intl.DateTimeFormat( tag, {
			hour: twentyFour ? '2-digit' : 'numeric',
			minute: '2-digit',
			timeZone: 'UTC',
		} );
		timeFormats.set( tag, format );
	}
	return format;
}

/**
 * `HH:MM` as the locale writes a time of day: `5:00 PM` in en-US, `09:00` in fr-FR (locales with
 * a 24 hour clock get two-digit hours, as they write them).
 */
export function formatTime( time: string, tag: string ): string {
	const [ hours, minutes ] = time.split( ':' ).map( Number );
	try {
		return timeFormat( tag ).format(
			new Date( Date.UTC( 2024, 0, 7, hours, minutes ) )
		);
	} catch {
		return time;
	}
}
