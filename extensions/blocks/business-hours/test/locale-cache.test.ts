import { formatTime, localizedWeek } from '../locale';
import { siteClock } from '../site-clock';

describe( 'locale formats made once', () => {
	afterEach( () => jest.restoreAllMocks() );

	it( 'makes a locale’s time format once, and keeps each locale’s own', () => {
		const made = jest.spyOn( Intl, 'DateTimeFormat' );
		const times = [ '09:30', '17:45', '00:15', '12:00' ].flatMap(
			( time ) => [
				formatTime( time, 'en-GB' ),
				formatTime( time, 'ko-KR' ),
			]
		);
		expect( times ).toStrictEqual( [
			'09:30',
			expect.stringMatching( /^오전\s9:30$/ ),
			'17:45',
			expect.stringMatching( /^오후\s5:45$/ ),
			'00:15',
			expect.stringMatching( /^오전\s12:15$/ ),
			'12:00',
			expect.stringMatching( /^오후\s12:00$/ ),
		] );
		// Two formats per locale (its clock, then its time of day), not two per time printed.
		expect( made ).toHaveBeenCalledTimes( 4 );
	} );

	it( 'hands each caller its own week, so a change to one cannot reach the next', () => {
		const week = localizedWeek( 'nl_NL', 0 );
		week.days.Mon = 'changed';
		expect( localizedWeek( 'nl_NL', 0 ) ).toStrictEqual( {
			days: {
				Sun: 'zondag',
				Mon: 'maandag',
				Tue: 'dinsdag',
				Wed: 'woensdag',
				Thu: 'donderdag',
				Fri: 'vrijdag',
				Sat: 'zaterdag',
			},
			startOfWeek: 1,
		} );
	} );

	it( 'reads the clock of each zone with that zone’s own format', () => {
		const made = jest.spyOn( Intl, 'DateTimeFormat' );
		const now = new Date( Date.UTC( 2024, 5, 3, 23, 30 ) );
		expect( [
			siteClock( now, 'Asia/Tokyo' ),
			siteClock( now, 'America/Los_Angeles' ),
			siteClock( now, 'Asia/Tokyo' ),
		] ).toStrictEqual( [
			{ day: 2, minutes: 8 * 60 + 30 },
			{ day: 1, minutes: 16 * 60 + 30 },
			{ day: 2, minutes: 8 * 60 + 30 },
		] );
		expect( made ).toHaveBeenCalledTimes( 2 );
	} );
} );
