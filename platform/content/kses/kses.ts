import type { KsesContext } from './allowed-html';
import { filterStartTag } from './attributes';
import { filterBlockAttributes } from './block-filter';
import { escapeUnclosedTags, normalizeEntities } from './entities';
import { END, WS, asciiLower, phpTrim } from './php-text';
import { removeNulls } from './protocols';

/** The next index of `search` at or after `from`, remembered while it stays ahead. */
class NextIndex {
	private at = -2;

	constructor(
		private readonly text: string,
		private readonly search: string
	) {}

	from( position: number ): number {
		if ( this.at !== -1 && this.at < position ) {
			this.at = this.text.indexOf( this.search, position );
		}
		return this.at;
	}
}

/**
 * wp_kses_split()'s pattern, read in one pass: a comment runs to the first `-->` on its line
 * (or to the end, when its line is the last), otherwise a `<` runs to the next `>` (or the
 * end), and a stray `>` is a piece of its own. Calls `filter` on each piece, keeps the text
 * between them.
 */
function replacePieces(
	text: string,
	filter: ( piece: string ) => string
): string {
	const arrow = new NextIndex( text, '-->' );
	const newline = new NextIndex( text, '\n' );
	const closer = new NextIndex( text, '>' );
	const opener = new NextIndex( text, '<' );
	let out = '';
	let index = 0;
	while ( index < text.length ) {
		const lt = opener.from( index );
		const gt = closer.from( index );
		const start = lt === -1 || ( gt !== -1 && gt < lt ) ? gt : lt;
		if ( start === -1 ) {
			break;
		}
		let end = start + 1;
		if ( text[ start ] === '<' ) {
			end = pieceEnd( text, start, arrow, newline, closer );
		}
		out += text.slice( index, start ) + filter( text.slice( start, end ) );
		index = end;
	}
	return out + text.slice( index );
}

function pieceEnd(
	text: string,
	start: number,
	arrow: NextIndex,
	newline: NextIndex,
	closer: NextIndex
): number {
	if ( text.startsWith( '<!--', start ) ) {
		const close = arrow.from( start + 4 );
		const lineEnd = newline.from( start + 4 );
		if ( close !== -1 && ( lineEnd === -1 || close < lineEnd ) ) {
			return close + 3;
		}
		if ( lineEnd === -1 ) {
			return text.length;
		}
		if ( lineEnd === text.length - 1 ) {
			return lineEnd;
		}
	}
	const gt = closer.from( start );
	return gt === -1 ? text.length : gt + 1;
}

const TAG = new RegExp(
	`^<${ WS }*(/${ WS }*)?([a-zA-Z0-9-]+)([^>]*)>?${ END }`
);

/**
 * An HTML comment is kept, with its text filtered again and again until it stops changing;
 * runs of dashes become one and a dash before the end goes, so the comment cannot close early.
 */
function filterComment( comment: string, context: KsesContext ): string {
	let text = comment.split( '<!--' ).join( '' ).split( '-->' ).join( '' );
	for (
		let filtered = kses( text, context );
		filtered !== text;
		filtered = kses( text, context )
	) {
		text = filtered;
	}
	if ( text === '' ) {
		return '';
	}
	text = text.replace( /--+/g, '-' ).replace( new RegExp( `-${ END }` ), '' );
	return `<!--${ text }-->`;
}

/** wp_kses_split2(): one piece of markup as it is kept. */
function filterPiece( piece: string, context: KsesContext ): string {
	const markup = piece.replace( /\\"/g, '"' );
	if ( ! markup.startsWith( '<' ) ) {
		return '&gt;';
	}
	if ( markup.startsWith( '<!--' ) ) {
		return filterComment( markup, context );
	}
	const tag = TAG.exec( markup );
	if ( ! tag ) {
		return '';
	}
	const [ , closing = '', element, attributeList ] = tag;
	if ( ! context.allowed.has( asciiLower( element ) ) ) {
		return '';
	}
	if ( phpTrim( closing ) !== '' ) {
		return `</${ element }>`;
	}
	return filterStartTag( element, attributeList, context );
}

/**
 * wp_kses(): removes control characters, normalises character references, escapes a `<` that
 * starts no tag, filters block attributes, then rebuilds every tag from the allowed elements
 * and attributes (text between tags is kept as it is, and so is the text inside elements that
 * are removed).
 */
export function kses( text: string, context: KsesContext ): string {
	let content = escapeUnclosedTags(
		normalizeEntities( removeNulls( text, true ) )
	);
	if ( context.blocks ) {
		const inAttributes = { ...context, blocks: false };
		content = filterBlockAttributes(
			content,
			( value ) => kses( value, inAttributes ),
			context.allowed
		);
	}
	return replacePieces( content, ( piece ) => filterPiece( piece, context ) );
}
