import { fireEvent, render, screen } from '@testing-library/react';
import EmbedPlaceholder from '../embed-placeholder';

// The components' Placeholder measures itself; jsdom has no ResizeObserver.
beforeAll( () => {
	window.ResizeObserver ??= class {
		observe() {}
		unobserve() {}
		disconnect() {}
	} as unknown as typeof ResizeObserver;
} );

function renderPlaceholder( cannotEmbed: boolean ) {
	const calls = { submit: 0, convert: 0, changes: [] as string[] };
	render(
		<EmbedPlaceholder
			icon={ <svg /> }
			label="Pinterest"
			instructions="Paste a link."
			inputLabel="Enter URL to embed here…"
			value="https://pin.it/9zzGone"
			onChange={ ( value ) => calls.changes.push( value ) }
			onSubmit={ () => calls.submit++ }
			cannotEmbed={ cannotEmbed }
			onConvertToLink={ () => calls.convert++ }
			learnMore={ {
				href: 'https://example.org/help',
				label: 'Learn more',
			} }
		/>
	);
	return calls;
}

describe( 'EmbedPlaceholder', () => {
	it( 'embeds on submit, with no failure shown before one', () => {
		const calls = renderPlaceholder( false );
		fireEvent.change(
			screen.getByRole( 'textbox', { name: 'Enter URL to embed here…' } ),
			{ target: { value: 'https://pin.it/4Xv2mQa' } }
		);
		fireEvent.click( screen.getByRole( 'button', { name: 'Embed' } ) );
		expect( calls ).toStrictEqual( {
			submit: 1,
			convert: 0,
			changes: [ 'https://pin.it/4Xv2mQa' ],
		} );
		expect(
			screen.queryByText( 'Sorry, this content could not be embedded.' )
		).toBeNull();
		expect(
			screen.getByRole( 'link', { name: /Learn more/ } )
		).toHaveAttribute( 'href', 'https://example.org/help' );
	} );

	it( 'after a failure says so and offers the link', () => {
		const calls = renderPlaceholder( true );
		expect(
			screen.getByText( 'Sorry, this content could not be embedded.' )
		).toBeTruthy();
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Convert block to link' } )
		);
		expect( calls.convert ).toBe( 1 );
	} );
} );
