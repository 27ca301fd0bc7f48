import {
	apiUrl,
	giphyIdFromUrl,
	isEmbedUrl,
	paddingFromSize,
	safePadding,
} from '../parse';

describe( 'giphyIdFromUrl', () => {
	it.each( [
		[
			'https://giphy.com/gifs/game-of-life-glider-Lq0h93752f6J9tijrh',
			'Lq0h93752f6J9tijrh',
		],
		[
			'https://www.giphy.com/gifs/Lq0h93752f6J9tijrh',
			'Lq0h93752f6J9tijrh',
		],
		[
			'http://giphy.com/gifs/cats-xT9IgzoKnwFNmISR8I/',
			'xT9IgzoKnwFNmISR8I',
		],
		[
			'https://giphy.com/gifs/cats-xT9IgzoKnwFNmISR8I?utm_source=share',
			'xT9IgzoKnwFNmISR8I',
		],
		[
			'https://giphy.com/stickers/wave-26BRv0ThflsHCqDrG',
			'26BRv0ThflsHCqDrG',
		],
		[ 'https://giphy.com/embed/3oEjI6SIIHBdRxXI40', '3oEjI6SIIHBdRxXI40' ],
		[
			'https://media.giphy.com/media/3oEjI6SIIHBdRxXI40/giphy.gif',
			'3oEjI6SIIHBdRxXI40',
		],
		[
			'https://media3.giphy.com/media/3oEjI6SIIHBdRxXI40/200w.webp?cid=abc',
			'3oEjI6SIIHBdRxXI40',
		],
		[ 'https://i.giphy.com/3oEjI6SIIHBdRxXI40.gif', '3oEjI6SIIHBdRxXI40' ],
		[ '  https://giphy.com/embed/abcd  ', 'abcd' ],
	] )( 'reads the id of %s', ( url, id ) => {
		expect( giphyIdFromUrl( url ) ).toBe( id );
	} );

	it.each( [
		[ 'cats' ],
		[ 'funny cat gifs' ],
		[ 'https://giphy.com/' ],
		[ 'https://giphy.com/gifs/' ],
		[ 'https://giphy.com/embed/abc' ],
		[ 'https://giphy.com/embed/Lq0h93752f6J9tijrh/extra' ],
		[ 'xhttps://giphy.com/embed/Lq0h93752f6J9tijrh' ],
		[ 'https://giphy.com/embed/Lq0h93752f6J9tijrh <script>' ],
		[ 'https://giphy.com.evil.example/embed/Lq0h93752f6J9tijrh' ],
		[ 'https://notgiphy.com/embed/Lq0h93752f6J9tijrh' ],
		[ 'https://media9.giphy.com/media/3oEjI6SIIHBdRxXI40/giphy.gif' ],
		[ 'https://media.giphy.com/media/3oEjI6SIIHBdRxXI40/giphy.png' ],
		[ 'javascript:alert(1)//giphy.com/embed/Lq0h93752f6J9tijrh' ],
	] )( 'takes %s as a search', ( text ) => {
		expect( giphyIdFromUrl( text ) ).toBeUndefined();
	} );

	it( 'needs a string', () => {
		expect( giphyIdFromUrl( 42 ) ).toBeUndefined();
		expect( giphyIdFromUrl( undefined ) ).toBeUndefined();
	} );
} );

describe( 'apiUrl', () => {
	it( 'asks by id for a Giphy address and searches ten otherwise', () => {
		expect(
			apiUrl( 'https://giphy.com/gifs/glider-Lq0h93752f6J9tijrh' )
		).toBe(
			'https://api.giphy.com/v1/gifs/Lq0h93752f6J9tijrh?api_key=tessera-public-giphy-key'
		);
		expect( apiUrl( '  game & life ' ) ).toBe(
			'https://api.giphy.com/v1/gifs/search?api_key=tessera-public-giphy-key&q=game+%26+life&limit=10'
		);
	} );
} );

describe( 'isEmbedUrl', () => {
	it( 'frames only a Giphy embed page', () => {
		expect(
			[
				'https://giphy.com/embed/Lq0h93752f6J9tijrh',
				'http://giphy.com/embed/Lq0h93752f6J9tijrh',
				'https://giphy.com/embed/Lq0h93752f6J9tijrh?x=1',
				'https://giphy.com/gifs/Lq0h93752f6J9tijrh',
				'javascript:alert(1)',
				undefined,
			].map( isEmbedUrl )
		).toStrictEqual( [ true, false, false, false, false, false ] );
	} );
} );

describe( 'paddingFromSize', () => {
	it( 'is height over width in percent, one decimal rounded down', () => {
		expect(
			[
				[ '480', '270' ],
				[ '160', '90' ],
				[ 96, 96 ],
				[ '160', '120' ],
				[ '160', '100' ],
				[ '300', '601' ],
				[ '3', '1' ],
			].map( ( [ w, h ] ) => paddingFromSize( w, h ) )
		).toStrictEqual( [
			'56.2%',
			'56.2%',
			'100%',
			'75%',
			'62.5%',
			'200.3%',
			'33.3%',
		] );
	} );

	it( 'falls back to 56.2% without a usable size', () => {
		expect(
			[
				[ '0', '90' ],
				[ '160', '0' ],
				[ 'wide', '90' ],
				[ undefined, undefined ],
				[ '-160', '90' ],
			].map( ( [ w, h ] ) => paddingFromSize( w, h ) )
		).toStrictEqual( [ '56.2%', '56.2%', '56.2%', '56.2%', '56.2%' ] );
	} );
} );

describe( 'safePadding', () => {
	it( 'keeps plain percentages only', () => {
		expect(
			[
				'56.2%',
				'100%',
				'0%',
				'33.3333%',
				'1000%',
				'56.2',
				'56.2%;background:red',
				'x56%',
				'',
				null,
			].map( safePadding )
		).toStrictEqual( [
			'56.2%',
			'100%',
			'0%',
			'33.3333%',
			'56.2%',
			'56.2%',
			'56.2%',
			'56.2%',
			'56.2%',
			'56.2%',
		] );
	} );
} );
