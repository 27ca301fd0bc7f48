import apiFetch from '@wordpress/api-fetch';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
	KEY_LOADING,
	KEY_MISSING,
	KEY_READY,
	apiErrorMessage,
	canRemoveKey,
	canUpdateKey,
	keyStateOf,
	readApiKeyAnswer,
} from '../api-key';
import { TokenPanel } from '../components/token-panel';
import { TokenPlaceholder } from '../components/token-placeholder';
import { useApiKey } from '../use-api-key';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );

const PATH = '/wpcom/v2/service-api-keys/mapbox';
/** The notice in the block, not its copy spoken to screen readers. */
const NOTICE = { selector: '.components-notice__content' };

function answer( key: string, source = 'site' ) {
	return {
		code: 'success',
		service: 'mapbox',
		service_api_key: key,
		service_api_key_source: source,
		message: 'API key retrieved successfully.',
	};
}

/** The block's token states as the edit component shows them. */
function Harness() {
	const controls = useApiKey();
	return (
		<>
			<output data-testid="state">{ controls.state }</output>
			{ controls.state === KEY_MISSING && (
				<TokenPlaceholder controls={ controls } />
			) }
			{ controls.state === KEY_READY && (
				<TokenPanel controls={ controls } />
			) }
		</>
	);
}

// The placeholder measures itself; jsdom has no ResizeObserver.
beforeAll( () => {
	( globalThis as { ResizeObserver?: unknown } ).ResizeObserver ??= class {
		observe() {}
		unobserve() {}
		disconnect() {}
	};
} );

beforeEach( () => jest.mocked( apiFetch ).mockReset() );

describe( 'token rules', () => {
	it( 'reads the key state: 0 loading, 1 none, 2 ready', () => {
		expect( keyStateOf( undefined ) ).toBe( KEY_LOADING );
		expect(
			keyStateOf( {
				service_api_key: '',
				service_api_key_source: 'site',
			} )
		).toBe( KEY_MISSING );
		expect(
			keyStateOf( {
				service_api_key: 'pk.x',
				service_api_key_source: 'wpcom',
			} )
		).toBe( KEY_READY );
	} );

	it( 'allows an update only for a new, non-empty token', () => {
		expect( canUpdateKey( '', '' ) ).toBe( false );
		expect( canUpdateKey( '   ', 'pk.a' ) ).toBe( false );
		expect( canUpdateKey( 'pk.a', 'pk.a' ) ).toBe( false );
		expect( canUpdateKey( ' pk.a ', 'pk.a' ) ).toBe( false );
		expect( canUpdateKey( 'pk.b', 'pk.a' ) ).toBe( true );
		expect( canUpdateKey( 'pk.a', '' ) ).toBe( true );
	} );

	it( 'refuses removal of the platform default only', () => {
		expect( canRemoveKey( 'wpcom' ) ).toBe( false );
		expect( canRemoveKey( 'site' ) ).toBe( true );
		expect( canRemoveKey( 'wpcomx' ) ).toBe( true );
	} );

	it( 'reads answers and error messages defensively', () => {
		expect( readApiKeyAnswer( answer( 'pk.a', 'wpcom' ) ) ).toStrictEqual( {
			service_api_key: 'pk.a',
			service_api_key_source: 'wpcom',
		} );
		expect( readApiKeyAnswer( { service_api_key: 'pk.a' } ) ).toStrictEqual(
			{
				service_api_key: 'pk.a',
				service_api_key_source: 'site',
			}
		);
		expect( readApiKeyAnswer( { service_api_key: 3 } ) ).toBeUndefined();
		expect( readApiKeyAnswer( null ) ).toBeUndefined();
		expect( apiErrorMessage( { message: 'Invalid API Key' }, 'x' ) ).toBe(
			'Invalid API Key'
		);
		expect( apiErrorMessage( { message: '' }, 'fallback' ) ).toBe(
			'fallback'
		);
		expect( apiErrorMessage( 'boom', 'fallback' ) ).toBe( 'fallback' );
	} );
} );

