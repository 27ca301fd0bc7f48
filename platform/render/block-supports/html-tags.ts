/**
 * The opening tags of rendered HTML, enough to find a block's wrapper and add classes to it (what
 * WordPress does with WP_HTML_Tag_Processor): each tag is read by the server renders' one tag
 * reader (shared/server-render/tag-attributes.ts); comments, closing tags and the text of script,
 * style, textarea and title elements are passed over, and reading stops at a tag never closed.
 */
import { readOpeningTag } from '../../../shared/server-render/tag-attributes';

export interface OpeningTag {
	name: string;
	/** Where the tag starts (`<`) and ends (after `>`). */
	start: number;
	end: number;
	/** Where its name ends: a new attribute goes there. */
	nameEnd: number;
	/** The (first) class attribute: its text as written, and where the whole attribute lies. */
	classAttribute?: { value: string; start: number; end: number };
}

const RAW_TEXT = new Set( [
	'script',
	'style',
	'textarea',
	'title',
	'iframe',
	'noembed',
	'noframes',
	'xmp',
] );

/** The opening tags of the HTML, in order. */
export function* openingTags( html: string ): Generator< OpeningTag > {
	let at = 0;
	while ( ( at = html.indexOf( '<', at ) ) !== -1 ) {
		if ( html.startsWith( '<!--', at ) ) {
			const close = html.indexOf( '-->', at + 4 );
			at = close === -1 ? html.length : close + 3;
			continue;
		}
		if ( ! /[a-zA-Z]/.test( html[ at + 1 ] ?? '' ) ) {
			const close = /[/!?]/.test( html[ at + 1 ] ?? '' )
				? html.indexOf( '>', at )
				: -1;
			at = close === -1 ? at + 1 : close + 1;
			continue;
		}
		const read = readOpeningTag( html, at );
		if ( ! read ) {
			return;
		}
		const { name, start, end, nameEnd } = read;
		const classToken = read.attributes.find(
			( attribute ) => attribute.name === 'class'
		);
		const tag: OpeningTag = { name, start, end, nameEnd };
		if ( classToken ) {
			tag.classAttribute = {
				value: html.slice( classToken.valueStart, classToken.valueEnd ),
				start: classToken.start,
				end: classToken.end,
			};
		}
		yield tag;
		at = tag.end;
		if ( RAW_TEXT.has( name ) ) {
			const close = html.toLowerCase().indexOf( `</${ name }`, at );
			at = close === -1 ? html.length : close;
		}
	}
}

/** The class names a tag carries. */
export function classesOf( tag: OpeningTag ): string[] {
	return ( tag.classAttribute?.value ?? '' )
		.split( /[ \t\n\f\r]+/ )
		.filter( Boolean );
}

/**
 * The HTML with class names added to one of its opening tags (those it already has are not
 * repeated). The class attribute is written again in double quotes.
 */
export function addClasses(
	html: string,
	tag: OpeningTag,
	classes: string[]
): string {
	const present = classesOf( tag );
	const added = classes.filter(
		( name, index ) =>
			name &&
			! present.includes( name ) &&
			classes.indexOf( name ) === index
	);
	if ( ! added.length ) {
		return html;
	}
	const attribute = tag.classAttribute;
	if ( ! attribute ) {
		return `${ html.slice( 0, tag.nameEnd ) } class="${ added.join( ' ' ) }"${ html.slice(
			tag.nameEnd
		) }`;
	}
	const value = [ attribute.value.trim(), ...added ]
		.filter( Boolean )
		.join( ' ' )
		.replace( /"/g, '&quot;' );
	return `${ html.slice( 0, attribute.start ) }class="${ value }"${ html.slice( attribute.end ) }`;
}
