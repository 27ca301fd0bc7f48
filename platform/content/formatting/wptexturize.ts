import { END, WP_SPACES, phpTrim, replaceEach, quoteRegExp } from './php-regex';
import { COMMENT } from './html-split';
import { texturizePrimes } from './texturize-primes';
import { shortcodeNamesIn } from './shortcode-regex';

const OPEN_QUOTE = '&#8220;';
const CLOSE_QUOTE = '&#8221;';
const APOS = '&#8217;';
const PRIME = '&#8242;';
const DOUBLE_PRIME = '&#8243;';
const OPEN_SINGLE = '&#8216;';
const CLOSE_SINGLE = '&#8217;';
const EN_DASH = '&#8211;';
const EM_DASH = '&#8212;';

// Markers for replacements decided early and written late (they cannot be mistaken for text).
const OPEN_Q_FLAG = '<!--oq-->';
const OPEN_SQ_FLAG = '<!--osq-->';
const APOS_FLAG = '<!--apos-->';

/** Elements and shortcodes whose contents are code: never texturized. */
const NO_TEXTURIZE_TAGS = [ 'pre', 'code', 'kbd', 'style', 'script', 'tt' ];
const NO_TEXTURIZE_SHORTCODES = [ 'code' ];

/** Words that begin with an apostrophe, not an opening quote ('twas, 'cause...). */
const COCKNEY = [
	"'tain't",
	"'twere",
	"'twas",
	"'tis",
	"'twill",
	"'til",
	"'bout",
	"'nuff",
	"'round",
	"'cause",
	"'em",
];

const STATIC_PAIRS: ReadonlyArray< readonly [ string, string ] > = [
	[ '...', '&#8230;' ],
	[ '``', OPEN_QUOTE ],
	[ "''", CLOSE_QUOTE ],
	[ ' (tm)', ' &#8482;' ],
	...COCKNEY.map(
		( word ) => [ word, word.split( "'" ).join( APOS ) ] as const
	),
];

const SP = WP_SPACES;

type Rule = readonly [ RegExp, string ];
const rule = ( source: string, replacement: string ): Rule => [
	new RegExp( source, 'g' ),
	replacement,
];

const APOSTROPHE_RULES: Rule[] = [
	// '99' and '99" at the end of a quotation: an abbreviated year.
	rule(
		`'(\\d\\d)'(?=${ END }|[.,:;!?)}\\-\\]]|&gt;|${ SP })`,
		`${ APOS_FLAG }$1${ CLOSE_SINGLE }`
	),
	rule(
		`'(\\d\\d)"(?=${ END }|[.,:;!?)}\\-\\]]|&gt;|${ SP })`,
		`${ APOS_FLAG }$1${ CLOSE_QUOTE }`
	),
	// '99 '99s '99's, but never '9 or '99% or '999 or '99.0.
	rule( `'(?=\\d\\d(?:${ END }|(?![%\\d]|[.,]\\d)))`, APOS_FLAG ),
	// Quoted numbers like '0.42'.
	rule(
		`(?<=^|${ SP })'(\\d[.,\\d]*)'`,
		`${ OPEN_SQ_FLAG }$1${ CLOSE_SINGLE }`
	),
	// At the start, or after an opening bracket, a double quote, a dash or a space.
	rule( `(?<=^|[([{"\\-]|&lt;|${ SP })'`, OPEN_SQ_FLAG ),
	// Inside a word.
	rule(
		`(?<!${ SP })'(?!${ END }|[.,:;!?"'(){}[\\]\\-]|&[lg]t;|${ SP })`,
		APOS_FLAG
	),
];

const QUOTE_RULES: Rule[] = [
	// Quoted numbers like "42".
	rule(
		`(?<=^|${ SP })"(\\d[.,\\d]*)"`,
		`${ OPEN_Q_FLAG }$1${ CLOSE_QUOTE }`
	),
	// At the start, or after an opening bracket, a dash or a space, and not before a space.
	rule( `(?<=^|[([{\\-]|&lt;|${ SP })"(?!${ SP })`, OPEN_Q_FLAG ),
];

const DASH_RULES: Rule[] = [
	rule( '---', EM_DASH ),
	rule( `(?<=^|${ SP })--(?=${ END }|${ SP })`, EM_DASH ),
	rule( '(?<!xn)--', EN_DASH ),
	rule( `(?<=^|${ SP })-(?=${ END }|${ SP })`, EN_DASH ),
];

