import { fireEvent, render, screen } from '@testing-library/react';
import { inLocale } from '../../../../platform/render/locale-strings';
import WidthControl from '../components/width-control';

// jsdom has no media queries; the unit control asks for them.
beforeAll( () => {
	window.matchMedia ??= ( query: string ) =>
		( {
			matches: false,
			media: query,
			addEventListener() {},
			removeEventListener() {},
			addListener() {},
			removeListener() {},
		} ) as unknown as MediaQueryList;
} );

describe( 'WidthControl', () => {
	it( 'offers the four percentage presets and toggles the selected one off', () => {
		const onChange = jest.fn();
		const { rerender } = render(
			<WidthControl width={ undefined } onChange={ onChange } />
		);
		const presets = screen.getByRole( 'group', {
			name: 'Percentage width',
		} );
		expect(
			Array.from( presets.querySelectorAll( 'button' ) ).map(
				( button ) => button.textContent
			)
		).toEqual( [ '25%', '50%', '75%', '100%' ] );
		fireEvent.click( screen.getByRole( 'button', { name: '50%' } ) );
		expect( onChange ).toHaveBeenLastCalledWith( '50%' );

		rerender( <WidthControl width="50%" onChange={ onChange } /> );
		expect( screen.getByRole( 'button', { name: '50%' } ) ).toHaveAttribute(
			'aria-pressed',
			'true'
		);
		fireEvent.click( screen.getByRole( 'button', { name: '50%' } ) );
		expect( onChange ).toHaveBeenLastCalledWith( undefined );
	} );

	it( 'writes the presets as the editor’s language writes percentages', () => {
		inLocale( 'fr_FR', () =>
			render(
				<WidthControl width={ undefined } onChange={ jest.fn() } />
			)
		);
		const presets = screen.getByRole( 'group', {
			name: 'Largeur en pourcentage',
		} );
		expect(
			Array.from( presets.querySelectorAll( 'button' ) ).map(
				( button ) => button.textContent
			)
		).toStrictEqual( [
			'25\u00a0%',
			'50\u00a0%',
			'75\u00a0%',
			'100\u00a0%',
		] );
	} );

	it( 'hides the presets and the % unit for a button aligned left or right', () => {
		render(
			<WidthControl align="left" width="150px" onChange={ jest.fn() } />
		);
		expect(
			screen.queryByRole( 'group', { name: 'Percentage width' } )
		).toBeNull();
		const units = screen.getByRole( 'combobox', { name: /unit/i } );
		expect(
			Array.from( units.querySelectorAll( 'option' ) ).map(
				( option ) => option.value
			)
		).toEqual( [ 'px', 'em' ] );
	} );

	it( 'brings a typed percentage above 100 down to 100', () => {
		const onChange = jest.fn();
		render( <WidthControl width="50%" onChange={ onChange } /> );
		const input = screen.getByRole( 'spinbutton', {
			name: 'Custom width',
		} );
		fireEvent.change( input, { target: { value: '180' } } );
		expect( onChange ).toHaveBeenLastCalledWith( '100%' );
	} );

	it( 'gives a number typed into an empty field the unit shown', () => {
		const onChange = jest.fn();
		render( <WidthControl align="right" onChange={ onChange } /> );
		fireEvent.change(
			screen.getByRole( 'spinbutton', { name: 'Custom width' } ),
			{ target: { value: '14' } }
		);
		expect( onChange ).toHaveBeenLastCalledWith( '14px' );
	} );
} );
