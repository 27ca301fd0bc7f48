/** The digits of wp.me's shortlinks (wpme_dec2sixtwo): 0-9, a-z, A-Z. */
const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Where the site serves its short links: `/s/<code>`. */
const SHORTLINK_PREFIX = '/s/';

/**
 * A post ID written in base 62, as wp.me writes it: stable for the life of the post, so a
 * shared short link keeps working across restarts and edits.
 *
 * @param id A positive post ID.
 */
export function encodeShortCode( id: number ): string {
	if ( ! Number.isSafeInteger( id ) || id < 1 ) {
		throw new RangeError( `Not a post ID: ${ id }` );
	}
	let code = '';
	for ( let rest = id; rest > 0; rest = Math.floor( rest / 62 ) ) {
		code = DIGITS[ rest % 62 ] + code;
	}
	return code;
}

/**
 * The post ID of a short code, or null when the code is not one encodeShortCode() could have
 * written (empty, a leading zero, a foreign character, or too long to be an ID).
 *
 * @param code The code from the link.
 */
export function decodeShortCode( code: string ): number | null {
	if ( ! /^[1-9a-zA-Z][0-9a-zA-Z]{0,8}$/.test( code ) ) {
		return null;
	}
	let id = 0;
	for ( const digit of code ) {
		id = id * 62 + DIGITS.indexOf( digit );
	}
	return Number.isSafeInteger( id ) ? id : null;
}

/** The short link of a post on a site. */
export function shortlinkUrl( home: string, id: number ): string {
	return `${ home.replace( /\/+$/, '' ) }${ SHORTLINK_PREFIX }${ encodeShortCode( id ) }`;
}
