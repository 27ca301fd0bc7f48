import apiFetch from '@wordpress/api-fetch';
import {
	createBlock,
	getBlockType,
	registerBlockType,
} from '@wordpress/blocks';
import { createReduxStore, register } from '@wordpress/data';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
	editorBlocks,
	renderBlockEditor,
	selectBlock,
	settle,
} from '../../../../tests/support/block-editor';
import { editorInLocale } from '../../../../tests/support/editor-locale';
import { childBlocksOf } from '../../../../shared/loader/child-blocks';
import { blockFolders, indexFile, loadModule } from '../../../folders';
import type { BlockModule } from '../../../../shared/loader/types';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );

const FORM = 'tessera/contact-form';
const fetchMock = jest.mocked( apiFetch as unknown as jest.Mock );

type Route = ( options: {
	path: string;
	method?: string;
	data?: unknown;
} ) => unknown;
function serve( route: Route ) {
	fetchMock.mockImplementation( async ( options ) => route( options ) );
}

beforeAll( () => {
	// Before the block module reads it: a self-hosted site shows every preset and both panels.
	window.Tessera_Editor_Initial_State = {
		site_type: 'self-hosted',
	} as typeof window.Tessera_Editor_Initial_State;
	register(
		createReduxStore( 'core/editor', {
			reducer: ( state = { author: 1, title: 'Catering' } ) => state,
			selectors: {
				getEditedPostAttribute: (
					state: Record< string, unknown >,
					key: string
				) => state[ key ],
			},
		} )
	);
	register(
		createReduxStore( 'core', {
			reducer: ( state = {} ) => state,
			selectors: {
				getEntityRecord: (
					_state: object,
					_kind: string,
					name: string,
					key?: number
				) => {
					if ( name === 'user' && key === 1 ) {
						return { email: 'author@example.com' };
					}
					return name === '__unstableBase'
						? { name: 'Riverside Bakery' }
						: undefined;
				},
			},
		} )
	);

	const form = require( '../index' ) as BlockModule;
	const edit = require( '../edit' ).default;
	const button = require( '../../button' ) as BlockModule;
	const fields = childBlocksOf( form.metadata, blockFolders() ).map(
		( folder ) => loadModule< BlockModule >( indexFile( folder ) )
	);

	for ( const child of [ ...fields, button ] ) {
		if ( ! getBlockType( child.name ) ) {
			registerBlockType(
				child.metadata as never,
				child.settings as never
			);
		}
	}
	if ( ! getBlockType( FORM ) ) {
		registerBlockType(
			form.metadata as never,
			{
				...form.settings,
				edit,
			} as never
		);
	}
} );

beforeEach( () => {
	fetchMock.mockReset();
	serve( () => new Promise( () => {} ) );
} );

async function renderForm(
	attributes: Record< string, unknown > = {},
	children: Array< [ string, Record< string, unknown >? ] > = []
) {
	const block = createBlock(
		FORM,
		attributes,
		children.map( ( [ name, attrs ] ) => createBlock( name, attrs ) )
	);
	await renderBlockEditor( [ block ] );
	await selectBlock( block.clientId );
	return block;
}

const form = () => editorBlocks()[ 0 ];
const childNames = () => form().innerBlocks.map( ( child ) => child.name );

// Notices are also spoken through the a11y live region; this is the one shown.
const notice = () => document.querySelector( '.components-notice__content' );

async function openPanel( title: string ) {
	await userEvent.click( screen.getByRole( 'button', { name: title } ) );
	await settle();
}

