import { __ } from '@wordpress/i18n';
import metadata from './block.json';
import type { Day, Interval, LocalizedWeek } from './types';

/** The day abbreviations the attribute uses, Sunday first (index = JavaScript's getDay()). */
export const DAY_NAMES = [
	'Sun',
	'Mon',
	'Tue',
	'Wed',
	'Thu',
	'Fri',
	'Sat',
] as const;

export type DayName = ( typeof DAY_NAMES )[ number ];

/** What the block uses when the localized week cannot be fetched: English, Sunday first. */
export function englishWeek(): LocalizedWeek {
	return {
		days: {
			Sun: __( 'Sunday', 'tessera' ),
			Mon: __( 'Monday', 'tessera' ),
			Tue: __( 'Tuesday', 'tessera' ),
			Wed: __( 'Wednesday', 'tessera' ),
			Thu: __( 'Thursday', 'tessera' ),
			Fri: __( 'Friday', 'tessera' ),
			Sat: __( 'Saturday', 'tessera' ),
		},
		startOfWeek: 0,
	};
}

/** Whether a value is a usable localized week (all seven names, a start day 0 to 6). */
export function isLocalizedWeek( value: unknown ): value is LocalizedWeek {
	if ( ! value || typeof value !== 'object' ) {
		return false;
	}
	const { days, startOfWeek } = value as Partial< LocalizedWeek >;
	return (
		Number.isInteger( startOfWeek ) &&
		( startOfWeek as number ) >= 0 &&
		( startOfWeek as number ) <= 6 &&
		!! days &&
		typeof days === 'object' &&
		DAY_NAMES.every( ( name ) => typeof days[ name ] === 'string' )
	);
}

/** The days reordered so that the week begins on `startOfWeek` (0 = Sunday). */
export function rotateWeek< T >( days: T[], startOfWeek: number ): T[] {
	const start = Number.isInteger( startOfWeek )
		? ( ( startOfWeek % days.length ) + days.length ) % days.length
		: 0;
	return [ ...days.slice( start ), ...days.slice( 0, start ) ];
}

function toInterval( value: unknown ): Interval | null {
	if ( ! value || typeof value !== 'object' ) {
		return null;
	}
	const { opening, closing } = value as Record< string, unknown >;
	return {
		opening: typeof opening === 'string' ? opening : '',
		closing: typeof closing === 'string' ? closing : '',
	};
}

/**
 * The seven days, Sunday first, from whatever a saved post holds: a value that is not an array
 * gives the defaults; a missing day is closed; entries that are not intervals are dropped. Times
 * are kept as entered (the editor shows them, the render checks them).
 */
export function normalizeDays( value: unknown ): Day[] {
	const days: unknown[] = Array.isArray( value )
		? value
		: metadata.attributes.days.default;
	return DAY_NAMES.map( ( name ) => {
		const saved = days.find(
			( day ): day is Record< string, unknown > =>
				!! day &&
				typeof day === 'object' &&
				( day as Record< string, unknown > ).name === name
		);
		const hours: unknown[] = Array.isArray( saved?.hours )
			? saved.hours
			: [];
		return {
			name,
			hours: hours
				.map( toInterval )
				.filter( ( interval ): interval is Interval => !! interval ),
		};
	} );
}
