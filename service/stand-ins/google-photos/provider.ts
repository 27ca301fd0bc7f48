import { createHash } from 'node:crypto';
import {
	CONTENT_CATEGORIES,
	LIBRARY_ALBUMS,
	LIBRARY_ITEMS,
	type LibraryItem,
} from './fixtures';

export const PHOTOS_IMAGES_ORIGIN = 'https://lh3.googleusercontent.com';

/** Page sizes of mediaItems:search (25 by default, at most 100) and albums (20, at most 50). */
export const SEARCH_PAGE_SIZE = { default: 25, max: 100 };
export const ALBUMS_PAGE_SIZE = { default: 20, max: 50 };

export interface GoogleDate {
	year: number;
	month: number;
	day: number;
}

/** The body of POST /v1/mediaItems:search (the parts the stand-in reads). */
export interface SearchRequest {
	albumId?: string;
	pageSize?: number;
	pageToken?: string;
	filters?: {
		dateFilter?: {
			ranges: Array< { startDate: GoogleDate; endDate: GoogleDate } >;
		};
		contentFilter?: { includedContentCategories: string[] };
		mediaTypeFilter?: {
			mediaTypes: Array< 'ALL_MEDIA' | 'PHOTO' | 'VIDEO' >;
		};
		featureFilter?: { includedFeatures: Array< 'NONE' | 'FAVORITES' > };
	};
}

export interface MediaItem {
	id: string;
	description: string;
	productUrl: string;
	baseUrl: string;
	mimeType: string;
	mediaMetadata: {
		creationTime: string;
		width: string;
		height: string;
		photo?: Record< string, never >;
		video?: { fps: number; status: 'READY' };
	};
	filename: string;
}

export interface Album {
	id: string;
	title: string;
	productUrl: string;
	mediaItemsCount: string;
	coverPhotoBaseUrl: string;
	coverPhotoMediaItemId: string;
}

/** Google's error body (`google.rpc.Status`). */
export interface GoogleError {
	error: { code: number; message: string; status: string };
}

export type GoogleAnswer< T > =
	{ ok: true; body: T } | { ok: false; body: GoogleError };

function invalid( message: string ): { ok: false; body: GoogleError } {
	return {
		ok: false,
		body: { error: { code: 400, message, status: 'INVALID_ARGUMENT' } },
	};
}

/**
 * Google's answers to failures a tester cannot cause at will: a token that expired or that the
 * user revoked (401), a token without the library scope (403), the API's quota (429) and Google's
 * own faults (500, 503).
 */
export const GOOGLE_FAILURES: Record< number, GoogleError > = {
	401: {
		error: {
			code: 401,
			message:
				'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.',
			status: 'UNAUTHENTICATED',
		},
	},
	403: {
		error: {
			code: 403,
			message: 'Request had insufficient authentication scopes.',
			status: 'PERMISSION_DENIED',
		},
	},
	429: {
		error: {
			code: 429,
			message:
				"Quota exceeded for quota metric 'All requests' and limit 'All requests per minute per user' of service 'photoslibrary.googleapis.com' for consumer 'project_number:712048392017'.",
			status: 'RESOURCE_EXHAUSTED',
		},
	},
	500: {
		error: {
			code: 500,
			message: 'Internal error encountered.',
			status: 'INTERNAL',
		},
	},
	503: {
		error: {
			code: 503,
			message: 'The service is currently unavailable.',
			status: 'UNAVAILABLE',
		},
	},
};

/**
 * Which failure a month of 1970 stands for, when a search's only date range is that whole month
 * (the picker's custom period; the library holds nothing that old): January the revoked token,
 * February the missing scope, March the quota, April and May Google's faults.
 */
export const FAILURE_MONTHS_OF_1970: Record< number, number > = {
	1: 401,
	2: 403,
	3: 429,
	4: 500,
	5: 503,
};

function failed( status: number ): { ok: false; body: GoogleError } {
	return { ok: false, body: GOOGLE_FAILURES[ status ] };
}

/** The failure an id of the form `error:<status>` (an album's or an item's) stands for. */
function failureNamedBy( id: string | undefined ): number | undefined {
	const match = /^error:(\d{3})$/.exec( id ?? '' );
	return match && GOOGLE_FAILURES[ Number( match[ 1 ] ) ]
		? Number( match[ 1 ] )
		: undefined;
}

function failureMonth( request: SearchRequest ): number | undefined {
	const ranges = request.filters?.dateFilter?.ranges;
	if ( ranges?.length !== 1 ) {
		return undefined;
	}
	const [ { startDate: from, endDate: to } ] = ranges;
	const lastDay = new Date( Date.UTC( 1970, from.month, 0 ) ).getUTCDate();
	const wholeMonth =
		from.year === 1970 &&
		to.year === 1970 &&
		from.month === to.month &&
		from.day === 1 &&
		to.day === lastDay;
	return wholeMonth ? FAILURE_MONTHS_OF_1970[ from.month ] : undefined;
}

