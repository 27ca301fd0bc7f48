// The text of a button (Tessera's button block, and the buttons other blocks hold), as plain text.

/**
 * The text of a single-line button: line breaks (typed, pasted or as `<br>`) become spaces.
 * The text is RichText's HTML value, so `<br>` is a line break too.
 */
export function singleLineText( value: string ): string {
	return value.replace( /<br\s*\/?>|\r\n|\r|\n/gi, ' ' );
}

const ENTITIES: Record< string, string > = {
	amp: '&',
	lt: '<',
	gt: '>',
	quot: '"',
	apos: "'",
	nbsp: '\u00a0',
};

function decodeEntities( html: string ): string {
	return html.replace(
		/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi,
		( entity, code: string ) => {
			if ( code[ 0 ] === '#' ) {
				const point =
					code[ 1 ] === 'x' || code[ 1 ] === 'X'
						? parseInt( code.slice( 2 ), 16 )
						: parseInt( code.slice( 1 ), 10 );
				return point > 0 && point <= 0x10ffff
					? String.fromCodePoint( point )
					: entity;
			}
			return ENTITIES[ code.toLowerCase() ] ?? entity;
		}
	);
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
