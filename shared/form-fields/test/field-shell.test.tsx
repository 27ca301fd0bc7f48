import { createBlock } from '@wordpress/blocks';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
	editorBlocks,
	renderBlockEditor,
	selectBlock,
	settle,
} from '../../../tests/support/block-editor';
import * as fieldText from '../../../extensions/blocks/field-text';
import TextEdit from '../../../extensions/blocks/field-text/edit';
import * as fieldEmail from '../../../extensions/blocks/field-email';
import EmailEdit from '../../../extensions/blocks/field-email/edit';
import { registerField } from './register-fields';

beforeAll( () => {
	registerField( fieldText, TextEdit as never );
	registerField( fieldEmail, EmailEdit as never );
} );

function attributesOf( index: number ) {
	return editorBlocks()[ index ].attributes;
}

async function openAdvanced() {
	await userEvent.click( screen.getByRole( 'button', { name: 'Advanced' } ) );
}

describe( 'the shared field edit', () => {
	it( 'shows the label above a preview of the input, and the placeholder', async () => {
		const block = createBlock( 'tessera/field-email', {
			placeholder: 'you@example.com',
		} );
		await renderBlockEditor( [ block ] );
		const field = document.querySelector(
			'.wp-block-tessera-field-email'
		)!;
		expect(
			field.querySelector( '.tessera-field__label' )
		).toHaveTextContent( 'Email' );
		const input = field.querySelector( 'input' )!;
		expect( input ).toHaveAttribute( 'type', 'email' );
		expect( input ).toHaveAttribute( 'placeholder', 'you@example.com' );
		expect( input ).toHaveAttribute( 'aria-hidden', 'true' );
		expect( field ).toHaveClass( 'tessera-field--width-100' );
	} );

	it( "marks a required field '(required)' through the toolbar button and the toggle", async () => {
		const block = createBlock( 'tessera/field-text' );
		await renderBlockEditor( [ block ] );
		await selectBlock( block.clientId );
		expect( screen.queryByText( '(required)' ) ).toBeNull();

		const button = screen.getByRole( 'button', { name: 'Required' } );
		expect( button ).toHaveAttribute( 'aria-pressed', 'false' );
		await userEvent.click( button );
		expect( attributesOf( 0 ).required ).toBe( true );
		expect( screen.getByText( '(required)' ) ).toBeInTheDocument();
		expect( button ).toHaveAttribute( 'aria-pressed', 'true' );

		const toggle = screen.getByRole( 'checkbox', {
			name: 'Field is required',
		} );
		expect( toggle ).toBeChecked();
		await userEvent.click( toggle );
		expect( attributesOf( 0 ).required ).toBe( false );
		expect( screen.queryByText( '(required)' ) ).toBeNull();
	} );

	it( 'sets the width to 25, 50, 75 or 100 percent', async () => {
		const block = createBlock( 'tessera/field-text' );
		await renderBlockEditor( [ block ] );
		await selectBlock( block.clientId );
		const group = screen.getByRole( 'group', { name: 'Field width' } );
		const choices = within( group ).getAllByRole( 'button' );
		expect( choices.map( ( choice ) => choice.textContent ) ).toEqual( [
			'25%',
			'50%',
			'75%',
			'100%',
		] );
		expect( choices[ 3 ] ).toHaveAttribute( 'aria-pressed', 'true' );
		await userEvent.click( choices[ 1 ] );
		expect( attributesOf( 0 ).width ).toBe( 50 );
		expect( choices[ 1 ] ).toHaveAttribute( 'aria-pressed', 'true' );
		expect( choices[ 3 ] ).toHaveAttribute( 'aria-pressed', 'false' );
		expect(
			document.querySelector( '.wp-block-tessera-field-text' )
		).toHaveClass( 'tessera-field--width-50' );
	} );

	it( 'edits the placeholder in the sidebar', async () => {
		const block = createBlock( 'tessera/field-text' );
		await renderBlockEditor( [ block ] );
		await selectBlock( block.clientId );
		fireEvent.change(
			screen.getByRole( 'textbox', { name: 'Placeholder text' } ),
			{ target: { value: 'e.g. Lyon' } }
		);
		expect( attributesOf( 0 ).placeholder ).toBe( 'e.g. Lyon' );
	} );

	it( 'gives an id to a field without one, and a new id to a duplicate; the first keeps its id', async () => {
		const blocks = [
			createBlock( 'tessera/field-text', { id: 'town' } ),
			createBlock( 'tessera/field-email' ),
			createBlock( 'tessera/field-text', { id: 'town' } ),
		];
		await renderBlockEditor( blocks );
		await settle();
		const ids = editorBlocks().map( ( block ) => block.attributes.id );
		expect( ids[ 0 ] ).toBe( 'town' );
		expect( ids[ 1 ] ).toMatch( /^email-[a-z0-9]{6}$/ );
		expect( ids[ 2 ] ).toMatch( /^text-[a-z0-9]{6}$/ );
		expect( new Set( ids ).size ).toBe( 3 );
	} );

	it( 'takes a typed id in the Advanced panel, and refuses a malformed or taken one with the reason', async () => {
		const blocks = [
			createBlock( 'tessera/field-text', { id: 'town' } ),
			createBlock( 'tessera/field-email', { id: 'email' } ),
		];
		await renderBlockEditor( blocks );
		await selectBlock( blocks[ 1 ].clientId );
		await openAdvanced();
		const input = screen.getByRole( 'textbox', { name: 'CSS ID' } );
		expect( input ).toHaveValue( 'email' );

		fireEvent.change( input, { target: { value: 'work email' } } );
		expect( input ).toHaveValue( 'work-email' );
		expect( attributesOf( 1 ).id ).toBe( 'work-email' );
		expect( screen.queryByRole( 'alert' ) ).toBeNull();

		fireEvent.change( input, { target: { value: 'town' } } );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Another field in this post already uses this ID.'
		);
		expect( input ).toHaveValue( 'town' );
		expect( attributesOf( 1 ).id ).toBe( 'work-email' );

		fireEvent.change( input, { target: { value: '9lives' } } );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'An ID starts with a letter'
		);
		expect( attributesOf( 1 ).id ).toBe( 'work-email' );

		fireEvent.change( input, { target: { value: '' } } );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'A field needs an ID.'
		);
		expect( attributesOf( 1 ).id ).toBe( 'work-email' );
		await act( async () => undefined );
	} );
} );
