import { htmlSplit } from './html-split';
import { parseShortcodeAtts, type ShortcodeAtts } from './shortcode-atts';
import { shortcodeNamesIn, shortcodeRegexSource } from './shortcode-regex';

/**
 * A registered shortcode's callback: its attributes, the content it encloses ('' for a lone
 * tag), its name, and do_shortcode() for expanding shortcodes inside its own content.
 */
export type ShortcodeHandler = (
	atts: ShortcodeAtts,
	content: string,
	tag: string,
	expand: ( text: string ) => string
) => string;

export type ShortcodeRegistry = ReadonlyMap< string, ShortcodeHandler >;

type TagMatch = [
	whole: string,
	openEscape: string,
	name: string,
	attributes: string,
	selfClosing: string | undefined,
	content: string | undefined,
	closeEscape: string,
];

/**
 * Hides the square brackets inside tags and comments behind entities, so that a shortcode is
 * never expanded inside an attribute nor across a tag; authored `&#91;` and `&#93;` are
 * rewritten first so that putting the brackets back leaves them alone.
 */
function hideBracketsInTags( content: string ): string {
	const parts = htmlSplit(
		content
			.split( '&#91;' )
			.join( '&#091;' )
			.split( '&#93;' )
			.join( '&#093;' )
	);
	for ( let i = 1; i < parts.length; i += 2 ) {
		parts[ i ] = parts[ i ]
			.split( '[' )
			.join( '&#91;' )
			.split( ']' )
			.join( '&#93;' );
	}
	return parts.join( '' );
}

const showBrackets = ( content: string ) =>
	content.split( '&#91;' ).join( '[' ).split( '&#93;' ).join( ']' );

/** Replaces each registered shortcode present in the content. */
function replaceShortcodes(
	content: string,
	registry: ShortcodeRegistry,
	replace: ( match: TagMatch ) => string
): string {
	if ( ! content.includes( '[' ) ) {
		return content;
	}
	const present = shortcodeNamesIn( content );
	const names = [ ...registry.keys() ].filter( ( name ) =>
		present.has( name )
	);
	if ( ! names.length ) {
		return content;
	}
	const pattern = new RegExp( shortcodeRegexSource( names ), 'g' );
	return showBrackets(
		hideBracketsInTags( content ).replace( pattern, ( ...groups ) =>
			replace( groups.slice( 0, 7 ) as TagMatch )
		)
	);
}

/**
 * do_shortcode(): each registered shortcode replaced by its callback's output; `[[tag]]` prints
 * `[tag]`, and unregistered shortcodes stay as typed. Shortcodes inside HTML tags (attribute
 * values) are not expanded.
 *
 * @param content  The HTML.
 * @param registry The registered shortcodes.
 */
export function doShortcode(
	content: string,
	registry: ShortcodeRegistry
): string {
	const expand = ( text: string ) => doShortcode( text, registry );
	return replaceShortcodes( content, registry, ( m ) => {
		const [ whole, openEscape, name, attributes, , inner, closeEscape ] = m;
		if ( openEscape === '[' && closeEscape === ']' ) {
			return whole.slice( 1, -1 );
		}
		const handler = registry.get( name )!;
		return (
			openEscape +
			handler(
				parseShortcodeAtts( attributes ),
				inner ?? '',
				name,
				expand
			) +
			closeEscape
		);
	} );
}

/** strip_shortcodes(): registered shortcodes (and what they enclose) removed. */
export function stripShortcodes(
	content: string,
	registry: ShortcodeRegistry
): string {
	return replaceShortcodes( content, registry, ( m ) => {
		const [ whole, openEscape, , , , , closeEscape ] = m;
		return openEscape === '[' && closeEscape === ']'
			? whole.slice( 1, -1 )
			: openEscape + closeEscape;
	} );
}
