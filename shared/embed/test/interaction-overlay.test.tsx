import { fireEvent, render } from '@testing-library/react';
import InteractionOverlay from '../interaction-overlay';

const overlay = ( container: HTMLElement ) =>
	container.querySelector( '.block-library-embed__interactive-overlay' );

describe( 'InteractionOverlay', () => {
	it( 'takes clicks until the selected block is clicked, and comes back when it is left', () => {
		const { container, rerender } = render(
			<InteractionOverlay isSelected={ false } />
		);
		expect( overlay( container ) ).not.toBeNull();
		rerender( <InteractionOverlay isSelected /> );
		expect( overlay( container ) ).not.toBeNull();
		fireEvent.mouseUp( overlay( container )! );
		expect( overlay( container ) ).toBeNull();
		rerender( <InteractionOverlay isSelected={ false } /> );
		expect( overlay( container ) ).not.toBeNull();
		rerender( <InteractionOverlay isSelected /> );
		expect( overlay( container ) ).not.toBeNull();
	} );
} );
