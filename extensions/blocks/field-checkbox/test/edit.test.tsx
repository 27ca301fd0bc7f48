import { createBlock } from '@wordpress/blocks';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
	editorBlocks,
	renderBlockEditor,
	selectBlock,
} from '../../../../tests/support/block-editor';
import { registerField } from '../../../../shared/form-fields/test/register-fields';
import * as fieldCheckbox from '../index';
import edit from '../edit';

beforeAll( () => registerField( fieldCheckbox, edit as never ) );

function box(): HTMLInputElement {
	return document.querySelector(
		'.wp-block-tessera-field-checkbox input[type="checkbox"]'
	)!;
}

describe( 'Checkbox field edit', () => {
	it( 'starts with an empty label beside an unticked box', async () => {
		const block = createBlock( 'tessera/field-checkbox' );
		expect( block.attributes.label ).toBe( '' );
		await renderBlockEditor( [ block ] );
		expect( box() ).not.toBeChecked();
		const label = document.querySelector(
			'.wp-block-tessera-field-checkbox .tessera-field__option > .tessera-field__option-label'
		);
		expect( label ).not.toBeNull();
	} );

	it( "stores 'Checked by default' in defaultValue and shows the box ticked", async () => {
		const block = createBlock( 'tessera/field-checkbox', {
			label: 'Copy me',
		} );
		await renderBlockEditor( [ block ] );
		await selectBlock( block.clientId );
		await userEvent.click(
			screen.getByRole( 'checkbox', { name: 'Checked by default' } )
		);
		expect( editorBlocks()[ 0 ].attributes.defaultValue ).toBe( 'true' );
		expect( box() ).toBeChecked();
		await userEvent.click(
			screen.getByRole( 'checkbox', { name: 'Checked by default' } )
		);
		expect( editorBlocks()[ 0 ].attributes.defaultValue ).toBe( '' );
		expect( box() ).not.toBeChecked();
	} );
} );
