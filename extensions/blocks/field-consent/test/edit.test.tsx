import { createBlock } from '@wordpress/blocks';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
	editorBlocks,
	renderBlockEditor,
	selectBlock,
} from '../../../../tests/support/block-editor';
import { registerField } from '../../../../shared/form-fields/test/register-fields';
import * as fieldConsent from '../index';
import edit from '../edit';

const IMPLICIT =
	"By submitting your information, you're giving us permission to email you. You may unsubscribe at any time.";
const EXPLICIT = 'Can we send you an email from time to time?';

beforeAll( () => registerField( fieldConsent, edit as never ) );

function field() {
	return document.querySelector( '.wp-block-tessera-field-consent' )!;
}

describe( 'Consent field edit', () => {
	it( 'shows the implicit notice without a tick box or a required control', async () => {
		const block = createBlock( 'tessera/field-consent' );
		await renderBlockEditor( [ block ] );
		await selectBlock( block.clientId );
		expect( field() ).toHaveTextContent( IMPLICIT );
		expect( field().querySelector( 'input[type="checkbox"]' ) ).toBeNull();
		expect(
			screen.queryByRole( 'button', { name: 'Required' } )
		).toBeNull();
		expect(
			screen.queryByRole( 'checkbox', { name: 'Field is required' } )
		).toBeNull();
	} );

	it( 'switches to explicit consent: a tick box with the question, which can be required', async () => {
		const block = createBlock( 'tessera/field-consent' );
		await renderBlockEditor( [ block ] );
		await selectBlock( block.clientId );
		await userEvent.selectOptions(
			screen.getByRole( 'combobox', { name: 'Permission to email' } ),
			'explicit'
		);
		expect( editorBlocks()[ 0 ].attributes.consentType ).toBe( 'explicit' );
		expect( field() ).toHaveTextContent( EXPLICIT );
		expect( field() ).not.toHaveTextContent( IMPLICIT );
		expect(
			field().querySelector( 'input[type="checkbox"]' )
		).not.toBeNull();

		await userEvent.click(
			screen.getByRole( 'button', { name: 'Required' } )
		);
		expect( editorBlocks()[ 0 ].attributes.required ).toBe( true );
		expect( field() ).toHaveTextContent( '(required)' );
	} );

	it( 'drops required when going back to implicit consent, and keeps both messages', async () => {
		const block = createBlock( 'tessera/field-consent', {
			consentType: 'explicit',
			required: true,
			explicitConsentMessage: 'May we write to you?',
		} );
		await renderBlockEditor( [ block ] );
		await selectBlock( block.clientId );
		await userEvent.selectOptions(
			screen.getByRole( 'combobox', { name: 'Permission to email' } ),
			'implicit'
		);
		const { attributes } = editorBlocks()[ 0 ];
		expect( attributes.consentType ).toBe( 'implicit' );
		expect( attributes.required ).toBe( false );
		expect( attributes.explicitConsentMessage ).toBe(
			'May we write to you?'
		);
		expect( attributes.implicitConsentMessage ).toBe( IMPLICIT );
	} );

	it( 'edits the label that names the answer in responses', async () => {
		const block = createBlock( 'tessera/field-consent' );
		await renderBlockEditor( [ block ] );
		await selectBlock( block.clientId );
		const label = screen.getByRole( 'textbox', { name: 'Label' } );
		expect( label ).toHaveValue( 'Consent' );
		await userEvent.clear( label );
		await userEvent.type( label, 'Newsletter' );
		expect( editorBlocks()[ 0 ].attributes.label ).toBe( 'Newsletter' );
	} );
} );
