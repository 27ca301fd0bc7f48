import { speak } from '@wordpress/a11y';
import apiFetch from '@wordpress/api-fetch';
import { dispatch, select } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { requestExternalAccess } from '../../../../shared/popup-sign-in';
import type { KeyringConnection } from '../../../../shared/keyring/types';
import { ConnectionsPanel } from '../components/connections-panel';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
jest.mock( '@wordpress/a11y', () => ( { speak: jest.fn() } ) );
jest.mock( '../../../../shared/popup-sign-in', () => ( {
	requestExternalAccess: jest.fn(),
} ) );

const SERVICES = [
	{
		ID: 'google_photos',
		label: 'Google Photos',
		connect_URL: 'http://localhost/keyring/connect/google_photos',
	},
	{
		ID: 'mailchimp',
		label: 'Mailchimp',
		connect_URL: 'http://localhost/keyring/connect/mailchimp',
	},
];

const ALEX: KeyringConnection = {
	ID: 4,
	service: 'google_photos',
	label: 'Google Photos',
	issued: '2026-03-04 05:06:07',
	user_ID: 1,
	external_ID: '108234567890123456789',
	external_display: 'Alex Rivera',
	external_profile_picture:
		'http://localhost/keyring/pictures/google_photos.svg',
};

type Options = { path: string; method?: string };

/** A stand-in for the site's keyring routes, answering apiFetch as the server would. */
let connections: KeyringConnection[];
let failures: Record< string, { code: string; message: string } >;
const calls: string[] = [];

function serve( { path, method = 'GET' }: Options ) {
	const call = `${ method } ${ path }`;
	calls.push( call );
	if ( failures[ call ] ) {
		return Promise.reject( failures[ call ] );
	}
	if ( path === '/wpcom/v2/keyring/services' ) {
		return Promise.resolve( SERVICES );
	}
	if ( path === '/wpcom/v2/keyring/connections' ) {
		return Promise.resolve( [ ...connections ] );
	}
	const id = Number( path.split( '/' ).pop() );
	const previous = connections.find( ( c ) => c.ID === id );
	connections = connections.filter( ( c ) => c.ID !== id );
	return Promise.resolve( { deleted: true, previous } );
}

/** A popup that, like the real one, resolves once the user is done with it. */
function popupAnswers( connect: boolean ) {
	let finish = () => {};
	jest.mocked( requestExternalAccess ).mockImplementationOnce(
		() =>
			new Promise( ( resolve ) => {
				finish = () => {
					if ( connect ) {
						connections = [ ALEX ];
					}
					resolve( connect ? { keyring_id: ALEX.ID } : {} );
				};
			} )
	);
	return () => act( async () => finish() );
}

let user: ReturnType< typeof userEvent.setup >;

/** Clicks the button of that accessible name. */
const press = ( name: string | RegExp ) =>
	user.click( screen.getByRole( 'button', { name } ) );

const notices = () =>
	select( noticesStore )
		.getNotices()
		.map( ( notice ) => [ notice.status, notice.content ] );

beforeEach( () => {
	user = userEvent.setup();
	connections = [];
	failures = {};
	calls.length = 0;
	jest.mocked( apiFetch ).mockImplementation( serve as never );
	jest.mocked( requestExternalAccess ).mockReset();
	for ( const notice of select( noticesStore ).getNotices() ) {
		dispatch( noticesStore ).removeNotice( notice.id );
	}
} );

async function renderLoaded() {
	render( <ConnectionsPanel /> );
	expect( screen.getByText( 'Loading connected accounts…' ) ).toBeVisible();
	await screen.findByRole( 'list' );
}

