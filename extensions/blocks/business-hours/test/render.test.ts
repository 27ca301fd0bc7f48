import { readFileSync } from 'fs';
import path from 'path';
import { parse } from '@wordpress/block-serialization-default-parser';
import { renderBusinessHours } from '../render';
import metadata from '../block.json';
import type { BlockRenderContext } from '../../../../shared/server-render/types';
import type { BusinessHoursAttributes, Day } from '../types';

const DEFAULT_DAYS = metadata.attributes.days.default as Day[];

/** Monday 15 January 2024, 10:30 UTC. */
const MONDAY_MORNING = new Date( Date.UTC( 2024, 0, 15, 10, 30 ) );

function renderToDom(
	attributes: Partial< BusinessHoursAttributes > | Record< string, unknown >,
	context: Partial< BlockRenderContext > = {},
	now = MONDAY_MORNING
) {
	const host = document.createElement( 'div' );
	host.innerHTML = renderBusinessHours(
		{ days: DEFAULT_DAYS, ...attributes } as BusinessHoursAttributes,
		{ locale: 'en_US', timezone: 'UTC', ...context },
		now
	);
	return host.firstElementChild as HTMLElement;
}

const text = ( element: Node | null ) =>
	( element?.textContent ?? '' ).replace( /\s+/g, ' ' ).trim();

function rows( block: HTMLElement ) {
	return Array.from(
		block.querySelectorAll( '.wp-block-tessera-business-hours__day' )
	).map( ( row ) => [
		text(
			row.querySelector( '.wp-block-tessera-business-hours__name' )
				?.firstChild ?? null
		),
		text( row.querySelector( 'dd' ) ),
	] );
}

function fixtureAttributes( name: string ) {
	const html = readFileSync(
		path.join( __dirname, 'fixtures', `${ name }.html` ),
		'utf8'
	);
	return parse( html )[ 0 ].attrs as Record< string, unknown >;
}

