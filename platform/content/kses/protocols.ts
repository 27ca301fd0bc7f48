import { decodeNumericEntities } from './entities';
import { WS, asciiLower, isEmptyString, phpTrim } from './php-text';

/** wp_allowed_protocols(): the URL schemes a link, an image or a style's url() may use. */
const ALLOWED_PROTOCOLS = new Set( [
	'http',
	'https',
	'ftp',
	'ftps',
	'mailto',
	'news',
	'irc',
	'irc6',
	'ircs',
	'gopher',
	'nntp',
	'feed',
	'telnet',
	'mms',
	'rtsp',
	'sms',
	'svn',
	'tel',
	'fax',
	'xmpp',
	'webcal',
	'urn',
] );

/** wp_kses_uri_attributes(): attributes whose value is a URL, allowed or not. */
export const URI_ATTRIBUTES = new Set( [
	'action',
	'archive',
	'background',
	'cite',
	'classid',
	'codebase',
	'data',
	'formaction',
	'href',
	'icon',
	'longdesc',
	'manifest',
	'poster',
	'profile',
	'src',
	'usemap',
	'xmlns',
] );

/**
 * wp_kses_no_null(): removes control characters other than tab, line feed and carriage
 * return, and (unless told to keep them) backslash-zero sequences.
 */
export function removeNulls( text: string, keepSlashZero = false ): string {
	const clean = text.replace( /[\x00-\x08\x0B\x0C\x0E-\x1F]/g, '' );
	return keepSlashZero ? clean : clean.replace( /\\+0+/g, '' );
}

const WHITESPACE = new RegExp( WS, 'g' );
const COLON = /:|&#0*58;|&#x0*3a;|&colon;/i;

/** The scheme with its colon when it is allowed, else nothing. */
function checkedScheme( scheme: string ): string {
	const plain = asciiLower(
		removeNulls( decodeNumericEntities( scheme ).replace( WHITESPACE, '' ) )
	);
	return ALLOWED_PROTOCOLS.has( plain ) ? `${ plain }:` : '';
}

/** One pass of wp_kses_bad_protocol_once(); `feed:` may wrap another URL, twice at most. */
function stripSchemeOnce( url: string, depth: number ): string {
	const text = url.replace(
		/(&#0*58(?![;0-9])|&#x0*3a(?![;a-f0-9]))/gi,
		'$1;'
	);
	const colon = COLON.exec( text );
	if ( ! colon || text.slice( 0, colon.index ).includes( '/?' ) ) {
		return text;
	}
	const scheme = checkedScheme( text.slice( 0, colon.index ) );
	if ( scheme === 'feed:' && depth > 2 ) {
		return '';
	}
	let rest = phpTrim( text.slice( colon.index + colon[ 0 ].length ) );
	if ( scheme === 'feed:' ) {
		rest = stripSchemeOnce( rest, depth + 1 );
		if ( isEmptyString( rest ) ) {
			return rest;
		}
	}
	return scheme + rest;
}

/**
 * wp_kses_bad_protocol(): removes a disallowed scheme from the start of a URL, whatever its
 * case, spacing or character references, until nothing changes; a URL that still changes
 * after six passes is dropped. Text before a colon that is not an allowed scheme is removed
 * with it, unless it holds `/?`.
 */
export function stripBadProtocols( url: string ): string {
	let text = removeNulls( url );
	let previous: string;
	let passes = 0;
	do {
		previous = text;
		text = stripSchemeOnce( text, 1 );
	} while ( previous !== text && ++passes < 6 );
	return previous === text ? text : '';
}
