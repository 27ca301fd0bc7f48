import { useState } from '@wordpress/element';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OptionList } from '../option-list';

let latest: string[] = [];

function Harness( { initial }: { initial: string[] } ) {
	const [ options, setOptions ] = useState( initial );
	latest = options;
	return (
		<OptionList kind="radio" options={ options } onChange={ setOptions } />
	);
}

function optionInputs(): HTMLInputElement[] {
	return screen.getAllByRole( 'textbox' ) as HTMLInputElement[];
}

describe( 'OptionList', () => {
	it( 'adds an empty option after the current one on Enter and moves the focus there', async () => {
		render( <Harness initial={ [ 'Yes', 'No' ] } /> );
		await userEvent.click(
			screen.getByRole( 'textbox', { name: 'Option 1' } )
		);
		await userEvent.keyboard( '{Enter}' );
		expect( latest ).toEqual( [ 'Yes', '', 'No' ] );
		expect(
			screen.getByRole( 'textbox', { name: 'Option 2' } )
		).toHaveFocus();
		await userEvent.keyboard( 'Maybe' );
		expect( latest ).toEqual( [ 'Yes', 'Maybe', 'No' ] );
	} );

	it( 'removes an empty option on Backspace and moves the focus to the previous one', async () => {
		render( <Harness initial={ [ 'Yes', '', 'No' ] } /> );
		await userEvent.click(
			screen.getByRole( 'textbox', { name: 'Option 2' } )
		);
		await userEvent.keyboard( '{Backspace}' );
		expect( latest ).toEqual( [ 'Yes', 'No' ] );
		const first = screen.getByRole( 'textbox', { name: 'Option 1' } );
		expect( first ).toHaveFocus();
		expect( ( first as HTMLInputElement ).value ).toBe( 'Yes' );
	} );

	it( 'lets Backspace delete characters of an option that is not empty', async () => {
		render( <Harness initial={ [ 'Yes', 'No' ] } /> );
		await userEvent.click(
			screen.getByRole( 'textbox', { name: 'Option 2' } )
		);
		await userEvent.keyboard( '{Backspace}{Backspace}' );
		expect( latest ).toEqual( [ 'Yes', '' ] );
		expect(
			screen.getByRole( 'textbox', { name: 'Option 2' } )
		).toHaveFocus();
		// Now empty: the next Backspace removes it.
		await userEvent.keyboard( '{Backspace}' );
		expect( latest ).toEqual( [ 'Yes' ] );
		expect(
			screen.getByRole( 'textbox', { name: 'Option 1' } )
		).toHaveFocus();
	} );

	it( 'moves to the new first option when the first one is removed', async () => {
		render( <Harness initial={ [ '', 'No' ] } /> );
		await userEvent.click(
			screen.getByRole( 'textbox', { name: 'Option 1' } )
		);
		await userEvent.keyboard( '{Backspace}' );
		expect( latest ).toEqual( [ 'No' ] );
		expect(
			screen.getByRole( 'textbox', { name: 'Option 1' } )
		).toHaveFocus();
	} );

	it( 'starts a field without options with one empty box', async () => {
		render( <Harness initial={ [] } /> );
		expect( optionInputs() ).toHaveLength( 1 );
		await userEvent.type( optionInputs()[ 0 ], 'First' );
		expect( latest ).toEqual( [ 'First' ] );
	} );

	it( "adds an option at the end with 'Add option' and removes one with its button", async () => {
		render( <Harness initial={ [ 'Yes', 'No' ] } /> );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Add option' } )
		);
		expect( latest ).toEqual( [ 'Yes', 'No', '' ] );
		expect(
			screen.getByRole( 'textbox', { name: 'Option 3' } )
		).toHaveFocus();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Remove option 1' } )
		);
		expect( latest ).toEqual( [ 'No', '' ] );
	} );

	it( 'keeps markup typed in an option as text', async () => {
		render( <Harness initial={ [] } /> );
		await userEvent.type( optionInputs()[ 0 ], '<b>"x"</b>' );
		expect( latest ).toEqual( [ '<b>"x"</b>' ] );
		expect( document.querySelector( 'b' ) ).toBeNull();
	} );
} );