/** The day an item was taken, for a given today. */
export function takenOn( item: LibraryItem, now: Date ): Date {
	if ( typeof item.taken === 'number' ) {
		const day = new Date( now.getTime() - item.taken * 86_400_000 );
		day.setUTCHours( 9, 41, 0, 0 );
		return day;
	}
	// A camera's file name holds the time it was taken (IMG_20240612_183012).
	const clock = /_\d{8}_(\d\d)(\d\d)(\d\d)\./.exec( item.filename );
	const time = clock
		? `${ clock[ 1 ] }:${ clock[ 2 ] }:${ clock[ 3 ] }`
		: '12:00:00';
	return new Date( `${ item.taken }T${ time }Z` );
}

export function toMediaItem( item: LibraryItem, now: Date ): MediaItem {
	return {
		id: item.id,
		description: item.description,
		productUrl: `https://photos.google.com/lr/photo/${ item.id }`,
		baseUrl: `${ PHOTOS_IMAGES_ORIGIN }/lr/${ item.id }`,
		mimeType: item.video ? 'video/mp4' : 'image/jpeg',
		mediaMetadata: {
			creationTime: takenOn( item, now ).toISOString(),
			width: String( item.width ),
			height: String( item.height ),
			...( item.video
				? { video: { fps: 30, status: 'READY' as const } }
				: { photo: {} } ),
		},
		filename: item.filename,
	};
}

/** Whether a day falls in a range; a month or day of 0 leaves that part open, as Google's do. */
function inRange( day: Date, start: GoogleDate, end: GoogleDate ): boolean {
	const key = ( y: number, m: number, d: number ) => y * 10000 + m * 100 + d;
	const value = key(
		day.getUTCFullYear(),
		day.getUTCMonth() + 1,
		day.getUTCDate()
	);
	const low = key( start.year, start.month, start.day );
	const high = key( end.year, end.month || 12, end.day || 31 );
	return value >= low && value <= high;
}

function validDate( date: GoogleDate | undefined ): boolean {
	return (
		!! date &&
		Number.isInteger( date.year ) &&
		date.year >= 1 &&
		date.year <= 9999 &&
		Number.isInteger( date.month ) &&
		date.month >= 0 &&
		date.month <= 12 &&
		Number.isInteger( date.day ) &&
		date.day >= 0 &&
		date.day <= 31
	);
}

/** The filters of a search as a test on one item, or the reason Google refuses them. */
function filterOf(
	filters: NonNullable< SearchRequest[ 'filters' ] >,
	now: Date
): ( ( item: LibraryItem ) => boolean ) | string {
	const tests: Array< ( item: LibraryItem ) => boolean > = [];
	const { dateFilter, contentFilter, mediaTypeFilter, featureFilter } =
		filters;
	if ( dateFilter ) {
		if (
			! dateFilter.ranges?.length ||
			dateFilter.ranges.length > 5 ||
			dateFilter.ranges.some(
				( r ) => ! validDate( r.startDate ) || ! validDate( r.endDate )
			)
		) {
			return 'Invalid date range.';
		}
		tests.push( ( item ) =>
			dateFilter.ranges.some( ( r ) =>
				inRange( takenOn( item, now ), r.startDate, r.endDate )
			)
		);
	}
	if ( contentFilter ) {
		const wanted = contentFilter.includedContentCategories ?? [];
		const lower = wanted.map( ( c ) => String( c ).toLowerCase() );
		if (
			wanted.length > 10 ||
			lower.some( ( c ) => ! CONTENT_CATEGORIES.includes( c ) )
		) {
			return 'Invalid content category.';
		}
		tests.push( ( item ) =>
			lower.some( ( c ) => item.categories.includes( c ) )
		);
	}
	if ( mediaTypeFilter ) {
		const [ type, ...rest ] = mediaTypeFilter.mediaTypes ?? [];
		if (
			rest.length ||
			! [ 'ALL_MEDIA', 'PHOTO', 'VIDEO' ].includes( type )
		) {
			return 'Exactly one media type must be set.';
		}
		if ( type !== 'ALL_MEDIA' ) {
			tests.push( ( item ) => item.video === ( type === 'VIDEO' ) );
		}
	}
	if ( featureFilter?.includedFeatures?.includes( 'FAVORITES' ) ) {
		tests.push( ( item ) => item.favorite );
	}
	return ( item ) => tests.every( ( test ) => test( item ) );
}

