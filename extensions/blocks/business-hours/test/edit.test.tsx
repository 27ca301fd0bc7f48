import apiFetch from '@wordpress/api-fetch';
import {
	createBlock,
	getBlockType,
	registerBlockType,
} from '@wordpress/blocks';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
	clearSelection,
	editorBlocks,
	renderBlockEditor,
	selectBlock,
	settle,
} from '../../../../tests/support/block-editor';
import metadata from '../block.json';
import edit from '../edit';
import { settings } from '../index';
import type { BusinessHoursAttributes, Day } from '../types';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );

const ENGLISH = {
	days: {
		Sun: 'Sunday',
		Mon: 'Monday',
		Tue: 'Tuesday',
		Wed: 'Wednesday',
		Thu: 'Thursday',
		Fri: 'Friday',
		Sat: 'Saturday',
	},
	startOfWeek: 0,
};

const FRENCH = {
	days: {
		Sun: 'dimanche',
		Mon: 'lundi',
		Tue: 'mardi',
		Wed: 'mercredi',
		Thu: 'jeudi',
		Fri: 'vendredi',
		Sat: 'samedi',
	},
	startOfWeek: 1,
};

beforeAll( () => {
	if ( ! getBlockType( metadata.name ) ) {
		registerBlockType( metadata as never, { ...settings, edit } as never );
	}
} );

beforeEach( () => {
	jest.mocked( apiFetch ).mockReset();
	jest.mocked( apiFetch ).mockResolvedValue( ENGLISH );
} );

async function setUp(
	attributes: Partial< BusinessHoursAttributes > = {},
	{ selected = true } = {}
) {
	const block = createBlock( metadata.name, attributes );
	await renderBlockEditor( [ block ] );
	if ( selected ) {
		await selectBlock( block.clientId );
	}
	await settle();
	return block;
}

function days(): Day[] {
	return editorBlocks()[ 0 ].attributes.days as Day[];
}

const dayGroup = ( name: string ) => screen.getByRole( 'group', { name } );

const dayNames = () =>
	Array.from(
		document.querySelectorAll(
			'.wp-block-tessera-business-hours__day-name, dt'
		)
	).map( ( element ) => element.textContent );

