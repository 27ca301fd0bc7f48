import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import {
	BlockErrorBoundary,
	withBlockErrorBoundary,
} from '../block-error-boundary';

let shouldThrow = true;

function Fragile() {
	if ( shouldThrow ) {
		throw new Error( 'The stars fell down' );
	}
	return <p>Stars are back</p>;
}

function Sibling() {
	return <p>The sibling still works</p>;
}

describe( 'BlockErrorBoundary', () => {
	let consoleError: jest.SpyInstance;
	beforeEach( () => {
		shouldThrow = true;
		// React reports every error a boundary catches.
		consoleError = jest
			.spyOn( console, 'error' )
			.mockImplementation( () => undefined );
	} );
	afterEach( () => consoleError.mockRestore() );

	it( 'shows the crash inside the block and keeps its sibling working', () => {
		render(
			<>
				<BlockErrorBoundary blockName="tessera/fragile">
					<Fragile />
				</BlockErrorBoundary>
				<BlockErrorBoundary blockName="tessera/sibling">
					<Sibling />
				</BlockErrorBoundary>
			</>
		);
		expect(
			screen.getByText( /ran into an error and cannot be shown/ )
		).toBeInTheDocument();
		expect( screen.getByText( 'The stars fell down' ) ).toBeInTheDocument();
		expect(
			screen.getByText( 'The sibling still works' )
		).toBeInTheDocument();
	} );

	it( 'renders the block again on Retry', async () => {
		render(
			<BlockErrorBoundary>
				<Fragile />
			</BlockErrorBoundary>
		);
		shouldThrow = false;
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Retry' } )
		);
		expect( screen.getByText( 'Stars are back' ) ).toBeInTheDocument();
		expect(
			screen.queryByText( 'The stars fell down' )
		).not.toBeInTheDocument();
	} );

	it( 'wraps an edit component and passes its props through', () => {
		function Edit( { name }: { name: string } ) {
			if ( name === 'tessera/broken' ) {
				throw new Error( 'broken edit' );
			}
			return <p>{ name }</p>;
		}
		const Wrapped = withBlockErrorBoundary( Edit );
		render(
			<>
				<Wrapped name="tessera/broken" />
				<Wrapped name="tessera/fine" />
			</>
		);
		expect( screen.getByText( 'broken edit' ) ).toBeInTheDocument();
		expect( screen.getByText( 'tessera/fine' ) ).toBeInTheDocument();
	} );
} );
