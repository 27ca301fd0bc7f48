import type metadata from './block.json';
import type { AttributesOf } from '../../../shared/block-attributes/types';

type DefaultDays = ( typeof metadata )[ 'attributes' ][ 'days' ][ 'default' ];

/** One opening interval: `opening` and `closing` as `HH:MM`, or empty while being entered. */
export type Interval = DefaultDays[ number ][ 'hours' ][ number ];

/** One day of the week: its abbreviation (`Sun` … `Sat`) and its intervals (none: closed). */
export type Day = Omit< DefaultDays[ number ], 'hours' > & {
	hours: Interval[];
};

/** Every attribute has a default, so none is typed again here. */
export type BusinessHoursAttributes = Omit<
	AttributesOf< typeof metadata, {} >,
	'days'
> & {
	days: Day[];
	/** From `supports.align`. */
	align?: string;
};

/** What GET /wpcom/v2/business-hours/localized-week answers. */
export interface LocalizedWeek {
	/** Day abbreviation (`Sun` … `Sat`) to the locale's full day name. */
	days: Record< string, string >;
	/** 0 (Sunday) to 6 (Saturday). */
	startOfWeek: number;
}
