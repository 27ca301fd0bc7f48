import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import UsernameForm from '../components/username-form';

// The placeholder measures itself; jsdom has no ResizeObserver.
beforeAll( () => {
	( globalThis as { ResizeObserver?: unknown } ).ResizeObserver ??= class {
		observe() {}
		unobserve() {}
		disconnect() {}
	};
} );

describe( 'the username placeholder form', () => {
	it( 'keeps Add Form disabled until something other than spaces is typed, and adds the trimmed name', async () => {
		const onAdd = jest.fn();
		render( <UsernameForm onAdd={ onAdd } /> );
		const add = screen.getByRole( 'button', { name: 'Add Form' } );
		const field = screen.getByRole( 'textbox', { name: 'Revue username' } );
		expect( add ).toBeDisabled();
		await userEvent.type( field, '   ' );
		expect( add ).toBeDisabled();
		await userEvent.type( field, 'riverastudio  ' );
		expect( add ).toBeEnabled();
		await userEvent.click( add );
		expect( onAdd.mock.calls ).toStrictEqual( [ [ 'riverastudio' ] ] );
	} );

	it( 'refuses a name the service cannot have', async () => {
		const onAdd = jest.fn();
		render( <UsernameForm onAdd={ onAdd } /> );
		await userEvent.type(
			screen.getByRole( 'textbox', { name: 'Revue username' } ),
			'rivera studio'
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Add Form' } )
		);
		expect( onAdd ).not.toHaveBeenCalled();
		expect(
			screen.getByText( 'That is not a Revue username.' )
		).toBeTruthy();
	} );
} );
