import {
	firstValid,
	hardTruncation,
	shortEnough,
	truncatedAtSpace,
} from '../truncate';
import { httpUrl } from '../safe-url';

/** Search result limits, in characters. */
const SEARCH_TITLE_LENGTH = 63;
const SEARCH_DESCRIPTION_LENGTH = 160;
const SEARCH_ADDRESS_LENGTH = 68;

/** Joins the host and path segments of the breadcrumb address. */
export const BREADCRUMB_SEPARATOR = ' › ';

/** At most 63 characters; else cut at a space between 23 and 73; else 63 and an ellipsis. */
export const searchTitle = firstValid(
	shortEnough( SEARCH_TITLE_LENGTH ),
	truncatedAtSpace( SEARCH_TITLE_LENGTH - 40, SEARCH_TITLE_LENGTH + 10 ),
	hardTruncation( SEARCH_TITLE_LENGTH )
);

/** At most 160 characters; else cut at a space between 80 and 170; else 160 and an ellipsis. */
export const searchDescription = firstValid(
	shortEnough( SEARCH_DESCRIPTION_LENGTH ),
	truncatedAtSpace(
		SEARCH_DESCRIPTION_LENGTH - 80,
		SEARCH_DESCRIPTION_LENGTH + 10
	),
	hardTruncation( SEARCH_DESCRIPTION_LENGTH )
);

const truncateAddress = firstValid(
	shortEnough( SEARCH_ADDRESS_LENGTH ),
	hardTruncation( SEARCH_ADDRESS_LENGTH )
);

/**
 * The breadcrumb-style address of a search result: the scheme and host, then each non-empty
 * path segment (and the query, if any), joined by ' › ' (`https://example.com › 2026 › 11 › hello`), at most 68
 * characters. Empty when the URL is not an http(s) address.
 *
 * @param url The page address.
 */
export function searchAddress( url: string | undefined ): string {
	const safe = httpUrl( url );
	if ( ! safe ) {
		return '';
	}
	const { protocol, host, pathname, search } = new URL( safe );
	const segments = pathname.split( '/' ).filter( Boolean );
	if ( search ) {
		// A draft's address is `/?p=ID`: the query is what tells it apart.
		segments.push( search );
	}
	return truncateAddress(
		[ `${ protocol }//${ host }`, ...segments ].join( BREADCRUMB_SEPARATOR )
	);
}
