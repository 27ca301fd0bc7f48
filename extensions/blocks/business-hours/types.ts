import type metadata from './block.json';
import type {
	BlockAttributes,
	UntypedAttributes,
} from '../../../shared/block-attributes/types';

type Declarations = ( typeof metadata )[ 'attributes' ];
type DefaultDays = Declarations[ 'days' ][ 'default' ];

/** block.json types of the attributes without a default (every attribute has one). */
export const untypedAttributeTypes =
	{} as const satisfies UntypedAttributes< Declarations >;

/** One opening interval: `opening` and `closing` as `HH:MM`, or empty while being entered. */
export type Interval = DefaultDays[ number ][ 'hours' ][ number ];

/** One day of the week: its abbreviation (`Sun` … `Sat`) and its intervals (none: closed). */
export type Day = Omit< DefaultDays[ number ], 'hours' > & {
	hours: Interval[];
};

export type BusinessHoursAttributes = Omit<
	BlockAttributes< Declarations, typeof untypedAttributeTypes >,
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
