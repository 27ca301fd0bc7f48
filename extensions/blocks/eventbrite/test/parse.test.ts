import { eventIdFromUrl, isEventUrl, isSavableUrl } from '../parse';

describe( 'eventIdFromUrl', () => {
	it.each( [
		[
			'https://www.eventbrite.com/e/harbour-cleanup-tickets-804152375867',
			804152375867,
		],
		[
			'http://www.eventbrite.com/e/harbour-cleanup-tickets-804152375867',
			804152375867,
		],
		[ 'https://eventbrite.com/e/804152375867', 804152375867 ],
		[
			'https://www.eventbrite.co.uk/e/food-tour-713390210447/',
			713390210447,
		],
		[
			'https://www.eventbrite.com.au/e/walk-tickets-12?aff=share&ref=x',
			12,
		],
		[ 'https://WWW.EVENTBRITE.CA/E/Walk-Tickets-98765', 98765 ],
		[ '  https://www.eventbrite.com/e/walk-tickets-4521  ', 4521 ],
	] )( 'reads the trailing digits of %s', ( url, id ) => {
		expect( eventIdFromUrl( url ) ).toBe( id );
	} );

	it.each( [
		[ 'not a url' ],
		[ '' ],
		[ 'ftp://www.eventbrite.com/e/walk-tickets-4521' ],
		[ 'https://www.eventbrite.com/o/organiser-4521' ],
		[ 'https://www.eventbrite.com/e/walk-tickets' ],
		[ 'https://www.eventbrite.com/e/walk-tickets-4521/extra' ],
		[ 'https://www.eventbrite.com/e/walk-tickets-4521x' ],
		[ 'https://www.eventbrite.com/e/walk-tickets-4521#tickets' ],
		[ 'xhttps://www.eventbrite.com/e/walk-tickets-4521' ],
		[ 'https://www.eventbrite.com/e/walk-tickets-4521 <script>' ],
		[ 'https://eventbrite.com.evil.example/e/walk-tickets-4521' ],
		[ 'https://noteventbrite.com/e/walk-tickets-4521' ],
		[ 'https://www.eventbrite.com/e/walk-tickets-0' ],
		[ 'https://www.eventbrite.com/e/walk-tickets-99999999999999999999' ],
	] )( 'refuses %s', ( url ) => {
		expect( eventIdFromUrl( url ) ).toBeUndefined();
	} );

	it( 'refuses what is not a string', () => {
		expect( eventIdFromUrl( 804152375867 ) ).toBeUndefined();
		expect( eventIdFromUrl( undefined ) ).toBeUndefined();
		expect( isEventUrl( 'https://www.eventbrite.com/e/a-1' ) ).toBe( true );
		expect( isEventUrl( 'see https://www.eventbrite.com/e/a-1' ) ).toBe(
			false
		);
	} );
} );

describe( 'isSavableUrl', () => {
	it( 'keeps an empty url or an http(s) one, nothing else', () => {
		expect(
			[
				undefined,
				'',
				'https://www.eventbrite.com/e/a-1',
				'HTTP://www.eventbrite.com/e/a-1',
				'javascript:alert(1)',
				' https://www.eventbrite.com/e/a-1',
				'//www.eventbrite.com/e/a-1',
				42,
			].map( isSavableUrl )
		).toStrictEqual( [
			true,
			true,
			true,
			true,
			false,
			false,
			false,
			false,
		] );
	} );
} );
