/** The changes the editor makes to one day of the business hours. */
import type { Day, Interval } from './types';

const DEFAULT_OPENING = '09:00';
const DEFAULT_CLOSING = '17:00';

/** Toggling a day to open gives it one interval, 09:00 to 17:00; to closed clears its hours. */
export function setOpen( day: Day, open: boolean ): Day {
	return {
		...day,
		hours: open
			? [ { opening: DEFAULT_OPENING, closing: DEFAULT_CLOSING } ]
			: [],
	};
}

/** A new interval starts without times. */
export function addInterval( day: Day ): Day {
	return { ...day, hours: [ ...day.hours, { opening: '', closing: '' } ] };
}

export function removeInterval( day: Day, index: number ): Day {
	return { ...day, hours: day.hours.filter( ( _, at ) => at !== index ) };
}

export function setTime(
	day: Day,
	index: number,
	key: keyof Interval,
	value: string
): Day {
	return {
		...day,
		hours: day.hours.map( ( interval, at ) =>
			at === index ? { ...interval, [ key ]: value } : interval
		),
	};
}

/** The week with one day replaced (matched by name). */
export function replaceDay( days: Day[], next: Day ): Day[] {
	return days.map( ( day ) => ( day.name === next.name ? next : day ) );
}
