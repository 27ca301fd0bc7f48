// Character references read back into characters, for text taken out of HTML that is escaped
// again wherever it is written.

/** The named references the editor's rich text writes; `&nbsp;` stays a no-break space. */
export const RICH_TEXT_ENTITIES: Readonly< Record< string, string > > = {
	amp: '&',
	lt: '<',
	gt: '>',
	quot: '"',
	apos: "'",
	nbsp: '\u00a0',
};

/** The named references of stored titles, excerpts and feeds, read as one line of plain text. */
export const PLAIN_TEXT_ENTITIES: Readonly< Record< string, string > > = {
	...RICH_TEXT_ENTITIES,
	nbsp: ' ',
	hellip: '…',
	ndash: '–',
	mdash: '—',
	lsquo: '‘',
	rsquo: '’',
	ldquo: '“',
	rdquo: '”',
};

/**
 * Decodes numeric references that name a Unicode code point, and the named ones in `named`
 * (any case); any other reference stays as written.
 *
 * @param text  Text holding character references.
 * @param named The named references to read.
 */
export function decodeEntities(
	text: string,
	named: Readonly< Record< string, string > > = RICH_TEXT_ENTITIES
): string {
	return text.replace(
		/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi,
		( entity, body: string ) => {
			if ( body[ 0 ] === '#' ) {
				const hex = body[ 1 ] === 'x' || body[ 1 ] === 'X';
				const code = parseInt(
					body.slice( hex ? 2 : 1 ),
					hex ? 16 : 10
				);
				return code > 0 && code <= 0x10ffff
					? String.fromCodePoint( code )
					: entity;
			}
			const name = body.toLowerCase();
			return Object.hasOwn( named, name ) ? named[ name ] : entity;
		}
	);
}