describe( 'token flow', () => {
	it( 'asks for a token, shows the API error, then keeps a good one', async () => {
		const user = userEvent.setup();
		let finishRead: ( value: unknown ) => void = () => undefined;
		jest.mocked( apiFetch ).mockImplementationOnce(
			() => new Promise( ( resolve ) => ( finishRead = resolve ) )
		);
		render( <Harness /> );
		expect( screen.getByTestId( 'state' ) ).toHaveTextContent( '0' );
		await act( async () => finishRead( answer( '' ) ) );
		expect( screen.getByTestId( 'state' ) ).toHaveTextContent( '1' );
		expect( apiFetch ).toHaveBeenCalledWith( { path: PATH } );

		const setToken = screen.getByRole( 'button', { name: 'Set Token' } );
		expect( setToken ).toBeDisabled();
		await user.type(
			screen.getByPlaceholderText( 'Paste Token Here' ),
			'  '
		);
		expect( setToken ).toBeDisabled();

		jest.mocked( apiFetch ).mockRejectedValueOnce( {
			code: 'invalid_key',
			message: 'Invalid API Key',
			data: { status: 404 },
		} );
		await user.type(
			screen.getByPlaceholderText( 'Paste Token Here' ),
			'pk.bad'
		);
		await user.click( setToken );
		expect(
			await screen.findByText( 'Invalid API Key', NOTICE )
		).toBeInTheDocument();
		expect( apiFetch ).toHaveBeenLastCalledWith( {
			path: PATH,
			method: 'POST',
			data: { service_api_key: 'pk.bad' },
		} );
		expect( screen.getByTestId( 'state' ) ).toHaveTextContent( '1' );

		jest.mocked( apiFetch ).mockResolvedValueOnce( answer( 'pk.good' ) );
		await user.clear( screen.getByPlaceholderText( 'Paste Token Here' ) );
		await user.type(
			screen.getByPlaceholderText( 'Paste Token Here' ),
			'pk.good'
		);
		await user.click( screen.getByRole( 'button', { name: 'Set Token' } ) );
		expect( await screen.findByTestId( 'state' ) ).toHaveTextContent( '2' );
		expect(
			screen.queryByText( 'Invalid API Key', NOTICE )
		).not.toBeInTheDocument();
	} );

	it( 'disables removal of the platform token and update of an unchanged one', async () => {
		jest.mocked( apiFetch ).mockResolvedValueOnce(
			answer( 'pk.platform', 'wpcom' )
		);
		render( <Harness /> );
		expect( await screen.findByTestId( 'state' ) ).toHaveTextContent( '2' );
		await userEvent
			.setup()
			.click(
				screen.getByRole( 'button', { name: 'Mapbox Access Token' } )
			);
		expect(
			screen.getByRole( 'button', { name: 'Remove Token' } )
		).toBeDisabled();
		expect(
			screen.getByRole( 'button', { name: 'Update Token' } )
		).toBeDisabled();
	} );

	it( 'removes the site token and falls back to what the API answers', async () => {
		const user = userEvent.setup();
		jest.mocked( apiFetch )
			.mockResolvedValueOnce( answer( 'pk.site' ) )
			.mockResolvedValueOnce( answer( '' ) );
		render( <Harness /> );
		expect( await screen.findByTestId( 'state' ) ).toHaveTextContent( '2' );
		await user.click(
			screen.getByRole( 'button', { name: 'Mapbox Access Token' } )
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Remove Token' } )
		);
		expect( apiFetch ).toHaveBeenLastCalledWith( {
			path: PATH,
			method: 'DELETE',
			data: undefined,
		} );
		expect( await screen.findByTestId( 'state' ) ).toHaveTextContent( '1' );
	} );

	it( 'shows the message when the token cannot be read', async () => {
		jest.mocked( apiFetch ).mockRejectedValueOnce( {
			code: 'rest_forbidden',
			message: 'Sorry, you are not allowed to do that.',
		} );
		render( <Harness /> );
		expect(
			await screen.findByText(
				'Sorry, you are not allowed to do that.',
				NOTICE
			)
		).toBeInTheDocument();
		expect( screen.getByTestId( 'state' ) ).toHaveTextContent( '1' );
	} );
} );