describe( 'the variation picker', () => {
	it( 'offers the six presets and a skip option on an empty form', async () => {
		await renderForm();
		expect(
			screen.getByRole( 'list', { name: 'Block variations' } )
		).toBeInTheDocument();
		for ( const title of [
			'Contact',
			'Newsletter sign-up',
			'RSVP',
			'Registration',
			'Appointment',
			'Feedback',
		] ) {
			expect( screen.getByText( title ) ).toBeInTheDocument();
		}
		expect( screen.getByRole( 'button', { name: 'Skip' } ) ).toBeVisible();
	} );

	it( 'applies the chosen preset’s fields and subject', async () => {
		await renderForm();
		await userEvent.click(
			screen.getByRole( 'button', {
				name: 'Add an RSVP form to your page.',
			} )
		);
		await settle();
		expect( childNames() ).toEqual( [
			'tessera/field-name',
			'tessera/field-email',
			'tessera/field-radio',
			'tessera/field-textarea',
			'tessera/button',
		] );
		expect( form().attributes.subject ).toBe(
			'A new RSVP from your website'
		);
		expect( form().innerBlocks[ 4 ].attributes ).toMatchObject( {
			element: 'button',
			text: 'Send RSVP',
		} );
	} );

	it( 'starts from the Contact preset when skipped', async () => {
		await renderForm();
		await userEvent.click( screen.getByRole( 'button', { name: 'Skip' } ) );
		await settle();
		expect( childNames() ).toEqual( [
			'tessera/field-name',
			'tessera/field-email',
			'tessera/field-textarea',
			'tessera/button',
		] );
	} );
} );

describe( 'form settings', () => {
	const fields: Array< [ string ] > = [
		[ 'tessera/field-email' ],
		[ 'tessera/button', { element: 'button', text: 'Send' } ] as never,
	];

	it( 'fills the recipient and subject once from the author and the site', async () => {
		await renderForm( {}, fields );
		await waitFor( () =>
			expect( form().attributes ).toMatchObject( {
				to: 'author@example.com',
				subject: '[Riverside Bakery] Catering',
			} )
		);
	} );

	it( 'keeps what the author set, even empty', async () => {
		await renderForm( { to: 'me@example.com', subject: '' }, fields );
		await settle();
		expect( form().attributes ).toMatchObject( {
			to: 'me@example.com',
			subject: '',
		} );
	} );

	it( 'checks each recipient on blur, resets an emptied field and blocks Enter', async () => {
		await renderForm( { to: 'me@example.com', subject: 'Hi' }, fields );
		const to = screen.getByRole( 'textbox', {
			name: 'Email address to send to',
		} );
		await userEvent.clear( to );
		await userEvent.type( to, ' nope, also-bad@, fine@example.com ' );
		expect( form().attributes.to ).toBe(
			'nope,also-bad@,fine@example.com'
		);
		fireEvent.blur( to );
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'nope and also-bad@ are not a valid email address.'
		);
		expect( to ).toHaveAttribute( 'aria-invalid', 'true' );
		await userEvent.type( to, ',x' );
		expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
		fireEvent.blur( to );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'nope, also-bad@, x are not a valid email address.'
		);

		await userEvent.clear( to );
		fireEvent.blur( to );
		await settle();
		expect( form().attributes.to ).toBe( 'author@example.com' );
		expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();

		expect( fireEvent.keyDown( to, { key: 'Enter' } ) ).toBe( false );
	} );

	it( 'offers the three thank-you choices with their fields', async () => {
		await renderForm( { to: 'me@example.com', subject: 'Hi' }, fields );
		const choice = screen.getByRole( 'combobox', {
			name: 'On Submission',
		} );
		expect(
			Array.from( ( choice as HTMLSelectElement ).options ).map(
				( option ) => option.text
			)
		).toEqual( [
			'Show a summary of submitted fields',
			'Show a custom text message',
			'Redirect to another webpage',
		] );
		expect(
			screen.getByRole( 'textbox', { name: 'Message Heading' } )
		).toHaveValue( 'Message Sent' );
		await userEvent.selectOptions( choice, 'message' );
		await userEvent.type(
			screen.getByRole( 'textbox', { name: 'Message Text' } ),
			'Thanks!'
		);
		expect( form().attributes ).toMatchObject( {
			customThankyou: 'message',
			customThankyouMessage: 'Thanks!',
		} );
		await userEvent.selectOptions( choice, 'redirect' );
		await userEvent.type(
			screen.getByRole( 'textbox', { name: 'Redirect Address' } ),
			'javascript:alert(1)'
		);
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Visitors are only sent to web addresses starting with http:// or https://.'
		);
	} );

	it( 'shows a French author the thank-you heading a French visitor reads, storing it only once edited', async () => {
		const english = editorInLocale( 'fr_FR' );
		try {
			await renderForm( { to: 'me@example.com', subject: 'Hi' }, fields );
			const heading = screen.getByRole( 'textbox', {
				name: 'Titre du message',
			} );
			expect( heading ).toHaveValue( 'Message envoyé' );
			expect( form().attributes.customThankyouHeading ).toBe(
				'Message Sent'
			);
			await userEvent.type( heading, ' !' );
			expect( form().attributes.customThankyouHeading ).toBe(
				'Message envoyé !'
			);
		} finally {
			english();
		}
	} );
} );

