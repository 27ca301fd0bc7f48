import type { SearchRequest } from '../../stand-ins/google-photos/provider';
import { CONTENT_CATEGORIES } from '../../stand-ins/google-photos/fixtures';

/** A date range part that means "no bounds" (what the picker sends for an invalid date). */
export const OPEN_DATE_RANGE = '0000-00-00:0000-00-00';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function googleDate( text: string ) {
	const match = DATE.exec( text );
	if ( ! match ) {
		return null;
	}
	const [ year, month, day ] = match.slice( 1 ).map( Number );
	const valid =
		year >= 1 &&
		month >= 1 &&
		month <= 12 &&
		day >= 1 &&
		day <= new Date( Date.UTC( year, month, 0 ) ).getUTCDate();
	return valid ? { year, month, day } : null;
}

export type FilterResult =
	| { ok: true; filters?: SearchRequest[ 'filters' ] }
	| { ok: false; message: string };

/**
 * The picker's filter parts (`mediaType=photo`, `categoryInclude=pets`, `feature=favorite`,
 * `dateRange=2024-06-01:2024-06-30`) as a Google Photos search filter. A category and the video
 * type exclude each other, as Google refuses content categories for videos.
 */
export function readFilterParts( parts: string[] ): FilterResult {
	const filters: NonNullable< SearchRequest[ 'filters' ] > = {};
	const seen = new Set< string >();
	for ( const part of parts ) {
		const at = part.indexOf( '=' );
		const name = at > 0 ? part.slice( 0, at ) : part;
		const value = at > 0 ? part.slice( at + 1 ) : '';
		if ( seen.has( name ) ) {
			return { ok: false, message: `Filter ${ name } is given twice.` };
		}
		seen.add( name );
		if ( name === 'mediaType' && [ 'photo', 'video' ].includes( value ) ) {
			filters.mediaTypeFilter = {
				mediaTypes: [ value === 'photo' ? 'PHOTO' : 'VIDEO' ],
			};
		} else if (
			name === 'categoryInclude' &&
			CONTENT_CATEGORIES.includes( value )
		) {
			filters.contentFilter = {
				includedContentCategories: [ value.toUpperCase() ],
			};
		} else if ( name === 'feature' && value === 'favorite' ) {
			filters.featureFilter = { includedFeatures: [ 'FAVORITES' ] };
		} else if ( name === 'dateRange' && value === OPEN_DATE_RANGE ) {
			continue;
		} else if ( name === 'dateRange' ) {
			const [ from, to, ...rest ] = value.split( ':' );
			const startDate = googleDate( from ?? '' );
			const endDate = googleDate( to ?? '' );
			if ( rest.length || ! startDate || ! endDate ) {
				return { ok: false, message: `Invalid filter: ${ part }` };
			}
			filters.dateFilter = { ranges: [ { startDate, endDate } ] };
		} else {
			return { ok: false, message: `Invalid filter: ${ part }` };
		}
	}
	if (
		filters.contentFilter &&
		filters.mediaTypeFilter?.mediaTypes[ 0 ] === 'VIDEO'
	) {
		return {
			ok: false,
			message: 'A category cannot be combined with the video type.',
		};
	}
	return Object.keys( filters ).length ? { ok: true, filters } : { ok: true };
}
