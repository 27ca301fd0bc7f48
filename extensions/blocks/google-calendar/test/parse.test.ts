import {
	decodeCid,
	isCalendarUrl,
	parseCalendarInput,
	safeHeight,
} from '../parse';

const EMBED =
	'https://calendar.google.com/calendar/embed?src=tessera.garden.club%40gmail.com&ctz=Europe%2FLisbon';

describe( 'parseCalendarInput', () => {
	it( 'keeps an embed address', () => {
		expect( parseCalendarInput( `  ${ EMBED }  ` ) ).toStrictEqual( {
			url: EMBED,
		} );
	} );

	it( 'reads url and height from the iframe code', () => {
		expect(
			parseCalendarInput(
				`<iframe src="https://calendar.google.com/calendar/embed?src=tessera.garden.club%40gmail.com&amp;ctz=Europe%2FLisbon" style="border: 0" width="800" height="450" frameborder="0" scrolling="no"></iframe>`
			)
		).toStrictEqual( { url: EMBED, height: 450 } );
		expect(
			parseCalendarInput(
				`<iframe height=725 src='https://calendar.google.com/calendar/embed?src=a%40b.c'></iframe>`
			)
		).toStrictEqual( {
			url: 'https://calendar.google.com/calendar/embed?src=a%40b.c',
			height: 725,
		} );
		expect(
			parseCalendarInput(
				`<iframe src="https://calendar.google.com/calendar/embed?src=a%40b.c" height="0"></iframe>`
			)
		).toStrictEqual( {
			url: 'https://calendar.google.com/calendar/embed?src=a%40b.c',
		} );
	} );

	it( 'decodes a cid link into the embed address', () => {
		expect(
			parseCalendarInput(
				'https://calendar.google.com/calendar?cid=dGVzc2VyYS5nYXJkZW4uY2x1YkBnbWFpbC5jb20'
			)
		).toStrictEqual( {
			url: 'https://calendar.google.com/calendar/embed?src=tessera.garden.club%40gmail.com',
		} );
		expect(
			parseCalendarInput(
				'https://calendar.google.com/calendar/u/0?cid=ZW4ucG9ydHVndWVzZSNob2xpZGF5QGdyb3VwLnYuY2FsZW5kYXIuZ29vZ2xlLmNvbQ=='
			)
		).toStrictEqual( {
			url: 'https://calendar.google.com/calendar/embed?src=en.portuguese%23holiday%40group.v.calendar.google.com',
		} );
	} );

	it.each( [
		[ 'https://calendar.google.com/calendar?cid=bm90IGFuIGlk' ],
		[ 'https://calendar.google.com/calendar?cid=%%%' ],
		[ 'http://calendar.google.com/calendar/embed?src=a%40b.c' ],
		[ 'https://calendar.google.com/calendarx/embed' ],
		[ 'https://calendar.google.com/' ],
		[ 'https://calendar.google.com.evil.example/calendar/embed' ],
		[ 'https://example.org/calendar/embed?src=a%40b.c' ],
		[ 'xhttps://calendar.google.com/calendar/embed?src=a%40b.c' ],
		[ 'https://calendar.google.com/calendar/embed?src=a%40b.c <script>' ],
		[ '<iframe src="javascript:alert(1)"></iframe>' ],
		[ 'https://calendar.app.google/abc123' ],
		[ '' ],
	] )( 'refuses %s', ( input ) => {
		expect( parseCalendarInput( input ) ).toBeUndefined();
	} );

	it( 'needs a string', () => {
		expect( parseCalendarInput( 42 ) ).toBeUndefined();
	} );
} );

describe( 'decodeCid', () => {
	it( 'decodes base64 (padded, unpadded or URL-safe) into a calendar id', () => {
		expect(
			[
				'dGVzc2VyYS5nYXJkZW4uY2x1YkBnbWFpbC5jb20=',
				'dGVzc2VyYS5nYXJkZW4uY2x1YkBnbWFpbC5jb20',
				'bm90IGFuIGlk',
				'abc$',
			].map( decodeCid )
		).toStrictEqual( [
			'tessera.garden.club@gmail.com',
			'tessera.garden.club@gmail.com',
			undefined,
			undefined,
		] );
	} );
} );

describe( 'isCalendarUrl and safeHeight', () => {
	it( 'frames only calendar addresses', () => {
		expect(
			[
				EMBED,
				'javascript:alert(1)',
				undefined,
				'https://calendar.google.com/calendar',
			].map( isCalendarUrl )
		).toStrictEqual( [ true, false, false, true ] );
	} );

	it( 'takes a whole positive height up to 10000, else 600', () => {
		expect(
			[ 450, 1, 10000, 10001, 0, -5, 12.5, '450', undefined ].map(
				safeHeight
			)
		).toStrictEqual( [ 450, 1, 10000, 600, 600, 600, 600, 600, 600 ] );
	} );
} );