describe( 'Business hours edit', () => {
	it( 'shows the loading placeholder, then the read-only week when not selected', async () => {
		let answer: ( value: unknown ) => void = () => undefined;
		jest.mocked( apiFetch ).mockReturnValue(
			new Promise( ( resolve ) => ( answer = resolve ) )
		);
		await setUp( {}, { selected: false } );
		expect(
			screen.getByText( 'Loading business hours' )
		).toBeInTheDocument();
		expect( apiFetch ).toHaveBeenCalledWith( {
			path: '/wpcom/v2/business-hours/localized-week',
		} );
		await act( async () => answer( ENGLISH ) );
		expect(
			screen.queryByText( 'Loading business hours' )
		).not.toBeInTheDocument();
		expect( dayNames() ).toEqual( Object.values( ENGLISH.days ) );
		const rows = Array.from( document.querySelectorAll( 'dd' ) ).map(
			( dd ) => dd.textContent?.replace( /\s+/g, ' ' )
		);
		expect( rows[ 0 ] ).toBe( 'Closed' );
		expect( rows[ 1 ] ).toBe( '9:00 AM – 5:00 PM' );
		expect( rows[ 6 ] ).toBe( 'Closed' );
		expect( screen.queryByRole( 'checkbox' ) ).not.toBeInTheDocument();
	} );

	it( 'uses the English names, Sunday first, when the localized week fails to load', async () => {
		jest.mocked( apiFetch ).mockRejectedValue( new Error( 'network' ) );
		await setUp();
		expect( dayNames() ).toEqual( Object.values( ENGLISH.days ) );
	} );

	it( 'starts the week on the locale’s first day', async () => {
		jest.mocked( apiFetch ).mockResolvedValue( FRENCH );
		const block = await setUp();
		expect( dayNames() ).toEqual( [
			'lundi',
			'mardi',
			'mercredi',
			'jeudi',
			'vendredi',
			'samedi',
			'dimanche',
		] );
		await clearSelection();
		expect( dayNames()[ 0 ] ).toBe( 'lundi' );
		expect( block.attributes.days ).toEqual(
			metadata.attributes.days.default
		);
	} );

	it( 'shows one row per day with a toggle and labelled time inputs', async () => {
		await setUp();
		const monday = dayGroup( 'Monday' );
		expect(
			within( monday ).getByRole( 'checkbox', { name: 'Open' } )
		).toBeChecked();
		const opening = within( monday ).getByLabelText( 'Monday Opening' );
		expect( opening ).toHaveAttribute( 'type', 'time' );
		expect( opening ).toHaveValue( '09:00' );
		expect(
			within( monday ).getByLabelText( 'Monday Closing' )
		).toHaveValue( '17:00' );
		expect(
			within( monday ).queryByRole( 'button', { name: 'Remove Hours' } )
		).toBeNull();
		const sunday = dayGroup( 'Sunday' );
		expect(
			within( sunday ).getByRole( 'checkbox', { name: 'Closed' } )
		).not.toBeChecked();
		expect( within( sunday ).queryByLabelText( /Opening/ ) ).toBeNull();
		expect(
			within( sunday ).queryByRole( 'button', { name: 'Add Hours' } )
		).toBeNull();
	} );

	it( 'opens a day with 09:00 to 17:00 and closes one by clearing its hours', async () => {
		await setUp();
		await userEvent.click(
			within( dayGroup( 'Saturday' ) ).getByRole( 'checkbox' )
		);
		expect( days()[ 6 ] ).toEqual( {
			name: 'Sat',
			hours: [ { opening: '09:00', closing: '17:00' } ],
		} );
		await userEvent.click(
			within( dayGroup( 'Wednesday' ) ).getByRole( 'checkbox' )
		);
		expect( days()[ 3 ] ).toEqual( { name: 'Wed', hours: [] } );
		expect(
			within( dayGroup( 'Wednesday' ) ).getByRole( 'checkbox', {
				name: 'Closed',
			} )
		).not.toBeChecked();
	} );

	it( 'adds an empty interval, sets its times, and removes intervals while more than one is left', async () => {
		await setUp();
		const monday = () => dayGroup( 'Monday' );
		await userEvent.click(
			within( monday() ).getByRole( 'button', { name: 'Add Hours' } )
		);
		expect( days()[ 1 ].hours ).toEqual( [
			{ opening: '09:00', closing: '17:00' },
			{ opening: '', closing: '' },
		] );
		const removes = within( monday() ).getAllByRole( 'button', {
			name: 'Remove Hours',
		} );
		expect( removes ).toHaveLength( 2 );
		await userEvent.type(
			within( monday() ).getByLabelText( 'Monday, hours 2 Opening' ),
			'18:00'
		);
		await userEvent.type(
			within( monday() ).getByLabelText( 'Monday, hours 2 Closing' ),
			'20:00'
		);
		expect( days()[ 1 ].hours[ 1 ] ).toEqual( {
			opening: '18:00',
			closing: '20:00',
		} );
		await userEvent.click( removes[ 0 ] );
		expect( days()[ 1 ].hours ).toEqual( [
			{ opening: '18:00', closing: '20:00' },
		] );
		expect(
			within( monday() ).queryByRole( 'button', { name: 'Remove Hours' } )
		).toBeNull();
	} );

	it( 'keeps overlapping and reversed hours as entered but flags them on their day', async () => {
		await setUp( {
			days: [
				{ name: 'Sun', hours: [] },
				{
					name: 'Mon',
					hours: [
						{ opening: '09:00', closing: '13:00' },
						{ opening: '12:00', closing: '17:00' },
					],
				},
				{
					name: 'Tue',
					hours: [ { opening: '17:00', closing: '09:00' } ],
				},
				{
					name: 'Wed',
					hours: [ { opening: '09:00', closing: '17:00' } ],
				},
				{ name: 'Thu', hours: [] },
				{ name: 'Fri', hours: [] },
				{ name: 'Sat', hours: [] },
			],
		} );
		const monday = dayGroup( 'Monday' );
		expect(
			within( monday ).getByText( 'Some of these hours overlap.' )
		).toBeVisible();
		expect(
			within( monday ).getByText( 'Warning for Monday:' )
		).toBeInTheDocument();
		expect(
			within( monday ).getByLabelText( 'Monday Opening' )
		).toHaveAccessibleDescription( /Some of these hours overlap/ );
		expect(
			within( dayGroup( 'Tuesday' ) ).getByText( /run past midnight/ )
		).toBeVisible();
		expect(
			within( dayGroup( 'Tuesday' ) ).getByLabelText( 'Tuesday Opening' )
		).toHaveValue( '17:00' );
		expect(
			within( dayGroup( 'Wednesday' ) ).queryByText( /overlap|midnight/ )
		).toBeNull();
		expect( days()[ 1 ].hours[ 1 ] ).toEqual( {
			opening: '12:00',
			closing: '17:00',
		} );

		await userEvent.clear(
			within( dayGroup( 'Monday' ) ).getByLabelText(
				'Monday, hours 2 Opening'
			)
		);
		await userEvent.type(
			within( dayGroup( 'Monday' ) ).getByLabelText(
				'Monday, hours 2 Opening'
			),
			'14:00'
		);
		expect(
			within( dayGroup( 'Monday' ) ).queryByText( /overlap/ )
		).toBeNull();
	} );

	it( 'shows hostile saved values without running them', async () => {
		await setUp(
			{
				days: [
					{
						name: 'Sun',
						hours: [
							{
								opening: '<img src=x onerror=alert(1)>',
								closing: '17:00',
							},
						],
					},
					{
						name: 'Mon',
						hours: [ { opening: '09:00', closing: '17:00' } ],
					},
				] as Day[],
			},
			{ selected: false }
		);
		expect( document.querySelector( 'img[onerror], script' ) ).toBeNull();
		const rows = Array.from( document.querySelectorAll( 'dd' ) ).map(
			( dd ) => dd.textContent
		);
		expect( rows[ 0 ] ).toBe( 'Closed' );
		expect( rows[ 2 ] ).toBe( 'Closed' );
	} );
} );
