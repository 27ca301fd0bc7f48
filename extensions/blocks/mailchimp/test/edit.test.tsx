import apiFetch from '@wordpress/api-fetch';
import {
	createBlock,
	getBlockType,
	registerBlockType,
} from '@wordpress/blocks';
import { createReduxStore, dispatch, register, select } from '@wordpress/data';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
	editorBlocks,
	renderBlockEditor,
	selectBlock,
	settle,
} from '../../../../tests/support/block-editor';
import type { BlockModule } from '../../../../shared/loader/types';
import { navigation } from '../../../../shared/post-editor/navigation';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );

const NAME = 'tessera/mailchimp';
const fetchMock = jest.mocked( apiFetch as unknown as jest.Mock );

const GROUPS = {
	interest_categories: [
		{
			list_id: 'l1',
			id: 'c1',
			title: 'What would you like to hear about?',
			type: 'checkboxes',
			interests: [
				{ id: 'i-workshops', name: 'Workshops' },
				{ id: 'i-news', name: 'Product news' },
			],
		},
	],
	total_items: 1,
};

type Answer = () => unknown;
let requests: string[] = [];
let answers: Record< string, Answer > = {};

function setUserLinked( linked: boolean ) {
	window.Tessera_Editor_Initial_State = {
		tessera: { is_current_user_connected: linked },
	} as unknown as typeof window.Tessera_Editor_Initial_State;
}

/** The post being edited: never saved until the editor saves it (post 42). */
const editorPost = createReduxStore( 'core/editor', {
	reducer: (
		state = { status: 'auto-draft', saves: 0 },
		action: { type: string; status?: string }
	) => {
		if ( action.type === 'RESET' ) {
			return { status: action.status!, saves: 0 };
		}
		return action.type === 'SAVE'
			? { status: 'draft', saves: state.saves + 1 }
			: state;
	},
	selectors: {
		getCurrentPostId: () => 42,
		getEditedPostAttribute: ( state: { status: string }, name: string ) =>
			name === 'status' ? state.status : undefined,
		isEditedPostDirty: () => false,
		didPostSaveRequestFail: () => false,
		saves: ( state: { saves: number } ) => state.saves,
	},
	actions: {
		savePost: () => ( { type: 'SAVE' } ),
		reset: ( status: string ) => ( { type: 'RESET', status } ),
	},
} );
register( editorPost );
const resetPost = ( status: string ) =>
	(
		dispatch( editorPost ) as unknown as {
			reset: ( value: string ) => void;
		}
	 ).reset( status );
const postSaves = () =>
	( select( editorPost ) as unknown as { saves: () => number } ).saves();

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

beforeEach( () => {
	setUserLinked( true );
	requests = [];
	answers = {
		'/wpcom/v2/mailchimp': () => ( {
			code: 'connected',
			connect_url: 'http://site.test/tessera-mailchimp/connect',
		} ),
		'/wpcom/v2/mailchimp/groups': () => GROUPS,
	};
	fetchMock.mockReset();
	fetchMock.mockImplementation( async ( { path }: { path: string } ) => {
		requests.push( path );
		return answers[ path ]();
	} );
} );

afterEach( () => {
	jest.useRealTimers();
} );

async function renderSignup( attributes: Record< string, unknown > = {} ) {
	const block = createBlock( NAME, attributes );
	await renderBlockEditor( [ block ] );
	await selectBlock( block.clientId );
	await settle();
	return block;
}

const signup = () => editorBlocks()[ 0 ];

// The a11y live region speaks these texts too; these are the ones shown.
const INSTRUCTIONS = '.components-placeholder__instructions';
const NOTICE = '.components-notice__content';

