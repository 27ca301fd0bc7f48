import { own } from '../content/own';

const NAMED: Record< string, string > = {
	amp: '&',
	lt: '<',
	gt: '>',
	quot: '"',
	apos: "'",
	nbsp: ' ',
	hellip: '…',
	ndash: '–',
	mdash: '—',
	lsquo: '‘',
	rsquo: '’',
	ldquo: '“',
	rdquo: '”',
};

function fromCodePoint( code: number, original: string ): string {
	return Number.isInteger( code ) && code > 0 && code <= 0x10ffff
		? String.fromCodePoint( code )
		: original;
}

/** The common HTML entities as characters; unknown ones stay as written. */
export function decodeEntities( text: string ): string {
	return text.replace(
		/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi,
		( entity, name: string ) => {
			if ( name[ 0 ] === '#' ) {
				const hex = name[ 1 ] === 'x' || name[ 1 ] === 'X';
				return fromCodePoint(
					Number.parseInt( name.slice( hex ? 2 : 1 ), hex ? 16 : 10 ),
					entity
				);
			}
			return own( NAMED, name.toLowerCase() ) ?? entity;
		}
	);
}

/**
 * wp_strip_all_tags() then the entities decoded: the plain text of a stored title, excerpt or
 * description, to be escaped again wherever it is printed.
 *
 * @param html Stored HTML (or plain text).
 */
export function htmlToText( html: string ): string {
	return decodeEntities(
		html
			.replace( /<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, '' )
			.replace( /<[^>]*>/g, ' ' )
	)
		.replace( /\s+/g, ' ' )
		.trim();
}
