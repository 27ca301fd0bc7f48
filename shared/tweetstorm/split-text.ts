import type { TweetBoundary } from './types';
import { TWEET_LENGTH, tweetWeight } from './weight';

export interface TextPiece {
	text: string;
	/** Where the text continues in the next piece; absent on the last piece. */
	boundary?: Omit< TweetBoundary, 'container' >;
}

const SPACE = /\s/;

/** The largest end such that text[start, end) trimmed weighs at most `room`. */
function furthestEnd( text: string, start: number, room: number ): number {
	let low = start;
	let high = text.length;
	while ( low < high ) {
		const middle = Math.ceil( ( low + high ) / 2 );
		if ( tweetWeight( text.slice( start, middle ).trim() ) <= room ) {
			low = middle;
		} else {
			high = middle - 1;
		}
	}
	return low;
}

/**
 * Where to cut in text[start, limit]: the last line break, else the last space after a
 * sentence, else the last space; a line or sentence cut only when it keeps at least half the
 * room, so one short sentence does not make a short tweet. -1 when there is no space at all.
 */
function cutPosition(
	text: string,
	start: number,
	limit: number,
	room: number
): number {
	let lineBreak = -1;
	let sentence = -1;
	let space = -1;
	for ( let index = limit; index > start; index-- ) {
		const char = text[ index ];
		if ( char === undefined || ! SPACE.test( char ) ) {
			continue;
		}
		if ( space < 0 ) {
			space = index;
		}
		if ( char === '\n' && lineBreak < 0 ) {
			lineBreak = index;
		}
		if ( sentence < 0 && /[.!?…]["'”’)]?$/.test( text.slice( start, index ) ) ) {
			sentence = index;
		}
	}
	const longEnough = ( index: number ) =>
		index > 0 && tweetWeight( text.slice( start, index ).trim() ) >= room / 2;
	if ( longEnough( lineBreak ) ) {
		return lineBreak;
	}
	if ( longEnough( sentence ) ) {
		return sentence;
	}
	return space;
}

function linesBefore( text: string, index: number ): number {
	return text.slice( 0, index ).split( '\n' ).length - 1;
}

/**
 * Splits one rich text into tweets of at most `room` (280 by default, addresses counted 23):
 * at a line break, the end of a sentence or a space, a word longer than a tweet cut where it
 * must. Each piece but the last says where it was cut, in offsets of `text`.
 *
 * @param text The rich text's plain text.
 * @param room The longest piece.
 */
export function splitText( text: string, room = TWEET_LENGTH ): TextPiece[] {
	const pieces: TextPiece[] = [];
	let start = text.length - text.trimStart().length;
	while ( tweetWeight( text.slice( start ).trim() ) > room ) {
		const limit = furthestEnd( text, start, room );
		let cut = cutPosition( text, start, limit, room );
		if ( cut < 0 ) {
			pieces.push( {
				text: text.slice( start, limit ).trim(),
				boundary: { type: 'normal', start: limit, end: limit },
			} );
			start = limit;
			continue;
		}
		// A run of spaces is one boundary: from its first space to the next word.
		while ( cut > start && SPACE.test( text[ cut - 1 ] ) ) {
			cut--;
		}
		let end = cut;
		while ( end < text.length && SPACE.test( text[ end ] ) ) {
			end++;
		}
		const boundary: TextPiece[ 'boundary' ] =
			text[ cut ] === '\n'
				? {
						type: 'end-of-line',
						start: cut,
						end,
						line: linesBefore( text, cut ),
				  }
				: { type: 'normal', start: cut, end };
		pieces.push( { text: text.slice( start, cut ).trim(), boundary } );
		start = end;
	}
	const rest = text.slice( start ).trim();
	if ( rest ) {
		pieces.push( { text: rest } );
	}
	return pieces;
}
