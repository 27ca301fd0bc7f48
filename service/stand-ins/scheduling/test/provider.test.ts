import {
	embedOptions,
	findPage,
	monthDays,
	slotsOn,
	statusOf,
} from '../provider';
import users from '../fixtures/users.json';

const thirtyMinutes = users[ 'tessera-demo' ].events[ '30min' ];

describe( 'scheduling stand-in provider', () => {
	it( 'finds users and event types by their paths, and nothing else', () => {
		expect( findPage( '/tessera-demo' ).kind ).toBe( 'user' );
		expect( findPage( '/tessera-demo/30min' ).kind ).toBe( 'event' );
		expect( findPage( '/tessera-demo/nope' ).kind ).toBe( 'not-found' );
		expect( findPage( '/nobody/30min' ).kind ).toBe( 'not-found' );
		expect( findPage( '/tessera-demo/30min/extra' ).kind ).toBe(
			'not-found'
		);
		expect( findPage( '/constructor' ).kind ).toBe( 'not-found' );
		expect( findPage( '/' ).kind ).toBe( 'not-found' );
		expect(
			statusOf( new URL( 'https://calendly.com/tessera-demo/30min' ) )
		).toBe( 200 );
		expect( statusOf( new URL( 'https://calendly.com/nobody' ) ) ).toBe(
			404
		);
	} );

	it( 'computes the start times of a weekday from the weekly hours and duration', () => {
		const slots = slotsOn( thirtyMinutes, 1 );
		expect( slots[ 0 ] ).toBe( '09:00' );
		expect( slots.at( -1 ) ).toBe( '16:30' );
		expect( slots ).toHaveLength( 16 );
		expect( slotsOn( thirtyMinutes, 0 ) ).toEqual( [] );
		expect(
			slotsOn( users[ 'harbour-dental' ].events[ 'check-up' ], 6 )
		).toEqual( [ '08:30', '09:15', '10:00', '10:45' ] );
	} );

	it( 'marks weekdays from today on as bookable', () => {
		const days = monthDays( thirtyMinutes, 2026, 2, '2026-02-10' );
		expect( days ).toHaveLength( 28 );
		expect( days[ 0 ] ).toMatchObject( {
			date: '2026-02-01',
			weekday: 0,
			bookable: false,
		} );
		expect( days[ 8 ].bookable ).toBe( false ); // Monday 9th, past
		expect( days[ 9 ].bookable ).toBe( true ); // Tuesday 10th, today
		expect( days[ 13 ].bookable ).toBe( false ); // Saturday
	} );

	it( 'reads the embed query: six hex digits or the default colours', () => {
		expect(
			embedOptions(
				new URLSearchParams(
					'embed_type=Inline&hide_event_type_details=1&background_color=1e1e1e&primary_color=zzzzzz&text_color=fff'
				)
			)
		).toEqual( {
			embedded: true,
			hideEventTypeDetails: true,
			backgroundColor: '#1e1e1e',
			primaryColor: '#00a2ff',
			textColor: '#4d5055',
		} );
	} );
} );
