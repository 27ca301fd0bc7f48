/**
 * What a request URL addresses, decided once for the router and for every check that depends on
 * REST-ness (the cookie-and-nonce check above all). The router only ever sees the normalised form,
 * so a spelling that reaches a REST route is always a spelling this module calls REST.
 */

const REST_PREFIX = 'wp-json';
const ABSOLUTE_FORM = /^https?:\/\/[^/?#]*/i;
const PLAIN_PERMALINK_ENTRIES = new Set( [ '', 'index.php' ] );

/** One path segment as sent, and as read after one round of percent-decoding (as the router reads it). */
interface Segment {
	raw: string;
	text: string;
}

function decodeOnce( raw: string ): string {
	try {
		return decodeURIComponent( raw );
	} catch {
		return raw;
	}
}

/** Splits a request target into its path and the rest (`?query` or `#fragment`, kept as sent). */
function splitTarget( url: string ): { path: string; tail: string } {
	const originForm = url.replace( ABSOLUTE_FORM, '' );
	const path = originForm.startsWith( '/' ) ? originForm : `/${ originForm }`;
	const end = path.search( /[?#]/ );
	return end === -1
		? { path, tail: '' }
		: { path: path.slice( 0, end ), tail: path.slice( end ) };
}

/**
 * The path's segments as a front web server reads them: `.` and `..` resolved (also when
 * percent-encoded), and empty segments at the start dropped (`//wp-json` is `/wp-json`). Empty
 * segments further on stay: REST ids such as a template's `theme//slug` contain them.
 */
function normalisedSegments( path: string ): Segment[] {
	const segments: Segment[] = [];
	for ( const raw of path.slice( 1 ).split( '/' ) ) {
		const text = decodeOnce( raw );
		if ( text === '.' ) {
			continue;
		}
		if ( text === '..' ) {
			segments.pop();
			continue;
		}
		segments.push( { raw, text } );
	}
	while ( segments.length > 1 && segments[ 0 ].text === '' ) {
		segments.shift();
	}
	return segments.length ? segments : [ { raw: '', text: '' } ];
}

/** `?rest_route=/wp/v2/posts` on the front page is the REST API in its plain-permalink form. */
function restRouteTarget( segments: Segment[], tail: string ): string | null {
	if ( segments.length !== 1 || ! tail.startsWith( '?' ) ) {
		return null;
	}
	if ( ! PLAIN_PERMALINK_ENTRIES.has( segments[ 0 ].text ) ) {
		return null;
	}
	const search = new URLSearchParams( tail.slice( 1 ).split( '#' )[ 0 ] );
	const restRoute = search.get( 'rest_route' );
	if ( restRoute === null ) {
		return null;
	}
	search.delete( 'rest_route' );
	const rest = search.toString();
	const route = '/' + restRoute.replace( /^\/+/, '' );
	return `/${ REST_PREFIX }${ route
		.split( '/' )
		.map( encodeURIComponent )
		.join( '/' ) }${ rest ? '?' + rest : '' }`;
}

/**
 * The URL the router is given: in origin form, its path normalised, the REST prefix spelled
 * literally (`/%77p-json/...` is `/wp-json/...`) and `?rest_route=` turned into the REST path.
 * The rest of the path is kept as sent, so the router decodes route parameters as before.
 */
export function normaliseRequestUrl( url: string ): string {
	const { path, tail } = splitTarget( url );
	const segments = normalisedSegments( path );
	const restRoute = restRouteTarget( segments, tail );
	if ( restRoute !== null ) {
		return restRoute;
	}
	if ( segments[ 0 ].text === REST_PREFIX ) {
		segments[ 0 ] = { raw: REST_PREFIX, text: REST_PREFIX };
	}
	return '/' + segments.map( ( segment ) => segment.raw ).join( '/' ) + tail;
}

/** Whether the URL, read as the router reads it, addresses the REST API (`/wp-json` and below). */
export function isRestUrl( url: string ): boolean {
	const { path } = splitTarget( normaliseRequestUrl( url ) );
	return (
		path === `/${ REST_PREFIX }` || path.startsWith( `/${ REST_PREFIX }/` )
	);
}
