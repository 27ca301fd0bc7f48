/**
 * Reading opening intervals. Times are `HH:MM` (24 hour). An interval whose closing time is not
 * after its opening time runs past midnight into the next day (18:00–02:00); closing at 00:00
 * means midnight at the end of the day. The editor flags both overlaps and such reversed
 * intervals, so a typing mistake is seen, and the visitor page shows them as entered.
 */
import type { Day, Interval } from './types';

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

const DAY_MINUTES = 24 * 60;

export function isTime( value: unknown ): value is string {
	return typeof value === 'string' && TIME.test( value );
}

function toMinutes( time: string ): number {
	const [ hours, minutes ] = time.split( ':' ).map( Number );
	return hours * 60 + minutes;
}

/** An interval with both times valid. */
export function isComplete( interval: Interval ): boolean {
	return isTime( interval.opening ) && isTime( interval.closing );
}

/** Whether a complete interval closes at or before it opens (other than at midnight). */
export function isReversed( interval: Interval ): boolean {
	const closing = toMinutes( interval.closing );
	return closing !== 0 && closing <= toMinutes( interval.opening );
}

/** Minutes from the start of the interval's own day: [start, end), `end` may pass 24:00. */
export function span( interval: Interval ): [ number, number ] {
	const start = toMinutes( interval.opening );
	const closing = toMinutes( interval.closing );
	const end = closing > start ? closing : closing + DAY_MINUTES;
	return [ start, end ];
}

export interface DayProblems {
	/** Two complete intervals of the day share some time. */
	overlap: boolean;
	/** An interval closes at or before it opens. */
	reversed: boolean;
}

export function dayProblems( day: Day ): DayProblems {
	const complete = day.hours.filter( isComplete );
	const spans = complete.map( span );
	const overlap = spans.some( ( [ start, end ], index ) =>
		spans
			.slice( index + 1 )
			.some(
				( [ otherStart, otherEnd ] ) =>
					start < otherEnd && otherStart < end
			)
	);
	return { overlap, reversed: complete.some( isReversed ) };
}

/**
 * Whether the business is open at `minutes` past midnight on `today`, counting the intervals of
 * `yesterday` that run past midnight.
 */
export function isOpenAt(
	today: Day,
	yesterday: Day,
	minutes: number
): boolean {
	const inToday = today.hours
		.filter( isComplete )
		.map( span )
		.some( ( [ start, end ] ) => start <= minutes && minutes < end );
	const fromYesterday = yesterday.hours
		.filter( isComplete )
		.map( span )
		.some( ( [ , end ] ) => minutes < end - DAY_MINUTES );
	return inToday || fromYesterday;
}