/** A page token names the request it continues, so a token cannot be used with other filters. */
function tokenFor( request: object, offset: number ): string {
	const digest = createHash( 'sha1' )
		.update( JSON.stringify( request ) )
		.digest( 'base64url' )
		.slice( 0, 10 );
	return Buffer.from( `${ offset }:${ digest }` ).toString( 'base64url' );
}

function offsetFrom(
	token: string | undefined,
	request: object
): number | null {
	if ( ! token ) {
		return 0;
	}
	const [ offset, digest ] = Buffer.from( token, 'base64url' )
		.toString()
		.split( ':' );
	const again = tokenFor( request, Number( offset ) );
	return /^\d+$/.test( offset ) && again === token && digest
		? Number( offset )
		: null;
}

function pageSize( value: unknown, sizes: { default: number; max: number } ) {
	const n = Number( value ?? sizes.default );
	return Number.isInteger( n ) && n > 0
		? Math.min( n, sizes.max )
		: sizes.default;
}

/** POST /v1/mediaItems:search: the library, newest first, by album or by filters, paged. */
export function searchMediaItems(
	request: SearchRequest,
	now: Date = new Date()
): GoogleAnswer< { mediaItems?: MediaItem[]; nextPageToken?: string } > {
	const { pageToken, pageSize: size, ...query } = request;
	const failure = failureNamedBy( query.albumId ) ?? failureMonth( query );
	if ( failure ) {
		return failed( failure );
	}
	if ( query.albumId && query.filters ) {
		return invalid( 'Album ID and filters cannot both be set.' );
	}
	let test: ( item: LibraryItem ) => boolean = () => true;
	if ( query.albumId ) {
		if ( ! LIBRARY_ALBUMS.some( ( a ) => a.id === query.albumId ) ) {
			return invalid( 'Invalid album ID.' );
		}
		test = ( item ) => item.albums.includes( query.albumId! );
	} else if ( query.filters ) {
		const filter = filterOf( query.filters, now );
		if ( typeof filter === 'string' ) {
			return invalid( filter );
		}
		test = filter;
	}
	const offset = offsetFrom( pageToken, query );
	if ( offset === null ) {
		return invalid( 'Invalid page token.' );
	}
	const perPage = pageSize( size, SEARCH_PAGE_SIZE );
	const found = LIBRARY_ITEMS.filter( test ).sort(
		( a, b ) => takenOn( b, now ).getTime() - takenOn( a, now ).getTime()
	);
	const page = found.slice( offset, offset + perPage );
	const body: { mediaItems?: MediaItem[]; nextPageToken?: string } = {};
	// Google leaves out an empty list rather than sending [].
	if ( page.length ) {
		body.mediaItems = page.map( ( item ) => toMediaItem( item, now ) );
	}
	if ( offset + perPage < found.length ) {
		body.nextPageToken = tokenFor( query, offset + perPage );
	}
	return { ok: true, body };
}

/** GET /v1/albums: the account's albums, paged. */
export function listAlbums( request: {
	pageSize?: number;
	pageToken?: string;
} ): GoogleAnswer< { albums?: Album[]; nextPageToken?: string } > {
	const offset = offsetFrom( request.pageToken, { albums: true } );
	if ( offset === null ) {
		return invalid( 'Invalid page token.' );
	}
	const perPage = pageSize( request.pageSize, ALBUMS_PAGE_SIZE );
	const albums = LIBRARY_ALBUMS.slice( offset, offset + perPage ).map(
		( album ) => ( {
			id: album.id,
			title: album.title,
			productUrl: `https://photos.google.com/lr/album/${ album.id }`,
			mediaItemsCount: String(
				LIBRARY_ITEMS.filter( ( item ) =>
					item.albums.includes( album.id )
				).length
			),
			coverPhotoBaseUrl: `${ PHOTOS_IMAGES_ORIGIN }/lr/${ album.cover }`,
			coverPhotoMediaItemId: album.cover,
		} )
	);
	return {
		ok: true,
		body: {
			...( albums.length ? { albums } : {} ),
			...( offset + perPage < LIBRARY_ALBUMS.length
				? {
						nextPageToken: tokenFor(
							{ albums: true },
							offset + perPage
						),
					}
				: {} ),
		},
	};
}

/** GET /v1/mediaItems/<id>: one item of the library (an id `error:<status>` fails with it). */
export function getMediaItem(
	id: string,
	now: Date = new Date()
): GoogleAnswer< MediaItem > {
	const failure = failureNamedBy( id );
	if ( failure ) {
		return failed( failure );
	}
	const item = findLibraryItem( id );
	return item
		? { ok: true, body: toMediaItem( item, now ) }
		: invalid( 'Invalid media item ID.' );
}

/** A library item by its id (what GET /v1/mediaItems/<id> reads). */
export function findLibraryItem( id: string ): LibraryItem | undefined {
	return LIBRARY_ITEMS.find( ( entry ) => entry.id === id );
}
