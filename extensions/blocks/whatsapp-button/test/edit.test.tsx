import { createBlock } from '@wordpress/blocks';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
	editorBlocks,
	registerWithEdit,
	renderBlockEditor,
	selectBlock,
} from '../../../../tests/support/block-editor';
import { editorInLocale } from '../../../../tests/support/editor-locale';
import type { BlockModule } from '../../../../shared/loader/types';

beforeAll( () => {
	registerWithEdit(
		require( '../index' ) as BlockModule,
		require( '../edit' ).default
	);
} );

describe( 'the chat button in a French editor', () => {
	it( 'shows the button text and first message a French visitor gets, storing them only once edited', async () => {
		const english = editorInLocale( 'fr_FR' );
		try {
			const block = createBlock( 'tessera/whatsapp-button', {
				countryCode: '33',
				phoneNumber: '612345678',
			} );
			await renderBlockEditor( [ block ] );
			await selectBlock( block.clientId );
			expect(
				screen.getByRole( 'textbox', { name: 'Texte du bouton' } )
			).toHaveTextContent( /^Discuter sur WhatsApp$/ );
			const message = screen.getByRole( 'textbox', {
				name: 'Premier message par défaut',
			} );
			expect( message ).toHaveValue(
				'Bonjour, j’ai trouvé vos coordonnées WhatsApp sur votre site.'
			);
			const stored = () => editorBlocks()[ 0 ].attributes;
			expect( stored() ).toMatchObject( {
				buttonText: 'Chat on WhatsApp',
				firstMessage:
					'Hi, I got your WhatsApp information from your website.',
			} );
			await userEvent.type( message, ' Merci' );
			expect( stored() ).toMatchObject( {
				buttonText: 'Chat on WhatsApp',
				firstMessage:
					'Bonjour, j’ai trouvé vos coordonnées WhatsApp sur votre site. Merci',
			} );
		} finally {
			english();
		}
	} );
} );