describe( 'the consent offer', () => {
	it( 'adds a consent field before the submit button', async () => {
		await renderForm( { to: 'me@example.com', subject: 'Hi' }, [
			[ 'tessera/field-name' ],
			[ 'tessera/field-email' ],
			[ 'tessera/button', { element: 'button', text: 'Send' } ],
		] );
		await userEvent.click(
			screen.getByRole( 'button', {
				name: 'Add email permission request',
			} )
		);
		await settle();
		expect( childNames() ).toEqual( [
			'tessera/field-name',
			'tessera/field-email',
			'tessera/field-consent',
			'tessera/button',
		] );
		expect(
			screen.queryByRole( 'button', {
				name: 'Add email permission request',
			} )
		).not.toBeInTheDocument();
	} );

	it( 'is not made without an e-mail field', async () => {
		await renderForm( { to: 'me@example.com', subject: 'Hi' }, [
			[ 'tessera/field-name' ],
		] );
		expect(
			screen.queryByRole( 'button', {
				name: 'Add email permission request',
			} )
		).not.toBeInTheDocument();
	} );
} );

describe( 'the CRM Integration panel', () => {
	const crm = ( over: Record< string, unknown > = {} ) => ( {
		crm_installed: true,
		crm_active: true,
		crm_version: '6.4.1',
		can_activate_extension: true,
		jp_form_ext_enabled: false,
		...over,
	} );

	it( 'enables the forms extension, then binds the toggle to the form', async () => {
		let enable: ( value: unknown ) => void = () => {};
		serve( ( { path, method } ) => {
			if ( path === '/jetpack/v4/jetpack_crm' && method === 'POST' ) {
				return new Promise( ( resolve ) => ( enable = resolve ) );
			}
			return path === '/jetpack/v4/jetpack_crm' ? crm() : [];
		} );
		await renderForm( { to: 'me@example.com', subject: 'Hi' }, [
			[ 'tessera/field-email' ],
		] );
		await openPanel( 'CRM Integration' );
		await userEvent.click(
			await screen.findByRole( 'button', {
				name: 'Enable Jetpack Forms Extension',
			} )
		);
		expect(
			screen.getByText( 'Enabling the Jetpack Forms extension…' )
		).toBeInTheDocument();
		expect( fetchMock ).toHaveBeenCalledWith( {
			path: '/jetpack/v4/jetpack_crm',
			method: 'POST',
			data: { extension: 'jetpackforms' },
		} );
		await act( async () => enable( { code: 'success' } ) );
		const toggle = await screen.findByRole( 'checkbox', {
			name: 'Jetpack CRM',
		} );
		expect( toggle ).toBeChecked();
		await userEvent.click( toggle );
		expect( form().attributes.jetpackCRM ).toBe( false );
	} );

	it( 'shows the code of a refused activation', async () => {
		serve( ( { path, method } ) => {
			if ( method === 'POST' ) {
				return { code: 'extension_locked' };
			}
			return path === '/jetpack/v4/jetpack_crm' ? crm() : [];
		} );
		await renderForm( { to: 'me@example.com', subject: 'Hi' }, [
			[ 'tessera/field-email' ],
		] );
		await openPanel( 'CRM Integration' );
		await userEvent.click(
			await screen.findByRole( 'button', {
				name: 'Enable Jetpack Forms Extension',
			} )
		);
		await waitFor( () =>
			expect( notice() ).toHaveTextContent(
				'The CRM Jetpack Form extension failed to activate. The error message was "extension_locked".'
			)
		);
	} );

	it.each( [
		[
			{ can_activate_extension: false },
			'A site administrator must enable the CRM Jetpack Forms extension.',
		],
		[
			{ jp_form_ext_enabled: true, crm_version: '3.2.0' },
			'Contacts from this form will be stored in Jetpack CRM.',
		],
		[
			{ crm_version: 'unknown' },
			'The Jetpack CRM is installed but has an invalid version.',
		],
		[
			{ crm_version: '3.0.1' },
			'The Zero BS CRM plugin is now Jetpack CRM. Update to the latest version to integrate your contact form with your CRM.',
		],
	] )( 'for %p says “%s”', async ( over, text ) => {
		serve( ( { path } ) =>
			path === '/jetpack/v4/jetpack_crm' ? crm( over ) : []
		);
		await renderForm( { to: 'me@example.com', subject: 'Hi' }, [
			[ 'tessera/field-name' ],
		] );
		await openPanel( 'CRM Integration' );
		expect( await screen.findByText( text ) ).toBeInTheDocument();
	} );

	it( 'shows nothing when the CRM state cannot be read', async () => {
		serve( ( { path } ) => {
			if ( path === '/jetpack/v4/jetpack_crm' ) {
				throw { code: 'internal_server_error', message: 'Boom' };
			}
			return [];
		} );
		await renderForm( { to: 'me@example.com', subject: 'Hi' }, [
			[ 'tessera/field-name' ],
		] );
		await openPanel( 'CRM Integration' );
		await settle();
		const panel = document.querySelector(
			'.wp-block-tessera-contact-form__crm-panel'
		)!;
		expect( panel.querySelector( '.components-spinner' ) ).toBeNull();
		expect( panel.textContent ).toBe( 'CRM Integration' );
	} );
} );