describe( 'the connection states', () => {
	it( 'shows a spinner and nothing else while the connection is asked', async () => {
		answers[ '/wpcom/v2/mailchimp' ] = () => new Promise( () => {} );
		await renderSignup();
		const block = document.querySelector( '.wp-block-tessera-mailchimp' )!;
		expect( block.querySelector( '.components-spinner' ) ).not.toBeNull();
		expect( block.querySelector( 'input' ) ).toBeNull();
		expect( requests ).toStrictEqual( [ '/wpcom/v2/mailchimp' ] );
	} );

	it( 'offers the set-up when not connected and the user is linked, and asks again', async () => {
		answers[ '/wpcom/v2/mailchimp' ] = () => ( {
			code: 'not_connected',
			connect_url: 'http://site.test/tessera-mailchimp/connect',
		} );
		const open = jest.spyOn( window, 'open' ).mockReturnValue( null );
		await renderSignup();
		expect(
			await screen.findByText(
				'You need to connect your Mailchimp account and choose a list in order to start collecting Email subscribers.',
				{ selector: INSTRUCTIONS }
			)
		).toBeVisible();
		expect(
			screen.queryByRole( 'button', { name: 'Connect to WordPress.com' } )
		).toBeNull();

		// The set-up opens the connection screen in the sign-in popup, then checks again.
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Set up Mailchimp form' } )
		);
		await waitFor( () => expect( requests ).toHaveLength( 2 ) );
		expect( open.mock.calls[ 0 ][ 0 ] ).toBe(
			'http://site.test/tessera-mailchimp/connect'
		);

		answers[ '/wpcom/v2/mailchimp' ] = () => ( { code: 'connected' } );
		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Re-check Connection' } )
		);
		expect(
			await screen.findByRole( 'textbox', {
				name: 'Email field placeholder',
			} )
		).toHaveValue( 'Enter your email' );
		expect( requests ).toStrictEqual( [
			'/wpcom/v2/mailchimp',
			'/wpcom/v2/mailchimp',
			'/wpcom/v2/mailchimp',
			'/wpcom/v2/mailchimp/groups',
		] );
		open.mockRestore();
	} );

	it( 'asks for the WordPress.com link first when the user is not linked', async () => {
		setUserLinked( false );
		answers[ '/wpcom/v2/mailchimp' ] = () => ( { code: 'not_connected' } );
		await renderSignup();
		expect(
			await screen.findByText(
				'You need to connect your WordPress.com account before you can collect Mailchimp subscribers.',
				{ selector: INSTRUCTIONS }
			)
		).toBeVisible();
		expect(
			screen.getByRole( 'button', { name: 'Connect to WordPress.com' } )
		).toBeVisible();
		expect(
			screen.queryByRole( 'button', { name: 'Set up Mailchimp form' } )
		).toBeNull();
	} );

	describe( 'Connect to WordPress.com', () => {
		const CONNECT_URL =
			'/jetpack/v4/connection/url?from=tessera-block-editor&redirect=%2Fwp-admin%2Fpost.php%3Fpost%3D42%26action%3Dedit';
		const LINK =
			'http://localhost/wpcom-connect/authorize/?redirect=%2Fwp-admin%2Fpost.php%3Fpost%3D42%26action%3Dedit';
		let assign: jest.SpyInstance;
		beforeEach( () => {
			setUserLinked( false );
			answers[ '/wpcom/v2/mailchimp' ] = () => ( {
				code: 'not_connected',
			} );
			assign = jest
				.spyOn( navigation, 'assign' )
				.mockImplementation( () => {} );
		} );
		afterEach( () => assign.mockRestore() );

		it( 'saves a post never saved, asks the connect link back to its editor, and leaves for it', async () => {
			resetPost( 'auto-draft' );
			answers[ CONNECT_URL ] = () => {
				expect( postSaves() ).toBe( 1 );
				return LINK;
			};
			await renderSignup();
			await userEvent.click(
				await screen.findByRole( 'button', {
					name: 'Connect to WordPress.com',
				} )
			);
			await waitFor( () => expect( assign ).toHaveBeenCalled() );
			expect( assign.mock.calls ).toStrictEqual( [ [ LINK ] ] );
			expect( postSaves() ).toBe( 1 );
			expect( requests ).toContain( CONNECT_URL );
		} );

		it( 'leaves without saving a post already saved', async () => {
			resetPost( 'draft' );
			answers[ CONNECT_URL ] = () => LINK;
			await renderSignup();
			await userEvent.click(
				await screen.findByRole( 'button', {
					name: 'Connect to WordPress.com',
				} )
			);
			await waitFor( () =>
				expect( assign.mock.calls ).toStrictEqual( [ [ LINK ] ] )
			);
			expect( postSaves() ).toBe( 0 );
		} );

		it.each( [
			[ 'fails', () => Promise.reject( { code: 'x', message: 'No.' } ) ],
			[ 'answers no link', () => ( { url: LINK } ) ],
			[ 'answers a link elsewhere', () => 'javascript:alert(1)' ],
		] )(
			'stays, with an error, when the site %s',
			async ( _case, answer ) => {
				resetPost( 'draft' );
				answers[ CONNECT_URL ] = answer;
				await renderSignup();
				const button = await screen.findByRole( 'button', {
					name: 'Connect to WordPress.com',
				} );
				await userEvent.click( button );
				expect(
					await screen.findByText(
						'An error occurred. Please try again later.',
						{ selector: NOTICE }
					)
				).toBeVisible();
				expect( assign ).not.toHaveBeenCalled();
				expect( button ).toBeEnabled();
			}
		);
	} );

	it( 'shows the server’s message when the connection cannot be read', async () => {
		answers[ '/wpcom/v2/mailchimp' ] = () => {
			throw {
				code: 'rest_forbidden',
				message: 'Sorry, you are not allowed to do that.',
			};
		};
		await renderSignup();
		expect(
			await screen.findByText( 'Sorry, you are not allowed to do that.', {
				selector: NOTICE,
			} )
		).toBeVisible();
		expect(
			screen.getByRole( 'button', { name: 'Set up Mailchimp form' } )
		).toBeVisible();
	} );

	it( 'shows the form at once, asking nothing, with the preview flag', async () => {
		answers = {};
		await renderSignup( { preview: true } );
		expect(
			screen.getByRole( 'textbox', { name: 'Email field placeholder' } )
		).toHaveValue( 'Enter your email' );
		expect( requests ).toStrictEqual( [] );
	} );
} );

