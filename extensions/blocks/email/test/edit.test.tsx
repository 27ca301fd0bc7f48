import { createBlock } from '@wordpress/blocks';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
	clearSelection,
	editorBlocks,
	renderBlockEditor,
	selectBlock,
} from '../../../../tests/support/block-editor';
import { registerContactBlocks } from '../../contact-info/test/register-for-tests';

beforeAll( registerContactBlocks );

describe( 'Email and phone edit', () => {
	it( 'types an email address in one line', async () => {
		await renderBlockEditor( [ createBlock( 'tessera/email' ) ] );
		const field = screen.getByRole( 'textbox', { name: 'Email' } );
		await userEvent.type( field, 'hello@example.com{Enter}' );
		expect( editorBlocks()[ 0 ].attributes.email ).toBe(
			'hello@example.com'
		);
	} );

	it( 'shows the email text without links when not selected, the field when selected', async () => {
		const block = createBlock( 'tessera/email', {
			email: 'Write to hello@example.com',
		} );
		await renderBlockEditor( [ block ] );
		await clearSelection();
		expect( screen.queryByRole( 'textbox' ) ).toBeNull();
		const view = document.querySelector( '.wp-block-tessera-email' );
		expect( view?.textContent ).toBe( 'Write to hello@example.com' );
		expect( view?.querySelector( 'a' ) ).toBeNull();
		await selectBlock( block.clientId );
		expect( screen.getByRole( 'textbox', { name: 'Email' } ) ).toHaveValue(
			'Write to hello@example.com'
		);
	} );

	it( 'types a phone number in one line', async () => {
		await renderBlockEditor( [ createBlock( 'tessera/phone' ) ] );
		await userEvent.type(
			screen.getByRole( 'textbox', { name: 'Phone number' } ),
			'+1 (555) 010-0199{Enter}'
		);
		expect( editorBlocks()[ 0 ].attributes.phone ).toBe(
			'+1 (555) 010-0199'
		);
	} );
} );
