/** The time periods the date filter offers. */
export type DateRange =
	'any' | 'last7Days' | 'last30Days' | 'last6Months' | 'lastYear' | 'custom';

export interface DateFilter {
	range: DateRange;
	/** 0 (January) to 11, or -1 for the whole year. Only for a custom period. */
	month?: number;
	year?: number;
}

/** The photo-library filters in use; a missing key is a filter not added. */
export interface PhotoFilters {
	/** 'all' is the Type filter set to All: added, but asking for nothing. */
	mediaType?: 'all' | 'photo' | 'video';
	category?: string;
	favorite?: true;
	date?: DateFilter;
}

export type FilterName = keyof PhotoFilters;

/** Every filter, in the order the 'Add Filter' picker lists them. */
export const FILTER_NAMES: FilterName[] = [
	'category',
	'date',
	'favorite',
	'mediaType',
];

/** The month a custom period means when it is the whole year. */
export const WHOLE_YEAR = -1;
/** The earliest year the date filter accepts. */
export const MIN_YEAR = 1970;
/** The date range sent when a custom period is not a real month or year. */
export const NO_DATE_BOUNDS = '0000-00-00:0000-00-00';

/**
 * The media type a block forces on the library: photos for a block that takes only images,
 * videos for one that takes only videos, none when it takes both.
 */
export type FixedType = 'photo' | 'video' | null;

/** The filters a browser starts with: the forced type, if any. */
export function initialFilters( fixed: FixedType ): PhotoFilters {
	return fixed ? { mediaType: fixed } : {};
}

/**
 * Whether a filter can be used at all: the media type is never changed while a type is forced,
 * and videos have no categories.
 */
function usable( name: FilterName, fixed: FixedType ): boolean {
	if ( name === 'mediaType' ) {
		return ! fixed;
	}
	return ! ( name === 'category' && fixed === 'video' );
}

/** The filters that may still be added. */
export function addableFilters(
	filters: PhotoFilters,
	fixed: FixedType
): FilterName[] {
	return FILTER_NAMES.filter(
		( name ) => ! ( name in filters ) && usable( name, fixed )
	);
}

/** A newly added filter's first value. */
export function defaultFilterValue< K extends FilterName >(
	name: K
): PhotoFilters[ K ] {
	const defaults: PhotoFilters = {
		mediaType: 'photo',
		category: 'animals',
		favorite: true,
		date: { range: 'last7Days' },
	};
	return defaults[ name ];
}

/**
 * The filters after one is set. Videos have no categories, so choosing the video type drops the
 * category, and choosing a category drops the video type. A forced type stays as it is.
 */
export function setFilter< K extends FilterName >(
	filters: PhotoFilters,
	name: K,
	value: PhotoFilters[ K ],
	fixed: FixedType
): PhotoFilters {
	if ( ! usable( name, fixed ) ) {
		return filters;
	}
	const next: PhotoFilters = { ...filters, [ name ]: value };
	if ( name === 'mediaType' && value === 'video' ) {
		delete next.category;
	}
	if ( name === 'category' && next.mediaType === 'video' ) {
		delete next.mediaType;
	}
	return next;
}

/** The filters without one (a forced media type stays). */
export function removeFilter(
	filters: PhotoFilters,
	name: FilterName,
	fixed: FixedType
): PhotoFilters {
	if ( name === 'mediaType' && fixed ) {
		return filters;
	}
	const next = { ...filters };
	delete next[ name ];
	return next;
}

function pad( n: number, width = 2 ): string {
	return String( n ).padStart( width, '0' );
}

/** A local calendar day as YYYY-MM-DD. */
export function isoDay( date: Date ): string {
	return `${ pad( date.getFullYear(), 4 ) }-${ pad(
		date.getMonth() + 1
	) }-${ pad( date.getDate() ) }`;
}

function shifted( today: Date, days: number, months: number ): Date {
	const day = new Date(
		today.getFullYear(),
		today.getMonth(),
		today.getDate()
	);
	day.setMonth( day.getMonth() - months );
	day.setDate( day.getDate() - days );
	return day;
}

/** Whether a custom period names a real month (or whole year) of a year from MIN_YEAR on. */
export function isValidPeriod( month: unknown, year: unknown ): boolean {
	return (
		Number.isInteger( month ) &&
		( month as number ) >= WHOLE_YEAR &&
		( month as number ) <= 11 &&
		Number.isInteger( year ) &&
		( year as number ) >= MIN_YEAR &&
		( year as number ) <= 9999
	);
}

/**
 * The `dateRange` value of a date filter (`start:end`, both days included), or null for any
 * time. A custom period that is not a real month or year has no bounds.
 */
export function dateRangeValue(
	date: DateFilter,
	today: Date = new Date()
): string | null {
	const until = isoDay( today );
	switch ( date.range ) {
		case 'last7Days':
			return `${ isoDay( shifted( today, 7, 0 ) ) }:${ until }`;
		case 'last30Days':
			return `${ isoDay( shifted( today, 30, 0 ) ) }:${ until }`;
		case 'last6Months':
			return `${ isoDay( shifted( today, 0, 6 ) ) }:${ until }`;
		case 'lastYear':
			return `${ isoDay( shifted( today, 0, 12 ) ) }:${ until }`;
		case 'custom': {
			const { month, year } = date;
			if ( ! isValidPeriod( month, year ) ) {
				return NO_DATE_BOUNDS;
			}
			const y = year as number;
			const m = month as number;
			if ( m === WHOLE_YEAR ) {
				return `${ pad( y, 4 ) }-01-01:${ pad( y, 4 ) }-12-31`;
			}
			const last = new Date( y, m + 1, 0 ).getDate();
			return `${ pad( y, 4 ) }-${ pad( m + 1 ) }-01:${ pad(
				y,
				4
			) }-${ pad( m + 1 ) }-${ pad( last ) }`;
		}
	}
	return null;
}

/** The `filter[]` parts of a listing request. A category never goes with the video type. */
export function filterQueryParts(
	filters: PhotoFilters,
	today: Date = new Date()
): string[] {
	const parts: string[] = [];
	if ( filters.mediaType && filters.mediaType !== 'all' ) {
		parts.push( `mediaType=${ filters.mediaType }` );
	}
	if ( filters.category && filters.mediaType !== 'video' ) {
		parts.push( `categoryInclude=${ filters.category }` );
	}
	if ( filters.favorite ) {
		parts.push( 'feature=favorite' );
	}
	const range = filters.date ? dateRangeValue( filters.date, today ) : null;
	if ( range ) {
		parts.push( `dateRange=${ range }` );
	}
	return parts;
}

/** Apply is offered only when the month or year differs from the period in use. */
export function canApplyPeriod(
	applied: DateFilter | undefined,
	month: number,
	year: number
): boolean {
	return ! ( applied?.month === month && applied?.year === year );
}
