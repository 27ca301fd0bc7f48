/**
 * Reading what a person pastes into the calendar block: an embed address, the provider's iframe
 * code, or a sharing link carrying a `cid`. Pure: the editor, save and the server render share it.
 */

import { CALENDAR_URL } from './saved-values';

export { isCalendarUrl, safeHeight } from './saved-values';

const IFRAME_SRC = /<iframe\b[^>]*?\bsrc\s*=\s*(["'])(.*?)\1/i;
const IFRAME_HEIGHT = /<iframe\b[^>]*?\bheight\s*=\s*(["']?)(\d{1,5})\1/i;

export interface ParsedCalendar {
	url: string;
	height?: number;
}

function decodeEntities( text: string ): string {
	return text
		.replace( /&amp;/g, '&' )
		.replace( /&#0*38;/g, '&' )
		.replace( /&quot;/g, '"' );
}

/** A `cid` is the calendar id in base64 (URL-safe or not, padding optional). */
export function decodeCid( cid: string ): string | undefined {
	if ( ! /^[A-Za-z0-9+/_-]+={0,2}$/.test( cid ) ) {
		return undefined;
	}
	try {
		const standard = cid.replace( /-/g, '+' ).replace( /_/g, '/' );
		const id = decodeURIComponent(
			Array.from(
				atob( standard ),
				( character ) =>
					`%${ character.charCodeAt( 0 ).toString( 16 ).padStart( 2, '0' ) }`
			).join( '' )
		);
		return /^[^\s<>"']+@[^\s<>"']+$/.test( id ) ? id : undefined;
	} catch {
		return undefined;
	}
}

/** A sharing link with `cid` becomes the calendar's embed address; others stay as they are. */
function embedAddress( url: string ): string | undefined {
	const parsed = new URL( url );
	const cid = parsed.searchParams.get( 'cid' );
	if ( cid === null ) {
		return url;
	}
	const id = decodeCid( cid );
	return id
		? `https://calendar.google.com/calendar/embed?src=${ encodeURIComponent( id ) }`
		: undefined;
}

/**
 * The url (and the height of iframe code) of what was pasted, or undefined when it is not a
 * calendar address (the block then shows the calendar error).
 */
export function parseCalendarInput(
	input: unknown
): ParsedCalendar | undefined {
	if ( typeof input !== 'string' ) {
		return undefined;
	}
	const text = input.trim();
	const iframe = IFRAME_SRC.exec( text );
	const candidate = iframe ? decodeEntities( iframe[ 2 ].trim() ) : text;
	if ( ! CALENDAR_URL.test( candidate ) ) {
		return undefined;
	}
	const url = embedAddress( candidate );
	if ( ! url ) {
		return undefined;
	}
	const height = iframe ? IFRAME_HEIGHT.exec( text ) : null;
	return height && Number( height[ 2 ] ) > 0
		? { url, height: Number( height[ 2 ] ) }
		: { url };
}
