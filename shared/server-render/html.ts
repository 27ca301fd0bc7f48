/**
 * The one HTML escaping module of every server render: blocks' render callbacks, the site
 * server's pages and its stand-ins build HTML as strings (as PHP render callbacks do), and every
 * value that reaches the markup goes through one of these helpers.
 *
 * Which one to use:
 * - `escapeHtml`: text between tags, escaped as the block serializer writes text (`&` unless it
 *   starts an entity, and `<`), so a server render matches the saved markup.
 * - `htmlAttributes`: the attributes of an opening tag (names checked, values escaped for a
 *   double-quoted attribute).
 * - `htmlSpecialChars`: text or a quoted attribute value on the server's own pages, escaped the
 *   way PHP's htmlspecialchars( ENT_QUOTES ) does.
 * - `escapeUrl`: a link the server prints; `jsonForScript`: data inside a `<script>` element.
 */
import {
	escapeAttribute,
	escapeHTML,
	isValidAttributeName,
} from '@wordpress/escape-html';

export { escapeHTML as escapeHtml };

const CLASS_TOKEN = /^-?[_a-zA-Z][_a-zA-Z0-9-]*$/;

/**
 * Joins class names, keeping only well-formed class tokens: a saved `className` is free text, so
 * anything that is not a plain CSS identifier is dropped rather than escaped.
 */
export function safeClassNames(
	...values: Array< string | false | null | undefined >
): string {
	const tokens = new Set< string >();
	for ( const value of values ) {
		if ( typeof value !== 'string' ) {
			continue;
		}
		for ( const token of value.split( /\s+/ ) ) {
			if ( CLASS_TOKEN.test( token ) ) {
				tokens.add( token );
			}
		}
	}
	return [ ...tokens ].join( ' ' );
}

export type HtmlAttributeValue = string | number | boolean | null | undefined;

/**
 * ` name="value"` pairs for an opening tag. `false`, `null`, `undefined` and empty class or
 * style values are left out; `true` gives a bare attribute.
 */
/** What escapeAttribute() changes (`&`, `"`, `<`, `>`). */
const ESCAPED_IN_ATTRIBUTES = /[&"<>]/;

export function htmlAttributes(
	attributes: Record< string, HtmlAttributeValue >
): string {
	let html = '';
	for ( const [ name, value ] of Object.entries( attributes ) ) {
		if ( ! isValidAttributeName( name ) ) {
			throw new Error( `Invalid attribute name: ${ name }` );
		}
		if ( value === false || value === null || value === undefined ) {
			continue;
		}
		if ( value === true ) {
			html += ` ${ name }`;
			continue;
		}
		if ( value === '' && ( name === 'class' || name === 'style' ) ) {
			continue;
		}
		const text = String( value );
		// Most values hold nothing to escape; escapeAttribute() runs four replacements on each.
		html += ` ${ name }="${
			ESCAPED_IN_ATTRIBUTES.test( text ) ? escapeAttribute( text ) : text
		}"`;
	}
	return html;
}

const SPECIAL_CHARS: Record< string, string > = {
	'&': '&amp;',
	'<': '&lt;',
	'>': '&gt;',
	'"': '&quot;',
	"'": '&#039;',
};

/**
 * All five special characters escaped, entities included (the text shows exactly as typed): safe
 * between tags and inside an attribute quoted with either quote. `null` and `undefined` give ''.
 *
 * @param text The value to print; anything else than a string is printed as String() writes it.
 */
export function htmlSpecialChars( text: unknown ): string {
	return String( text ?? '' ).replace(
		/[&<>"']/g,
		( char ) => SPECIAL_CHARS[ char ]
	);
}

/**
 * esc_url(): only http(s), mailto, relative and fragment URLs survive, escaped for an attribute.
 * A browser drops tabs and line breaks anywhere in an address, and control characters and spaces
 * at its ends (`java\tscript:` is `javascript:` to it), so the address is read that way first.
 */
export function escapeUrl( url: string ): string {
	const trimmed = url
		.replace( /[\t\n\r]/g, '' )
		.replace( /^[\x00-\x20]+|[\x00-\x20]+$/g, '' );
	if (
		/^[a-z][a-z0-9+.-]*:/i.test( trimmed ) &&
		! /^(https?|mailto):/i.test( trimmed )
	) {
		return '';
	}
	return htmlSpecialChars( trimmed );
}

/** A JSON value safe to print inside a <script> element. */
export function jsonForScript( value: unknown ): string {
	return JSON.stringify( value )
		.replace( /</g, '\\u003c' )
		.replace( />/g, '\\u003e' )
		.replace( /&/g, '\\u0026' )
		.replace( /\u2028/g, '\\u2028' )
		.replace( /\u2029/g, '\\u2029' );
}