describe( 'Connected accounts panel', () => {
	it( 'lists every service with a labelled Connect button, or the connected account', async () => {
		connections = [ ALEX ];
		await renderLoaded();
		const [ photos, mailchimp ] = screen.getAllByRole( 'listitem' );
		expect( photos ).toHaveTextContent( 'Google Photos' );
		expect( within( photos ).getByText( 'Alex Rivera' ) ).toBeVisible();
		expect(
			within( photos ).getByRole( 'img', {
				name: 'Picture of Alex Rivera',
			} )
		).toHaveAttribute( 'src', ALEX.external_profile_picture );
		expect(
			within( photos ).getByRole( 'button', {
				name: 'Disconnect Alex Rivera from Google Photos',
			} )
		).toHaveTextContent( 'Disconnect' );
		expect(
			within( mailchimp ).getByRole( 'button', {
				name: 'Connect Mailchimp',
			} )
		).toHaveTextContent( 'Connect' );
		expect( calls ).toEqual( [
			'GET /wpcom/v2/keyring/services',
			'GET /wpcom/v2/keyring/connections',
		] );
	} );

	it( 'connects in the popup, with a spinner meanwhile, then shows the account', async () => {
		const approve = popupAnswers( true );
		await renderLoaded();
		await press( 'Connect Google Photos' );
		expect( requestExternalAccess ).toHaveBeenCalledWith(
			SERVICES[ 0 ].connect_URL,
			{ signal: expect.any( AbortSignal ) }
		);
		const [ photos ] = screen.getAllByRole( 'listitem' );
		expect( photos ).toHaveAttribute( 'aria-busy', 'true' );
		expect( photos.querySelector( '.components-spinner' ) ).not.toBeNull();
		for ( const button of screen.getAllByRole( 'button' ) ) {
			expect( button ).toHaveAttribute( 'aria-disabled', 'true' );
		}
		await approve();
		// Focus on the new account, not on Disconnect, and the change is announced.
		await screen.findByRole( 'button', {
			name: 'Disconnect Alex Rivera from Google Photos',
		} );
		expect( within( photos ).getByText( 'Alex Rivera' ) ).toHaveFocus();
		expect( speak ).toHaveBeenCalledWith(
			'Google Photos is connected as Alex Rivera.'
		);
		expect( photos ).toHaveAttribute( 'aria-busy', 'false' );
		expect( calls.at( -1 ) ).toBe( 'GET /wpcom/v2/keyring/connections' );
	} );

	it( 'reads the list again and stays unconnected when the popup is cancelled', async () => {
		const cancel = popupAnswers( false );
		await renderLoaded();
		await press( 'Connect Mailchimp' );
		await cancel();
		await waitFor( () =>
			expect(
				screen.getByRole( 'button', { name: 'Connect Mailchimp' } )
			).not.toHaveAttribute( 'aria-disabled' )
		);
		expect( calls ).toHaveLength( 3 );
		expect( notices() ).toEqual( [] );
	} );

	it( 'disconnects with DELETE and offers Connect again, keeping focus in the row', async () => {
		connections = [ ALEX ];
		await renderLoaded();
		await press( /^Disconnect Alex Rivera/ );
		expect(
			await screen.findByRole( 'button', {
				name: 'Connect Google Photos',
			} )
		).toHaveFocus();
		expect( calls ).toContain( 'DELETE /wpcom/v2/keyring/connections/4' );
		expect( screen.queryByText( 'Alex Rivera' ) ).toBeNull();
	} );

	it( "shows the server's message in an error notice when an action fails", async () => {
		connections = [ ALEX ];
		failures[ 'DELETE /wpcom/v2/keyring/connections/4' ] = {
			code: 'rest_forbidden',
			message: 'Sorry, you are not allowed to delete this connection.',
		};
		await renderLoaded();
		await press( /^Disconnect Alex Rivera/ );
		await waitFor( () =>
			expect( notices() ).toEqual( [
				[
					'error',
					'Sorry, you are not allowed to delete this connection.',
				],
			] )
		);
		expect( screen.getByText( 'Alex Rivera' ) ).toBeVisible();
	} );

	it( 'is keyboard usable: Tab reaches Connect and Enter starts it', async () => {
		popupAnswers( false );
		await renderLoaded();
		await user.tab();
		expect(
			screen.getByRole( 'button', { name: 'Connect Google Photos' } )
		).toHaveFocus();
		await user.keyboard( '{Enter}' );
		expect( requestExternalAccess ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'offers Retry after the lists fail to load', async () => {
		failures[ 'GET /wpcom/v2/keyring/services' ] = {
			code: 'fetch_error',
			message: 'You are probably offline.',
		};
		render( <ConnectionsPanel /> );
		const retry = await screen.findByRole( 'button', { name: 'Retry' } );
		expect( notices() ).toEqual( [
			[ 'error', 'You are probably offline.' ],
		] );
		delete failures[ 'GET /wpcom/v2/keyring/services' ];
		await user.click( retry );
		await screen.findByRole( 'list' );
		expect( notices() ).toEqual( [] );
	} );

	it( 'closes an open popup when the sidebar goes away', async () => {
		popupAnswers( false );
		const { unmount } = render( <ConnectionsPanel /> );
		await screen.findByRole( 'list' );
		await press( 'Connect Mailchimp' );
		const { signal } = jest.mocked( requestExternalAccess ).mock
			.calls[ 0 ][ 1 ]!;
		expect( signal!.aborted ).toBe( false );
		unmount();
		expect( signal!.aborted ).toBe( true );
	} );
} );