describe( 'connected', () => {
	it( 'shows the field, the locked button and the consent text, with the defaults', async () => {
		await renderSignup();
		await screen.findByRole( 'textbox', {
			name: 'Email field placeholder',
		} );
		expect( signup().attributes ).toMatchObject( {
			emailPlaceholder: 'Enter your email',
			processingLabel: 'Processing…',
			successLabel: "Success! You're on the list.",
			errorLabel:
				"Whoops! There was an error and we couldn't process your subscription. Please reload the page and try again.",
			interests: [],
			preview: false,
		} );
		expect(
			screen.getByRole( 'textbox', { name: 'Consent text' } )
		).toHaveTextContent(
			'By clicking submit, you agree to share your email address with the site owner and Mailchimp'
		);
		await waitFor( () => expect( signup().innerBlocks ).toHaveLength( 1 ) );
		expect( signup().innerBlocks[ 0 ].name ).toBe( 'tessera/button' );
		expect( signup().innerBlocks[ 0 ].attributes ).toMatchObject( {
			element: 'button',
			text: 'Join my email list',
			lock: { remove: true, move: true },
		} );
		for ( const panel of [
			'Text Elements',
			'Notifications',
			'Mailchimp Groups',
			'Signup Location Tracking',
			'Mailchimp Connection',
		] ) {
			expect(
				screen.getByRole( 'button', { name: panel } )
			).toBeVisible();
		}
	} );

	it( 'lists the groups and keeps the chosen ones', async () => {
		await renderSignup();
		await userEvent.click(
			await screen.findByRole( 'checkbox', { name: 'Product news' } )
		);
		await userEvent.click(
			screen.getByRole( 'checkbox', { name: 'Workshops' } )
		);
		expect( signup().attributes.interests ).toStrictEqual( [
			'i-news',
			'i-workshops',
		] );
		await userEvent.click(
			screen.getByRole( 'checkbox', { name: 'Product news' } )
		);
		expect( signup().attributes.interests ).toStrictEqual( [
			'i-workshops',
		] );
	} );

	it( 'shows the server’s message when the groups cannot be read', async () => {
		answers[ '/wpcom/v2/mailchimp/groups' ] = () => {
			throw {
				code: 'mailchimp_error',
				message: 'Your Mailchimp account could not be reached.',
			};
		};
		await renderSignup();
		expect(
			await screen.findByText(
				'Your Mailchimp account could not be reached.',
				{ selector: NOTICE }
			)
		).toBeVisible();
		expect( screen.queryByText( 'This list has no groups.' ) ).toBeNull();
	} );

	it( 'upper-cases the signup field tag and drops one Mailchimp would refuse', async () => {
		await renderSignup();
		const tag = await screen.findByRole( 'textbox', {
			name: 'Signup Field Tag',
		} );
		await userEvent.type( tag, ' signup ' );
		fireEvent.blur( tag );
		await settle();
		expect( signup().attributes.signupFieldTag ).toBe( 'SIGNUP' );
		await userEvent.clear( tag );
		await userEvent.type( tag, 'SIGN-UP' );
		fireEvent.blur( tag );
		await settle();
		expect( signup().attributes.signupFieldTag ).toBeUndefined();
	} );

	it( 'previews a notification while its text is edited, for three seconds', async () => {
		await renderSignup();
		const success = await screen.findByRole( 'textbox', {
			name: 'Success text',
		} );
		const shown = () =>
			document.querySelector(
				'.wp-block-tessera-mailchimp .wp-block-tessera-mailchimp_notification'
			);
		jest.useFakeTimers();
		fireEvent.focus( success );
		expect( shown() ).toHaveTextContent( "Success! You're on the list." );
		expect( shown() ).toHaveClass( 'wp-block-tessera-mailchimp_success' );
		act( () => {
			jest.advanceTimersByTime( 2999 );
		} );
		expect( shown() ).not.toBeNull();
		act( () => {
			jest.advanceTimersByTime( 1 );
		} );
		expect( shown() ).toBeNull();

		// Editing a text shows it as typed, and starts the three seconds again.
		fireEvent.change(
			screen.getByRole( 'textbox', { name: 'Error text' } ),
			{ target: { value: 'Sorry, try again.' } }
		);
		expect( shown() ).toHaveTextContent( 'Sorry, try again.' );
		expect( shown() ).toHaveClass( 'wp-block-tessera-mailchimp_error' );
		act( () => {
			jest.advanceTimersByTime( 2000 );
		} );
		fireEvent.focus(
			screen.getByRole( 'textbox', { name: 'Processing text' } )
		);
		act( () => {
			jest.advanceTimersByTime( 2000 );
		} );
		expect( shown() ).toHaveTextContent( 'Processing…' );
		act( () => {
			jest.advanceTimersByTime( 1000 );
		} );
		expect( shown() ).toBeNull();
	} );
} );
