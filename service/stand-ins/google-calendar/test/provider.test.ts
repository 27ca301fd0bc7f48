import { embedView } from '../provider';

describe( 'google calendar stand-in', () => {
	it( 'lists the events of every src calendar in time order', () => {
		const view = embedView(
			new URLSearchParams(
				'src=en.portuguese%23holiday%40group.v.calendar.google.com&src=tessera.garden.club%40gmail.com&ctz=Europe%2FLisbon'
			)
		);
		expect( view.title ).toBe( 'Holidays in Portugal' );
		expect( view.missing ).toStrictEqual( [] );
		expect( view.events.map( ( event ) => event.start ) ).toStrictEqual( [
			'2027-03-06T10:30',
			'2027-03-20T18:15',
			'2027-04-17T09:30',
			'2027-04-25',
			'2027-05-01',
		] );
	} );

	it( 'reports calendars it does not have, and takes the title parameter', () => {
		expect(
			embedView(
				new URLSearchParams( 'src=nobody%40example.com&title=Ours' )
			)
		).toStrictEqual( {
			title: 'Ours',
			calendars: [],
			missing: [ 'nobody@example.com' ],
			events: [],
		} );
		expect(
			embedView( new URLSearchParams( 'src=constructor' ) ).missing
		).toStrictEqual( [ 'constructor' ] );
	} );
} );
