/**
 * Addresses on the image-resizing CDN (Photon, `https://i0.wp.com/<host><path>?…`), built on the
 * editor's side and read back by the site server's stand-in. Saved markup keeps the real CDN
 * address; what a browser loads goes through the service host map (shared/service-hosts).
 */

export const PHOTON_ORIGIN = 'https://i0.wp.com';

/** The largest edge the service is asked for: larger images are served at this size. */
export const PHOTON_MAX_SIZE = 2000;

export interface PhotonOptions {
	/** Scale to this width, keeping the ratio. */
	w?: number;
	/** Scale to this height, keeping the ratio. */
	h?: number;
	/** Scale and crop from the centre to exactly this width and height. */
	resize?: [ number, number ];
}

/**
 * The CDN address of `source` with the given options, or null when the source is not an http(s)
 * address (a blob: URL of an upload in progress, a data: URL, an unparsable string).
 */
export function photonUrl(
	source: string,
	options: PhotonOptions = {}
): string | null {
	let url: URL;
	try {
		url = new URL( source );
	} catch {
		return null;
	}
	if ( url.protocol !== 'http:' && url.protocol !== 'https:' ) {
		return null;
	}
	const query = new URLSearchParams();
	if ( options.resize ) {
		query.set( 'resize', options.resize.join( ',' ) );
	}
	if ( options.w !== undefined ) {
		query.set( 'w', String( options.w ) );
	}
	if ( options.h !== undefined ) {
		query.set( 'h', String( options.h ) );
	}
	if ( url.protocol === 'https:' ) {
		query.set( 'ssl', '1' );
	}
	const search = query.toString();
	return `${ PHOTON_ORIGIN }/${ url.host }${ url.pathname }${
		search ? `?${ search }` : ''
	}`;
}

export type PhotonCrop =
	| { kind: 'percent'; x: number; y: number; w: number; h: number }
	| { kind: 'px'; x: number; y: number; w: number; h: number };

/** The CDN's `filter` values (its other colour options are not offered here). */
export const PHOTON_FILTERS = [
	'negate',
	'grayscale',
	'sepia',
	'edgedetect',
	'emboss',
	'blurgaussian',
	'blurselective',
	'meanremoval',
] as const;

export type PhotonFilter = ( typeof PHOTON_FILTERS )[ number ];

/** What a CDN request asks for, once read and checked. */
export interface PhotonRequest {
	/** The source's host (with port) and path, as written after the CDN origin. */
	host: string;
	path: string;
	/** Source fetched over https (`ssl=1`). */
	ssl: boolean;
	width?: number;
	height?: number;
	/** `resize`: cover the box exactly (crop from the centre); `fit`: fit inside it. */
	mode: 'scale' | 'resize' | 'fit';
	crop?: PhotonCrop;
	filter?: PhotonFilter;
}

export type PhotonParseResult =
	| { ok: true; request: PhotonRequest }
	| { ok: false; status: 400 | 404; message: string };

const SIZE = /^[1-9]\d{0,3}$/;
const PAIR = /^([1-9]\d{0,3}),([1-9]\d{0,3})$/;
const HOST =
	/^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?::\d{1,5})?$/i;
const CROP =
	/^(\d{1,4})(px)?,(\d{1,4})(px)?,([1-9]\d{0,3})(px)?,([1-9]\d{0,3})(px)?$/;

function bad( message: string ): PhotonParseResult {
	return { ok: false, status: 400, message };
}

function size(
	value: string | null,
	name: string
): number | string | undefined {
	if ( value === null ) {
		return undefined;
	}
	if ( ! SIZE.test( value ) || Number( value ) > PHOTON_MAX_SIZE ) {
		return `${ name } must be a whole number from 1 to ${ PHOTON_MAX_SIZE }.`;
	}
	return Number( value );
}

function readCrop( value: string ): PhotonCrop | string {
	const match = CROP.exec( value );
	if ( ! match ) {
		return 'crop must be x,y,w,h.';
	}
	const units = [ match[ 2 ], match[ 4 ], match[ 6 ], match[ 8 ] ];
	const px = units.every( Boolean );
	if ( ! px && units.some( Boolean ) ) {
		return 'crop must be all pixels or all percentages.';
	}
	const [ x, y, w, h ] = [ 1, 3, 5, 7 ].map( ( i ) => Number( match[ i ] ) );
	if ( ! px && ( x + w > 100 || y + h > 100 ) ) {
		return 'crop percentages must stay inside the image.';
	}
	return { kind: px ? 'px' : 'percent', x, y, w, h };
}

/**
 * Reads a CDN request: `rest` is what follows the CDN origin (`<host>/<path>`), `query` its
 * parameters. Parameters the stand-in does not implement (quality, strip, zoom…) are ignored,
 * as the CDN ignores unknown ones.
 */
export function parsePhotonRequest(
	rest: string,
	query: URLSearchParams
): PhotonParseResult {
	const slash = rest.indexOf( '/' );
	const host = slash > 0 ? rest.slice( 0, slash ) : '';
	const path = slash > 0 ? rest.slice( slash ) : '';
	if ( ! HOST.test( host ) || path.length < 2 ) {
		return { ok: false, status: 404, message: 'Image not found.' };
	}
	const request: PhotonRequest = {
		host: host.toLowerCase(),
		path,
		ssl: query.get( 'ssl' ) === '1',
		mode: 'scale',
	};
	for ( const mode of [ 'resize', 'fit' ] as const ) {
		const value = query.get( mode );
		if ( value === null ) {
			continue;
		}
		const pair = PAIR.exec( value );
		if (
			! pair ||
			Number( pair[ 1 ] ) > PHOTON_MAX_SIZE ||
			Number( pair[ 2 ] ) > PHOTON_MAX_SIZE
		) {
			return bad(
				`${ mode } must be width,height, each from 1 to ${ PHOTON_MAX_SIZE }.`
			);
		}
		if ( request.mode !== 'scale' ) {
			return bad( 'resize and fit cannot be combined.' );
		}
		request.mode = mode;
		request.width = Number( pair[ 1 ] );
		request.height = Number( pair[ 2 ] );
	}
	if ( request.mode === 'scale' ) {
		const width = size( query.get( 'w' ), 'w' );
		const height = size( query.get( 'h' ), 'h' );
		if ( typeof width === 'string' || typeof height === 'string' ) {
			return bad( String( typeof width === 'string' ? width : height ) );
		}
		request.width = width;
		request.height = height;
	}
	const crop = query.get( 'crop' );
	if ( crop !== null ) {
		const read = readCrop( crop );
		if ( typeof read === 'string' ) {
			return bad( read );
		}
		request.crop = read;
	}
	const filter = query.get( 'filter' );
	if ( filter !== null ) {
		const known = PHOTON_FILTERS.find( ( name ) => name === filter );
		if ( ! known ) {
			return bad(
				`filter must be one of ${ PHOTON_FILTERS.join( ', ' ) }.`
			);
		}
		request.filter = known;
	}
	return { ok: true, request };
}
