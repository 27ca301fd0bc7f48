import apiFetch from '@wordpress/api-fetch';
import { act, renderHook, waitFor } from '@testing-library/react';
import { requestExternalAccess } from '../../../../shared/popup-sign-in';
import { useConnections } from '../use-connections';
import { usePhotoFeed } from '../use-photo-feed';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
jest.mock( '../../../../shared/popup-sign-in', () => ( {
	requestExternalAccess: jest.fn(),
} ) );
const fetchMock = apiFetch as unknown as jest.Mock;
const popupMock = requestExternalAccess as unknown as jest.Mock;

afterEach( () => {
	fetchMock.mockReset();
	popupMock.mockReset();
} );

const IMAGE = {
	link: 'https://www.instagram.com/p/C3kPq8vLx2a/',
	title: 'Last light',
	type: 'image',
	url: 'https://scontent.cdninstagram.com/v/t51.29350-15/1_n.jpg',
};

function feed( accessToken: string | undefined ) {
	const onAccount = jest.fn();
	const onDisconnect = jest.fn();
	const hook = renderHook( () =>
		usePhotoFeed( { accessToken, onAccount, onDisconnect } )
	);
	return { hook, onAccount, onDisconnect };
}

describe( 'usePhotoFeed', () => {
	it( 'asks for the 30 latest posts of the token, and names the account', async () => {
		fetchMock.mockResolvedValueOnce( {
			external_name: 'alexrivera.studio',
			images: [ IMAGE ],
		} );
		const { hook, onAccount, onDisconnect } = feed( '12' );
		await waitFor( () =>
			expect( hook.result.current.images ).toStrictEqual( [ IMAGE ] )
		);
		expect( fetchMock.mock.calls[ 0 ][ 0 ] ).toStrictEqual( {
			path: '/wpcom/v2/instagram-gallery/gallery?access_token=12&count=30',
		} );
		expect( [
			onAccount.mock.calls,
			onDisconnect.mock.calls,
			hook.result.current.error,
		] ).toStrictEqual( [ [ [ 'alexrivera.studio' ] ], [], null ] );
	} );

	it( 'asks nothing without a token', () => {
		feed( undefined );
		expect( fetchMock ).not.toHaveBeenCalled();
	} );

	it( 'clears the connection silently when the request fails', async () => {
		fetchMock.mockRejectedValueOnce( {
			code: 'instagram_connection_unavailable',
			message: 'gone',
		} );
		const { hook, onDisconnect } = feed( '12' );
		await waitFor( () =>
			expect( onDisconnect ).toHaveBeenCalledTimes( 1 )
		);
		expect( [
			hook.result.current.error,
			hook.result.current.images,
			hook.result.current.isLoading,
		] ).toStrictEqual( [ null, [], false ] );
	} );

	it( 'clears the connection with the error notice when the answer holds no list', async () => {
		fetchMock.mockResolvedValueOnce( {
			external_name: 'lapsed.account',
			images: 'ERROR',
		} );
		const { hook, onDisconnect, onAccount } = feed( '12' );
		await waitFor( () =>
			expect( hook.result.current.error ).toBe(
				'An error occurred. Please try again later.'
			)
		);
		expect( [
			onDisconnect.mock.calls.length,
			onAccount.mock.calls.length,
		] ).toStrictEqual( [ 1, 0 ] );
	} );

	it( 'says when the account has no images, keeping the connection', async () => {
		fetchMock.mockResolvedValueOnce( {
			external_name: 'quiet.archive',
			images: [],
		} );
		const { hook, onDisconnect } = feed( '12' );
		await waitFor( () =>
			expect( hook.result.current.error ).toBe(
				'No images were found in your Instagram account.'
			)
		);
		expect( onDisconnect ).not.toHaveBeenCalled();
		act( () => hook.result.current.clear() );
		expect( hook.result.current.error ).toBeNull();
	} );
} );

describe( 'useConnections', () => {
	it( 'lists the connections when enabled only', async () => {
		fetchMock.mockResolvedValueOnce( [
			{ username: 'alexrivera.studio', token: '3' },
		] );
		const hook = renderHook( ( { enabled } ) => useConnections( enabled ), {
			initialProps: { enabled: false },
		} );
		expect( fetchMock ).not.toHaveBeenCalled();
		hook.rerender( { enabled: true } );
		await waitFor( () =>
			expect( hook.result.current.connections ).toStrictEqual( [
				{ username: 'alexrivera.studio', token: '3' },
			] )
		);
		expect( fetchMock.mock.calls[ 0 ][ 0 ] ).toStrictEqual( {
			path: '/wpcom/v2/instagram-gallery/connections',
		} );
	} );

	it( 'connects in a 700 by 700 popup and gives the keyring id as the token', async () => {
		fetchMock.mockResolvedValueOnce(
			'http://localhost/keyring/connect/instagram'
		);
		popupMock.mockResolvedValueOnce( {
			keyring_id: 7,
			id_token: 'x',
			user: {},
		} );
		const hook = renderHook( () => useConnections( false ) );
		let token: string | undefined;
		await act( async () => {
			token = await hook.result.current.connect();
		} );
		expect( [ token, popupMock.mock.calls ] ).toStrictEqual( [
			'7',
			[
				[
					'http://localhost/keyring/connect/instagram',
					{ width: 700, height: 700 },
				],
			],
		] );
		expect( hook.result.current.isConnecting ).toBe( false );
	} );

	it( 'gives nothing when the popup is closed without connecting', async () => {
		fetchMock.mockResolvedValueOnce(
			'http://localhost/keyring/connect/instagram'
		);
		popupMock.mockResolvedValueOnce( {} );
		const hook = renderHook( () => useConnections( false ) );
		let token: string | undefined = 'unset';
		await act( async () => {
			token = await hook.result.current.connect();
		} );
		expect( [ token, hook.result.current.error ] ).toStrictEqual( [
			undefined,
			null,
		] );
	} );

	it( 'shows the error notice when the connect address cannot be had', async () => {
		fetchMock.mockRejectedValueOnce( {
			code: 'rest_forbidden',
			message: 'no',
		} );
		const hook = renderHook( () => useConnections( false ) );
		await act( async () => {
			await hook.result.current.connect();
		} );
		expect( [
			hook.result.current.error,
			popupMock.mock.calls.length,
		] ).toStrictEqual( [
			'An error occurred. Please try again later.',
			0,
		] );
	} );
} );
