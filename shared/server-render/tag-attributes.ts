/**
 * Sets attributes on the opening tag an HTML string starts with, reading the tag as WordPress's
 * HTML tag processor does (WP_HTML_Tag_Processor::set_attribute): names compared without case,
 * values quoted, single-quoted or bare, a repeated attribute counting once (the first) and dropped
 * when it is set. New attributes go right after the tag's name; one already there is written
 * again in place, in double quotes, its value escaped.
 */
import { escapeAttribute, isValidAttributeName } from '@wordpress/escape-html';
import type { HtmlAttributeValue } from './html';

export interface AttributeToken {
	/** Lower-cased, as the tag processor compares names. */
	name: string;
	/** Where the attribute starts (its name) and ends (after its value, quotes included). */
	start: number;
	end: number;
	/** Its value as written, without quotes ('' for a bare attribute): `html.slice( valueStart, valueEnd )`. */
	valueStart: number;
	valueEnd: number;
}

export interface OpeningTag {
	/** Lower-cased. */
	name: string;
	/** Where the tag starts (`<`) and ends (after `>`). */
	start: number;
	end: number;
	/** Where its name ends: a new attribute goes there. */
	nameEnd: number;
	/** In the order written; a repeated name appears each time (the first one counts). */
	attributes: AttributeToken[];
}

const SPACE = /[ \t\n\f\r]/;
const NAME_END = /[ \t\n\f\r/>=]/;
const BARE_VALUE_END = /[ \t\n\f\r>]/;

function skipSpace( html: string, at: number ): number {
	while ( at < html.length && SPACE.test( html[ at ] ) ) {
		at++;
	}
	return at;
}

/** Reads one attribute from `start` (not white space, `/` or `>`). */
function readAttribute( html: string, start: number ): AttributeToken | null {
	// A name may start with "=" (`<p =x>`): it is then part of the name.
	let cursor = start + 1;
	while ( cursor < html.length && ! NAME_END.test( html[ cursor ] ) ) {
		cursor++;
	}
	const name = html.slice( start, cursor ).toLowerCase();
	const afterName = skipSpace( html, cursor );
	if ( html[ afterName ] !== '=' ) {
		return {
			name,
			start,
			end: cursor,
			valueStart: cursor,
			valueEnd: cursor,
		};
	}
	const valueStart = skipSpace( html, afterName + 1 );
	const quote = html[ valueStart ];
	if ( quote === '"' || quote === "'" ) {
		const close = html.indexOf( quote, valueStart + 1 );
		return close === -1
			? null
			: {
					name,
					start,
					end: close + 1,
					valueStart: valueStart + 1,
					valueEnd: close,
				};
	}
	cursor = valueStart;
	while ( cursor < html.length && ! BARE_VALUE_END.test( html[ cursor ] ) ) {
		cursor++;
	}
	return { name, start, end: cursor, valueStart, valueEnd: cursor };
}

/**
 * The opening tag at `at` (a `<` and a letter), read as WordPress's tag processor reads one; null
 * when there is none there or it is never closed (no `>`, or a quote left open), as the tag
 * processor gives up on incomplete input.
 */
export function readOpeningTag( html: string, at: number ): OpeningTag | null {
	if ( html[ at ] !== '<' || ! /[a-zA-Z]/.test( html[ at + 1 ] ?? '' ) ) {
		return null;
	}
	let nameEnd = at + 1;
	while (
		nameEnd < html.length &&
		! /[ \t\n\f\r/>]/.test( html[ nameEnd ] )
	) {
		nameEnd++;
	}
	const attributes: AttributeToken[] = [];
	let cursor = nameEnd;
	for (;;) {
		while (
			cursor < html.length &&
			( SPACE.test( html[ cursor ] ) || html[ cursor ] === '/' )
		) {
			cursor++;
		}
		if ( cursor >= html.length ) {
			return null;
		}
		if ( html[ cursor ] === '>' ) {
			return {
				name: html.slice( at + 1, nameEnd ).toLowerCase(),
				start: at,
				end: cursor + 1,
				nameEnd,
				attributes,
			};
		}
		const attribute = readAttribute( html, cursor );
		if ( ! attribute ) {
			return null;
		}
		attributes.push( attribute );
		cursor = attribute.end;
	}
}

/** ` name="value"`, a bare ` name` for `true`, nothing for `false` and `null` (removed). */
function written( name: string, value: string | number | boolean | null ) {
	if ( value === false || value === null ) {
		return '';
	}
	return value === true
		? ` ${ name }`
		: ` ${ name }="${ escapeAttribute( String( value ) ) }"`;
}

/** Whether the HTML starts (after white space) with a whole opening tag of this name, in any case. */
export function startsWithTag( html: string, name: string ): boolean {
	return (
		readOpeningTag( html, skipSpace( html, 0 ) )?.name ===
		name.toLowerCase()
	);
}

/**
 * The HTML with attributes set on its first tag, which must start it (after white space): a
 * string value sets the attribute, `true` makes it bare, `false` or `null` removes it, `undefined`
 * leaves it as it is. Throws on a string that does not start with a whole opening tag, and on an
 * attribute name HTML does not allow.
 */
export function setTagAttributes(
	html: string,
	attributes: Record< string, HtmlAttributeValue >
): string {
	const tag = readOpeningTag( html, skipSpace( html, 0 ) );
	if ( ! tag ) {
		throw new Error( 'The HTML does not start with a whole opening tag.' );
	}
	const edits: Array< { start: number; end: number; text: string } > = [];
	let added = '';
	const seen = new Set< string >();
	for ( const [ name, value ] of Object.entries( attributes ) ) {
		if ( ! isValidAttributeName( name ) ) {
			throw new Error( `Invalid attribute name: ${ name }` );
		}
		if ( seen.has( name.toLowerCase() ) ) {
			throw new Error( `Attribute set twice: ${ name }` );
		}
		seen.add( name.toLowerCase() );
		if ( value === undefined ) {
			continue;
		}
		const present = tag.attributes.filter(
			( attribute ) => attribute.name === name.toLowerCase()
		);
		if ( ! present.length ) {
			added += written( name, value );
			continue;
		}
		present.forEach( ( attribute, index ) => {
			const text = index === 0 ? written( name, value ).trimStart() : '';
			let start = attribute.start;
			// A removed attribute takes the white space before it along.
			while ( ! text && SPACE.test( html[ start - 1 ] ) ) {
				start--;
			}
			edits.push( { start, end: attribute.end, text } );
		} );
	}
	edits.push( { start: tag.nameEnd, end: tag.nameEnd, text: added } );
	// From the end, so that earlier offsets hold; at one offset a removal before the insertion.
	edits.sort( ( a, b ) => b.start - a.start || b.end - a.end );
	return edits.reduce(
		( result, edit ) =>
			result.slice( 0, edit.start ) +
			edit.text +
			result.slice( edit.end ),
		html
	);
}
