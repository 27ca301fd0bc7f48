/**
 * Sets attributes on the opening tag an HTML string starts with, reading the tag as WordPress's
 * HTML tag processor does (WP_HTML_Tag_Processor::set_attribute): names compared without case,
 * values quoted, single-quoted or bare, a repeated attribute counting once (the first) and dropped
 * when it is set. New attributes go right after the tag's name; one already there is written
 * again in place, in double quotes, its value escaped.
 */
import { escapeAttribute, isValidAttributeName } from '@wordpress/escape-html';
import type { HtmlAttributeValue } from './html';

interface AttributeToken {
	/** Lower-cased, as the tag processor compares names. */
	name: string;
	start: number;
	end: number;
}

interface OpeningTag {
	/** Lower-cased. */
	name: string;
	nameEnd: number;
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

/** The opening tag at `at` (a `<` and a letter), or an error saying why it is not one. */
function readOpeningTag( html: string, at: number ): OpeningTag {
	if ( html[ at ] !== '<' || ! /[a-zA-Z]/.test( html[ at + 1 ] ?? '' ) ) {
		throw new Error( 'The HTML does not start with an opening tag.' );
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
			throw new Error(
				'The HTML starts with a tag that is never closed.'
			);
		}
		if ( html[ cursor ] === '>' ) {
			return {
				name: html.slice( at + 1, nameEnd ).toLowerCase(),
				nameEnd,
				attributes,
			};
		}
		const start = cursor;
		// A name may start with "=" (`<p =x>`): it is then part of the name.
		cursor++;
		while ( cursor < html.length && ! NAME_END.test( html[ cursor ] ) ) {
			cursor++;
		}
		const name = html.slice( start, cursor ).toLowerCase();
		const afterName = skipSpace( html, cursor );
		if ( html[ afterName ] === '=' ) {
			const valueStart = skipSpace( html, afterName + 1 );
			const quote = html[ valueStart ];
			if ( quote === '"' || quote === "'" ) {
				const close = html.indexOf( quote, valueStart + 1 );
				if ( close === -1 ) {
					throw new Error(
						'The HTML starts with a tag whose attribute value is never closed.'
					);
				}
				cursor = close + 1;
			} else {
				cursor = valueStart;
				while (
					cursor < html.length &&
					! BARE_VALUE_END.test( html[ cursor ] )
				) {
					cursor++;
				}
			}
		}
		attributes.push( { name, start, end: cursor } );
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
	try {
		return (
			readOpeningTag( html, skipSpace( html, 0 ) ).name ===
			name.toLowerCase()
		);
	} catch {
		return false;
	}
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
