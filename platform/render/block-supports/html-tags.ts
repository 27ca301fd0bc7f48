/**
 * A small reader of opening tags in rendered HTML, enough to find a block's wrapper and add
 * classes to it (what WordPress does with WP_HTML_Tag_Processor): comments, closing tags and the
 * text of script, style, textarea and title elements are passed over.
 */
export interface OpeningTag {
	name: string;
	/** Where the tag starts (`<`) and ends (after `>`). */
	start: number;
	end: number;
	/** Where its name ends: a new attribute goes there. */
	nameEnd: number;
	/** The class attribute: its text as written, and where the whole attribute lies. */
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

const SPACE = /[ \t\n\f\r]/;

function skipSpace( html: string, at: number ): number {
	while (
		at < html.length &&
		( SPACE.test( html[ at ] ) || html[ at ] === '/' )
	) {
		at++;
	}
	return at;
}

/** Reads the attributes after a tag's name, up to its `>`. */
function readAttributes( html: string, tag: OpeningTag ): OpeningTag {
	let at = tag.nameEnd;
	for (;;) {
		at = skipSpace( html, at );
		if ( at >= html.length || html[ at ] === '>' ) {
			return { ...tag, end: Math.min( at + 1, html.length ) };
		}
		const nameStart = at;
		do {
			at++;
		} while ( at < html.length && ! /[ \t\n\f\r/>=]/.test( html[ at ] ) );
		const name = html.slice( nameStart, at ).toLowerCase();
		let valueStart = at;
		let valueEnd = at;
		let probe = at;
		while ( probe < html.length && SPACE.test( html[ probe ] ) ) {
			probe++;
		}
		if ( html[ probe ] === '=' ) {
			probe++;
			while ( probe < html.length && SPACE.test( html[ probe ] ) ) {
				probe++;
			}
			const quote = html[ probe ];
			if ( quote === '"' || quote === "'" ) {
				const close = html.indexOf( quote, probe + 1 );
				valueStart = probe + 1;
				valueEnd = close === -1 ? html.length : close;
				at = close === -1 ? html.length : close + 1;
			} else {
				valueStart = probe;
				at = probe;
				while (
					at < html.length &&
					! /[ \t\n\f\r>]/.test( html[ at ] )
				) {
					at++;
				}
				valueEnd = at;
			}
		}
		if ( name === 'class' && ! tag.classAttribute ) {
			tag = {
				...tag,
				classAttribute: {
					value: html.slice( valueStart, valueEnd ),
					start: nameStart,
					end: at,
				},
			};
		}
	}
}

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
		let nameEnd = at + 1;
		while (
			nameEnd < html.length &&
			! /[ \t\n\f\r/>]/.test( html[ nameEnd ] )
		) {
			nameEnd++;
		}
		const name = html.slice( at + 1, nameEnd ).toLowerCase();
		const tag = readAttributes( html, {
			name,
			start: at,
			end: nameEnd,
			nameEnd,
		} );
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
