import { eventIdOfPath, eventbriteAnswer, findEvent } from '../provider';

const answer = ( url: string ) => eventbriteAnswer( new URL( url ) );

describe( 'eventbrite stand-in', () => {
	it( 'reads the event id of an event page path', () => {
		expect(
			[
				'/e/harbour-cleanup-morning-tickets-804152375867',
				'/e/804152375867/',
				'/e/tickets-804152375867/x',
				'/o/organiser-804152375867',
				'/e/tickets-80415x',
			].map( eventIdOfPath )
		).toStrictEqual( [
			'804152375867',
			'804152375867',
			undefined,
			undefined,
			undefined,
		] );
		expect( findEvent( '804152375867' )?.name ).toBe(
			'Harbour Cleanup Morning'
		);
		expect( findEvent( 'constructor' ) ).toBeUndefined();
	} );

	it( 'answers 200 for a known event, 404 otherwise, and redirects to www over https', () => {
		expect(
			answer( 'https://www.eventbrite.com/e/walk-tickets-804152375867' )
		).toStrictEqual( { status: 200 } );
		expect(
			answer( 'https://www.eventbrite.com/e/walk-tickets-1' )
		).toStrictEqual( { status: 404 } );
		expect(
			answer( 'https://eventbrite.com/e/walk-tickets-804152375867?a=1' )
		).toStrictEqual( {
			status: 301,
			location:
				'https://www.eventbrite.com/e/walk-tickets-804152375867?a=1',
		} );
		expect(
			answer( 'http://www.eventbrite.com/e/walk-tickets-804152375867' )
		).toStrictEqual( {
			status: 301,
			location: 'https://www.eventbrite.com/e/walk-tickets-804152375867',
		} );
		expect(
			answer( 'https://example.org/e/a-804152375867' )
		).toBeUndefined();
	} );
} );
