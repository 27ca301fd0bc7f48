import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COPIED_MS, CopyLinkInput } from '../copy-link-input';

const writeText = jest.fn();

/** user-event puts its own clipboard on the navigator; ours replaces it after set-up. */
function setUp( options: Parameters< typeof userEvent.setup >[ 0 ] = {} ) {
	const user = userEvent.setup( options );
	Object.defineProperty( window.navigator, 'clipboard', {
		value: { writeText },
		configurable: true,
	} );
	return user;
}

beforeEach( () => {
	writeText.mockReset().mockResolvedValue( undefined );
} );

afterEach( () => {
	jest.useRealTimers();
} );

describe( 'CopyLinkInput', () => {
	it( 'shows the link read-only, selected on focus', async () => {
		const user = setUp();
		render( <CopyLinkInput link="http://x.test/s/a" label="Shortlink" /> );
		const input = screen.getByRole( 'textbox', {
			name: 'Shortlink',
		} ) as HTMLInputElement;
		expect( input.value ).toBe( 'http://x.test/s/a' );
		expect( input.readOnly ).toBe( true );
		await user.click( input );
		expect( input.selectionStart ).toBe( 0 );
		expect( input.selectionEnd ).toBe( 'http://x.test/s/a'.length );
	} );

	it( "copies the link, reads 'Copied!', then 'Copy' again", async () => {
		jest.useFakeTimers();
		const user = setUp( { advanceTimers: jest.advanceTimersByTime } );
		render( <CopyLinkInput link="http://x.test/s/a" label="Shortlink" /> );
		await user.click( screen.getByRole( 'button', { name: 'Copy' } ) );
		expect( writeText ).toHaveBeenCalledWith( 'http://x.test/s/a' );
		expect(
			await screen.findByRole( 'button', { name: 'Copied!' } )
		).toBeTruthy();
		act( () => {
			jest.advanceTimersByTime( COPIED_MS - 10 );
		} );
		expect(
			screen.getByRole( 'button', { name: 'Copied!' } )
		).toBeTruthy();
		act( () => {
			jest.advanceTimersByTime( 20 );
		} );
		expect( screen.getByRole( 'button', { name: 'Copy' } ) ).toBeTruthy();
	} );

	it( "stays on 'Copy' when the clipboard refuses", async () => {
		writeText.mockRejectedValue( new Error( 'denied' ) );
		const user = setUp();
		render( <CopyLinkInput link="http://x.test/s/a" label="Shortlink" /> );
		await user.click( screen.getByRole( 'button', { name: 'Copy' } ) );
		await act( async () => {} );
		expect( writeText ).toHaveBeenCalledTimes( 1 );
		expect( screen.getByRole( 'button', { name: 'Copy' } ) ).toBeTruthy();
		expect(
			screen.queryByRole( 'button', { name: 'Copied!' } )
		).toBeNull();
	} );
} );
