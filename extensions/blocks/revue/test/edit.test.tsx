import {
	createBlock,
	getBlockType,
	registerBlockType,
} from '@wordpress/blocks';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
	editorBlocks,
	renderBlockEditor,
	selectBlock,
	settle,
} from '../../../../tests/support/block-editor';
import { editorInLocale } from '../../../../tests/support/editor-locale';
import type { BlockModule } from '../../../../shared/loader/types';

const NAME = 'tessera/revue';

beforeAll( () => {
	const block = require( '../index' ) as BlockModule;
	const edit = require( '../edit' ).default;
	const button = require( '../../button' ) as BlockModule;
	if ( ! getBlockType( button.name ) ) {
		registerBlockType( button.metadata as never, button.settings as never );
	}
	if ( ! getBlockType( NAME ) ) {
		registerBlockType(
			block.metadata as never,
			{ ...block.settings, edit } as never
		);
	}
} );

async function renderNewsletter( attributes: Record< string, unknown > = {} ) {
	const block = createBlock( NAME, attributes );
	await renderBlockEditor( [ block ] );
	await selectBlock( block.clientId );
	await settle();
	return block;
}

const newsletter = () => editorBlocks()[ 0 ];
const labels = () =>
	screen
		.getAllByRole( 'textbox', { name: 'Field label' } )
		.map( ( label ) => label.textContent );
const placeholders = () =>
	screen
		.getAllByRole( 'textbox', { name: 'Field placeholder' } )
		.map( ( field ) => ( field as HTMLInputElement ).value );

describe( 'the newsletter form in the editor', () => {
	it( 'asks for the username first, then shows the form with its defaults', async () => {
		await renderNewsletter();
		const add = screen.getByRole( 'button', { name: 'Add Form' } );
		expect( add ).toBeDisabled();
		expect(
			screen.queryByRole( 'textbox', { name: 'Field label' } )
		).toBeNull();
		await userEvent.type(
			screen.getByRole( 'textbox', { name: 'Revue username' } ),
			'  riverastudio '
		);
		await userEvent.click( add );
		await settle();
		expect( newsletter().attributes ).toMatchObject( {
			revueUsername: 'riverastudio',
			emailLabel: 'Email address',
			emailPlaceholder: 'Enter your email address',
			firstNameLabel: 'First name',
			firstNamePlaceholder: 'Enter your first name',
			firstNameShow: true,
			lastNameLabel: 'Last name',
			lastNamePlaceholder: 'Enter your last name',
			lastNameShow: true,
		} );
		expect( labels() ).toStrictEqual( [
			'Email address',
			'First name',
			'Last name',
		] );
		expect( placeholders() ).toStrictEqual( [
			'Enter your email address',
			'Enter your first name',
			'Enter your last name',
		] );
	} );

	it( 'keeps one fixed subscribe button', async () => {
		await renderNewsletter( { revueUsername: 'riverastudio' } );
		await waitFor( () =>
			expect( newsletter().innerBlocks ).toHaveLength( 1 )
		);
		expect( newsletter().innerBlocks[ 0 ].name ).toBe( 'tessera/button' );
		expect( newsletter().innerBlocks[ 0 ].attributes ).toMatchObject( {
			element: 'button',
			text: 'Subscribe',
			lock: { remove: true, move: true },
		} );
	} );

	it( 'edits a placeholder in place', async () => {
		await renderNewsletter( { revueUsername: 'riverastudio' } );
		fireEvent.change(
			screen.getAllByRole( 'textbox', {
				name: 'Field placeholder',
			} )[ 1 ],
			{ target: { value: 'Your given name' } }
		);
		expect( newsletter().attributes.firstNamePlaceholder ).toBe(
			'Your given name'
		);
	} );

	it( 'hides the name fields the author turns off', async () => {
		await renderNewsletter( { revueUsername: 'riverastudio' } );
		await userEvent.click(
			screen.getByRole( 'checkbox', { name: 'Show first name field.' } )
		);
		expect( newsletter().attributes.firstNameShow ).toBe( false );
		expect( labels() ).toStrictEqual( [ 'Email address', 'Last name' ] );
		await userEvent.click(
			screen.getByRole( 'checkbox', { name: 'Show last name field.' } )
		);
		expect( labels() ).toStrictEqual( [ 'Email address' ] );
	} );

	it( 'changes the username from the sidebar only to a name the service can have', async () => {
		await renderNewsletter( { revueUsername: 'riverastudio' } );
		const username = screen.getByRole( 'textbox', {
			name: 'Revue Username',
		} );
		await userEvent.clear( username );
		await userEvent.type( username, 'rivera studio' );
		// Nothing is taken while typing: half a name never reaches the form.
		expect( newsletter().attributes.revueUsername ).toBe( 'riverastudio' );
		fireEvent.blur( username );
		await settle();
		expect( newsletter().attributes.revueUsername ).toBe( 'riverastudio' );
		expect( username ).toHaveAccessibleDescription(
			'That is not a Revue username.'
		);

		await userEvent.clear( username );
		expect( username ).not.toHaveAccessibleDescription();
		fireEvent.blur( username );
		await settle();
		expect( username ).toHaveValue( 'riverastudio' );

		await userEvent.clear( username );
		await userEvent.type( username, ' @tessera_notes {Enter}' );
		expect( newsletter().attributes.revueUsername ).toBe( 'tessera_notes' );
		expect( username ).toHaveValue( 'tessera_notes' );
	} );

	it( 'shows a French author the texts a French visitor reads, and stores only what the author writes', async () => {
		const english = editorInLocale( 'fr_FR' );
		try {
			await renderNewsletter( { revueUsername: 'riverastudio' } );
			const french = ( name: string ) =>
				screen
					.getAllByRole( 'textbox', { name } )
					.map( ( field ) =>
						field instanceof HTMLInputElement
							? field.value
							: field.textContent
					);
			expect( french( 'Libellé du champ' ) ).toStrictEqual( [
				'Adresse e-mail',
				'Prénom',
				'Nom',
			] );
			expect( french( 'Texte indicatif du champ' ) ).toStrictEqual( [
				'Saisissez votre adresse e-mail',
				'Saisissez votre prénom',
				'Saisissez votre nom',
			] );
			expect( newsletter().attributes ).toMatchObject( {
				emailLabel: 'Email address',
				lastNamePlaceholder: 'Enter your last name',
			} );
			fireEvent.change(
				screen.getAllByRole( 'textbox', {
					name: 'Texte indicatif du champ',
				} )[ 2 ],
				{ target: { value: 'Votre nom de famille' } }
			);
			expect( newsletter().attributes ).toMatchObject( {
				emailPlaceholder: 'Enter your email address',
				lastNamePlaceholder: 'Votre nom de famille',
			} );
		} finally {
			english();
		}
	} );
} );
