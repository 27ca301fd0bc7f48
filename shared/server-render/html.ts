/**
 * Small helpers for render callbacks that build HTML as strings (as PHP render callbacks do).
 * Every value that reaches the markup goes through one of them.
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
		html += ` ${ name }="${ escapeAttribute( String( value ) ) }"`;
	}
	return html;
}