describe( 'the Newsletter Integration panel', () => {
	it( 'installs and activates the plugin, showing its progress', async () => {
		let install: ( value: unknown ) => void = () => {};
		serve( ( { path, method } ) => {
			if ( path === '/wp/v2/plugins' && method === 'POST' ) {
				return new Promise( ( resolve ) => ( install = resolve ) );
			}
			return path === '/wp/v2/plugins' ? [] : new Promise( () => {} );
		} );
		await renderForm( { to: 'me@example.com', subject: 'Hi' }, [
			[ 'tessera/field-name' ],
		] );
		await openPanel( 'Newsletter Integration' );
		await userEvent.click(
			await screen.findByRole( 'button', {
				name: 'Install Creative Mail plugin',
			} )
		);
		expect(
			screen.getByRole( 'button', { name: 'Installing…' } )
		).toHaveAttribute( 'aria-disabled', 'true' );
		expect( fetchMock ).toHaveBeenCalledWith( {
			path: '/wp/v2/plugins',
			method: 'POST',
			data: {
				slug: 'creative-mail-by-constant-contact',
				status: 'active',
			},
		} );
		await act( async () => install( { status: 'active' } ) );
		expect(
			await screen.findByText(
				'You’re all setup for email marketing with Creative Mail.'
			)
		).toBeInTheDocument();
	} );

	it( 'activates an installed plugin, and shows a failed install', async () => {
		serve( ( { path, method } ) => {
			if ( method === 'POST' ) {
				throw {
					code: 'fs_unavailable',
					message:
						'The filesystem is currently unavailable for managing plugins.',
				};
			}
			return path === '/wp/v2/plugins'
				? [
						{
							plugin: 'creative-mail-by-constant-contact/creative-mail-plugin',
							status: 'inactive',
							version: '1.6.9',
						},
					]
				: new Promise( () => {} );
		} );
		await renderForm( { to: 'me@example.com', subject: 'Hi' }, [
			[ 'tessera/field-name' ],
		] );
		await openPanel( 'Newsletter Integration' );
		await userEvent.click(
			await screen.findByRole( 'button', {
				name: 'Activate Creative Mail Plugin',
			} )
		);
		await waitFor( () =>
			expect( notice() ).toHaveTextContent(
				'The plugin failed to install. The filesystem is currently unavailable for managing plugins. Please check the plugin information for detailed requirements.'
			)
		);
		expect( fetchMock ).toHaveBeenCalledWith( {
			path: '/wp/v2/plugins/creative-mail-by-constant-contact/creative-mail-plugin',
			method: 'POST',
			data: { status: 'active' },
		} );
		expect(
			screen.getByRole( 'button', {
				name: 'Activate Creative Mail Plugin',
			} )
		).toBeEnabled();
	} );
} );
