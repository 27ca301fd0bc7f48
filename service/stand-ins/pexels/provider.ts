import { STOCK_PHOTOS, type StockPhoto } from './fixtures';

export const PEXELS_API_ORIGIN = 'https://api.pexels.com';
export const PEXELS_IMAGES_ORIGIN = 'https://images.pexels.com';
export const PEXELS_SITE_ORIGIN = 'https://www.pexels.com';

/** Pexels' page size limits: 15 by default, at most 80. */
export const PEXELS_DEFAULT_PER_PAGE = 15;
export const PEXELS_MAX_PER_PAGE = 80;

/** A photo in Pexels' API shape. */
export interface PexelsPhoto {
	id: number;
	width: number;
	height: number;
	url: string;
	photographer: string;
	photographer_url: string;
	photographer_id: number;
	avg_color: string;
	src: {
		original: string;
		large2x: string;
		large: string;
		medium: string;
		small: string;
		portrait: string;
		landscape: string;
		tiny: string;
	};
	liked: boolean;
	alt: string;
}

export interface PexelsPage {
	total_results: number;
	page: number;
	per_page: number;
	photos: PexelsPhoto[];
	next_page?: string;
	prev_page?: string;
}

export type PexelsAnswer =
	| { ok: true; body: PexelsPage }
	| { ok: false; status: number; body: { error: string } };

function slug( text: string ): string {
	return text
		.toLowerCase()
		.replace( /[^a-z0-9]+/g, '-' )
		.replace( /^-|-$/g, '' );
}

function hslHex( hue: number ): string {
	// The average colour of a fixture photo: its sky, half-way down.
	const f = ( n: number ) => {
		const k = ( n + hue / 30 ) % 12;
		const c = 0.55 - 0.35 * Math.max( -1, Math.min( k - 3, 9 - k, 1 ) );
		return Math.round( c * 255 )
			.toString( 16 )
			.padStart( 2, '0' );
	};
	return `#${ f( 0 ) }${ f( 8 ) }${ f( 4 ) }`.toUpperCase();
}

/** A fixture photo as the API describes it. */
export function toPexelsPhoto( photo: StockPhoto ): PexelsPhoto {
	const file = `${ PEXELS_IMAGES_ORIGIN }/photos/${ photo.id }/pexels-photo-${ photo.id }.jpeg`;
	const sized = ( query: string ) =>
		`${ file }?auto=compress&cs=tinysrgb&${ query }`;
	return {
		id: photo.id,
		width: photo.width,
		height: photo.height,
		url: `${ PEXELS_SITE_ORIGIN }/photo/${ slug( photo.alt ) }-${
			photo.id
		}/`,
		photographer: photo.photographer,
		photographer_url: `${ PEXELS_SITE_ORIGIN }/@${ slug(
			photo.photographer
		) }-${ photo.photographerId }`,
		photographer_id: photo.photographerId,
		avg_color: hslHex( photo.look.sky ),
		src: {
			original: file,
			large2x: sized( 'dpr=2&h=650&w=940' ),
			large: sized( 'h=650&w=940' ),
			medium: sized( 'h=350' ),
			small: sized( 'h=130' ),
			portrait: sized( 'fit=crop&h=1200&w=800' ),
			landscape: sized( 'fit=crop&h=627&w=1200' ),
			tiny: sized( 'dpr=1&fit=crop&h=200&w=280' ),
		},
		liked: false,
		alt: photo.alt,
	};
}

function words( text: string ): string[] {
	return text.toLowerCase().match( /[a-z0-9]+/g ) ?? [];
}

/** How well a photo answers the query: one point per query word found in its title or tags. */
function score( photo: StockPhoto, query: string[] ): number {
	const own = new Set( [ ...words( photo.alt ), ...photo.tags ] );
	return query.filter( ( word ) => own.has( word ) ).length;
}

/** `page` and `per_page` as Pexels reads them: whole numbers, clamped to their ranges. */
function paging( page?: string, perPage?: string ) {
	const p = Number.parseInt( page ?? '1', 10 );
	const n = Number.parseInt( perPage ?? `${ PEXELS_DEFAULT_PER_PAGE }`, 10 );
	return {
		page: Number.isFinite( p ) && p > 0 ? p : 1,
		perPage:
			Number.isFinite( n ) && n > 0
				? Math.min( n, PEXELS_MAX_PER_PAGE )
				: PEXELS_DEFAULT_PER_PAGE,
	};
}

function pageOf(
	photos: StockPhoto[],
	endpoint: string,
	params: Record< string, string >,
	page: number,
	perPage: number
): PexelsPage {
	const start = ( page - 1 ) * perPage;
	const link = ( n: number ) =>
		`${ PEXELS_API_ORIGIN }/v1/${ endpoint }/?${ new URLSearchParams( {
			page: String( n ),
			per_page: String( perPage ),
			...params,
		} ) }`;
	const body: PexelsPage = {
		total_results: photos.length,
		page,
		per_page: perPage,
		photos: photos.slice( start, start + perPage ).map( toPexelsPhoto ),
	};
	if ( start + perPage < photos.length ) {
		body.next_page = link( page + 1 );
	}
	if ( page > 1 ) {
		body.prev_page = link( page - 1 );
	}
	return body;
}

/**
 * The stand-in's upstream failures, which Pexels answers for reasons a test cannot cause (its
 * rate limit of 200 requests an hour, an outage): a search for exactly one of these terms.
 */
export const PEXELS_FAILURE_QUERIES: Record< string, PexelsAnswer > = {
	'error:429': {
		ok: false,
		status: 429,
		body: { error: 'Rate limit exceeded' },
	},
	'error:500': {
		ok: false,
		status: 500,
		body: { error: 'Internal Server Error' },
	},
};

/** GET /v1/search: photos whose title or tags hold the query's words, best matches first. */
export function searchPhotos( params: {
	query?: string;
	page?: string;
	per_page?: string;
} ): PexelsAnswer {
	const query = ( params.query ?? '' ).trim();
	if ( PEXELS_FAILURE_QUERIES[ query ] ) {
		return PEXELS_FAILURE_QUERIES[ query ];
	}
	if ( ! query ) {
		return {
			ok: false,
			status: 400,
			body: { error: 'query param is required' },
		};
	}
	const wanted = words( query );
	const found = STOCK_PHOTOS.map( ( photo ) => ( {
		photo,
		points: score( photo, wanted ),
	} ) )
		.filter( ( { points } ) => points > 0 )
		.sort( ( a, b ) => b.points - a.points )
		.map( ( { photo } ) => photo );
	const { page, perPage } = paging( params.page, params.per_page );
	return {
		ok: true,
		body: pageOf( found, 'search', { query }, page, perPage ),
	};
}

/** GET /v1/curated: the editors' picks, newest first (here: the library from its end). */
export function curatedPhotos( params: {
	page?: string;
	per_page?: string;
} ): PexelsAnswer {
	const { page, perPage } = paging( params.page, params.per_page );
	return {
		ok: true,
		body: pageOf(
			[ ...STOCK_PHOTOS ].reverse(),
			'curated',
			{},
			page,
			perPage
		),
	};
}

/** A fixture photo by its id, or undefined. */
export function findStockPhoto( id: number ): StockPhoto | undefined {
	return STOCK_PHOTOS.find( ( photo ) => photo.id === id );
}
