/**
 * Pinterest addresses: which are Pinterest's, which are short links, and what kind of embed a
 * page is. Pure: the editor, save and the server render share it.
 */

/** Pinterest's own domains (any country subdomain, the country domains) and its short domain. */
const PIN_HOST =
	/^(?:(?:www|[a-z]{2})\.)?pinterest\.(?:com|ca|co\.uk|fr|de|es|it|com\.au|com\.mx|jp|nl|at|ch|ie|nz|pt|se|dk|cl|ph)$/i;
const SHORT_HOST = /^pin\.it$/i;

export type PinKind = 'pin' | 'user' | 'board';

/** The data-pin-do value the embed script reads for each kind. */
export const PIN_DO: Record< PinKind, string > = {
	pin: 'embedPin',
	user: 'embedUser',
	board: 'embedBoard',
};

function parse( input: unknown ): URL | undefined {
	if ( typeof input !== 'string' ) {
		return undefined;
	}
	const text = input.trim();
	if ( ! /^https?:\/\/[^\s]+$/i.test( text ) ) {
		return undefined;
	}
	try {
		const url = new URL( text );
		return url.username || url.password || url.port ? undefined : url;
	} catch {
		return undefined;
	}
}

/** Whether an address is on a Pinterest host or its short domain (http or https). */
export function isPinterestUrl( input: unknown ): boolean {
	const url = parse( input );
	return (
		!! url &&
		( PIN_HOST.test( url.hostname ) || SHORT_HOST.test( url.hostname ) )
	);
}

/** Whether an address is a short link, which must be resolved before its kind is known. */
export function isShortUrl( input: unknown ): boolean {
	const url = parse( input );
	return !! url && SHORT_HOST.test( url.hostname );
}

const SEGMENT = /^[A-Za-z0-9_.-]+$/;

/**
 * The kind of embed a Pinterest page gives: a path starting `pin/` and its id is a pin, one
 * segment a user, two a board; anything else (or a short link) gives none.
 */
export function pinKind( input: unknown ): PinKind | undefined {
	const url = parse( input );
	if ( ! url || ! PIN_HOST.test( url.hostname ) ) {
		return undefined;
	}
	const segments = url.pathname.split( '/' ).filter( Boolean );
	if ( ! segments.every( ( segment ) => SEGMENT.test( segment ) ) ) {
		return undefined;
	}
	if ( segments[ 0 ] === 'pin' ) {
		return segments.length === 2 && /^\d+$/.test( segments[ 1 ] )
			? 'pin'
			: undefined;
	}
	if ( segments.length === 1 ) {
		return 'user';
	}
	return segments.length === 2 ? 'board' : undefined;
}

/** The embed script the preview and the visitor page load. */
export const PINIT_SCRIPT_URL = 'https://assets.pinterest.com/js/pinit.js';
