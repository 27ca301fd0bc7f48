import { replaceInHtmlTags } from './html-split';
import { END, SPACE, SPACE_CHARS, phpTrim } from './php-regex';

/** Elements wpautop() treats as blocks: never wrapped in a paragraph. */
const ALL_BLOCKS =
	'(?:table|thead|tfoot|caption|col|colgroup|tbody|tr|td|th|div|dl|dd|dt|ul|ol|li|pre|form|map|area|blockquote|address|math|style|p|h[1-6]|hr|fieldset|legend|section|article|aside|hgroup|header|footer|nav|figure|figcaption|details|menu|summary)';

const NEWLINE_MARK = ' <!-- wpnl --> ';

/**
 * A paragraph opened just before a blockquote moves inside it. The attributes are read quote by
 * quote, so that a `>` inside a quoted value (the line break mark above is a comment with its
 * own `>`) never ends the tag early: that would put `<p>` inside the value, where wptexturize
 * could later turn the rest of the text into attributes.
 */
const PARAGRAPH_BEFORE_BLOCKQUOTE =
	/<p><blockquote((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;

const PRESERVED_NEWLINE = '<WPPreserveNewline />';

const re = ( source: string, flags = 'g' ) => new RegExp( source, flags );

/** Takes each <pre> element out, leaving a placeholder, so its text is not touched. */
function setPreAside( text: string ): {
	text: string;
	pres: Map< string, string >;
} {
	const pres = new Map< string, string >();
	if ( ! text.includes( '<pre' ) ) {
		return { text, pres };
	}
	const parts = text.split( '</pre>' );
	const last = parts.pop() ?? '';
	let out = '';
	for ( const part of parts ) {
		const start = part.indexOf( '<pre' );
		if ( start === -1 ) {
			out += part;
			continue;
		}
		const name = `<pre wp-pre-tag-${ pres.size }></pre>`;
		pres.set( name, part.slice( start ) + '</pre>' );
		out += part.slice( 0, start ) + name;
	}
	return { text: out + last, pres };
}

/** Keeps the line breaks inside elements and media groups out of the paragraph split. */
function collapseInlineBreaks( text: string ): string {
	if ( text.includes( '<option' ) ) {
		text = text
			.replace( re( `${ SPACE }*<option` ), '<option' )
			.replace( re( `</option>${ SPACE }*` ), '</option>' );
	}
	if ( text.includes( '</object>' ) ) {
		text = text
			.replace( re( `(<object[^>]*>)${ SPACE }*` ), '$1' )
			.replace( re( `${ SPACE }*</object>` ), '</object>' )
			.replace(
				re( `${ SPACE }*(</?(?:param|embed)[^>]*>)${ SPACE }*` ),
				'$1'
			);
	}
	if ( text.includes( '<source' ) || text.includes( '<track' ) ) {
		text = text
			.replace(
				re( `([<\\[](?:audio|video)[^>\\]]*[>\\]])${ SPACE }*` ),
				'$1'
			)
			.replace( re( `${ SPACE }*([<\\[]/(?:audio|video)[>\\]])` ), '$1' )
			.replace(
				re( `${ SPACE }*(<(?:source|track)[^>]*>)${ SPACE }*` ),
				'$1'
			);
	}
	if ( text.includes( '<figcaption' ) ) {
		text = text
			.replace( re( `${ SPACE }*(<figcaption[^>]*>)` ), '$1' )
			.replace( re( `</figcaption>${ SPACE }*` ), '</figcaption>' );
	}
	return text;
}

/** Wraps each run of text between blank lines in <p>, then unwraps what must not be. */
function paragraphs( text: string ): string {
	text = text
		.split( re( `\\n${ SPACE }*\\n` ) )
		.filter( ( paragraph ) => paragraph !== '' )
		.map(
			( paragraph ) =>
				`<p>${ paragraph.replace( /^\n+|\n+$/g, '' ) }</p>\n`
		)
		.join( '' );
	return text
		.replace( re( `<p>${ SPACE }*</p>` ), '' )
		.replace( /<p>([^<]+)<\/(div|address|form)>/g, '<p>$1</p></$2>' )
		.replace(
			re( `<p>${ SPACE }*(</?${ ALL_BLOCKS }[^>]*>)${ SPACE }*</p>` ),
			'$1'
		)
		.replace( /<p>(<li.+?)<\/p>/g, '$1' )
		.replace( PARAGRAPH_BEFORE_BLOCKQUOTE, '<blockquote$1><p>' )
		.split( '</blockquote></p>' )
		.join( '</p></blockquote>' )
		.replace( re( `<p>${ SPACE }*(</?${ ALL_BLOCKS }[^>]*>)` ), '$1' )
		.replace( re( `(</?${ ALL_BLOCKS }[^>]*>)${ SPACE }*</p>` ), '$1' );
}

/** Turns the remaining single line breaks into <br />, except inside script, style and svg. */
function lineBreaks( text: string ): string {
	return text
		.replace( /<(script|style|svg).*?<\/\1>/gs, ( match ) =>
			match.split( '\n' ).join( PRESERVED_NEWLINE )
		)
		.split( '<br>' )
		.join( '<br />' )
		.split( '<br/>' )
		.join( '<br />' )
		.replace( re( `(?<!<br />)${ SPACE }*\\n` ), '<br />\n' )
		.split( PRESERVED_NEWLINE )
		.join( '\n' );
}

/**
 * wpautop(): double line breaks become paragraphs and single ones `<br />`, around the block
 * elements the text already has; <pre> elements and line breaks inside tags are left as they are.
 *
 * @param text The text, with HTML.
 * @param br   Whether single line breaks become `<br />`.
 */
export function wpautop( text: string, br = true ): string {
	if ( phpTrim( text ) === '' ) {
		return '';
	}
	const aside = setPreAside( text + '\n' );
	text = aside.text
		.replace(
			re( `<br${ SPACE }*/?>${ SPACE }*<br${ SPACE }*/?>` ),
			'\n\n'
		)
		.replace( re( `(<${ ALL_BLOCKS }[${ SPACE_CHARS }/>])` ), '\n\n$1' )
		.replace( re( `(</${ ALL_BLOCKS }>)` ), '$1\n\n' )
		.replace( re( `(<hr${ SPACE }*?/?>)` ), '$1\n\n' )
		.replace( /\r\n|\r/g, '\n' );
	text = replaceInHtmlTags( text, '\n', NEWLINE_MARK );
	text = collapseInlineBreaks( text ).replace( /\n\n+/g, '\n\n' );
	text = paragraphs( text );
	if ( br ) {
		text = lineBreaks( text );
	}
	text = text
		.replace( re( `(</?${ ALL_BLOCKS }[^>]*>)${ SPACE }*<br />` ), '$1' )
		.replace(
			re(
				`<br />(${ SPACE }*</?(?:p|li|div|dl|dd|dt|th|pre|td|ul|ol)[^>]*>)`
			),
			'$1'
		)
		.replace( new RegExp( `\\n</p>${ END }` ), '</p>' );
	for ( const [ name, pre ] of aside.pres ) {
		text = text.split( name ).join( pre );
	}
	if ( text.includes( '<!-- wpnl -->' ) ) {
		text = text
			.split( NEWLINE_MARK )
			.join( '\n' )
			.split( '<!-- wpnl -->' )
			.join( '\n' );
	}
	return text;
}
