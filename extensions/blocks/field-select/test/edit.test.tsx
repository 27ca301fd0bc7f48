import { createBlock } from '@wordpress/blocks';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
	clearSelection,
	editorBlocks,
	renderBlockEditor,
	selectBlock,
} from '../../../../tests/support/block-editor';
import { registerField } from '../../../../shared/form-fields/test/register-fields';
import * as fieldSelect from '../index';
import edit from '../edit';

beforeAll( () => registerField( fieldSelect, edit as never ) );

function field() {
	return document.querySelector(
		'.wp-block-tessera-field-select'
	) as HTMLElement;
}

describe( 'Select field edit', () => {
	it( 'shows a dropdown of the options when not selected, and the option editor when selected', async () => {
		const block = createBlock( 'tessera/field-select', {
			options: [ 'TV', 'Radio', '' ],
		} );
		await renderBlockEditor( [ block ] );
		const dropdown = field().querySelector( 'select' )!;
		expect(
			Array.from( dropdown.options ).map( ( option ) => option.text )
		).toEqual( [ '—', 'TV', 'Radio' ] );
		expect( dropdown.value ).toBe( '' );
		expect(
			within( field() ).getByText( 'Select one' )
		).toBeInTheDocument();

		await selectBlock( block.clientId );
		expect( field().querySelector( 'select' ) ).toBeNull();
		const inputs = within( field() ).getAllByRole( 'textbox', {
			name: /^Option \d$/,
		} );
		expect(
			inputs.map( ( input ) => ( input as HTMLInputElement ).value )
		).toEqual( [ 'TV', 'Radio', '' ] );

		await userEvent.click( inputs[ 0 ] );
		await userEvent.keyboard( '{Enter}Friend' );
		expect( editorBlocks()[ 0 ].attributes.options ).toEqual( [
			'TV',
			'Friend',
			'Radio',
			'',
		] );

		await clearSelection();
		expect(
			Array.from( field().querySelector( 'select' )!.options ).map(
				( option ) => option.text
			)
		).toEqual( [ '—', 'TV', 'Friend', 'Radio' ] );
		expect(
			screen.queryByRole( 'button', { name: 'Add option' } )
		).toBeNull();
	} );

	it( 'shows hostile options as text, never as markup', async () => {
		const block = createBlock( 'tessera/field-select', {
			label: '<img src=x onerror="window.hacked=1">',
			options: [ '</select><script>window.hacked=2</script>' ],
		} );
		await renderBlockEditor( [ block ] );
		expect( field().querySelector( 'img, script' ) ).toBeNull();
		expect( field() ).toHaveTextContent(
			'<img src=x onerror="window.hacked=1">'
		);
		expect( field().querySelectorAll( 'option' )[ 1 ].text ).toBe(
			'</select><script>window.hacked=2</script>'
		);
	} );
} );
