import apiFetch from '@wordpress/api-fetch';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { requestExternalAccess } from '../../../../shared/popup-sign-in';
import { GooglePhotosBrowser } from '../picker/google-photos/browser';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
jest.mock( '../../../../shared/popup-sign-in', () => ( {
	requestExternalAccess: jest.fn(),
} ) );
jest.mock( '../../../../shared/service-hosts/use-service-hosts', () => ( {
	useServiceHosts: () => ( {} ),
} ) );

const mockedFetch = apiFetch as unknown as jest.Mock;
const mockedAccess = requestExternalAccess as jest.Mock;

const ACCOUNT = { image: 'http://localhost/me.svg', name: 'Alex Rivera' };
const PHOTO = {
	ID: 'p1',
	guid: 'p1',
	type: 'image',
	name: 'IMG_1.jpg',
	title: 'IMG_1.jpg',
	caption: 'Harbour lights',
	alt: 'Harbour lights',
	URL: 'https://lh3.googleusercontent.com/lr/p1',
	thumbnails: {
		thumbnail: 'https://lh3.googleusercontent.com/lr/p1=w320-h320',
		large: '',
	},
};

// jsdom has no media queries; the components ask for them to pick sizes.
window.matchMedia = ( query: string ) =>
	( {
		matches: false,
		media: query,
		addListener: () => undefined,
		removeListener: () => undefined,
		addEventListener: () => undefined,
		removeEventListener: () => undefined,
	} ) as unknown as MediaQueryList;

let connected: boolean;
let connectionAnswer: Record< string, unknown >;
const paths: string[] = [];

beforeEach( () => {
	connected = false;
	connectionAnswer = {
		connect_URL: 'http://localhost/keyring/connect/google_photos',
	};
	paths.length = 0;
	mockedAccess.mockReset();
	mockedFetch.mockImplementation( ( { path, method = 'GET' } ) => {
		paths.push( `${ method } ${ path }` );
		if ( path.includes( '/connection/' ) ) {
			return Promise.resolve( connectionAnswer );
		}
		if ( ! connected ) {
			return Promise.reject( {
				code: 'authorization_required',
				message:
					'You need to connect your Google Photos account first.',
			} );
		}
		return Promise.resolve( {
			media: [ PHOTO ],
			meta: { next_page: false, account: ACCOUNT },
		} );
	} );
} );

const upload = {
	allowedTypes: [ 'image' ],
	onSelect: jest.fn(),
	render: () => null,
};

function renderBrowser( allowedTypes = upload.allowedTypes ) {
	return render(
		<GooglePhotosBrowser
			upload={ { ...upload, allowedTypes } }
			onClose={ jest.fn() }
			onCopyingChange={ jest.fn() }
		/>
	);
}

it( 'shows the connect screen, waits for the popup, then lists the library with photos only', async () => {
	let closePopup: ( value: unknown ) => void = () => undefined;
	mockedAccess.mockImplementation(
		() => new Promise( ( resolve ) => ( closePopup = resolve ) )
	);
	renderBrowser();
	const connect = await screen.findByRole( 'button', {
		name: 'Connect to Google Photos',
	} );
	expect( paths ).toStrictEqual( [
		'GET /wpcom/v2/external-media/list/google_photos?number=20&path=recent&filter%5B0%5D=mediaType%3Dphoto',
	] );
	await userEvent.click( connect );
	expect(
		await screen.findByText( 'Awaiting authorization' )
	).toBeInTheDocument();
	expect( mockedAccess ).toHaveBeenCalledWith(
		'http://localhost/keyring/connect/google_photos'
	);
	connected = true;
	closePopup( { keyring_id: 3 } );
	expect( await screen.findByText( 'Alex Rivera' ) ).toBeInTheDocument();
	expect(
		screen.getByRole( 'button', { name: 'Disconnect from Google Photos' } )
	).toBeInTheDocument();
	expect(
		screen.getByRole( 'button', { name: 'Harbour lights' } )
	).toBeInTheDocument();
} );

it( 'goes back to the connect screen when a connection attempt fails, and after disconnecting', async () => {
	connectionAnswer = { error: true, message: 'Keyring is down' };
	renderBrowser();
	await userEvent.click(
		await screen.findByRole( 'button', {
			name: 'Connect to Google Photos',
		} )
	);
	// Only the busy state ends: no notice, the connect screen again.
	expect(
		await screen.findByRole( 'button', {
			name: 'Connect to Google Photos',
		} )
	).toBeInTheDocument();
	expect( mockedAccess ).not.toHaveBeenCalled();
	expect( screen.queryByText( 'Keyring is down' ) ).toBeNull();

	connectionAnswer = {
		connect_URL: 'http://localhost/keyring/connect/google_photos',
	};
	mockedAccess.mockResolvedValue( {} );
	connected = true;
	await userEvent.click(
		screen.getByRole( 'button', { name: 'Connect to Google Photos' } )
	);
	await userEvent.click(
		await screen.findByRole( 'button', {
			name: 'Disconnect from Google Photos',
		} )
	);
	await waitFor( () =>
		expect(
			screen.getByRole( 'button', { name: 'Connect to Google Photos' } )
		).toBeInTheDocument()
	);
	expect( paths ).toContain(
		'DELETE /wpcom/v2/external-media/connection/google_photos'
	);
} );

it( 'offers a block that takes only videos the library videos only, with no category', async () => {
	connected = true;
	const VIDEO = {
		...PHOTO,
		ID: 'v1',
		guid: 'v1',
		type: 'video',
		name: 'PXL_1.mp4',
		caption: 'Street market at dusk',
		alt: 'Street market at dusk',
	};
	mockedFetch.mockImplementation( ( { path } ) => {
		paths.push( `GET ${ path }` );
		// An album lists both kinds; the picker leaves out what the block cannot take.
		return Promise.resolve( {
			media: [ PHOTO, VIDEO ],
			meta: { next_page: false, account: ACCOUNT },
		} );
	} );
	renderBrowser( [ 'video' ] );
	expect(
		await screen.findByRole( 'button', { name: 'Street market at dusk' } )
	).toBeInTheDocument();
	expect(
		screen.queryByRole( 'button', { name: 'Harbour lights' } )
	).toBeNull();
	expect( paths ).toStrictEqual( [
		'GET /wpcom/v2/external-media/list/google_photos?number=20&path=recent&filter%5B0%5D=mediaType%3Dvideo',
	] );
	const type = screen.getByRole( 'combobox', { name: 'Type' } );
	expect( type ).toBeDisabled();
	expect( type ).toHaveValue( 'video' );
	await userEvent.click(
		screen.getByRole( 'button', { name: 'Add Filter' } )
	);
	expect(
		screen.getAllByRole( 'menuitem' ).map( ( item ) => item.textContent )
	).toStrictEqual( [ 'Date', 'Favorites' ] );
} );
