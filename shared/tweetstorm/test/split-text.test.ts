import { splitText } from '../split-text';
import { tweetWeight } from '../weight';

const words = ( count: number, word = 'word' ) =>
	Array.from( { length: count }, () => word ).join( ' ' );

describe( 'tweetWeight', () => {
	it( 'counts characters, emoji as one, and every address as 23', () => {
		expect( tweetWeight( 'abc' ) ).toBe( 3 );
		expect( tweetWeight( '⬇️' ) ).toBe( 2 );
		expect( tweetWeight( '😀' ) ).toBe( 1 );
		expect( tweetWeight( 'see https://example.com/a/very/long/path/that/goes/on?x=1' ) ).toBe( 4 + 23 );
		expect( tweetWeight( 'xhttps://a.b y' ) ).toBe( 1 + 23 + 2 );
		expect( tweetWeight( 'ftp://a.b' ) ).toBe( 9 );
	} );
} );

describe( 'splitText', () => {
	it( 'keeps a text of exactly 280 characters whole, and cuts one of 281 at its last space', () => {
		const exact = 'a'.repeat( 275 ) + ' bcde';
		expect( exact.length ).toBe( 280 );
		expect( splitText( exact ) ).toStrictEqual( [ { text: exact } ] );

		const over = 'a'.repeat( 275 ) + ' bcdef';
		expect( splitText( over ) ).toStrictEqual( [
			{
				text: 'a'.repeat( 275 ),
				boundary: { type: 'normal', start: 275, end: 276 },
			},
			{ text: 'bcdef' },
		] );
	} );

	it( 'counts an address as 23 characters, so a long address does not force a cut', () => {
		const url = 'https://example.com/' + 'p'.repeat( 200 );
		const text = 'x'.repeat( 256 ) + ' ' + url;
		expect( tweetWeight( text ) ).toBe( 280 );
		expect( splitText( text ) ).toStrictEqual( [ { text } ] );
		const longer = 'x'.repeat( 257 ) + ' ' + url;
		expect( splitText( longer ) ).toStrictEqual( [
			{ text: 'x'.repeat( 257 ), boundary: { type: 'normal', start: 257, end: 258 } },
			{ text: url },
		] );
	} );

	it( 'prefers the end of a sentence when it keeps at least half a tweet', () => {
		const first = words( 30 ) + '.';
		const second = words( 40 );
		expect( first.length ).toBe( 150 );
		const text = `${ first } ${ second }`;
		expect( splitText( text ) ).toStrictEqual( [
			{ text: first, boundary: { type: 'normal', start: 150, end: 151 } },
			{ text: second },
		] );
	} );

	it( 'ignores a sentence end that would leave a short tweet', () => {
		const text = `Short. ${ words( 60 ) }`;
		const pieces = splitText( text );
		expect( pieces[ 0 ].text.startsWith( 'Short. word' ) ).toBe( true );
		expect( tweetWeight( pieces[ 0 ].text ) ).toBe( 276 );
		expect( pieces.map( ( piece ) => piece.text ).join( ' ' ) ).toBe( text );
	} );

	it( 'cuts at a line break as end-of-line, with the line it follows', () => {
		const lines = [ 'a'.repeat( 100 ), 'b'.repeat( 100 ), 'c'.repeat( 100 ) ];
		expect( splitText( lines.join( '\n' ) ) ).toStrictEqual( [
			{
				text: `${ lines[ 0 ] }\n${ lines[ 1 ] }`,
				boundary: { type: 'end-of-line', start: 201, end: 202, line: 1 },
			},
			{ text: lines[ 2 ] },
		] );
	} );

	it( 'cuts a word longer than a tweet where it must', () => {
		const text = 'z'.repeat( 600 );
		expect( splitText( text ) ).toStrictEqual( [
			{ text: 'z'.repeat( 280 ), boundary: { type: 'normal', start: 280, end: 280 } },
			{ text: 'z'.repeat( 280 ), boundary: { type: 'normal', start: 560, end: 560 } },
			{ text: 'z'.repeat( 40 ) },
		] );
	} );

	it( 'trims leading and trailing spaces and gives nothing for blank text', () => {
		expect( splitText( '  hello  ' ) ).toStrictEqual( [ { text: 'hello' } ] );
		expect( splitText( ' \n ' ) ).toStrictEqual( [] );
	} );

	it( 'keeps offsets in the original text across a run of spaces', () => {
		const text = '  ' + 'a'.repeat( 200 ) + '   ' + 'b'.repeat( 100 );
		expect( splitText( text ) ).toStrictEqual( [
			{ text: 'a'.repeat( 200 ), boundary: { type: 'normal', start: 202, end: 205 } },
			{ text: 'b'.repeat( 100 ) },
		] );
	} );
} );
