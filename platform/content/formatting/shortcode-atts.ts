import { NOT_SPACE, SPACE } from './php-regex';

/** A shortcode's attributes: names in lower case, unnamed values under '0', '1'... */
export type ShortcodeAtts = Record< string, string >;

const END_OF_VALUE = `(?:${ SPACE }|$)`;
const ATTRIBUTE = new RegExp(
	[
		`([\\w-]+)${ SPACE }*=${ SPACE }*"([^"]*)"${ END_OF_VALUE }`,
		`([\\w-]+)${ SPACE }*=${ SPACE }*'([^']*)'${ END_OF_VALUE }`,
		`([\\w-]+)${ SPACE }*=${ SPACE }*([^ \\t\\n\\v\\f\\r'"]+)${ END_OF_VALUE }`,
		`"([^"]*)"${ END_OF_VALUE }`,
		`'([^']*)'${ END_OF_VALUE }`,
		`(${ NOT_SPACE }+)${ END_OF_VALUE }`,
	].join( '|' ),
	'g'
);

const C_ESCAPES: Record< string, string > = {
	a: '\x07',
	b: '\b',
	f: '\f',
	n: '\n',
	r: '\r',
	t: '\t',
	v: '\v',
};

/** stripcslashes(): C-style escapes (`\n`, `\x41`, `\101`) decoded, other backslashes dropped. */
function stripCSlashes( text: string ): string {
	return text.replace(
		/\\(x[0-9a-fA-F]{1,2}|[0-7]{1,3}|[\s\S])/g,
		( _, escape: string ) => {
			if ( /^x[0-9a-fA-F]/.test( escape ) ) {
				return String.fromCharCode( parseInt( escape.slice( 1 ), 16 ) );
			}
			if ( /^[0-7]/.test( escape ) ) {
				return String.fromCharCode( parseInt( escape, 8 ) % 256 );
			}
			return C_ESCAPES[ escape ] ?? escape;
		}
	);
}

/** PHP's empty() on a matched group: unmatched, '' and '0' count as empty. */
const filled = ( value: string | undefined ): value is string =>
	value !== undefined && value !== '' && value !== '0';

/** A value holding `<` must hold only whole tags, or it is emptied. */
const UNCLOSED_TAGS_FREE = /^[^<]*(?:<[^>]*>[^<]*)*$/;

/**
 * shortcode_parse_atts(): `name="value"`, `name='value'`, `name=value` and bare values; names
 * are lower-cased, values decoded with stripcslashes(), and a value with an unclosed tag emptied.
 *
 * @param text The text between the shortcode's name and its closing bracket.
 */
export function parseShortcodeAtts( text: string ): ShortcodeAtts {
	const atts: ShortcodeAtts = {};
	let position = 0;
	for ( const m of text
		.replace( /[\u00a0\u200b]+/g, ' ' )
		.matchAll( ATTRIBUTE ) ) {
		if ( filled( m[ 1 ] ) ) {
			atts[ m[ 1 ].toLowerCase() ] = stripCSlashes( m[ 2 ] );
		} else if ( filled( m[ 3 ] ) ) {
			atts[ m[ 3 ].toLowerCase() ] = stripCSlashes( m[ 4 ] );
		} else if ( filled( m[ 5 ] ) ) {
			atts[ m[ 5 ].toLowerCase() ] = stripCSlashes( m[ 6 ] );
		} else {
			// An empty quoted value adds nothing; a bare word is never empty.
			const bare = m[ 7 ] || m[ 8 ] || m[ 9 ];
			if ( bare ) {
				atts[ String( position++ ) ] = stripCSlashes( bare );
			}
		}
	}
	for ( const [ name, value ] of Object.entries( atts ) ) {
		if ( value.includes( '<' ) && ! UNCLOSED_TAGS_FREE.test( value ) ) {
			atts[ name ] = '';
		}
	}
	return atts;
}

/** shortcode_atts(): the known attributes, each given value or its default. */
export function shortcodeAtts< Defaults extends Record< string, string > >(
	defaults: Defaults,
	atts: ShortcodeAtts
): { [ Name in keyof Defaults ]: string } {
	const out = { ...defaults };
	for ( const name of Object.keys( defaults ) as Array< keyof Defaults > ) {
		if ( Object.hasOwn( atts, name ) ) {
			out[ name ] = atts[ name as string ] as Defaults[ keyof Defaults ];
		}
	}
	return out;
}
