import { createBlock } from '@wordpress/blocks';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
	clearSelection,
	editorBlocks,
	renderBlockEditor,
	selectBlock,
} from '../../../../tests/support/block-editor';
import { registerContactBlocks } from '../../contact-info/test/register-for-tests';
import type { AddressAttributes } from '../types';

const LABELS = [
	'Street Address',
	'Address Line 2',
	'Address Line 3',
	'City',
	'State/Province/Region',
	'Postal/Zip Code',
	'Country',
];

beforeAll( registerContactBlocks );

async function setUp( attributes: Partial< AddressAttributes > = {} ) {
	const block = createBlock( 'tessera/address', attributes );
	await renderBlockEditor( [ block ] );
	return block;
}

function stored(): AddressAttributes {
	return editorBlocks()[ 0 ].attributes as AddressAttributes;
}

describe( 'Address edit', () => {
	it( 'shows the seven labelled fields and the Google Maps toggle while empty, even unselected', async () => {
		await setUp();
		expect(
			screen
				.getAllByRole( 'textbox' )
				.map( ( field ) => field.getAttribute( 'aria-label' ) )
		).toEqual( LABELS );
		expect(
			screen.getByRole( 'checkbox', {
				name: 'Link address to Google Maps',
			} )
		).not.toBeChecked();
	} );

	it( 'stores what is typed, and Enter adds no line', async () => {
		await setUp();
		const street = screen.getByRole( 'textbox', {
			name: 'Street Address',
		} );
		await userEvent.type( street, '987 Harbour Road{Enter}' );
		await userEvent.type(
			screen.getByRole( 'textbox', { name: 'City' } ),
			'Springfield'
		);
		expect( stored() ).toMatchObject( {
			address: '987 Harbour Road',
			city: 'Springfield',
		} );
	} );

	it( 'turns pasted line breaks into spaces', async () => {
		await setUp();
		fireEvent.change(
			screen.getByRole( 'textbox', { name: 'Street Address' } ),
			{ target: { value: '987 Harbour Road\nSuite 4' } }
		);
		expect( stored().address ).toBe( '987 Harbour Road Suite 4' );
	} );

	it( 'turns the Google Maps link on', async () => {
		await setUp();
		await userEvent.click(
			screen.getByRole( 'checkbox', {
				name: 'Link address to Google Maps',
			} )
		);
		expect( stored().linkToGoogleMaps ).toBe( true );
	} );

	it( 'shows the formatted address when not selected, and the fields again when selected', async () => {
		const block = await setUp( {
			address: '987 Harbour Road',
			city: 'Springfield',
			region: 'OR',
			postal: '97403',
			country: 'USA',
		} );
		await clearSelection();
		expect( screen.queryByRole( 'textbox' ) ).toBeNull();
		const view = document.querySelector( '.wp-block-tessera-address' );
		expect( view?.textContent ).toBe(
			'987 Harbour RoadSpringfield, OR 97403USA'
		);
		await selectBlock( block.clientId );
		expect(
			screen.getByRole( 'textbox', { name: 'Postal/Zip Code' } )
		).toHaveValue( '97403' );
	} );

	it( 'treats a block of spaces as empty and keeps its fields', async () => {
		await setUp( { city: '   ' } );
		await clearSelection();
		expect( screen.getAllByRole( 'textbox' ) ).toHaveLength( 7 );
	} );
} );