const LOOSE_AMPERSAND = /&(?!#(?:\d+|x[a-f0-9]+);|[a-z1-4]{1,8};)/gi;
const TIMES = /\b(0[\d.,]+|[1-9][\d.,]*)x(\d[\d.,]*)\b/g;

const applyRules = ( text: string, rules: Rule[] ) =>
	rules.reduce(
		( out, [ pattern, replacement ] ) =>
			out.replace( pattern, replacement ),
		text
	);

/** Texturizes one run of plain text. */
function texturizeText( text: string ): string {
	text = replaceEach( text, STATIC_PAIRS );
	if ( text.includes( "'" ) ) {
		text = applyRules( text, APOSTROPHE_RULES );
		text = texturizePrimes( text, "'", PRIME, OPEN_SQ_FLAG, CLOSE_SINGLE );
		text = text.split( APOS_FLAG ).join( APOS );
		text = text.split( OPEN_SQ_FLAG ).join( OPEN_SINGLE );
	}
	if ( text.includes( '"' ) ) {
		text = applyRules( text, QUOTE_RULES );
		text = texturizePrimes(
			text,
			'"',
			DOUBLE_PRIME,
			OPEN_Q_FLAG,
			CLOSE_QUOTE
		);
		text = text.split( OPEN_Q_FLAG ).join( OPEN_QUOTE );
	}
	if ( text.includes( '-' ) ) {
		text = applyRules( text, DASH_RULES );
	}
	// 9x9 is a multiplication, but 0x9999 is not.
	if ( /(?<=\d)x\d/.test( text ) ) {
		text = text.replace( TIMES, '$1&#215;$2' );
	}
	return text.replace( LOOSE_AMPERSAND, '&#038;' );
}

/**
 * _wptexturize_pushpop_element(): keeps the stack of open no-texturize elements (or shortcodes)
 * up to date for a tag like `<pre>`, `</pre>`, `[code]`.
 */
function pushPop( tag: string, stack: string[], disabled: string[] ): void {
	const opening = tag.length > 1 && tag[ 1 ] !== '/';
	if ( ! opening && stack.length === 0 ) {
		return;
	}
	const offset = opening ? 1 : 2;
	const space = tag.indexOf( ' ' );
	// Without a space the name runs to the tag's last character, which is left out.
	const name =
		space === -1 ? tag.slice( offset, -1 ) : tag.slice( offset, space );
	if ( ! disabled.includes( name ) ) {
		return;
	}
	if ( opening ) {
		stack.push( name );
	} else if ( stack[ stack.length - 1 ] === name ) {
		stack.pop();
	}
}

const HTML_PIECE = `<(?:(?=!--)${ COMMENT }|(?!!--)[^>]*>?)`;

/** The pattern that cuts text into tags, comments, the named shortcodes, and text. */
function splitPattern( shortcodeNames: string[] ): {
	split: RegExp;
	shortcode?: RegExp;
} {
	if ( ! shortcodeNames.length ) {
		return { split: new RegExp( `(${ HTML_PIECE })` ) };
	}
	const names = shortcodeNames.map( quoteRegExp ).join( '|' );
	const shortcode = `\\[[\\/\\[]?(?:${ names })(?=[ \\t\\n\\v\\f\\r\\]\\/])(?:[^\\[\\]<>]|<[^\\[\\]>]*>)*\\]\\]?`;
	return {
		split: new RegExp( `(${ HTML_PIECE }|${ shortcode })` ),
		shortcode: new RegExp( `^${ shortcode }$` ),
	};
}

/**
 * wptexturize(): typographic quotes, apostrophes, primes, dashes, ellipses and multiplication
 * signs in text, as WordPress writes them (numeric entities); the contents of <pre>, <code>,
 * <kbd>, <style>, <script> and <tt>, tags, comments and shortcode tags are left alone, and a loose
 * `&` in text or in a tag becomes `&#038;`.
 *
 * @param text       The HTML.
 * @param shortcodes The registered shortcode names (their tags are not texturized).
 */
export function wptexturize( text: string, shortcodes: string[] ): string {
	if ( ! text ) {
		return text;
	}
	const present = shortcodeNamesIn( text, { closing: true } );
	const names = shortcodes.filter( ( name ) => present.has( name ) );
	const { split, shortcode } = splitPattern( names );
	const tagStack: string[] = [];
	const shortcodeStack: string[] = [];
	return text
		.split( split )
		.filter( ( piece ) => piece !== '' )
		.map( ( piece ) => {
			if ( piece[ 0 ] === '<' ) {
				if ( piece.startsWith( '<!--' ) ) {
					return piece;
				}
				piece = piece.replace( LOOSE_AMPERSAND, '&#038;' );
				pushPop( piece, tagStack, NO_TEXTURIZE_TAGS );
				return piece;
			}
			if ( phpTrim( piece ) === '' ) {
				return piece;
			}
			if ( piece[ 0 ] === '[' && shortcode?.test( piece ) ) {
				if ( ! piece.startsWith( '[[' ) && ! piece.endsWith( ']]' ) ) {
					pushPop( piece, shortcodeStack, NO_TEXTURIZE_SHORTCODES );
				}
				return piece;
			}
			if ( tagStack.length || shortcodeStack.length ) {
				return piece;
			}
			return texturizeText( piece );
		} )
		.join( '' );
}
