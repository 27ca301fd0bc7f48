// The text of a button (Tessera's button block, and the buttons other blocks hold), as plain text.

import { decodeEntities } from '../html-entities/decode';

/**
 * The text of a single-line button: line breaks (typed, pasted or as `<br>`) become spaces.
 * The text is RichText's HTML value, so `<br>` is a line break too.
 */
export function singleLineText( value: string ): string {
	return value.replace( /<br\s*\/?>|\r\n|\r|\n/gi, ' ' );
}

/**
 * The button's text as plain text: the RichText value with line breaks as spaces, any other
 * markup dropped and entities decoded. It is escaped again wherever it is written out.
 */
export function plainText( value: unknown ): string {
	if ( typeof value !== 'string' ) {
		return '';
	}
	return decodeEntities( singleLineText( value ).replace( /<[^>]*>?/g, '' ) );
}
