/**
 * The GIF search service stand-in (Giphy): search and by-id answers in the API's shapes, computed
 * from fixtures/gifs.json and the GIF files in fixtures/media (sizes read from the files
 * themselves). Pure apart from reading those files: no request leaves the machine.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import gifs from './fixtures/gifs.json';

const API_ORIGIN = 'https://api.giphy.com';
export const SITE_ORIGIN = 'https://giphy.com';
export const MEDIA_ORIGIN = 'https://media.giphy.com';
export const STAND_IN_BASES = {
	[ API_ORIGIN ]: '/stand-ins/api.giphy.com',
	[ SITE_ORIGIN ]: '/stand-ins/giphy.com',
	[ MEDIA_ORIGIN ]: '/stand-ins/media.giphy.com',
} as const;

const MEDIA_DIR = join( __dirname, 'fixtures', 'media' );

interface GifRecord {
	title: string;
	slug: string;
	username: string;
	tags: string[];
	file: string;
}

const GIFS = gifs as Record< string, GifRecord >;

export interface Rendition {
	url: string;
	width: string;
	height: string;
	size?: string;
	frames?: string;
}

/** Giphy's GIF object (the fields a client reads). */
export interface GifObject {
	type: 'gif';
	id: string;
	url: string;
	slug: string;
	embed_url: string;
	username: string;
	title: string;
	rating: 'g';
	images: {
		original: Rendition;
		fixed_width_small: Rendition;
		downsized_still: Rendition;
		preview_gif: Rendition;
	};
}

export interface Meta {
	status: number;
	msg: string;
	response_id: string;
}

export type ApiAnswer = {
	status: number;
	body:
		| {
				data: GifObject[];
				pagination: {
					total_count: number;
					count: number;
					offset: number;
				};
				meta: Meta;
		  }
		| { data: GifObject | []; meta: Meta }
		| { meta: Meta };
};

/** The GIF file of an id, or undefined. */
export function gifFile( id: string ): Buffer | undefined {
	if ( ! Object.hasOwn( GIFS, id ) ) {
		return undefined;
	}
	return readFileSync( join( MEDIA_DIR, GIFS[ id ].file ) );
}

/** Width, height (the logical screen) and frame count of a GIF file. */
export function gifDimensions( file: Buffer ): {
	width: number;
	height: number;
	frames: number;
} {
	let frames = 0;
	for ( let index = 0; index < file.length - 1; index++ ) {
		// An image descriptor follows each frame's graphic control extension.
		if ( file[ index ] === 0x21 && file[ index + 1 ] === 0xf9 ) {
			frames++;
		}
	}
	return {
		width: file.readUInt16LE( 6 ),
		height: file.readUInt16LE( 8 ),
		frames,
	};
}

function scaled( width: number, height: number, toWidth: number ) {
	return {
		width: String( toWidth ),
		height: String( Math.round( ( height * toWidth ) / width ) ),
	};
}

/** The GIF object of a fixture id. */
export function gifObject( id: string ): GifObject | undefined {
	const file = gifFile( id );
	if ( ! file ) {
		return undefined;
	}
	const gif = GIFS[ id ];
	const { width, height, frames } = gifDimensions( file );
	const media = `${ MEDIA_ORIGIN }/media/${ id }`;
	return {
		type: 'gif',
		id,
		url: `${ SITE_ORIGIN }/gifs/${ gif.slug }-${ id }`,
		slug: `${ gif.slug }-${ id }`,
		embed_url: `${ SITE_ORIGIN }/embed/${ id }`,
		username: gif.username,
		title: gif.title,
		rating: 'g',
		images: {
			original: {
				url: `${ media }/giphy.gif`,
				width: String( width ),
				height: String( height ),
				size: String( file.length ),
				frames: String( frames ),
			},
			fixed_width_small: {
				url: `${ media }/100w.gif`,
				...scaled( width, height, 100 ),
			},
			downsized_still: {
				url: `${ media }/giphy_s.gif`,
				width: String( width ),
				height: String( height ),
			},
			preview_gif: {
				url: `${ media }/giphy-preview.gif`,
				...scaled( width, height, 100 ),
			},
		},
	};
}

function meta( status: number, msg: string ): Meta {
	return { status, msg, response_id: `standin${ status }` };
}

/**
 * A request refused before it is read: no key (401), or a status the caller forces with the
 * `stand_in_status` parameter the service ignores (429 rate limit, 500 upstream error).
 */
function refused( query: URLSearchParams ): ApiAnswer | undefined {
	const forced = query.get( 'stand_in_status' );
	if ( forced === '429' ) {
		return {
			status: 429,
			body: { meta: meta( 429, 'API rate limit exceeded' ) },
		};
	}
	if ( forced === '500' ) {
		return {
			status: 500,
			body: { meta: meta( 500, 'Internal Server Error' ) },
		};
	}
	if ( ! query.get( 'api_key' ) ) {
		return {
			status: 401,
			body: { meta: meta( 401, 'No API key found in request.' ) },
		};
	}
	return undefined;
}

function integer( value: string | null, fallback: number, max: number ) {
	if ( value === null || ! /^\d+$/.test( value ) ) {
		return fallback;
	}
	return Math.min( Number( value ), max );
}

function matches( gif: GifRecord, words: string[] ): boolean {
	const haystack = [ gif.title, ...gif.tags ].join( ' ' ).toLowerCase();
	return words.every( ( word ) => haystack.includes( word ) );
}

/** GET /v1/gifs/search?api_key&q&limit(1-50, 25)&offset: every word must be in a title or tag. */
export function search( query: URLSearchParams ): ApiAnswer {
	const refusal = refused( query );
	if ( refusal ) {
		return refusal;
	}
	const words = ( query.get( 'q' ) ?? '' )
		.toLowerCase()
		.split( /\s+/ )
		.filter( Boolean );
	const limit = Math.max( 1, integer( query.get( 'limit' ), 25, 50 ) );
	const offset = integer( query.get( 'offset' ), 0, 4999 );
	const found = words.length
		? Object.keys( GIFS ).filter( ( id ) => matches( GIFS[ id ], words ) )
		: [];
	const page = found
		.slice( offset, offset + limit )
		.map( ( id ) => gifObject( id )! );
	return {
		status: 200,
		body: {
			data: page,
			pagination: {
				total_count: found.length,
				count: page.length,
				offset,
			},
			meta: meta( 200, 'OK' ),
		},
	};
}

/** GET /v1/gifs/{id}?api_key: the GIF, or 404 with an empty data list. */
export function byId( id: string, query: URLSearchParams ): ApiAnswer {
	const refusal = refused( query );
	if ( refusal ) {
		return refusal;
	}
	const gif = gifObject( id );
	return gif
		? { status: 200, body: { data: gif, meta: meta( 200, 'OK' ) } }
		: { status: 404, body: { data: [], meta: meta( 404, 'Not Found' ) } };
}
