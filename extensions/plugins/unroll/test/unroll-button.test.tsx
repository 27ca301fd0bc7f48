import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { importThread } from '../import-thread';
import { UnrollButton } from '../unroll-button';

jest.mock( '@wordpress/block-editor', () => ( {
	BlockControls: ( { children }: { children: unknown } ) => children,
} ) );
jest.mock( '../import-thread', () => ( { importThread: jest.fn() } ) );
const importMock = importThread as unknown as jest.Mock;

const TOOLTIP = 'Import the entire Twitter thread directly into this post.';

describe( 'UnrollButton', () => {
	it( 'is disabled without an address', () => {
		render( <UnrollButton clientId="a" url="" /> );
		const button = screen.getByRole( 'button', { name: TOOLTIP } );
		expect( [
			button.textContent,
			button.getAttribute( 'aria-disabled' ),
		] ).toStrictEqual( [ 'Unroll', 'true' ] );
	} );

	it( 'imports the thread of its embed, busy and disabled until it is done', async () => {
		let finish: () => void = () => undefined;
		importMock.mockReturnValueOnce(
			new Promise< void >( ( resolve ) => ( finish = resolve ) )
		);
		const { container } = render(
			<UnrollButton
				clientId="embed-1"
				url="https://twitter.com/a/status/1"
			/>
		);
		const button = screen.getByRole( 'button', { name: TOOLTIP } );
		expect( button.getAttribute( 'aria-disabled' ) ).not.toBe( 'true' );
		await userEvent.click( button );
		await waitFor( () =>
			expect( importMock ).toHaveBeenCalledWith(
				'embed-1',
				'https://twitter.com/a/status/1'
			)
		);
		expect( button.getAttribute( 'aria-disabled' ) ).toBe( 'true' );
		expect(
			container.querySelector( '.components-spinner' )
		).not.toBeNull();
		finish();
		await waitFor( () =>
			expect( button.getAttribute( 'aria-disabled' ) ).not.toBe( 'true' )
		);
		expect( container.querySelector( '.components-spinner' ) ).toBeNull();
	} );
} );