describe( 'business-hours render', () => {
	it( 'lists the default week in a description list, Sunday first in en_US', () => {
		const block = renderToDom( {} );
		expect( block ).toHaveClass( 'wp-block-tessera-business-hours' );
		expect( block.querySelector( 'dl' ) ).not.toBeNull();
		expect( block.querySelectorAll( 'dt' ) ).toHaveLength( 7 );
		expect( rows( block ) ).toEqual( [
			[ 'Sunday', 'Closed' ],
			[ 'Monday', '9:00 AM – 5:00 PM Open now' ],
			[ 'Tuesday', '9:00 AM – 5:00 PM' ],
			[ 'Wednesday', '9:00 AM – 5:00 PM' ],
			[ 'Thursday', '9:00 AM – 5:00 PM' ],
			[ 'Friday', '9:00 AM – 5:00 PM' ],
			[ 'Saturday', 'Closed' ],
		] );
	} );

	it( 'puts times in <time> elements with their HH:MM value', () => {
		const times = Array.from(
			renderToDom( {} ).querySelectorAll( 'time' )
		);
		expect(
			times
				.slice( 0, 2 )
				.map( ( time ) => time.getAttribute( 'datetime' ) )
		).toEqual( [ '09:00', '17:00' ] );
		expect( times ).toHaveLength( 10 );
	} );

	it( 'starts on the locale’s first day and writes its day names and 24 hour clock', () => {
		expect(
			rows( renderToDom( {}, { locale: 'fr_FR' } ) ).slice( 0, 2 )
		).toEqual( [
			[ 'lundi', '09:00 – 17:00 Open now' ],
			[ 'mardi', '09:00 – 17:00' ],
		] );
		expect( rows( renderToDom( {}, { locale: 'de_DE' } ) )[ 6 ][ 0 ] ).toBe(
			'Sonntag'
		);
		expect( rows( renderToDom( {}, { locale: 'ar' } ) )[ 0 ][ 0 ] ).toBe(
			'السبت'
		);
		expect( rows( renderToDom( {}, { locale: 'ja' } ) )[ 1 ] ).toEqual( [
			'月曜日',
			'09:00 – 17:00 Open now',
		] );
	} );

	it( 'marks today with a class, aria-current and a visible "Today"', () => {
		const block = renderToDom( {} );
		const today = block.querySelectorAll( '.is-today' );
		expect( today ).toHaveLength( 1 );
		expect( today[ 0 ] ).toHaveAttribute( 'aria-current', 'date' );
		expect( text( today[ 0 ].querySelector( 'dt' ) ) ).toBe(
			'Monday Today'
		);
		expect( block.querySelectorAll( '[aria-current]' ) ).toHaveLength( 1 );
	} );

	it( 'says whether the business is open now', () => {
		const status = ( now: Date, context = {} ) =>
			text(
				renderToDom( {}, context, now ).querySelector(
					'.wp-block-tessera-business-hours__status'
				)
			);
		expect( status( MONDAY_MORNING ) ).toBe( 'Open now' );
		expect( status( new Date( Date.UTC( 2024, 0, 15, 17, 0 ) ) ) ).toBe(
			'Closed now'
		);
		expect( status( new Date( Date.UTC( 2024, 0, 15, 8, 59 ) ) ) ).toBe(
			'Closed now'
		);
		// Sunday: closed all day.
		expect( status( new Date( Date.UTC( 2024, 0, 14, 12, 0 ) ) ) ).toBe(
			'Closed now'
		);
	} );

	it( 'computes today and open-now on the site’s clock (IANA names and UTC offsets)', () => {
		// Monday 23:30 UTC is Tuesday 08:30 in Tokyo (closed) and Tuesday 01:30 at UTC+2.
		const late = new Date( Date.UTC( 2024, 0, 15, 23, 30 ) );
		const todayName = ( context: Partial< BlockRenderContext > ) =>
			text(
				renderToDom( {}, context, late ).querySelector( '.is-today dt' )
					?.firstChild ?? null
			);
		expect( todayName( { timezone: 'UTC' } ) ).toBe( 'Monday' );
		expect( todayName( { timezone: 'Asia/Tokyo' } ) ).toBe( 'Tuesday' );
		expect( todayName( { timezone: 'UTC+2' } ) ).toBe( 'Tuesday' );
		expect( todayName( { timezone: 'America/New_York' } ) ).toBe(
			'Monday'
		);
		expect( todayName( { timezone: 'Not/AZone' } ) ).toBe( 'Monday' );
		// 14:00 UTC is 09:30 at UTC-4:30: just open.
		const afternoon = new Date( Date.UTC( 2024, 0, 15, 14, 0 ) );
		expect(
			text(
				renderToDom(
					{},
					{ timezone: 'UTC-4:30' },
					afternoon
				).querySelector( '.is-today dd' )
			)
		).toMatch( /Open now$/ );
		expect(
			text(
				renderToDom(
					{},
					{ timezone: 'Pacific/Kiritimati' },
					afternoon
				).querySelector( '.is-today dt' )
			)
		).toBe( 'Tuesday Today' );
		expect(
			text(
				renderToDom(
					{},
					{ timezone: 'Pacific/Kiritimati' },
					afternoon
				).querySelector( '.is-today dd' )
			)
		).toMatch( /Closed now$/ );
	} );

	it( 'lists two intervals and runs a reversed interval past midnight', () => {
		const attributes = fixtureAttributes(
			'tessera__business-hours__custom-hours'
		);
		const block = renderToDom( attributes );
		expect( block ).toHaveClass( 'alignwide' );
		expect( rows( block )[ 1 ] ).toEqual( [
			'Monday',
			'8:00 AM – 12:00 PM, 1:00 PM – 6:00 PM Open now',
		] );
		expect( rows( block )[ 5 ] ).toEqual( [
			'Friday',
			'6:00 PM – 2:00 AM',
		] );
		// Saturday 01:00: still Friday night's hours.
		const saturdayNight = new Date( Date.UTC( 2024, 0, 20, 1, 0 ) );
		expect(
			text(
				renderToDom( attributes, {}, saturdayNight ).querySelector(
					'.is-today dd'
				)
			)
		).toBe( '10:00 AM – 2:00 PM Open now' );
		const saturdayThree = new Date( Date.UTC( 2024, 0, 20, 3, 0 ) );
		expect(
			text(
				renderToDom( attributes, {}, saturdayThree ).querySelector(
					'.is-today dd'
				)
			)
		).toMatch( /Closed now$/ );
	} );

	it( 'accepts only HH:MM times and known day names from hostile attributes', () => {
		const attributes = fixtureAttributes(
			'tessera__business-hours__hostile'
		);
		const host = document.createElement( 'div' );
		host.innerHTML = renderBusinessHours(
			attributes as BusinessHoursAttributes,
			{ locale: 'en_US' },
			MONDAY_MORNING
		);
		expect(
			host.querySelectorAll( 'script, img, [onclick], [onmouseover]' )
		).toHaveLength( 0 );
		expect( host.innerHTML ).not.toMatch( /alert|<script|onerror/ );
		expect( rows( host.firstElementChild as HTMLElement ) ).toEqual( [
			[ 'Sunday', 'Closed' ],
			[ 'Monday', 'Closed Closed now' ],
			[ 'Tuesday', 'Closed' ],
			[ 'Wednesday', 'Closed' ],
			[ 'Thursday', 'Closed' ],
			[ 'Friday', 'Closed' ],
			[ 'Saturday', 'Closed' ],
		] );
	} );

	it( 'uses the defaults when days is not a list', () => {
		expect( rows( renderToDom( { days: 'nope' } ) )[ 2 ] ).toEqual( [
			'Tuesday',
			'9:00 AM – 5:00 PM',
		] );
	} );
} );
