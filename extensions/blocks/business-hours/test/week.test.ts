import {
	addInterval,
	removeInterval,
	replaceDay,
	setOpen,
	setTime,
} from '../day-changes';
import {
	firstDayOfWeek,
	formatTime,
	localeTag,
	localizedWeek,
} from '../locale';
import { fixedOffsetMinutes, siteClock } from '../site-clock';
import {
	englishWeek,
	isLocalizedWeek,
	normalizeDays,
	rotateWeek,
} from '../week';
import type { Day } from '../types';

describe( 'week', () => {
	it( 'rotates the week to start on the given day', () => {
		const days = [ 'Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat' ];
		expect( rotateWeek( days, 1 ) ).toEqual( [
			'Mon',
			'Tue',
			'Wed',
			'Thu',
			'Fri',
			'Sat',
			'Sun',
		] );
		expect( rotateWeek( days, 6 )[ 0 ] ).toBe( 'Sat' );
		expect( rotateWeek( days, 0 ) ).toEqual( days );
		expect( rotateWeek( days, Number.NaN ) ).toEqual( days );
	} );

	it( 'gives the seven days Sunday first from any saved value', () => {
		const days = normalizeDays( [
			{ name: 'Mon', hours: [ { opening: '08:00', closing: 12 }, 'x' ] },
			{ name: 'Sun', hours: 'closed' },
		] );
		expect( days.map( ( day ) => day.name ) ).toEqual( [
			'Sun',
			'Mon',
			'Tue',
			'Wed',
			'Thu',
			'Fri',
			'Sat',
		] );
		expect( days[ 1 ].hours ).toEqual( [
			{ opening: '08:00', closing: '' },
		] );
		expect( days[ 0 ].hours ).toEqual( [] );
		expect( normalizeDays( undefined )[ 1 ].hours ).toEqual( [
			{ opening: '09:00', closing: '17:00' },
		] );
		expect( normalizeDays( undefined )[ 6 ].hours ).toEqual( [] );
	} );

	it( 'accepts only a complete localized week', () => {
		expect( isLocalizedWeek( englishWeek() ) ).toBe( true );
		expect( isLocalizedWeek( { ...englishWeek(), startOfWeek: 7 } ) ).toBe(
			false
		);
		expect(
			isLocalizedWeek( { days: { Sun: 'Sunday' }, startOfWeek: 0 } )
		).toBe( false );
		expect( isLocalizedWeek( 'error' ) ).toBe( false );
	} );
} );

describe( 'day changes', () => {
	const monday: Day = {
		name: 'Mon',
		hours: [ { opening: '09:00', closing: '17:00' } ],
	};

	it( 'opens a day with 09:00 to 17:00 and closes it by clearing its hours', () => {
		expect( setOpen( { name: 'Sun', hours: [] }, true ).hours ).toEqual( [
			{ opening: '09:00', closing: '17:00' },
		] );
		expect( setOpen( monday, false ).hours ).toEqual( [] );
	} );

	it( 'adds an empty interval, removes one, sets a time, replaces the day by name', () => {
		const two = addInterval( monday );
		expect( two.hours ).toEqual( [
			{ opening: '09:00', closing: '17:00' },
			{ opening: '', closing: '' },
		] );
		expect( monday.hours ).toHaveLength( 1 );
		expect( removeInterval( two, 0 ).hours ).toEqual( [
			{ opening: '', closing: '' },
		] );
		expect( setTime( two, 1, 'closing', '19:00' ).hours[ 1 ] ).toEqual( {
			opening: '',
			closing: '19:00',
		} );
		const week = normalizeDays( undefined );
		expect(
			replaceDay( week, setOpen( monday, false ) )[ 1 ].hours
		).toEqual( [] );
	} );
} );

/** Runs `run` with `Intl.Locale` replaced (a runtime with other week data). */
function withLocale( Replacement: typeof Intl.Locale, run: () => void ) {
	const real = Intl.Locale;
	const set = ( value: typeof Intl.Locale ) =>
		Object.defineProperty( Intl, 'Locale', {
			value,
			configurable: true,
			writable: true,
		} );
	set( Replacement );
	try {
		run();
	} finally {
		set( real );
	}
}

describe( 'locale', () => {
	it( 'turns WordPress locales into BCP 47 tags', () => {
		expect( localeTag( 'fr_FR' ) ).toBe( 'fr-FR' );
		expect( localeTag( 'ja' ) ).toBe( 'ja' );
		expect( localeTag( 'not a locale!' ) ).toBe( 'en-US' );
		expect( localeTag( undefined ) ).toBe( 'en-US' );
	} );

	it( 'falls back to the given first day when the runtime has no week data', () => {
		const RealLocale = Intl.Locale;
		// Neither the older `weekInfo` getter nor the newer `getWeekInfo()` (Node 26).
		class NoWeekInfo extends RealLocale {
			get weekInfo() {
				return undefined as never;
			}
			get getWeekInfo() {
				return undefined as never;
			}
		}
		withLocale( NoWeekInfo, () => {
			expect( firstDayOfWeek( 'fr-FR', 3 ) ).toBe( 3 );
			expect( localizedWeek( 'fr_FR', 2 ).startOfWeek ).toBe( 2 );
		} );
		expect( firstDayOfWeek( 'fr-FR', 3 ) ).toBe( 1 );
	} );

	it( 'uses getWeekInfo() where the runtime has it', () => {
		const RealLocale = Intl.Locale;
		class WithGetter extends RealLocale {
			getWeekInfo() {
				return { firstDay: 5 };
			}
		}
		withLocale( WithGetter, () => {
			expect( firstDayOfWeek( 'en-US', 0 ) ).toBe( 5 );
		} );
	} );

	it( 'writes times on the locale’s clock', () => {
		expect( formatTime( '17:05', 'en-US' ) ).toMatch( /^5:05\sPM$/ );
		expect( formatTime( '09:00', 'de-DE' ) ).toBe( '09:00' );
		expect( formatTime( '17:00', 'es-ES' ) ).toBe( '17:00' );
	} );
} );

describe( 'site clock', () => {
	it( 'reads WordPress fixed offsets', () => {
		expect( fixedOffsetMinutes( 'UTC+2' ) ).toBe( 120 );
		expect( fixedOffsetMinutes( 'UTC-3:30' ) ).toBe( -210 );
		expect( fixedOffsetMinutes( 'UTC+5.5' ) ).toBe( 330 );
		expect( fixedOffsetMinutes( 'UTC+5.75' ) ).toBe( 345 );
		expect( fixedOffsetMinutes( 'Europe/Paris' ) ).toBeNull();
	} );

	it( 'gives the day and minutes in the zone, UTC when unknown or empty', () => {
		const now = new Date( Date.UTC( 2024, 6, 1, 22, 15 ) ); // Monday, summer time in Paris
		expect( siteClock( now, 'Europe/Paris' ) ).toEqual( {
			day: 2,
			minutes: 15,
		} );
		expect( siteClock( now, 'UTC-3' ) ).toEqual( {
			day: 1,
			minutes: 19 * 60 + 15,
		} );
		expect( siteClock( now, '' ) ).toEqual( {
			day: 1,
			minutes: 22 * 60 + 15,
		} );
		expect( siteClock( now, 'Mars/Olympus' ) ).toEqual( {
			day: 1,
			minutes: 22 * 60 + 15,
		} );
	} );
} );
